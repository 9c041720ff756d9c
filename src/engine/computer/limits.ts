// When a game between computers ends without a winner (R8.2): it ran too long, or got stuck. Kept
// apart from match.ts so that the page can use it without the in-process referee.
import type { GameState } from '../state.ts';

/** Turns after which a game between computers is declared drawn (R8.2, by the turn limit). */
export const MAX_TURNS = 2000;
/** Turns without a card going to a foundation after which a game between computers is stuck: a draw. */
export const MAX_IDLE_TURNS = 150;

/** The turn of the last card moved to a foundation (1 when none yet), from the record of the game. */
export function lastProgressTurn(state: GameState): number {
  for (let i = state.actions.length - 1; i >= 0; i--) {
    const action = state.actions[i]!;
    if (action.type === 'move' && action.move.to.startsWith('foundation:')) return state.log[i]!.turn;
  }
  return 1;
}

/** Whether a game between computers has run too long or is stuck, and is to be drawn. */
export const overTurnLimit = (state: GameState, progressTurn: number, maxTurns = MAX_TURNS, maxIdle = MAX_IDLE_TURNS): boolean =>
  state.turn > maxTurns || state.turn - progressTurn > maxIdle;
