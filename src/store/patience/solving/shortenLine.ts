// A winning line made shorter before the page sees it. The solver's line is the path its depth-first
// search happened to take, which may wander through thousands of tables before it heads home; as hints
// and as a solution stepped through, every wasted move is a move the player is told to make. So the
// line is walked from its start, and from each table the move is taken that reaches the latest table
// of the line that any one move reaches: the result is still a list of legal moves that wins, never longer.
import { applyMove, legalMoves, type PatienceMove, type PatiencePosition } from '../../../patience/index.ts';
import { patienceKey } from './patienceKey.ts';

/** The line from `start` with every shortcut of one move taken (the line itself when there is none). */
export function shortenLine(start: PatiencePosition, line: readonly PatienceMove[]): PatienceMove[] {
  const positions = [start];
  for (const move of line) positions.push(applyMove(positions[positions.length - 1]!, move));
  const indexOf = new Map<string, number>();
  positions.forEach((position, i) => indexOf.set(patienceKey(position), i));
  const shorter: PatienceMove[] = [];
  let at = 0;
  while (at < line.length) {
    let best = at + 1;
    let bestMove = line[at]!;
    for (const move of legalMoves(positions[at]!)) {
      const reached = indexOf.get(patienceKey(applyMove(positions[at]!, move)));
      if (reached !== undefined && reached > best) [best, bestMove] = [reached, move];
    }
    shorter.push(bestMove);
    at = best;
  }
  return shorter;
}
