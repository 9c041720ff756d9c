// The games library as a file: "Export all" writes brigadier-library/1, a list of game records with
// their times (Brigade's games among them, which Brigade's import reads: importBrigade.ts); "Import"
// reads that, or a single record file (brigadier-game/1 from a deal, /2 from a set position), so that
// every file Export writes, Import reads. Every record goes
// through the engine's parser (src/engine/record.ts), so a file cannot put into the library what a
// loaded record file could not.
import {
  err,
  GAME_FORMAT,
  GAME_FORMAT_2,
  isObject,
  MAX_RECORD_ACTIONS,
  ok,
  parseJsonText,
  parseRecord,
  RECORD_TEXT,
  type GameRecord,
  type Result,
  type TextLimits,
} from '../../engine/index.ts';
import type { GameEntry } from './entry.ts';

export const LIBRARY_FORMAT = 'brigadier-library/1';

/**
 * A library file holds at most this many games: a player of many years has a few thousand; a file
 * with more is refused before any game is replayed.
 */
export const MAX_LIBRARY_GAMES = 10_000;
/** Four record files' worth (docs/limits.md): real games are a few kilobytes each, so 64 MB holds thousands. */
export const LIBRARY_TEXT: TextLimits = { what: 'library file', maxChars: 4 * RECORD_TEXT.maxChars };

/** A game read from a file, not yet replayed. */
export interface ImportedGame {
  readonly record: GameRecord;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
}

/** The games of a file, and why any of them were left out. */
export interface ImportedFile {
  readonly games: readonly ImportedGame[];
  readonly refused: readonly string[];
}

/**
 * The text of a library file holding `entries`, then `others`: the games of another kind (Brigade's,
 * brigadeRecords.ts), each with its own record format, which this reader leaves to that kind's import.
 */
export function libraryText(entries: readonly GameEntry[], others: readonly object[] = []): string {
  const games = [...entries.map(({ record, startedAt, finishedAt }) => ({ record, startedAt, finishedAt })), ...others];
  return JSON.stringify({ format: LIBRARY_FORMAT, games }, null, 2) + '\n';
}

/** The record format of a library file's games that another kind's import reads (Brigade's, src/patience/record.ts). */
const OTHER_KIND_FORMATS: readonly unknown[] = ['brigade-game/1'];

/** Whether a library file's game is another kind's, which this import leaves alone rather than refuses. */
export const isOtherKind = (game: unknown): game is Record<string, unknown> & { readonly record: Record<string, unknown> } =>
  isObject(game) && isObject(game.record) && OTHER_KIND_FORMATS.includes(game.record.format);

/** A library file's list of games (each kind reads its own), or why the file is not one. */
export function libraryGames(json: Record<string, unknown>): Result<readonly unknown[]> {
  if (!Array.isArray(json.games)) return err('games: must be an array of games');
  if (json.games.length > MAX_LIBRARY_GAMES)
    return err(`games: too many (${json.games.length}; a library file holds at most ${MAX_LIBRARY_GAMES})`);
  return ok(json.games);
}

/** A time read from a file: a number of ms since 1970, or null when it is anything else. */
export const fileTime = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : null);

function readLibrary(json: unknown): Result<ImportedFile> {
  if (!isObject(json)) return err('the file must be a JSON object');
  if (json.format === GAME_FORMAT || json.format === GAME_FORMAT_2) {
    const record = parseRecord(json);
    return record.ok ? ok({ games: [{ record: record.value, startedAt: null, finishedAt: null }], refused: [] }) : err(record.error);
  }
  if (json.format !== LIBRARY_FORMAT)
    return err(`it is neither a game record ("${GAME_FORMAT}" or "${GAME_FORMAT_2}") nor a games library ("${LIBRARY_FORMAT}")`);
  const list = libraryGames(json);
  if (!list.ok) return list;
  const games: ImportedGame[] = [];
  const refused: string[] = [];
  let actions = 0;
  list.value.forEach((game, i) => {
    if (isOtherKind(game)) return;
    const record = parseRecord(isObject(game) ? game.record : undefined);
    if (!record.ok) return refused.push(`games[${i}]: ${record.error}`);
    actions += record.value.actions.length;
    games.push({
      record: record.value,
      startedAt: isObject(game) ? fileTime(game.startedAt) : null,
      finishedAt: isObject(game) ? fileTime(game.finishedAt) : null,
    });
  });
  // Each game is replayed on import: the whole file is held to ten records' worth of actions.
  if (actions > 10 * MAX_RECORD_ACTIONS) return err(`games: too many actions in all (${actions}; at most ${10 * MAX_RECORD_ACTIONS})`);
  return ok({ games, refused });
}

/** Reads a library file or a single record file; a refusal names the problem, and never throws. */
export const readLibraryFile = (text: string): Result<ImportedFile> => parseJsonText(text, LIBRARY_TEXT, readLibrary);
