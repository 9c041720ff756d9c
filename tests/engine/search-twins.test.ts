// R6.2, R6.3: the search treats two faces of one rank and colour (5♥, 5♦) as one when neither is wanted
// nor can be sunk (search/astar.ts, `sortKinds`). Checked against the plain reference search, which
// keeps every face apart, on positions full of such pairs: runs, empty piles, opponent tops near them.
import { analyze } from '../../src/engine/analysis.ts';
import { positionsWithoutPlay } from '../../src/engine/generate.ts';
import { legalMoves, type CardMove } from '../../src/engine/moves.ts';
import type { Position } from '../../src/engine/position.ts';
import { searchChild } from '../../src/engine/search/index.ts';
import { lineProblem, moveSet } from './lines.ts';
import { searchDistance as referenceDistance } from './reference-search.ts';

function positions(seed: number, count: number): Position[] {
  return positionsWithoutPlay(seed, count, [
    { runs: true, emptyPiles: 3, buryWanted: 3, maxPile: 5 },
    { runs: true, emptyPiles: 2, buryWanted: 4, maxPile: 6 },
    { runs: true, emptyPiles: 4, buryWanted: 4, maxPile: 4 },
    { runs: true, maxPile: 5 },
  ]);
}

/** The reference's fault-free moves at distance k, or undefined when a search gives up. */
function referenceFaultFree(position: Position, k: number): CardMove[] | undefined {
  let settled = true;
  const moves = legalMoves(position).filter((move) => {
    const after = referenceDistance(searchChild(position, move), k - 1, 3000);
    if (after === undefined) settled = false;
    return after?.distance === k - 1;
  });
  return settled ? moves : undefined;
}

describe('R6.2, R6.3 twin faces: fast = reference', () => {
  it('distance, line and fault-free moves on 300 positions of runs', () => {
    let settled = 0;
    let faultFree = 0;
    for (const position of positions(90210, 300)) {
      const reference = referenceDistance(position, Infinity, 3000);
      const got = analyze(position);
      if (got.distance !== null) expect(lineProblem(position, got.line, got.distance)).toBeNull();
      if (!reference) continue;
      settled++;
      if (got.distance !== reference.distance) throw new Error(`fast ${got.distance} ≠ reference ${reference.distance} on ${JSON.stringify(position)}`);
      if (reference.distance === null || reference.distance === 0) continue;
      const expected = referenceFaultFree(position, reference.distance);
      if (!expected) continue;
      expect(moveSet(got.faultFree)).toEqual(moveSet(expected));
      faultFree++;
    }
    expect(settled).toBeGreaterThan(240);
    expect(faultFree).toBeGreaterThan(150);
  }, 60_000);
});
