// The drills: generated from seeded self-play, and every generated drill checked by the
// analyzer to have the difficulty it claims (R6.2); answers judged by the referee (R6.3, R7).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  isFoundationPlay,
  legalMoves,
  parseMove,
  parsePositionText,
  wouldBeFault,
  type Action,
  type CardMove,
} from '../../src/engine/index.ts';
import { analyze } from '../../src/engine/search/index.ts';
import {
  NEW_DRILL_STATS,
  SPOT_LEVELS,
  checkSpotAnswer,
  judgeWatcherKnock,
  makeSpotDrill,
  makeWatcherDrill,
  readDrillStats,
  addDrillResult,
  spotLevel,
  watcherStates,
} from '../../src/learn/index.ts';
import { referee } from '../engine/helpers.ts';

const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('Spot the play', () => {
  it.each(SPOT_LEVELS.map((l) => [l.level, l] as const))(
    'level %i: every drill has the distance it claims (analyze), and its line is an answer the referee accepts',
    (level, { minDistance, maxDistance }) => {
      fc.assert(
        fc.property(seedArb, (seed) => {
          const drill = makeSpotDrill(seed, level, referee);
          const analysis = analyze(drill.position);
          expect(analysis.distance).toBe(drill.distance);
          expect(drill.distance).toBeGreaterThanOrEqual(minDistance);
          expect(drill.distance).toBeLessThanOrEqual(maxDistance);
          expect(drill.line).toHaveLength(drill.distance + 1);
          expect(analysis.faultFree.length).toBeGreaterThan(0);
          expect(checkSpotAnswer(drill.position, drill.line, referee).status).toBe('solved');
        }),
        { numRuns: level === 5 ? 6 : 10 },
      );
    },
  );

  it('is reproducible: the same seed and level give the same drill', () => {
    // A fresh referee and the shared one (verdicts remembered from other drills) make the same drill.
    expect(makeSpotDrill(7, 3)).toEqual(makeSpotDrill(7, 3, referee));
    expect(makeSpotDrill(7, 3, referee).position).not.toEqual(makeSpotDrill(8, 3, referee).position);
    expect(() => spotLevel(6)).toThrow(RangeError);
  });

  it('R6.3: every fault-free first move keeps the answer going; every other legal move is wrong, with the reason', () => {
    const drill = makeSpotDrill(11, 3, referee);
    const { faultFree } = analyze(drill.position);
    for (const move of legalMoves(drill.position)) {
      const verdict = checkSpotAnswer(drill.position, [move], referee);
      const free = faultFree.some((m) => m.from === move.from && m.to === move.to);
      expect(verdict.status).toBe(free ? 'going' : 'wrong');
      if (verdict.status === 'wrong')
        expect(verdict.message).toMatch(/^That leaves the shortest way \(R6\.3\): .+ can go up in three moves\. Move /);
    }
  });

  it('an illegal move gets the engine’s sentence; moves after the foundation play are wrong', () => {
    const drill = makeSpotDrill(3, 1, referee);
    const play = drill.line[0]!;
    expect(checkSpotAnswer(drill.position, [{ ...play, to: 'opponentClaw' }], referee).status).toBe('wrong');
    const after = checkSpotAnswer(drill.position, [play, play], referee);
    expect(after).toMatchObject({ status: 'wrong', at: 1 });
    expect(checkSpotAnswer(drill.position, [], referee)).toMatchObject({ status: 'going', message: 'one more move to go.' });
  });
});

describe('Be the watcher', () => {
  it('every drill is a whole turn the referee accepts, and its fault is the first one it judges (R6.4)', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const drill = makeWatcherDrill(seed, referee);
        const states = watcherStates(drill);
        expect(states[0]!.position).toBe(drill.position);
        expect(['discard', 'pass']).toContain(drill.actions.at(-1)!.type);
        expect(states.at(-1)!.position.toMove).toBe(drill.watcher);
        const faults = drill.actions.map((action, i) => wouldBeFault(states[i]!, action, referee));
        expect(faults.indexOf(true)).toBe(drill.fault?.index ?? -1);
        if (drill.fault) {
          // The missed line really leads to a foundation play, at the distance the referee held the mover to.
          const { record } = drill.fault;
          expect(analyze(record.position).distance).toBe(record.distance);
          expect(record.missedLine).toHaveLength(record.distance + 1);
          expect(isFoundationPlay(record.missedLine.at(-1)!)).toBe(true);
          expect(drill.fault.missed).toMatch(new RegExp(`^${drill.names[drill.mover]} missed .+ to the foundation`));
        }
      }),
      { numRuns: 12 },
    );
  });

  it('makes turns with and without faults, reproducibly', () => {
    const drills = Array.from({ length: 12 }, (_, seed) => makeWatcherDrill(seed, referee));
    expect(drills.some((d) => d.fault)).toBe(true);
    expect(drills.some((d) => !d.fault)).toBe(true);
    expect(makeWatcherDrill(5)).toEqual(makeWatcherDrill(5, referee));
  });

  it('R7.2, R7.3: judges every possible knock the way the engine’s knock does', () => {
    for (const seed of [0, 2, 3, 5]) {
      const drill = makeWatcherDrill(seed, referee);
      const pass = judgeWatcherKnock(drill, null, referee);
      expect(pass.kind).toBe(drill.fault ? 'missed-fault' : 'clean-pass');
      expect(pass.right).toBe(!drill.fault);
      for (let k = -1; k < drill.actions.length; k++) {
        const verdict = judgeWatcherKnock(drill, k, referee);
        const expected = !drill.fault ? 'false-knock' : k >= drill.fault.index ? 'valid-knock' : 'too-early';
        expect(verdict.kind).toBe(expected);
        expect(verdict.right).toBe(expected === 'valid-knock');
        if (drill.fault) expect(verdict.message).toContain(drill.fault.missed);
      }
      expect(() => judgeWatcherKnock(drill, drill.actions.length, referee)).toThrow(RangeError);
    }
  });

  it('a valid knock in the replayed game ends the turn, as the judge says', () => {
    const drill = Array.from({ length: 10 }, (_, seed) => makeWatcherDrill(seed, referee)).find((d) => d.fault)!;
    const at = watcherStates(drill)[drill.fault!.index + 1]!;
    const knock: Action = { type: 'knock', by: drill.watcher };
    const result = applyAction(at, knock, referee);
    expect(result.ok && result.value.knocked[drill.mover]).toBe(1);
  });
});

describe('drill scores', () => {
  it('scores, streaks and best times', () => {
    let stats = NEW_DRILL_STATS;
    stats = addDrillResult(stats, { right: true, level: 2, timeMs: 9000 });
    stats = addDrillResult(stats, { right: true, level: 2, timeMs: 7000 });
    stats = addDrillResult(stats, { right: true, level: 2, timeMs: 8000 });
    expect(stats).toMatchObject({ played: 3, right: 3, score: 20 + 22 + 24, streak: 3, bestStreak: 3, bestTimes: { '2': 7000 } });
    stats = addDrillResult(stats, { right: false, level: 3, timeMs: 1000 });
    expect(stats).toMatchObject({ played: 4, right: 3, score: 66, streak: 0, bestStreak: 3, bestTimes: { '2': 7000 } });
  });

  it('reads stored stats back, starting fresh from anything it does not trust', () => {
    const stats = addDrillResult(NEW_DRILL_STATS, { right: true, level: 1, timeMs: 500 });
    expect(readDrillStats(JSON.parse(JSON.stringify(stats)))).toEqual(stats);
    for (const bad of [null, 3, 'x', {}, { version: 2, played: 5 }]) expect(readDrillStats(bad)).toEqual(NEW_DRILL_STATS);
    expect(readDrillStats({ version: 1, played: -1, right: 9, score: 'x', bestTimes: { '1': -5, '2': 300 } })).toMatchObject({
      played: 0,
      right: 0,
      score: 0,
      bestTimes: { '2': 300 },
    });
  });
});

describe('a card turned face up on the way (R6.2, R6.3)', () => {
  // Met while generating level 5: the search cannot see under the discard pile's top, but after the
  // 7♦ leaves it the 6♦ shows and fits, and from then on the referee holds the player to that play.
  const position = parsePositionText(
    '{"format":"brigadier-position/1","toMove":0,"players":[{"deck":[],"inPlay":null,"discard":["KD","8H","8S","5D","9D","2C","3D","2S","7C","4C","3C","7D","6D","7D"],"claw":[]},{"deck":["KS","QS","TC","JH","KH"],"inPlay":null,"discard":["6S"],"claw":["2H","AC","5C","4H","JH","KH","4S","3H","QS","9C","JD","QD"]}],"tableau":[["KC","QH","JS","TD","9S","8D","7S","6H"],["TS"],["6D","5S","4D","3S"],["QC","JD","TS","9H","8C"],["KS","QD","JC","TH","9S","8D"],["KD"],["9D","8S","7H","6C","5H"],["KC","QH","JS","TD"]],"foundations":[["AH","2H","3H","4H","5H","6H","7H","8H","9H","TH"],["AS","2S","3S","4S","5S","6S","7S"],["AD","2D","3D","4D","5D"],["AC","2C","3C","4C","5C","6C","7C","8C","9C","TC","JC","QC"],["AH"],["AD","2D"],["AS"]]}',
  );
  const moves = (...specs: [string, string, string][]) =>
    specs.map(([card, from, to]) => (parseMove({ card, from, to }) as { ok: true; value: CardMove }).value);
  const start = moves(['KD', 'tableau:5', 'opponentClaw'], ['5H', 'tableau:6', 'tableau:5'], ['7D', 'discard', 'tableau:3']);

  it('the line found before is now off the shortest way; the new play is the answer', () => {
    if (!position.ok) throw new Error(position.error);
    expect(analyze(position.value).distance).toBe(6);
    const stale = checkSpotAnswer(position.value, [...start, ...moves(['6C', 'tableau:6', 'tableau:3'])]);
    expect(stale).toMatchObject({ status: 'wrong', at: 3 });
    expect(stale.message).toMatch(/6♦ can go up now/);
    expect(checkSpotAnswer(position.value, [...start, ...moves(['6D', 'discard', 'foundation:2'])]).status).toBe('solved');
  });

  it('so the generator never offers such a position: every drill’s own line is accepted', () => {
    for (const seed of [5, 6, 7])
      expect(checkSpotAnswer(makeSpotDrill(seed, 5, referee).position, makeSpotDrill(seed, 5, referee).line, referee).status).toBe(
        'solved',
      );
  });
});
