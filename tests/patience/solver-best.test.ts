// The solver's best-first search (src/patience/solver/best.ts) and the saved tables it works on: a
// table saved and restored is the same table, moves and all; the search's wins replay as legal moves
// that win; run without a budget it is exhaustive, so its "not winnable" is the plain search's; and
// `solve` with any schedule gives the same verdict.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealBrigade, MAX_STATES, solve } from '../../src/patience/index.ts';
import { dealShape } from '../../src/patience/deal.ts';
import { Children, MoveStack } from '../../src/patience/solver/children.ts';
import { SCHEDULE, type Step } from '../../src/patience/solver/search.ts';
import { Table } from '../../src/patience/solver/table.ts';
import { randomGame, walk } from './random-play.ts';
import { referenceWinnable } from './reference.ts';
import { solutionProblem } from './solution.ts';

function look(table: Table): string {
  const form = new Uint8Array(64);
  const length = table.writeForm(form);
  const moves = new MoveStack();
  new Children().fill(table, moves);
  return [table.hash(), Array.from(form.subarray(0, length)).join(','), Array.from(moves.data.subarray(0, moves.length)).join(',')].join(
    ' | ',
  );
}

/** Each leaning of the schedule once, as a best-first step of its own with `budget`. */
const bestOnly = (budget: number): Step[] => {
  const leanings = new Set(SCHEDULE.flatMap((step) => (step.kind === 'best' ? [step.leaning] : [])));
  return [...leanings].map((leaning) => ({ kind: 'best', leaning, budget }));
};

describe('a saved table (Table.save, Table.restore)', () => {
  // Onto the first table and onto one on the way, which shares more piles with it (restore leaves those as they are).
  it('restored onto another table of the deal, it has the same hash, form and moves, and takes the same moves', () => {
    fc.assert(
      fc.property(randomGame(60), fc.nat(), ({ deal, grace, choices }, pick) => {
        const tables = walk(deal, grace, choices);
        const position = tables[tables.length - 1]!;
        for (const onto of [tables[0]!, tables[pick % tables.length]!]) {
          const table = new Table(position);
          const saved = new Uint8Array(table.savedSize());
          table.save(saved, 0);
          const other = new Table(onto);
          other.restore(saved, 0);
          expect(look(other)).toBe(look(table));
          const moves = new MoveStack();
          new Children().fill(table, moves);
          if (moves.length === 0) return;
          const code = moves.data[pick % moves.length]!;
          table.make(code);
          other.make(code);
          expect(look(other)).toBe(look(table));
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('the best-first search in solve', () => {
  it('real deals the fixed-order depth-first search cannot decide within 500,000 tables are won, with lines that replay', () => {
    for (const deal of [26, 43]) {
      const start = dealBrigade(deal, 'up');
      expect(solve(start, { maxStates: 500_000 }, []).kind).toBe('too-big');
      const result = solve(start);
      expect(result.kind).toBe('winnable');
      if (result.kind === 'winnable') expect(solutionProblem(start, result.solution)).toBeNull();
    }
  });

  it("without a budget it sees every table: the plain search's verdict on tiny deals, under each grace rule", () => {
    const shape = { top: 5, piles: 3, depth: 4, reserve: 4 };
    const verdicts = new Set<boolean>();
    for (let seed = 0; seed < 40; seed++) {
      for (const grace of ['off', 'up', 'both'] as const) {
        const deal = dealShape(seed, shape, grace);
        const reference = referenceWinnable(deal)!;
        verdicts.add(reference.winnable);
        for (const step of bestOnly(MAX_STATES - 1)) {
          const result = solve(deal, {}, [step]);
          expect({ seed, grace, winnable: result.kind === 'winnable' }).toEqual({ seed, grace, winnable: reference.winnable });
          expect(result.kind).not.toBe('too-big');
          if (result.kind === 'winnable') expect(solutionProblem(deal, result.solution)).toBeNull();
        }
      }
    }
    expect(verdicts).toEqual(new Set([true, false]));
  });

  it('a budget that stops it proves nothing: the next step of the schedule answers', () => {
    const start = dealBrigade(26, 'up');
    const [best] = bestOnly(50);
    expect(solve(start, { maxStates: 60 }, [best!])).toEqual({ kind: 'too-big', nodes: 110 });
  });
});
