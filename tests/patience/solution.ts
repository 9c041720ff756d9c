// Replays a solver's solution with the rules alone (moves.ts), as anyone with the position could.
import { applyMove, checkMove, isWon, type PatienceMove, type PatiencePosition } from '../../src/patience/index.ts';

/** Null when `solution` is a list of legal moves that wins from `start`, else what went wrong. */
export function solutionProblem(start: PatiencePosition, solution: readonly PatienceMove[]): string | null {
  let table = start;
  for (let i = 0; i < solution.length; i++) {
    const rejection = checkMove(table, solution[i]!);
    if (rejection) return `move ${i}: ${rejection.message}`;
    table = applyMove(table, solution[i]!);
  }
  return isWon(table) ? null : 'the moves end before the game is won';
}
