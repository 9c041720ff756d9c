// Where a lost game could last be won: winnability along a history is a run of winnable positions then
// a run of lost ones, so a few questions find the border; an undecided answer is said, never guessed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLastWinnable, type Winnability } from '../../../../src/store/patience/solving/lastWinnable.ts';

/** A history of `count` positions, the first `winnable` of them winnable, with the given ones undecided. */
function history(count: number, winnable: number, undecided: readonly number[] = []) {
  const asked: number[] = [];
  const ask = async (i: number): Promise<Winnability> => {
    asked.push(i);
    if (undecided.includes(i)) return 'undecided';
    return i < winnable ? 'winnable' : 'not-winnable';
  };
  return { ask, asked };
}

describe('the last winnable position of a history', () => {
  it('is found exactly, asking each position at most once and few in all', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 400 }), async (count, border) => {
        const winnable = Math.min(border, count);
        const { ask, asked } = history(count, winnable);
        const found = await findLastWinnable(count, ask);
        expect(found).toEqual(winnable === 0 ? { kind: 'none' } : { kind: 'found', index: winnable - 1, exact: true });
        expect(new Set(asked).size).toBe(asked.length);
        expect(asked.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(count + 1)) + 1);
      }),
    );
  });

  it('a fresh mistake costs two questions: the table now and the one before', async () => {
    const { ask, asked } = history(120, 119);
    expect(await findLastWinnable(120, ask)).toEqual({ kind: 'found', index: 118, exact: true });
    expect(asked).toEqual([119, 118]);
  });

  it('an undecided position after the found one makes the answer inexact; one after a lost one does not matter', async () => {
    const late = history(
      50,
      30,
      Array.from({ length: 19 }, (_, i) => 30 + i),
    );
    expect(await findLastWinnable(50, late.ask)).toEqual({ kind: 'found', index: 29, exact: false });
    const lost = history(50, 30, [45]);
    expect(await findLastWinnable(50, lost.ask)).toEqual({ kind: 'found', index: 29, exact: true });
  });

  it('undecided while halving: the stretch is asked one by one from the lost end', async () => {
    const { ask } = history(64, 20, [31]);
    expect(await findLastWinnable(64, ask)).toEqual({ kind: 'found', index: 19, exact: true });
  });

  it('says "undecided" when the start itself could not be decided', async () => {
    const { ask } = history(10, 0, [0]);
    expect(await findLastWinnable(10, ask)).toEqual({ kind: 'undecided' });
  });
});
