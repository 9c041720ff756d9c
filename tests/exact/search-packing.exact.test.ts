// R6.2 distance none, exhaustively: every none the packing proof (search/packing.ts) claims on 2000
// positions with three or four empty piles, long runs and buried targets, confirmed by the plain
// reference search. Slow, so run by `npm run test:exact`; the rest is in tests/engine/search-packing.test.ts.
import type { Position } from '../../src/engine/index.ts';
import { foundationDistance } from '../../src/engine/search/index.ts';
import { Packing } from '../../src/engine/search/packing.ts';
import { positionsWithoutPlay } from '../../src/tooling/generate.ts';
import { provesNone } from '../engine/helpers.ts';
import { searchDistance as referenceDistance } from '../engine/reference-search.ts';

function positions(seed: number, count: number): Position[] {
  return positionsWithoutPlay(seed, count, [
    { runs: true, emptyPiles: 3, buryWanted: 5, maxPile: 5 },
    { runs: true, emptyPiles: 4, buryWanted: 5, maxPile: 6 },
    { emptyPiles: 3, buryWanted: 5, maxPile: 4 },
    { emptyPiles: 4, buryWanted: 6, maxPile: 3 },
    { runs: true, emptyPiles: 2, buryWanted: 4, maxPile: 5 },
  ]);
}

describe('R6.2 none: every proof of the packing count is confirmed by the reference search', () => {
  it('on 2000 positions with 2–4 empty piles, runs and buried targets', () => {
    let proofs = 0;
    let settled = 0;
    let reachable = 0;
    let confirmed = 0;
    for (const position of positions(7717, 2000)) {
      const proved = provesNone(new Packing(), position);
      const reference = referenceDistance(position, Infinity, 2500);
      if (proved) {
        proofs++;
        expect(foundationDistance(position).distance).toBeNull();
      }
      if (!reference) continue;
      settled++;
      if (proved) confirmed++;
      if (reference.distance !== null) reachable++;
      if (proved && reference.distance !== null)
        throw new Error(`packing proved none, reference ${reference.distance}: ${JSON.stringify(position)}`);
    }
    // The proof must be put to work, on a set where most targets can be reached.
    // Most proofs are confirmed by a finished reference search (115 of 133 when written), not only
    // by the fast search that uses them.
    expect(proofs).toBeGreaterThan(40);
    expect(confirmed).toBeGreaterThan(100);
    expect(settled).toBeGreaterThan(1800);
    expect(reachable).toBeGreaterThan(1000);
  });
});
