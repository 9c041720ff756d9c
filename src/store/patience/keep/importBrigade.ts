// Brigade's games brought into the library from a file: a record file (brigade-game/1), or the Brigade
// games of a library file that "Export all" wrote (brigadier-library/1, files.ts), with the name that
// played each, its times and whether a hint was used. Each record is read and replayed by the
// patience's own reader (src/patience/record.ts), so a file cannot put into the library what the rules
// refuse; a refusal is the reader's words, and nothing in the library changes. A game already there is
// not added twice.
import { err, isObject, ok, parseJsonText, type Result } from '../../../engine/index.ts';
import { parsePatienceRecord, PATIENCE_GAME_FORMAT, replayPatience } from '../../../patience/index.ts';
import { brigadeEntryOf, type BrigadeEntry, type BrigadeListing, type BrigadeMeta } from '../../library/brigadeRecords.ts';
import { fileTime, isOtherKind, LIBRARY_FORMAT, LIBRARY_TEXT, libraryGames } from '../../library/files.ts';
import type { GamesLibrary } from '../../library/games.ts';
import type { importWords } from '../../library/importing.ts';

/** What an import needs of the page: the time, new ids, and the library's words for what came of it. */
export interface BrigadeImporter {
  readonly now: () => number;
  readonly newGameId: () => string;
  readonly words: typeof importWords;
}

/** A name longer than this in a file is cut: the start screen's names are short. */
const NAME_CHARS = 60;

interface FileGame {
  readonly record: unknown;
  readonly meta: BrigadeMeta;
  /** Where a refusal says it is: "games[2]: " in a library file, nothing in a record file. */
  readonly where: string;
}

/** What a library file's game says beyond its record; anything missing or odd is read as not known. */
function metaOf(game: Record<string, unknown>): BrigadeMeta {
  return {
    player: typeof game.player === 'string' ? game.player.trim().slice(0, NAME_CHARS) : '',
    startedAt: fileTime(game.startedAt),
    finishedAt: fileTime(game.finishedAt),
    usedHint: game.usedHint === true,
    ms: fileTime(game.ms),
  };
}

const UNKNOWN: BrigadeMeta = { player: '', startedAt: null, usedHint: false, ms: null };

/** The Brigade games of a file: one record, or those of a library file (Brigadier's games in it are its own import's). */
function fileGames(json: unknown): Result<FileGame[]> {
  if (!isObject(json)) return err('the file must be a JSON object');
  if (json.format !== LIBRARY_FORMAT) return ok([{ record: json, meta: UNKNOWN, where: '' }]);
  const list = libraryGames(json);
  if (!list.ok) return list;
  const games: FileGame[] = [];
  list.value.forEach((game, i) => {
    if (isOtherKind(game) && game.record.format === PATIENCE_GAME_FORMAT)
      games.push({ record: game.record, meta: metaOf(game), where: `games[${i}]: ` });
  });
  return ok(games);
}

/** Adds the Brigade games of file `text` to the library; what came of it, in words for Your games. */
export async function importBrigadeFile(
  library: GamesLibrary<BrigadeEntry, BrigadeListing>,
  text: string,
  { now, newGameId, words }: BrigadeImporter,
): Promise<string> {
  const read = parseJsonText(text, LIBRARY_TEXT, fileGames);
  if (!read.ok) return `That file was not imported: ${read.error}.`;
  const single = read.value.length === 1 && read.value[0]!.where === '';
  const known = new Set((await library.all()).map((kept) => JSON.stringify(kept.record)));
  const refused: string[] = [];
  let added = 0;
  let already = 0;
  for (const { record, meta, where } of read.value) {
    const parsed = parsePatienceRecord(record);
    const game = parsed.ok ? replayPatience(parsed.value) : parsed;
    if (!game.ok) {
      if (single) return `That file was not imported: ${game.error}.`;
      refused.push(where + game.error);
      continue;
    }
    const entry = brigadeEntryOf(newGameId(), game.value, meta, now());
    const key = JSON.stringify(entry.record);
    if (known.has(key)) {
      already++;
      continue;
    }
    known.add(key);
    const outcome = await library.put(entry).catch(() => null);
    if (outcome?.kind === 'written') added++;
    else if (single) return 'That file was not imported: the library did not take it.';
    else refused.push(`${where}the library did not take it`);
  }
  return words(added, already, refused);
}
