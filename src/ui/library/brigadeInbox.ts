// What the first page hands to the patience's keeping, which loads later: a Brigade link ("#b1.…") the
// page was opened with or moved to (main.tsx puts it here and opens the patience; KeepPatience deals it
// or says why not), a Brigade record file chosen in Your games (its Brigade part imports it), and whether
// the patience was opened in this page. Tiny on purpose: this is all of the patience the first load
// carries.
import { watchedValue } from '../watchedValue.ts';

/** Whether an address's hash is a Brigade link rather than Brigadier's "#p1.…". */
export const isBrigadeHash = (hash: string): boolean => /^#b\d+\./.test(hash);

/**
 * Whether a chosen file is a Brigade record (brigade-game/1, src/patience/record.ts) rather than
 * Brigadier's. The format in quotes appears in a JSON text only as a value: inside another string its
 * quotes would be escaped.
 */
export const isBrigadeText = (text: string): boolean => text.includes('"brigade-game/1"');

export const brigadeLinkInbox = watchedValue<string | null>(null);

/** A Brigade file waiting to be imported by Your games' Brigade part. */
export const brigadeFileInbox = watchedValue<string | null>(null);

/** The patience has been opened in this page (Your games then shows its part even before the list counts its games). */
export const brigadeOpened = watchedValue(false);
