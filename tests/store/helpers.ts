// Helpers for the store and component tests: a storage in memory, a fresh store, and deals found by
// what they offer (the engine decides; nothing here hard-codes a card).
import {
  applyAction,
  chooseAction,
  currentFault,
  distanceNow,
  isFoundationPlay,
  legalMoves,
  newGame,
  previousFault,
  type CardMove,
  type GameState,
  type HouseRules,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { createGameStore } from '../../src/store/gameStore.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import { memoryStorage, type SyncStorage } from '../../src/store/persistence.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';

export { memoryStorage };

export const NAMES: readonly [string, string] = ['Ada', 'Ben'];

/** The tests' own referee: what the game's referee would say of a state (searching here). */
export const referee = new LocalReferee();
/** The distance the player to move is held to (R6.2). */
export const distanceOf = (game: GameState): number | null => distanceNow(game, referee);
/** The first fault of the turn in progress (R6.4). */
export const currentFaultOf = (game: GameState) => currentFault(game, referee);
/** The first fault of the turn just ended (R7.1). */
export const previousFaultOf = (game: GameState) => previousFault(game, referee);

/** A store on its own storage, with a fixed clock. */
export function makeStore(storage: SyncStorage = memoryStorage(), start = 1_000_000): GameStore {
  let clock = start;
  return createGameStore({ storage, now: () => (clock += 1000), randomDeal: () => 4242, referee: inProcessReferee(referee) });
}

/** A store with a game of `dealNumber` on the table. */
export function storeWithGame(dealNumber: number, rules: Partial<HouseRules> = {}, storage: SyncStorage = memoryStorage()): GameStore {
  const store = makeStore(storage);
  store.getState().gameStarted({ names: NAMES, dealNumber, rules: { ...newGame({ dealNumber }).rules, ...rules } });
  return store;
}

/** The first deal (from 1) whose opening game satisfies `test`. */
export function findDeal(test: (game: GameState) => boolean, rules: Partial<HouseRules> = {}): number {
  for (let deal = 1; deal < 2000; deal++) if (test(newGame({ dealNumber: deal, names: NAMES, rules }))) return deal;
  throw new Error('findDeal: no deal found');
}

/** A legal card move of the opening position that is not a foundation play, between tableau piles. */
export const tableauMove = (game: GameState): CardMove | undefined =>
  legalMoves(game.position).find((m) => m.from.startsWith('tableau:') && m.to.startsWith('tableau:') && !isFoundationPlay(m));

/** The player to move's name. */
export const moverName = (game: GameState): string => game.names[game.position.toMove];

/** A game played sensibly (the engine's self-play) until `test` holds, searching the deals from 1. */
export function playUntil(test: (game: GameState) => boolean, maxActions = 200): GameState {
  for (let deal = 1; deal < 200; deal++) {
    let game = newGame({ dealNumber: deal, names: NAMES });
    for (let i = 0; i < maxActions && game.result === null; i++) {
      if (test(game)) return game;
      const next = applyAction(game, chooseAction(game, referee, undefined, { knockRate: 0 }), referee);
      if (!next.ok) break;
      game = next.value;
    }
  }
  throw new Error('playUntil: no game found');
}
