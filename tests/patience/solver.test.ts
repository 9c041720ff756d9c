// The Brigade solver's quick checks (the exhaustive cross-check is tests/exact/patience-solver): its
// answers on small tables, its solutions replayed with the rules, its cap, and property tests against
// the plain reference search on tiny random deals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealBrigade, GRACE_RULES, isSafeHome, solve } from '../../src/patience/index.ts';
import { dealShape } from '../../src/patience/deal.ts';
import { card, table } from './helpers.ts';
import { referenceWinnable } from './reference.ts';
import { solutionProblem } from './solution.ts';

const TINY = { top: 5, piles: 3, depth: 4, reserve: 4 };

describe('the solver', () => {
  it('a won table needs no move; a table with every card available is won by sending them home', () => {
    expect(solve(table({ foundations: [13, 13, 13, 13] }))).toEqual({ kind: 'winnable', solution: [], nodes: 0 });
    const open = table({ reserve: [['3S'], ['2S']], foundations: [1, 3, 3, 3], top: 3 });
    const result = solve(open);
    expect(result).toMatchObject({ kind: 'winnable', nodes: 0 });
    expect(result.kind === 'winnable' && result.solution.map((m) => m.card)).toEqual([card('2S'), card('3S')]);
    expect(result.kind === 'winnable' && solutionProblem(open, result.solution)).toBeNull();
  });

  it('a table no sequence of moves wins is "not winnable", as the plain search finds too', () => {
    const deal = dealShape(0, TINY, 'off');
    expect(solve(deal).kind).toBe('not-winnable');
    expect(referenceWinnable(deal)).toMatchObject({ winnable: false });
  });

  it('real deals: every solution replays as legal moves that win, from the deal', () => {
    for (const deal of [3, 6]) {
      const start = dealBrigade(deal);
      const result = solve(start);
      if (result.kind === 'winnable') expect(solutionProblem(start, result.solution)).toBeNull();
      else expect(result.kind).toBe('not-winnable');
    }
  });

  it('a search that passes its cap says "too big", never a verdict', () => {
    const result = solve(dealBrigade(4), { maxStates: 50 });
    expect(result).toEqual({ kind: 'too-big', nodes: 50 });
  });

  it('a depth-first win counts the tables its search stored, not the moves of its path: exactly the cap it needs', () => {
    // Deal 6 "up": the exhaustive search alone stores 16,415 tables to win, on a path far shorter.
    const start = dealBrigade(6, 'up');
    const won = solve(start, { maxStates: 100_000 }, []);
    expect(won).toMatchObject({ kind: 'winnable', nodes: 16_415 });
    expect(won.kind === 'winnable' && won.solution.length).toBeLessThan(1_000);
    expect(solve(start, { maxStates: 16_414 }, []).kind).toBe('too-big');
    expect(solve(start, { maxStates: 16_415 }, []).kind).toBe('winnable');
  });
});

describe('safe moves home (safe.ts)', () => {
  it('a card whose rank is at most the lowest foundation + 2 is safe; higher is not', () => {
    const p = table({ tableau: [['3S'], ['4H'], ['5D']], foundations: [2, 3, 4, 2] });
    expect(isSafeHome(p, card('3S'), false)).toBe(true);
    expect(isSafeHome(p, card('4H'), false)).toBe(true);
    expect(isSafeHome(p, card('5D'), false)).toBe(false);
  });

  it('except a reserve card while the grace move "both" is still to come', () => {
    const p = table({ reserve: [['3S']], foundations: [2, 2, 2, 2], grace: 'both' });
    expect(isSafeHome(p, card('3S'), true)).toBe(false);
    expect(isSafeHome({ ...p, graceUsed: true }, card('3S'), true)).toBe(true);
    expect(isSafeHome({ ...p, grace: 'up' }, card('3S'), true)).toBe(true);
  });
});

describe('the wider safe move home on a small table', () => {
  it("a 3 goes home first when only the Aces of the other suits are home, and the verdict is the plain search's", () => {
    const small = table({
      tableau: [
        ['2H', '3S'],
        ['3H', '2D'],
        ['3D', '2C'],
      ],
      reserve: [['3C']],
      foundations: [2, 1, 1, 1],
      top: 3,
    });
    // Safe though the 2s of three suits are still out (the rule of one rank below would pick 2♦ first, the lowest pile's safe card).
    expect(isSafeHome(small, card('3S'), false)).toBe(true);
    const result = solve(small);
    expect(result.kind === 'winnable').toBe(referenceWinnable(small)!.winnable);
    expect(result.kind === 'winnable' && result.solution[0]).toEqual({ card: card('3S'), to: 'foundation', count: 1 });
    expect(result.kind === 'winnable' && solutionProblem(small, result.solution)).toBeNull();
  });
});

describe('the grace move’s pair (children.ts, rule b)', () => {
  it('a pair’s top card put on an empty pile need not be covered: it frees the card beneath', () => {
    // Won only by 5♠ onto 4♠ by the grace move ("both"), and later 5♠ onto an empty pile so that 4♠
    // goes home: the plain search wins both deals; the solver once said "not winnable".
    for (const seed of [3296, 4571]) {
      const deal = dealShape(seed, TINY, 'both');
      expect(referenceWinnable(deal)).toMatchObject({ winnable: true });
      const result = solve(deal);
      expect(result.kind).toBe('winnable');
      expect(result.kind === 'winnable' && solutionProblem(deal, result.solution)).toBeNull();
    }
  });
});

describe('the solver against the plain search on tiny deals (properties)', () => {
  it('the same verdict, and a winning solution whenever it says winnable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 2 ** 31 }), fc.constantFrom(...GRACE_RULES), (seed, grace) => {
        const deal = dealShape(seed, TINY, grace);
        const result = solve(deal);
        expect(result.kind === 'winnable').toBe(referenceWinnable(deal)!.winnable);
        if (result.kind === 'winnable') expect(solutionProblem(deal, result.solution)).toBeNull();
      }),
      { numRuns: 60 },
    );
  });
});
