// Module-level selectors for the library's parts of the game store (docs/architecture.md §8).
import type { GameStoreState } from '../gameStoreShape.ts';

export const selectReadOnly = (s: GameStoreState) => s.readOnly;
export const selectGameId = (s: GameStoreState) => s.gameId;
