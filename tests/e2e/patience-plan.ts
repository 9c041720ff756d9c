// The patience test's plan, made with the solver before the browser starts: the line the page's hints
// will follow (the same solver and the same shortening as the page's worker), and a deliberately bad
// move: a legal move from a winnable table on that line after which the table can no longer be won.
import { applyMove, dealBrigade, legalMoves, solve, type PatienceMove, type PatiencePosition } from '../../src/patience/index.ts';
import { shortenLine } from '../../src/store/patience/solving/shortenLine.ts';

export interface LosingPlan {
  readonly deal: number;
  /** The hints' line from the deal (grace "up"). */
  readonly line: readonly PatienceMove[];
  /** How many of its moves to make first. */
  readonly before: number;
  /** The move that loses the deal from there. */
  readonly losing: PatienceMove;
}

/** A proof of "not winnable" this small is quick; a bad move whose proof is bigger is passed over. */
const PROOF_STATES = 5_000;

/** The first move along the deal's winning line that loses it, or null. */
export function losingPlan(deal: number): LosingPlan | null {
  const start: PatiencePosition = dealBrigade(deal, 'up');
  const solved = solve(start);
  if (solved.kind !== 'winnable') return null;
  const line = shortenLine(start, solved.solution);
  let position = start;
  for (let before = 0; before < line.length; before++) {
    for (const move of legalMoves(position)) {
      if (solve(applyMove(position, move), { maxStates: PROOF_STATES }).kind === 'not-winnable')
        return { deal, line, before, losing: move };
    }
    position = applyMove(position, line[before]!);
  }
  return null;
}
