// Game records as files and saves: the engine's brigadier-game/1 record is the one form a game is kept
// in (docs/architecture.md §7). Reading one back always goes through the engine's parser and a full replay.
import type { GameState } from '../engine/game.ts';
import { makeRecord, parseRecord, parseRecordText, replay } from '../engine/record.ts';
import { err, type Result } from '../engine/result.ts';
import { rememberedPerGame } from './remember.ts';

/** The record of a game as the JSON the engine writes. */
export type RecordJson = ReturnType<typeof makeRecord>;

/** The engine's record of a game, made once per state. */
export const recordOf: (game: GameState) => RecordJson = rememberedPerGame(makeRecord);

/** The game a record describes, replayed action by action, or why it cannot be. */
export function gameFromRecord(json: unknown): Result<GameState, string> {
  const record = parseRecord(json);
  if (!record.ok) return err(record.error);
  return replay(record.value);
}

/** The game in a record file's text, or why the file is refused. */
export function gameFromRecordText(text: string): Result<GameState, string> {
  const record = parseRecordText(text);
  if (!record.ok) return err(record.error);
  return replay(record.value);
}

/** A file name for a game's record: brigadier-deal-1234-turn-17.json. */
export const recordFileName = (game: GameState): string => `brigadier-deal-${game.dealNumber}-turn-${game.turn}.json`;

/** The text of a record file, readable by people too. */
export const recordText = (game: GameState): string => JSON.stringify(recordOf(game), null, 2) + '\n';
