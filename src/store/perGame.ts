// A game state never changes, so anything computed from one can be kept as long as the state lives:
// selectors then hand back the same object until the game really changes, and the save is not
// rebuilt on every change of the store.
import type { GameState } from '../engine/index.ts';

/** `compute`, remembered per game state. */
export function memoPerGame<T>(compute: (game: GameState) => T): (game: GameState) => T {
  const cache = new WeakMap<GameState, T>();
  return (game) => {
    let value = cache.get(game);
    if (value === undefined) {
      value = compute(game);
      cache.set(game, value);
    }
    return value;
  };
}
