// R6.2, R6.3: a Searcher owns its memory, and a node budget never changes an answer: a search with a
// small `maxNodes` either answers exactly as the search without one, or says it is over budget.
import { positionsWithoutPlay } from '../../src/tooling/generate.ts';
import type { Position } from '../../src/engine/index.ts';
import { isOverBudget, searchDistance, Searcher, searchFaultFree } from '../../src/engine/search/index.ts';

function positions(seed: number, count: number): Position[] {
  return positionsWithoutPlay(seed, count, [
    { runs: true, emptyPiles: 2, buryInRun: 5, maxPile: 8 },
    { emptyPiles: 3, buryWanted: 5, maxPile: 6 },
    { runs: true, emptyPiles: 3, buryWanted: 4, maxPile: 6 },
    { runs: true, emptyPiles: 1, buryInRun: 4, maxPile: 7 },
  ]);
}

describe('Searcher', () => {
  const tables = positions(31337, 300);

  it('with a small node budget answers exactly as without one, or says over budget', () => {
    const exact = new Searcher();
    const budgeted = new Searcher();
    let over = 0;
    let answered = 0;
    for (const position of tables) {
      for (const maxNodes of [20, 400]) {
        const want = exact.distance(position, Infinity);
        const got = budgeted.distance(position, Infinity, { maxNodes });
        if (isOverBudget(got)) {
          expect(want.nodes).toBeGreaterThan(maxNodes);
          over++;
        } else {
          expect(got).toEqual(want);
          answered++;
        }
        const wantAll = exact.faultFree(position);
        const gotAll = budgeted.faultFree(position, { maxNodes });
        if (isOverBudget(gotAll)) {
          expect(wantAll.nodes).toBeGreaterThan(maxNodes);
          over++;
        } else {
          expect(gotAll).toEqual(wantAll);
          answered++;
        }
      }
    }
    // Both outcomes are met, so the check above checks something either way.
    expect(over).toBeGreaterThan(50);
    expect(answered).toBeGreaterThan(200);
  }, 120_000);

  it('answers as the module-level functions do', () => {
    const searcher = new Searcher();
    for (const position of tables.slice(0, 60)) {
      expect(searcher.distance(position, Infinity)).toEqual(searchDistance(position, Infinity));
      expect(searcher.distance(position, 3)).toEqual(searchDistance(position, 3));
      expect(searcher.faultFree(position)).toEqual(searchFaultFree(position));
    }
  }, 60_000);

  it('two instances are independent: interleaved searches give what each gives alone', () => {
    const alone = tables.slice(0, 80).map((position) => new Searcher().faultFree(position));
    const a = new Searcher();
    const b = new Searcher();
    let stopped = 0;
    for (let i = 0; i + 1 < 80; i += 2) {
      // A search on b between a's searches, and a search stopped by its budget on a (leaving its
      // queue and table half full), change nothing that either answers next.
      const first = a.faultFree(tables[i]!);
      stopped += isOverBudget(a.faultFree(tables[i + 1]!, { maxNodes: 5 })) ? 1 : 0;
      const second = b.faultFree(tables[i + 1]!);
      expect(first).toEqual(alone[i]);
      expect(second).toEqual(alone[i + 1]);
      expect(a.faultFree(tables[i + 1]!)).toEqual(alone[i + 1]);
    }
    expect(stopped).toBeGreaterThan(5);
  }, 60_000);

  it('walking first for a goal (AStar.reaches) changes no answer, fault-free list or line: only the nodes counted', () => {
    const searchOnly = new Searcher(Infinity);
    const walkFirst = new Searcher(0);
    const answers = new Set<string>();
    for (const position of tables.slice(0, 150)) {
      const { nodes: searched, ...want } = searchOnly.faultFree(position);
      const { nodes: walked, ...got } = walkFirst.faultFree(position);
      expect(got).toEqual(want);
      if (want.distance !== null) expect(walked).toBeGreaterThanOrEqual(searched);
      const { nodes: _n, ...wantDistance } = searchOnly.distance(position, Infinity);
      const { nodes: _w, ...gotDistance } = walkFirst.distance(position, Infinity);
      expect(gotDistance).toEqual(wantDistance);
      answers.add(want.distance === null ? 'none' : 'some');
    }
    // Both kinds of answer were put to the walk.
    expect(answers).toEqual(new Set(['none', 'some']));
  });
});
