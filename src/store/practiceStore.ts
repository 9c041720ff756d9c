// A table for practice (the course, the drills, the analysis board): the same store as a real game,
// holding a game that starts at a given position, saved nowhere, so the real game's save is never touched.
import type { GameState } from '../engine/index.ts';
import { createGameStore } from './gameStore.ts';
import type { GameStore, Settings } from './gameStoreShape.ts';
import { memoryStorage } from './persistence.ts';
import type { RefereeService } from './refereeService.ts';

/** A store on the table with `game`, judged by `referee`, saved only in memory; `settings` are the device's (sound, table mode). */
export function createPracticeStore(game: GameState, referee: RefereeService, settings?: Settings): GameStore {
  return createGameStore({ storage: memoryStorage(), referee, table: { game, ...(settings && { settings }) } });
}
