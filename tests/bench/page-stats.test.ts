// The pure figures of `npm run bench:page` (bench/page/stats.ts): percentiles, the spread of runs, INP.
import { describe, expect, it } from 'vitest';
import { inpOf, percentile, spread } from '../../bench/page/stats.ts';

describe('percentile', () => {
  it('takes the nearest rank, whatever the order given', () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 10)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
  });

  it('is NaN for no values', () => expect(percentile([], 50)).toBeNaN());
});

describe('spread', () => {
  it('gives min, median and max of an odd count', () => expect(spread([3, 1, 2, 9, 5])).toEqual({ min: 1, median: 3, max: 9 }));
  it('takes the mean of the middle two for an even count', () => expect(spread([4, 1, 2, 3])).toEqual({ min: 1, median: 2.5, max: 4 }));
  it('leaves the runs as they were', () => {
    const runs = [3, 1, 2];
    spread(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});

describe('inpOf', () => {
  /** `n` interactions with durations `duration(i)`, each as a pointerdown, a pointerup and a click. */
  const interactions = (n: number, duration: (i: number) => number) =>
    Array.from({ length: n }, (_, i) => [
      { interactionId: i + 1, duration: 16 },
      { interactionId: i + 1, duration: duration(i) },
      { interactionId: i + 1, duration: 24 },
    ]).flat();

  it("takes each interaction's worst event and, under 50 interactions, the worst interaction", () => {
    const got = inpOf(interactions(10, (i) => 40 + i * 10));
    expect(got).toEqual({ inp: 130, interactions: 10 });
  });

  it('skips the worst interaction of every 50', () => {
    // 120 interactions: the two worst are skipped, the third worst is INP.
    const got = inpOf(
      interactions(120, (i) => i),
      120,
    );
    expect(got).toEqual({ inp: 117, interactions: 120 });
  });

  it("counts the browser's interactions, also those too quick to be reported", () => {
    // Three slow interactions seen among 99 in all: one is skipped; among 100, two.
    expect(
      inpOf(
        interactions(3, (i) => [300, 200, 100][i]!),
        99,
      ),
    ).toEqual({ inp: 200, interactions: 99 });
    expect(
      inpOf(
        interactions(3, (i) => [300, 200, 100][i]!),
        100,
      ),
    ).toEqual({ inp: 100, interactions: 100 });
  });

  it('leaves out events of no interaction (a scroll, a hover)', () => {
    expect(
      inpOf([
        { interactionId: 0, duration: 900 },
        { interactionId: 4, duration: 48 },
      ]),
    ).toEqual({ inp: 48, interactions: 1 });
  });

  it('is 0 with no slow interaction', () => expect(inpOf([], 12)).toEqual({ inp: 0, interactions: 12 }));
});
