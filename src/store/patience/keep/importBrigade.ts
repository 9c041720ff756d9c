// A Brigade record file (brigade-game/1) brought into the library: read and replayed by the patience's
// own reader (src/patience/record.ts), so a file cannot put into the library what the rules refuse;
// a refusal is the reader's words, and nothing in the library changes. A game already there is not
// added twice.
import { parsePatienceRecordText, replayPatience } from '../../../patience/index.ts';
import { brigadeEntryOf, type BrigadeEntry, type BrigadeListing } from '../../library/brigadeRecords.ts';
import type { GamesLibrary } from '../../library/games.ts';
import type { importWords } from '../../library/importing.ts';

/** What an import needs of the page: the time, new ids, and the library's words for what came of it. */
export interface BrigadeImporter {
  readonly now: () => number;
  readonly newGameId: () => string;
  readonly words: typeof importWords;
}

/** Adds the game of a record file to the library; what came of it, in words for Your games. */
export async function importBrigadeFile(
  library: GamesLibrary<BrigadeEntry, BrigadeListing>,
  text: string,
  { now, newGameId, words }: BrigadeImporter,
): Promise<string> {
  const read = parsePatienceRecordText(text);
  if (!read.ok) return `That file was not imported: ${read.error}.`;
  const game = replayPatience(read.value);
  if (!game.ok) return `That file was not imported: ${game.error}.`;
  const entry = brigadeEntryOf(newGameId(), game.value, { player: '', startedAt: null, usedHint: false, ms: null }, now());
  const key = JSON.stringify(entry.record);
  if ((await library.all()).some((kept) => JSON.stringify(kept.record) === key)) return words(0, 1, []);
  const outcome = await library.put(entry).catch(() => null);
  return outcome?.kind === 'written' ? words(1, 0, []) : 'That file was not imported: the library did not take it.';
}
