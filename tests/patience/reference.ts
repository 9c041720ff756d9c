// The plain reference search the solver is checked against: depth-first over the raw tables the rules
// reach (moves.ts's generator and applyMove, nothing else), each table stored as it is, piles and
// places in their own order, every move tried. No reduction at all, so it is slow and plainly exact:
// it stops at a win, and says "not winnable" only once every reachable table has been seen.
import { applyMove, isWon, legalMoves, type PatiencePosition } from '../../src/patience/index.ts';

const rawKey = (p: PatiencePosition) => JSON.stringify([p.tableau, p.reserve, p.foundations, p.graceUsed]);

/** Whether any sequence of legal moves wins from `start`, and how many tables it stored; null past `limit` tables. */
export function referenceWinnable(start: PatiencePosition, limit = 3_000_000): { winnable: boolean; tables: number } | null {
  const seen = new Set([rawKey(start)]);
  const stack = [start];
  while (stack.length > 0) {
    const table = stack.pop()!;
    if (isWon(table)) return { winnable: true, tables: seen.size };
    for (const move of legalMoves(table)) {
      const child = applyMove(table, move);
      const key = rawKey(child);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return null;
      seen.add(key);
      stack.push(child);
    }
  }
  return { winnable: false, tables: seen.size };
}
