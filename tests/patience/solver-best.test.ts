// The solver's best-first search (src/patience/solver/best.ts) and the saved tables it works on: a
// table saved and restored is the same table, moves and all; the search's wins replay as legal moves
// that win; run without a budget it is exhaustive, so its "not winnable" is the plain search's; and
// `solve` with any schedule gives the same verdict.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealBrigade, MAX_STATES, solve } from '../../src/patience/index.ts';
import { dealShape } from '../../src/patience/deal.ts';
import { Children, MoveStack } from '../../src/patience/solver/children.ts';
import { AFTER_CAP, restarts, SCHEDULE, type Step } from '../../src/patience/solver/search.ts';
import { Table } from '../../src/patience/solver/table.ts';
import { DEAL_STATES } from '../../src/store/patience/solving/winnableDeals.ts';
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

describe('restarts in solve: depth-first searches of a few tables each, in orders of their own', () => {
  const restartStep = (each: number, budget: number): Step => ({ kind: 'restarts', each, budget, order: 'shuffled' });

  it('win real deals the fixed order cannot within 500,000 tables, with lines that replay', () => {
    for (const [deal, grace] of [
      [541, 'off'],
      [6342, 'off'],
    ] as const) {
      const start = dealBrigade(deal, grace);
      expect(solve(start, { maxStates: 500_000 }, []).kind).toBe('too-big');
      const result = solve(start, {}, [restartStep(20_000, 100_000)]);
      expect(result.kind).toBe('winnable');
      expect(result.nodes).toBeLessThan(20_000);
      if (result.kind === 'winnable') expect(solutionProblem(start, result.solution)).toBeNull();
    }
  });

  it("short ones never give a wrong verdict on tiny deals, and one without a budget gives the plain search's", () => {
    const shape = { top: 5, piles: 3, depth: 4, reserve: 4 };
    const decided = { winnable: 0, notWinnable: 0 };
    for (let seed = 0; seed < 40; seed++) {
      for (const grace of ['off', 'up', 'both'] as const) {
        const deal = dealShape(seed, shape, grace);
        const reference = referenceWinnable(deal)!;
        const whole = solve(deal, {}, [restartStep(MAX_STATES - 1, MAX_STATES - 1)]);
        expect({ seed, grace, kind: whole.kind }).toEqual({ seed, grace, kind: reference.winnable ? 'winnable' : 'not-winnable' });
        // Searches of 20 tables each, in either order, with no exhaustive search after them: each stops or decides.
        for (const order of ['shuffled', 'nudged'] as const) {
          const short = restarts(deal, 20, 1_000, order);
          if (short.kind === 'too-big') continue;
          expect({ seed, grace, order, winnable: short.kind === 'winnable' }).toEqual({ seed, grace, order, winnable: reference.winnable });
          if (short.kind === 'winnable') {
            expect(solutionProblem(deal, short.solution)).toBeNull();
            decided.winnable++;
          } else decided.notWinnable++;
        }
      }
    }
    // Short searches both win deals and prove some lost (a deal whose every table fits in 20).
    expect(decided.winnable).toBeGreaterThan(0);
    expect(decided.notWinnable).toBeGreaterThan(0);
  });

  it('come after an exhaustive search stopped at the cap, each within the cap, and only when their budget is under it', () => {
    const start = dealBrigade(541, 'off');
    const after = [restartStep(20_000, 100_000)];
    const result = solve(start, { maxStates: 200_000 }, [], after);
    expect(result.kind).toBe('winnable');
    // The exhaustive search to the cap came first.
    expect(result.nodes).toBeGreaterThan(200_000);
    if (result.kind === 'winnable') expect(solutionProblem(start, result.solution)).toBeNull();
    // A cap at or under their budget: not tried, as a schedule's steps are not.
    expect(solve(start, { maxStates: 100_000 }, [], after)).toEqual({ kind: 'too-big', nodes: 100_000 });
    // The default schedule is followed by them; a schedule of the caller's alone by none.
    expect(AFTER_CAP.length).toBeGreaterThan(0);
    expect(AFTER_CAP.every((step) => step.kind === 'restarts' && step.budget < MAX_STATES)).toBe(true);
    expect(solve(start, { maxStates: 200_000 }, [])).toEqual({ kind: 'too-big', nodes: 200_000 });
  });

  it('a step whose budget is not under the cap is passed over, and the steps after it still run', () => {
    // Deal 3 "up": the depth-first search alone meets the cap of 100,000; a short best-first step wins it.
    const start = dealBrigade(3, 'up');
    const short = bestOnly(3_000)[0]!;
    const long: Step = restartStep(5_000, 100_000);
    expect(solve(start, { maxStates: 100_000 }, [])).toEqual({ kind: 'too-big', nodes: 100_000 });
    const alone = solve(start, { maxStates: 100_000 }, [short]);
    expect(alone.kind).toBe('winnable');
    expect(solve(start, { maxStates: 100_000 }, [long, short])).toEqual(alone);
    // The default schedule has such a step (restarts early on), which the page's search for a winnable
    // deal passes over.
    expect(SCHEDULE.some((step) => step.kind === 'restarts' && step.budget >= DEAL_STATES)).toBe(true);
  });

  it('give the same answer and the same line every time: their orders come from a fixed seed', () => {
    const start = dealBrigade(541, 'off');
    const first = solve(start, {}, [restartStep(20_000, 100_000)]);
    expect(solve(start, {}, [restartStep(20_000, 100_000)])).toEqual(first);
  });
});
