// Game records as files and saves: the engine's brigadier-game/1 record is the one form a game is kept
// in (docs/architecture.md §7). Reading one back always goes through the engine's parser and a full replay.
import { makeRecord, replaying, type GameRecord, type GameState, type Result } from '../engine/index.ts';
import type { RefereeService } from './refereeService.ts';
import { memoPerGame } from './perGame.ts';
import { driveReplay, type ReplayDriverOptions } from './replayDriver.ts';

/** The record of a game as the JSON the engine writes. */
export type RecordJson = ReturnType<typeof makeRecord>;

/** The engine's record of a game, made once per state. */
export const recordOf: (game: GameState) => RecordJson = memoPerGame(makeRecord);

/**
 * The game a record describes, replayed action by action without holding the page, handed to
 * `finish` with why not if it cannot be. True when it finished in this call.
 */
export const replayRecord = (
  record: GameRecord,
  referee: RefereeService,
  finish: (game: Result<GameState, string>) => void,
  options?: ReplayDriverOptions,
): boolean => driveReplay(replaying(record, referee), referee, finish, options);

/** The name a game's record file is saved under: "brigadier-deal-42-turn-17.json", or "brigadier-position-turn-3.json". */
export const recordFileNameOf = (game: { readonly dealNumber: number; readonly fromPosition?: boolean; readonly turn: number }): string =>
  `brigadier-${game.fromPosition === true ? 'position' : `deal-${game.dealNumber}`}-turn-${game.turn}.json`;

/** The file name of a game's record. */
export const recordFileName = (game: GameState): string => recordFileNameOf({ ...game, fromPosition: game.start !== null });

/** The text of a record file, readable by people too. */
export const recordText = (game: GameState): string => JSON.stringify(recordOf(game), null, 2) + '\n';
