// What the first page hands to the patience's keeping, which loads later: a Brigade link ("#b1.…") the
// page was opened with or moved to (main.tsx puts it here and opens the patience; KeepPatience deals it
// or says why not), a Brigade record file chosen in Your games (its Brigade part imports it), whether
// the patience was opened in this page, and the parts of the page the keeping uses (the library's, the
// download, the rules page), handed over by main.tsx rather than imported by the later code, which would
// split each off the first load into a chunk of its own. Tiny on purpose: this is all of the patience
// the first load carries.
import type { PageLibraryParts } from '../../store/library/page.ts';
import type { downloadText } from '../download.ts';
import type { openRules } from '../rules/openRules.ts';
import { watchedValue } from '../watchedValue.ts';

/** What Brigade's keeping uses of the page. */
export interface KeepKit extends PageLibraryParts {
  readonly downloadText: typeof downloadText;
  readonly openRules: typeof openRules;
}

let kit: KeepKit | null = null;

/** main.tsx hands the page's parts over once, at start. */
export const handKeepKit = (parts: KeepKit): void => void (kit = parts);

/** The page's parts; a page (or a test) that handed none over cannot keep Brigade's games. */
export function keepKit(): KeepKit {
  if (!kit) throw new Error('keepKit: the page handed no parts over (handKeepKit)');
  return kit;
}

/** Whether the page handed its parts over (a screen test mounts the patience without them). */
export const hasKeepKit = (): boolean => kit !== null;

/** Whether an address's hash is a Brigade link rather than Brigadier's "#p1.…". */
export const isBrigadeHash = (hash: string): boolean => /^#b\d+\./.test(hash);

/**
 * Whether a chosen file is a Brigade record (brigade-game/1, src/patience/record.ts) rather than
 * Brigadier's. The format in quotes appears in a JSON text only as a value: inside another string its
 * quotes would be escaped.
 */
export const isBrigadeText = (text: string): boolean => text.includes('"brigade-game/1"');

/** Whether a chosen file holds any of Brigadier's own records (brigadier-game/1 or /2), by the same reasoning. */
export const hasBrigadierGames = (text: string): boolean => /"brigadier-game\/\d+"/.test(text);

/** Brigade's games as "Export all" writes them, once Your games' Brigade part has loaded (null before). */
export const brigadeExport = watchedValue<(() => Promise<readonly object[]>) | null>(null);

export const brigadeLinkInbox = watchedValue<string | null>(null);

/** A Brigade file waiting to be imported by Your games' Brigade part. */
export const brigadeFileInbox = watchedValue<string | null>(null);

/** The patience has been opened in this page (Your games then shows its part even before the list counts its games). */
export const brigadeOpened = watchedValue(false);
