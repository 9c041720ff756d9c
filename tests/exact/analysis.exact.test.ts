// R6.2–R6.3, exhaustively: the fast analyzer against the plain reference search on hundreds of
// generated positions of every kind the bench uses (distance, a valid shortest line, fault-free
// moves). Slow, so run by `npm run test:exact`; the examples and named cases are in
// tests/engine/analysis.test.ts.
import { isFoundationPlay, legalMoves, type Position } from '../../src/engine/index.ts';
import { analyze, foundationDistance, searchChild } from '../../src/engine/search/index.ts';
import { positionsWithoutPlay } from '../../src/tooling/generate.ts';
import { crossCheck } from '../engine/cross-check.ts';
import { generated } from '../engine/helpers.ts';
import { lineProblem, moveSet } from '../engine/lines.ts';
import { searchDistance as referenceDistance } from '../engine/reference-search.ts';

describe('R6.2 foundation distance: the fast search agrees with the plain reference', () => {
  it('on 1500 generated positions (distance and a valid shortest line)', () => {
    const positions = generated(20261122, 1500);
    let settled = 0;
    const distances = new Set<number | null>();
    for (const position of positions) {
      const reference = referenceDistance(position, Infinity, 3000);
      const fast = foundationDistance(position);
      if (fast.distance !== null) expect(lineProblem(position, fast.line, fast.distance)).toBeNull();
      if (!reference) continue;
      settled++;
      distances.add(reference.distance);
      if (fast.distance !== reference.distance) {
        throw new Error(`fast ${fast.distance} ≠ reference ${reference.distance} on ${JSON.stringify(position)}`);
      }
    }
    // The reference gives up on the largest searches; it must still settle nearly all of them,
    // across a spread of answers that includes none and long lines.
    expect(settled).toBeGreaterThan(1350);
    expect(distances.has(null)).toBe(true);
    expect([...distances].some((d) => d !== null && d >= 6)).toBe(true);
  });

  it('R6.3 fault-free moves agree with the reference on 200 positions', () => {
    let checked = 0;
    for (const position of generated(7, 200)) {
      const reference = referenceDistance(position, Infinity, 2000);
      if (!reference || reference.distance === null || reference.distance === 0) continue;
      const k = reference.distance;
      const expected = legalMoves(position).filter((move) => {
        if (isFoundationPlay(move)) return false;
        const after = referenceDistance(searchChild(position, move), k - 1);
        return after !== undefined && after.distance === k - 1;
      });
      expect(moveSet(analyze(position).faultFree)).toEqual(moveSet(expected));
      checked++;
    }
    expect(checked).toBeGreaterThan(60);
  });
});

/** The bench's adversarial kinds (3–4 empty piles, runs, a wanted card buried deep), small enough for the reference. */
function adversarial(seed: number, count: number): Position[] {
  return positionsWithoutPlay(seed, count, [
    { emptyPiles: 3, buryWanted: 4, maxPile: 4 },
    { runs: true, emptyPiles: 3, buryWanted: 4, maxPile: 5 },
    { runs: true, emptyPiles: 4, buryWanted: 4, maxPile: 5 },
    { emptyPiles: 4, buryWanted: 5, maxPile: 3 },
    { runs: true, emptyPiles: 4, buryWanted: 5, maxPile: 4 },
  ]);
}

describe('R6.2, R6.3 on adversarial positions (empty piles, runs, buried targets): fast = reference', () => {
  it('distance, line and fault-free moves on 200 positions', () => {
    const { settled, faultFreeChecked, distances } = crossCheck(adversarial(424242, 200), 8000);
    expect(settled).toBeGreaterThan(170);
    expect(faultFreeChecked).toBeGreaterThan(100);
    expect(distances).toContain(null);
    expect(distances.some((d) => d !== null && d >= 6)).toBe(true);
  });
});

describe('R6.2, R6.3 on tables as play makes them (every pile a run, a wanted card buried in one): fast = reference', () => {
  it('distance, line and fault-free moves on 120 positions with 1–4 empty piles', () => {
    const positions = positionsWithoutPlay(8080, 120, [
      { runs: true, emptyPiles: 3, buryInRun: 4, maxPile: 6 },
      { runs: true, emptyPiles: 2, buryInRun: 4, maxPile: 5 },
      { runs: true, emptyPiles: 4, buryInRun: 5, maxPile: 6 },
      { runs: true, emptyPiles: 1, buryInRun: 4, maxPile: 5 },
    ]);
    const { settled, faultFreeChecked, distances } = crossCheck(positions, 8000);
    expect(settled).toBeGreaterThan(100);
    expect(faultFreeChecked).toBeGreaterThan(90);
    expect(distances).toContain(null);
    expect(distances.some((d) => d !== null && d >= 5)).toBe(true);
  });
});
