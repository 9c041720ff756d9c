// The bookkeeping every accepted action shares: the record, the log, the first fault of the turn
// (R6.4), the win (R8.1) and the end of a turn (R4.6, R4.7, R7.2).
import { describeWin } from './describe.ts';
import type { PlayerIndex, Position } from './position.ts';
import { faultRecord, heldDistance } from './referee.ts';
import type { Action, GameState, TakeBackEntry } from './state.ts';
import { passTurn, winnerOf } from './table.ts';

/** The record and the log with one more accepted action. */
export function recorded(state: GameState, action: Action, player: PlayerIndex, text: string): Pick<GameState, 'actions' | 'log'> {
  return { actions: [...state.actions, action], log: [...state.log, { turn: state.turn, player, text }] };
}

/** What an action of the player to move did to the table, for `afterPlay`. */
export interface Play {
  /** The accepted action, as recorded. */
  readonly action: Action;
  /** The position after it (same player to move). */
  readonly position: Position;
  /** The log sentence. */
  readonly text: string;
  /** Whether the action was a fault (R6.4). */
  readonly fault: boolean;
  /** The take-back entries after it. */
  readonly takeBacks: readonly TakeBackEntry[];
  /** The distance of `position` when already known (a take-back restores it). */
  readonly distance?: number | null;
  /** R4.6, R4.7: the action ends the turn. */
  readonly endsTurn?: boolean;
}

/**
 * The state after an action of the player to move: it is recorded, its fault noted if it is the
 * turn's first, the previous turn's knock window closes (R7.1), and the game ends if the mover has no
 * cards left (R8.1). A turn-ending action then hands the turn over.
 */
export function afterPlay(state: GameState, play: Play): GameState {
  const mover = state.position.toMove;
  const winner = winnerOf(play.position);
  const text = winner === null ? play.text : `${play.text}; ${describeWin(state.names[winner])}`;
  const previous = state.previousTurn;
  const next: GameState = {
    ...state,
    ...recorded(state, play.action, mover, text),
    position: play.position,
    actionsThisTurn: state.actionsThisTurn + 1,
    currentFault: state.currentFault ?? (play.fault ? faultRecord(state, play.action) : null),
    previousTurn: previous?.knockable ? { ...previous, knockable: false } : previous,
    takeBacks: play.takeBacks,
  };
  if (winner !== null) return { ...next, result: { kind: 'win', winner }, distance: null, takeBacks: [] };
  if (play.endsTurn) return endTurn(next, true);
  return { ...next, distance: play.distance !== undefined ? play.distance : heldDistance(play.position, state.rules) };
}

/**
 * The turn is over: the other player moves, and the turn just played becomes the previous turn with
 * its first fault. `knockable` is false when the turn ended by a valid knock (R7.3: once only).
 */
export function endTurn(state: GameState, knockable: boolean): GameState {
  const position = passTurn(state.position);
  return {
    ...state,
    position,
    turn: state.turn + 1,
    actionsThisTurn: 0,
    distance: heldDistance(position, state.rules),
    currentFault: null,
    previousTurn: { player: state.position.toMove, fault: state.currentFault, knockable },
    takeBacks: [],
  };
}
