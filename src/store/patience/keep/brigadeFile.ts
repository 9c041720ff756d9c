// The Brigade games of a file, read and replayed: a record file (brigade-game/1), or the Brigade games of
// a library file that "Export all" wrote (brigadier-library/1, files.ts), with the name that played each,
// its times and whether a hint was used. Each record is read and replayed by the patience's own reader
// (src/patience/record.ts), so a file cannot bring in what the rules refuse; a refusal is the reader's
// words. It runs in a worker on the page (brigadeFile.worker.ts): the replay of thousands of moves is
// the page's to spare.
import { err, isObject, ok, parseJsonText, type Result } from '../../../engine/index.ts';
import { MAX_PATIENCE_ACTIONS, parsePatienceRecord, PATIENCE_GAME_FORMAT, replayPatience } from '../../../patience/index.ts';
import { brigadeDraftOf, type BrigadeDraft, type BrigadeMeta } from '../../library/brigadeRecords.ts';
import type { ReadGames } from '../../library/fileReading.ts';
import { fileTime, isOtherKind, LIBRARY_FORMAT, LIBRARY_TEXT, libraryGames } from '../../library/files.ts';

/** A name longer than this in a file is cut: the start screen's names are short. */
const NAME_CHARS = 60;

/** Each game is replayed on import: a file is held to ten records' worth of actions, as Brigadier's is. */
export const MAX_FILE_ACTIONS = 10 * MAX_PATIENCE_ACTIONS;

/** A game of the file, replayed: its entry but for the id and the times of keeping it. */
export interface BrigadeFileGame {
  readonly draft: BrigadeDraft;
  /** Where a refusal says it is: "games[2]: " in a library file, nothing in a record file. */
  readonly where: string;
}

interface FoundGame {
  readonly record: unknown;
  readonly meta: BrigadeMeta;
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
function foundGames(json: unknown): Result<FoundGame[]> {
  if (!isObject(json)) return err('the file must be a JSON object');
  if (json.format !== LIBRARY_FORMAT) return ok([{ record: json, meta: UNKNOWN, where: '' }]);
  const list = libraryGames(json);
  if (!list.ok) return list;
  const games: FoundGame[] = [];
  let actions = 0;
  list.value.forEach((game, i) => {
    if (!isOtherKind(game) || game.record.format !== PATIENCE_GAME_FORMAT) return;
    if (Array.isArray(game.record.actions)) actions += game.record.actions.length;
    games.push({ record: game.record, meta: metaOf(game), where: `games[${i}]: ` });
  });
  if (actions > MAX_FILE_ACTIONS) return err(`games: too many Brigade actions in all (${actions}; at most ${MAX_FILE_ACTIONS})`);
  return ok(games);
}

/** Replays each game found; a record file's one game refused refuses the file, a library file's is listed. */
function replayed(found: FoundGame[]): Result<ReadGames<BrigadeFileGame>> {
  const games: BrigadeFileGame[] = [];
  const refused: string[] = [];
  for (const { record, meta, where } of found) {
    const parsed = parsePatienceRecord(record);
    const game = parsed.ok ? replayPatience(parsed.value) : parsed;
    if (game.ok) games.push({ draft: brigadeDraftOf(game.value, meta), where });
    else if (where === '') return err(game.error);
    else refused.push(where + game.error);
  }
  return ok({ games, refused });
}

/** Reads the Brigade games of file `text`; a refusal of the whole file names the problem, and never throws. */
export function readBrigadeFile(text: string): Result<ReadGames<BrigadeFileGame>> {
  const found = parseJsonText(text, LIBRARY_TEXT, foundGames);
  return found.ok ? replayed(found.value) : found;
}
