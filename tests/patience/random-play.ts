// Random play from random deals, for the property tests of the rules (properties.test.ts) and of the
// solver's table (solver-table.test.ts).
import fc from 'fast-check';
import { applyMove, dealBrigade, GRACE_RULES, legalMoves, type GraceRule, type PatiencePosition } from '../../src/patience/index.ts';

/** The tables of one random game from a deal: `choices` pick among the legal moves at each step. */
export function walk(deal: number, grace: GraceRule, choices: readonly number[]): PatiencePosition[] {
  const tables = [dealBrigade(deal, grace)];
  for (const choice of choices) {
    const moves = legalMoves(tables[tables.length - 1]!);
    if (moves.length === 0) break;
    tables.push(applyMove(tables[tables.length - 1]!, moves[choice % moves.length]!));
  }
  return tables;
}

/** A deal, a grace rule and up to `moves` choices of move: a game for `walk`. */
export const randomGame = (moves: number) =>
  fc.record({
    deal: fc.integer({ min: 0, max: 1_000_000 }),
    grace: fc.constantFrom(...GRACE_RULES),
    choices: fc.array(fc.nat(), { maxLength: moves }),
  });
