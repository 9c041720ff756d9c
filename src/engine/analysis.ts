// Foundation distance and the referee's view of a position (RULES R6.2, R6.3; docs/formats.md "The analyzer").
import { isFoundationPlay, type CardMove } from './moves.ts';
import type { Position } from './position.ts';
import { isOverBudget, searchChild, searchDistance, searchFaultFree, searchFaultFreeWithin } from './search/searcher.ts';

/** What the analyzer says of a position, for the player to move (docs/formats.md). */
export interface Analysis {
  /** The foundation distance (R6.2), or null when no foundation play can be reached. */
  readonly distance: number | null;
  /** One shortest way: `distance` moves, then the foundation play; empty when distance is null. */
  readonly line: readonly CardMove[];
  /** Every legal card move for the player to move. */
  readonly legalMoves: readonly CardMove[];
  /** The legal moves that are not faults (R6.3). */
  readonly faultFree: readonly CardMove[];
}

/** The foundation distance and one shortest line to the foundation play. */
export interface DistanceResult {
  readonly distance: number | null;
  readonly line: readonly CardMove[];
}

export { searchChild };

/** The foundation distance of a position (R6.2), exact, with one shortest line. */
export function foundationDistance(position: Position): DistanceResult {
  return searchDistance(position, Infinity);
}

/**
 * Whether `move` keeps to a shortest way when the distance is `distance` (R6.3): at 0 it must be a
 * foundation play, at k > 0 the distance after it (judged on what was visible before) must be k − 1.
 */
export function isOnShortestWay(position: Position, move: CardMove, distance: number): boolean {
  if (distance === 0) return isFoundationPlay(move);
  if (isFoundationPlay(move)) return false;
  return searchDistance(searchChild(position, move), distance - 1).distance === distance - 1;
}

/**
 * The full analysis of docs/formats.md. The fault-free moves come out of the same search as the distance
 * (search/astar.ts, `runFaultFree`), not from one search per legal move.
 */
export function analyze(position: Position): Analysis {
  const { distance, line, legalMoves, faultFree } = searchFaultFree(position);
  return { distance, line, legalMoves, faultFree };
}

/**
 * The full analysis within a node budget (search/budget.ts), for a stranger's table: the same answer
 * as `analyze`, or `{ tooHard: nodes }` when the search would store more than `maxNodes` states.
 */
export function analyzeWithin(position: Position, maxNodes: number): Analysis | { readonly tooHard: number } {
  const result = searchFaultFreeWithin(position, maxNodes);
  if (isOverBudget(result)) return { tooHard: result.nodes };
  const { distance, line, legalMoves, faultFree } = result;
  return { distance, line, legalMoves, faultFree };
}
