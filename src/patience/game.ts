// A game of Brigade (P6): the position, the moves in effect, the moves undone (for redo) and every
// action in order, undos included, so that the record tells the whole game (P6.3). Pure: each action
// gives a new game or a refusal, and the input is never changed.
import { err, ok, type Result } from '../engine/index.ts';
import { dealBrigade } from './deal.ts';
import { applyMove, checkMove, type PatienceMove, type PatienceRejection } from './moves.ts';
import { DEFAULT_GRACE, isWon, type GraceRule, type PatiencePosition } from './position.ts';

/** What a player does: a move, or P6.3's undo and redo. */
export type PatienceAction = { readonly type: 'move'; readonly move: PatienceMove } | { readonly type: 'undo' } | { readonly type: 'redo' };

export interface PatienceGame {
  /** The deal the game started from, or null for a game from a given position. */
  readonly dealNumber: number | null;
  /** The position the game started from. */
  readonly start: PatiencePosition;
  /** The positions after each move in effect: `positions[0]` is the start, the last is the table now. */
  readonly positions: readonly PatiencePosition[];
  /** The moves in effect, in order (positions[i + 1] = moves[i] applied to positions[i]). */
  readonly moves: readonly PatienceMove[];
  /** Moves taken back and not yet redone, the last undone last. A new move clears them. */
  readonly undone: readonly PatienceMove[];
  /** Every accepted action, in order: the record. */
  readonly actions: readonly PatienceAction[];
}

/** Why an action is refused: a move's refusal (moves.ts), or nothing to undo or redo (P6.3). */
export type PatienceActionRejection =
  PatienceRejection | { readonly code: 'nothing-to-undo' | 'nothing-to-redo'; readonly message: string };

/** A new game from a deal number, or from a position. */
export function newPatienceGame(
  from: { readonly dealNumber: number; readonly grace?: GraceRule } | { readonly start: PatiencePosition },
): PatienceGame {
  const start = 'start' in from ? from.start : dealBrigade(from.dealNumber, from.grace ?? DEFAULT_GRACE);
  return { dealNumber: 'start' in from ? null : from.dealNumber, start, positions: [start], moves: [], undone: [], actions: [] };
}

/** The table now. */
export const positionOf = (game: PatienceGame): PatiencePosition => game.positions[game.positions.length - 1]!;

/** P6.1: the game is won. */
export const gameWon = (game: PatienceGame): boolean => isWon(positionOf(game));

/** P6.3: whether undo or redo was used in this game. */
export const usedUndo = (game: PatienceGame): boolean => game.actions.some((action) => action.type !== 'move');

/** The changing part of a game, in arrays one action may change in place. */
interface Line {
  positions: PatiencePosition[];
  moves: PatienceMove[];
  undone: PatienceMove[];
}

/** One action on a line, in place, or why it is refused (the line is then unchanged). */
function step(line: Line, action: PatienceAction): PatienceActionRejection | null {
  const now = line.positions[line.positions.length - 1]!;
  if (action.type === 'move') {
    const rejection = checkMove(now, action.move);
    if (rejection) return rejection;
    line.positions.push(applyMove(now, action.move));
    line.moves.push(action.move);
    line.undone.length = 0;
  } else if (action.type === 'undo') {
    const last = line.moves.pop();
    if (last === undefined) return { code: 'nothing-to-undo', message: 'There is no move to take back (P6.3).' };
    line.positions.pop();
    line.undone.push(last);
  } else {
    const again = line.undone.pop();
    if (again === undefined) return { code: 'nothing-to-redo', message: 'There is no move taken back to make again (P6.3).' };
    line.positions.push(applyMove(now, again));
    line.moves.push(again);
  }
  return null;
}

/** The game after one action, or why not. */
export function applyPatienceAction(game: PatienceGame, action: PatienceAction): Result<PatienceGame, PatienceActionRejection> {
  const line: Line = { positions: [...game.positions], moves: [...game.moves], undone: [...game.undone] };
  const rejection = step(line, action);
  return rejection ? err(rejection) : ok({ ...game, ...line, actions: [...game.actions, action] });
}

/**
 * A game and then `actions` one by one (a record's replay), in linear time: the arrays grow in place
 * rather than being copied at every action. The first refused action ends it, with its index.
 */
export function playActions(
  game: PatienceGame,
  actions: readonly PatienceAction[],
): Result<PatienceGame, { index: number; rejection: PatienceActionRejection }> {
  const line: Line = { positions: [...game.positions], moves: [...game.moves], undone: [...game.undone] };
  for (let index = 0; index < actions.length; index++) {
    const rejection = step(line, actions[index]!);
    if (rejection) return err({ index, rejection });
  }
  return ok({ ...game, ...line, actions: [...game.actions, ...actions] });
}
