// R6.2, R6.3: a search with no budget that walks first for a goal (search/astar.ts `reaches`, used by
// searcher.ts past a probe of the A* search) gives every answer, fault-free list and line of the A*
// search alone. Checked with the walk made first on every table (a probe of 0 states) on the bench's
// hard sets, where "none" is common and the walk does all the work of the answer. Slow, so run by
// `npm run test:exact`; the node counts of both are printed. The walk stores fewer states than the
// search (walk.ts: a move from a source is made only with a move onto its card), so in all it stores
// fewer even with its probe of the search before it.
import { readFileSync } from 'node:fs';
import { parsePosition, type Position } from '../../src/engine/index.ts';
import { Searcher } from '../../src/engine/search/index.ts';
import { CARELESS_SET } from '../../src/tooling/careless-set.ts';
import { positionsWithoutPlay } from '../../src/tooling/generate.ts';
import { carelessTables } from '../../src/tooling/selfplay-careless.ts';

/** Tables as play makes them with one or two empty piles (the bench's "in play 1-2" kinds), and the bench's adversarial kinds. */
function hardTables(): Position[] {
  const few = positionsWithoutPlay(20260521, 400, [
    { runs: true, emptyPiles: 2, buryInRun: 5, maxPile: 8 },
    { runs: true, emptyPiles: 1, buryInRun: 5, maxPile: 8 },
    { runs: true, emptyPiles: 2, buryInRun: 6, maxPile: 9 },
  ]);
  const adversarial = positionsWithoutPlay(20260522, 400, [
    { emptyPiles: 3, buryWanted: 5, maxPile: 6 },
    { runs: true, emptyPiles: 4, buryWanted: 7, maxPile: 8 },
    { emptyPiles: 2, buryWanted: 5, maxPile: 7 },
  ]);
  const careless = carelessTables(CARELESS_SET.slice(0, 40).map(([policy, seed, index]) => ({ policy, seed, index })));
  const slow = parsePosition(JSON.parse(readFileSync('tests/fixtures/slow-position.json', 'utf8')));
  if (!slow.ok) throw new Error(slow.error);
  return [...few, ...adversarial, ...careless, slow.value];
}

describe('R6.2, R6.3 the walk for a goal: the same answers as the search alone', () => {
  it('distance, line, legal and fault-free moves on 841 hard tables, the slowest known among them', () => {
    const searchOnly = new Searcher(Infinity);
    const walkFirst = new Searcher(0);
    let nones = 0;
    let searched = 0;
    let walked = 0;
    for (const position of hardTables()) {
      const { nodes: a, ...want } = searchOnly.faultFree(position);
      const { nodes: b, ...got } = walkFirst.faultFree(position);
      if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`walk first ≠ search alone on ${JSON.stringify(position)}`);
      searched += a;
      walked += b;
      if (want.distance === null) nones++;
    }
    console.info(`search-walk: ${nones} of 841 none; nodes stored: search alone ${searched}, walk first ${walked}`);
    expect(nones).toBeGreaterThan(100);
    expect(walked).toBeLessThan(searched);
  });
});
