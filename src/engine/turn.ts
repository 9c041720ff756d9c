// The bookkeeping every accepted action shares: the record, the log, the turn's judged actions (R6.4),
// the win (R8.1) and the end of a turn (R4.6, R4.7, R7.2). Nothing here searches.
import { describeWin } from './describe.ts';
import type { PlayerIndex, Position } from './position.ts';
import type { Action, GameState, TakeBackEntry, TurnStep } from './state.ts';
import { passTurn, winnerOf } from './zones.ts';

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
  /** The take-back entries after it. */
  readonly takeBacks: readonly TakeBackEntry[];
  /** The turn's judged actions after it, when not simply one more (a take-back removes the move it undoes). */
  readonly steps?: readonly TurnStep[];
  /** R4.6, R4.7: the action ends the turn. */
  readonly endsTurn?: boolean;
}

/**
 * The state after an action of the player to move: it is recorded, kept with the position before it
 * for the referee (R6.4), the previous turn's knock window closes (R7.1), and the game ends if the
 * mover has no cards left (R8.1). A turn-ending action then hands the turn over.
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
    steps: play.steps ?? [...state.steps, { position: state.position, action: play.action }],
    previousTurn: previous?.knockable ? { ...previous, knockable: false } : previous,
    takeBacks: play.takeBacks,
  };
  if (winner !== null) return { ...next, result: { kind: 'win', winner }, takeBacks: [] };
  return play.endsTurn ? endTurn(next, true) : next;
}

/**
 * The turn is over: the other player moves, and the turn just played becomes the previous turn with
 * its judged actions. `knockable` is false when the turn ended by a valid knock (R7.3: once only).
 */
export function endTurn(state: GameState, knockable: boolean): GameState {
  return {
    ...state,
    position: passTurn(state.position),
    turn: state.turn + 1,
    actionsThisTurn: 0,
    steps: [],
    previousTurn: { player: state.position.toMove, turn: state.turn, steps: state.steps, knockable },
    takeBacks: [],
  };
}
