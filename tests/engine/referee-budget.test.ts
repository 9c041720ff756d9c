// The referee's node budgets (search/budget.ts): a stranger's table is answered exactly as with no
// budget, or refused as too hard, never guessed; a game's table is always answered exactly, the search
// made again without a budget when it passes the game's (R6.2, R6.3).
import { describe, expect, it } from 'vitest';
import { newGame, type Position, type Verdict } from '../../src/engine/index.ts';
import { analyze, GAME_NODES, LocalReferee, Searcher, STRANGER_NODES } from '../../src/engine/search/index.ts';
import { positionsWithoutPlay } from '../../src/tooling/generate.ts';

function positions(seed: number, count: number): Position[] {
  return positionsWithoutPlay(seed, count, [
    { runs: true, emptyPiles: 2, buryInRun: 5, maxPile: 8 },
    { emptyPiles: 3, buryWanted: 5, maxPile: 6 },
    { runs: true, emptyPiles: 3, buryWanted: 4, maxPile: 6 },
    { runs: true, emptyPiles: 1, buryInRun: 4, maxPile: 7 },
  ]);
}

const whole = ({ distance, line, legalMoves, faultFree }: Verdict) => ({ distance, line, legalMoves, faultFree });

describe('a stranger’s table within a node budget', () => {
  const tables = positions(4242, 200);

  it('is answered exactly as with no budget, or refused as too hard when the search needs more', () => {
    const exact = new Searcher();
    let refused = 0;
    let answered = 0;
    for (const maxNodes of [30, 600]) {
      const referee = new LocalReferee(4096, undefined, { strangerNodes: maxNodes });
      for (const position of tables) {
        const want = exact.faultFree(position);
        const got = referee.judge(position, 'stranger');
        if ('kind' in got) {
          expect(got.kind).toBe('too-hard');
          expect(want.nodes).toBeGreaterThan(maxNodes);
          expect(referee.known(position)).toBeUndefined();
          refused++;
        } else {
          expect(whole(got)).toEqual(whole(analyze(position)));
          answered++;
        }
      }
    }
    // Both outcomes are met, so each check above checks something.
    expect(refused).toBeGreaterThan(40);
    expect(answered).toBeGreaterThan(100);
  }, 120_000);

  it('a verdict already known is given whatever the budget: a game’s verdict serves a stranger', () => {
    const referee = new LocalReferee(4096, undefined, { strangerNodes: 1 });
    const hard = tables.find((position) => 'kind' in referee.judge(position, 'stranger'))!;
    const verdict = whole(referee.judge(hard, 'game') as Verdict);
    expect(whole(referee.judge(hard, 'stranger') as Verdict)).toEqual(verdict);
    expect(verdict.distance).toBe(analyze(hard).distance);
  });

  it('a table with a foundation play now needs no search, and is never too hard', () => {
    const referee = new LocalReferee(4096, undefined, { strangerNodes: 0 });
    const start = newGame({ dealNumber: 1 }).position;
    expect(whole(referee.judge(start, 'stranger') as Verdict)).toEqual(whole(analyze(start)));
  });
});

describe('a game’s table past the game’s node budget', () => {
  it('is searched again without the budget: every verdict exact, and the times counted', () => {
    const tiny = new LocalReferee(4096, undefined, { gameNodes: 20 });
    const plain = new LocalReferee(4096, undefined, { gameNodes: Infinity });
    for (const position of positions(777, 120)) {
      expect(whole(tiny.verdict(position))).toEqual(whole(plain.verdict(position)));
      expect(tiny.judge(position, 'game')).toBe(tiny.verdict(position));
    }
    expect(tiny.beyondBudget).toBeGreaterThan(20);
    expect(plain.beyondBudget).toBe(0);
  }, 60_000);

  it('the budgets: one bound for both, a game’s at most a stranger’s', () => {
    expect(GAME_NODES).toBeLessThanOrEqual(STRANGER_NODES);
    expect(Number.isInteger(STRANGER_NODES)).toBe(true);
  });
});
