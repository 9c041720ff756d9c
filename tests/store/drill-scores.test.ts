// The drill scores in storage (drillScores.ts): score, streak and best times per drill kind, versioned;
// unreadable data is refused with a message and replaced.
import { describe, expect, it } from 'vitest';
import { NEW_DRILL_STATS } from '../../src/learn/index.ts';
import { DRILLS_KEY, NEW_DRILL_SCORES, drillAnswered, readDrillScores, writeDrillScores } from '../../src/store/drillScores.ts';
import { memoryStorage } from '../../src/store/persistence.ts';

describe('drill scores', () => {
  it('keeps each kind apart and reads back what was written', () => {
    const storage = memoryStorage();
    expect(readDrillScores(storage)).toEqual({ scores: NEW_DRILL_SCORES, problem: null });
    let scores = drillAnswered(NEW_DRILL_SCORES, 'spot', { right: true, level: 2, timeMs: 4200 });
    scores = drillAnswered(scores, 'spot', { right: true, level: 2, timeMs: 3100 });
    scores = drillAnswered(scores, 'watcher', { right: false, level: 1, timeMs: 900 });
    writeDrillScores(storage, scores);
    const read = readDrillScores(storage).scores;
    expect(read.spot).toMatchObject({ played: 2, right: 2, streak: 2, bestStreak: 2, bestTimes: { '2': 3100 } });
    expect(read.spot.score).toBe(20 + 20 + 2);
    expect(read.watcher).toMatchObject({ played: 1, right: 0, streak: 0, score: 0 });
  });

  it.each([
    ['not JSON', 'nope', 'they are not readable text (JSON)'],
    ['not an object', '"x"', 'they are not a score record'],
    ['another version', '{"version":9,"spot":{},"watcher":{}}', 'they have version 9, and this page reads version 1'],
    ['a missing kind', '{"version":1,"spot":{}}', 'a drill’s scores are missing'],
  ])('refuses %s with a message and starts from nothing', (_, text, why) => {
    const storage = memoryStorage({ [DRILLS_KEY]: text });
    const read = readDrillScores(storage);
    expect(read.scores).toEqual(NEW_DRILL_SCORES);
    expect(read.problem).toBe(`Your drill scores could not be read (${why}), so they start again from nothing.`);
    expect(storage.getItem(DRILLS_KEY)).toBe(text);
  });

  it('a kind with damaged fields keeps what can be read (the engine’s readDrillStats)', () => {
    const storage = memoryStorage({
      [DRILLS_KEY]: JSON.stringify({ version: 1, spot: { version: 1, played: 3, right: 9, score: -1 }, watcher: {} }),
    });
    const read = readDrillScores(storage);
    expect(read.problem).toBeNull();
    expect(read.scores.spot).toMatchObject({ played: 3, right: 3, score: 0 });
    expect(read.scores.watcher).toEqual(NEW_DRILL_STATS);
  });
});
