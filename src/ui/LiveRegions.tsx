// A screen reader's two live regions, shared by the two-player table's voice (table/Announcer.tsx) and
// the patience's (patience/PatienceAnnouncer.tsx): a polite one for what happened, an assertive one for
// refusals. Keyed by the sentence: a fresh node inside a region that stays is what screen readers announce.

/** What the regions say now. */
export interface Voice {
  readonly polite: string;
  readonly urgent: string;
  /** Grows with every sentence, so the same words twice are spoken twice. */
  readonly id: number;
}

export const SILENT: Voice = { polite: '', urgent: '', id: 0 };

export function LiveRegions({ voice }: { readonly voice: Voice }) {
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
