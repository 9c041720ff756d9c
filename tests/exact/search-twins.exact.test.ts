// R6.2, R6.3: the search treats two faces of one rank and colour (5♥, 5♦) as one when neither is wanted
// nor can be sunk (search/twins.ts). Checked against the plain reference search, which
// keeps every face apart, on positions full of such pairs: runs, empty piles, opponent tops near them.
// Slow, so run by `npm run test:exact`.
import { positionsWithoutPlay } from '../../src/tooling/generate.ts';
import type { Position } from '../../src/engine/index.ts';
import { crossCheck } from '../engine/cross-check.ts';

function positions(seed: number, count: number): Position[] {
  return positionsWithoutPlay(seed, count, [
    { runs: true, emptyPiles: 3, buryWanted: 3, maxPile: 5 },
    { runs: true, emptyPiles: 2, buryWanted: 4, maxPile: 6 },
    { runs: true, emptyPiles: 4, buryWanted: 4, maxPile: 4 },
    { runs: true, maxPile: 5 },
  ]);
}

describe('R6.2, R6.3 twin faces: fast = reference', () => {
  it('distance, line and fault-free moves on 300 positions of runs', () => {
    const { settled, faultFreeChecked } = crossCheck(positions(90210, 300), 3000);
    expect(settled).toBeGreaterThan(240);
    expect(faultFreeChecked).toBeGreaterThan(150);
  });
});
