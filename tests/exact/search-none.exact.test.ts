// R6.2 distance none, exhaustively: the pile-count proof (search/bottoms.ts) and the search on 2400
// generated positions with three or four empty piles, long runs and buried targets, against the plain
// reference search. Slow, so run by `npm run test:exact`; named cases are in tests/engine/search-none.test.ts.
import type { Position } from '../../src/engine/index.ts';
import { foundationDistance } from '../../src/engine/search/index.ts';
import { PileCount } from '../../src/engine/search/bottoms.ts';
import { positionsWithoutPlay } from '../../src/tooling/generate.ts';
import { provesNone } from '../engine/helpers.ts';
import { lineProblem } from '../engine/lines.ts';
import { searchDistance as referenceDistance } from '../engine/reference-search.ts';

/** Positions without a foundation play now: empty piles, runs, buried targets, and mixed piles that hold cards with no host. */
function positions(seed: number, count: number): Position[] {
  return positionsWithoutPlay(seed, count, [
    { runs: true, emptyPiles: 3, buryWanted: 4, maxPile: 5 },
    { runs: true, emptyPiles: 4, buryWanted: 4, maxPile: 6 },
    { emptyPiles: 3, buryWanted: 4, maxPile: 4 },
    { emptyPiles: 4, buryWanted: 5, maxPile: 3 },
    { emptyPiles: 2, buryWanted: 4, maxPile: 3 },
  ]);
}

describe('R6.2 none: every proof of none is confirmed by the reference search', () => {
  it('on 2400 positions with 2–4 empty piles, runs and buried targets', () => {
    let proofs = 0;
    let settled = 0;
    let nones = 0;
    for (const position of positions(5150, 2400)) {
      const proved = provesNone(new PileCount(), position);
      const reference = referenceDistance(position, Infinity, 2500);
      const fast = foundationDistance(position);
      if (proved) {
        proofs++;
        expect(fast.distance).toBeNull();
      }
      if (fast.distance !== null) expect(lineProblem(position, fast.line, fast.distance)).toBeNull();
      if (!reference) continue;
      settled++;
      if (reference.distance === null) nones++;
      if (proved && reference.distance !== null)
        throw new Error(`pile count proved none, reference ${reference.distance}: ${JSON.stringify(position)}`);
      if (fast.distance !== reference.distance)
        throw new Error(`fast ${fast.distance} ≠ reference ${reference.distance} on ${JSON.stringify(position)}`);
    }
    // The proof must be put to work, and the reference must settle most positions, nones included.
    expect(proofs).toBeGreaterThan(30);
    expect(settled).toBeGreaterThan(2200);
    expect(nones).toBeGreaterThan(60);
  });
});
