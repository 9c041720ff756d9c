// What the course and the drills do to a practice table (practiceStore.ts) besides the players' own
// events: put the game at a given state (a scripted North action, a wrong move taken back, a fresh
// start) and open the step-through of a line on the board (the same panel a valid knock opens, R7.2).
import type { FaultRecord, GameState } from '../engine/game.ts';
import type { PlayerIndex } from '../engine/position.ts';
import type { GameStore } from './gameStore.ts';
import { openSteppedLine } from './steppedLine.ts';

/** The table shows `game`: nothing in hand, no line open, and the referee's last word cleared (the course speaks instead). */
export function practiceGameSet(store: GameStore, game: GameState): void {
  store.setState({ game, selected: null, dragging: null, lesson: null, notice: null, drawOfferBy: null, resultsOpen: false });
}

/** Clears the referee's last word, when the course or the drill says it in its own panel. */
export function practiceNoticeCleared(store: GameStore): void {
  if (store.getState().notice !== null) store.setState({ notice: null });
}

/** Opens the step-through of `fault`'s missed line on the board, as after a knock by `watcher`. */
export function practiceLineShown(store: GameStore, watcher: PlayerIndex, fault: FaultRecord): void {
  store.setState({ lesson: openSteppedLine(watcher, fault), selected: null, dragging: null });
}
