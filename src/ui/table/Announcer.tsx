// The table's one voice for a screen reader: a polite live region for what happened (each action of
// either player, the turn changing hands), and an assertive one only for refusals and a knock's verdict.
// Fed by the store's changes (speech.ts), said once each, and cleared as the next moment begins, so a
// drop's words never stand as the table's status into the next turn.
import { useEffect, useState } from 'react';
import { useGameStore } from '../StoreContext.tsx';
import { LiveRegions, SILENT, type Voice } from '../LiveRegions.tsx';
import { heard, moment, openingWords, type Said } from './speech.ts';

/** How long after the table appears its opening word is said: once the empty regions are in place. */
const OPENING_MS = 150;

export function Announcer() {
  const store = useGameStore();
  const [voice, setVoice] = useState<Voice>(SILENT);
  useEffect(() => {
    const say = (said: Said) =>
      setVoice((v) => ({ polite: said.urgent ? '' : said.text, urgent: said.urgent ? said.text : '', id: v.id + 1 }));
    // The table opens with the referee's word already said (a new game, a game loaded): it is spoken once
    // the regions are on the page, since a region that appears with its text is not read out.
    const opening = openingWords(store.getState());
    const timer = opening === null ? undefined : setTimeout(() => say(opening), OPENING_MS);
    const stop = store.subscribe((after, before) => {
      const said = heard(before, after);
      if (said) {
        clearTimeout(timer);
        say(said);
      } else if (moment(before, after)) setVoice((v) => (v.polite || v.urgent ? { ...SILENT, id: v.id + 1 } : v));
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [store]);
  return <LiveRegions voice={voice} />;
}
