// Brigade's games brought into the library from a file. The file is read and every game replayed by
// brigadeFile.ts (in a worker on the page); here each game read becomes an entry and is kept, unless it
// is in the library already. A refusal is the reader's words, and nothing in the library changes.
import type { Result } from '../../../engine/index.ts';
import { brigadeEntryFrom, type BrigadeEntry, type BrigadeListing } from '../../library/brigadeRecords.ts';
import type { ReadGames } from '../../library/fileReading.ts';
import type { GamesLibrary } from '../../library/games.ts';
import type { importWords } from '../../library/importing.ts';
import { readBrigadeFile, type BrigadeFileGame } from './brigadeFile.ts';

/** What an import needs of the page: the time, new ids, the library's words for what came of it, and a reader. */
export interface BrigadeImporter {
  readonly now: () => number;
  readonly newGameId: () => string;
  readonly words: typeof importWords;
  /** Reads the file (the page's reads it in a worker); by default here. */
  readonly read?: (text: string) => Promise<Result<ReadGames<BrigadeFileGame>>>;
}

const readHere = (text: string) => Promise.resolve(readBrigadeFile(text));

/** Adds the Brigade games of file `text` to the library; what came of it, in words for Your games. */
export async function importBrigadeFile(
  library: GamesLibrary<BrigadeEntry, BrigadeListing>,
  text: string,
  { now, newGameId, words, read = readHere }: BrigadeImporter,
): Promise<string> {
  const file = await read(text);
  if (!file.ok) return `That file was not imported: ${file.error}.`;
  const { games, refused: unread } = file.value;
  const single = games.length === 1 && games[0]!.where === '';
  const known = new Set((await library.all()).map((kept) => JSON.stringify(kept.record)));
  const refused = [...unread];
  let added = 0;
  let already = 0;
  for (const { draft, where } of games) {
    const key = JSON.stringify(draft.record);
    if (known.has(key)) {
      already++;
      continue;
    }
    known.add(key);
    const outcome = await library.put(brigadeEntryFrom(newGameId(), draft, now())).catch(() => null);
    if (outcome?.kind === 'written') added++;
    else if (single) return 'That file was not imported: the library did not take it.';
    else refused.push(`${where}the library did not take it`);
  }
  return words(added, already, refused);
}
