// The table's one voice for a screen reader: a polite live region for what happened (each action of
// either player, the turn changing hands), and an assertive one only for refusals and a knock's verdict.
// Fed by the store's changes (speech.ts), said once each, and cleared as the next moment begins, so a
// drop's words never stand as the table's status into the next turn.
import { useEffect, useState } from 'react';
import { useGameStore } from '../StoreContext.tsx';
import { heard, moment } from './speech.ts';

interface Voice {
  readonly polite: string;
  readonly urgent: string;
  /** Grows with every sentence, so the same words twice are spoken twice. */
  readonly id: number;
}

const SILENT: Voice = { polite: '', urgent: '', id: 0 };

export function Announcer() {
  const store = useGameStore();
  const [voice, setVoice] = useState<Voice>(SILENT);
  useEffect(
    () =>
      store.subscribe((after, before) => {
        const said = heard(before, after);
        if (said) setVoice((v) => ({ polite: said.urgent ? '' : said.text, urgent: said.urgent ? said.text : '', id: v.id + 1 }));
        else if (moment(before, after)) setVoice((v) => (v.polite || v.urgent ? { ...SILENT, id: v.id + 1 } : v));
      }),
    [store],
  );
  // Keyed by the sentence: a fresh node inside a region that stays is what screen readers announce.
  return (
    <div className="visually-hidden">
      <p aria-live="polite" aria-atomic="true" data-announcer="polite">
        <span key={voice.id}>{voice.polite}</span>
      </p>
      <p aria-live="assertive" aria-atomic="true" data-announcer="urgent">
        <span key={voice.id}>{voice.urgent}</span>
      </p>
    </div>
  );
}
