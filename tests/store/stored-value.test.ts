// The teaching scores: the course's progress and the drill scores kept through persist over
// the page's storage, in the shapes stored today, so a learner's progress survives the change.
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/learn/index.ts';
import { DRILLS_KEY, DRILL_SCORES_FORMAT, drillAnswered, readDrillScores } from '../../src/store/drillScores.ts';
import { LEARN_KEY, lessonFinished, progressFormat } from '../../src/store/learnProgress.ts';
import { pageStorage } from '../../src/store/library/pageStorage.ts';
import { memoryStorage } from '../../src/store/persistence.ts';
import { createStoredValue } from '../../src/store/storedValue.ts';

const IDS = LESSONS.map((lesson) => lesson.id);

describe('the teaching scores', () => {
  it('read progress stored in today’s shape, and keep it in that shape', () => {
    const today = { version: 1, done: ['foundations', 'tableau'], current: 'empty-piles' };
    const storage = memoryStorage({ [LEARN_KEY]: JSON.stringify(today) });
    const progress = createStoredValue(storage, progressFormat(IDS));
    expect(progress.getState()).toMatchObject({ value: today, problem: null });
    // Reading writes nothing.
    expect(storage.getItem(LEARN_KEY)).toBe(JSON.stringify(today));
    progress.getState().changed((p) => lessonFinished(p, 'empty-piles'));
    expect(JSON.parse(storage.getItem(LEARN_KEY)!)).toEqual({ ...today, done: ['foundations', 'tableau', 'empty-piles'] });
    // A second screen reads what the first kept.
    expect(createStoredValue(storage, progressFormat(IDS)).getState().value.done).toHaveLength(3);
  });

  it('keep drill scores under their own key, readable by today’s reader', () => {
    const storage = memoryStorage();
    const drills = createStoredValue(storage, DRILL_SCORES_FORMAT);
    drills.getState().changed((r) => drillAnswered(r, 'spot', { right: true, level: 2, timeMs: 4000 }));
    const stored = JSON.parse(storage.getItem(DRILLS_KEY)!);
    expect(Object.keys(stored).sort()).toEqual(['spot', 'version', 'watcher']);
    expect(readDrillScores(storage)).toEqual({ scores: drills.getState().value, problem: null });
    expect(drills.getState().value.spot.played).toBe(1);
  });

  it('report an unreadable value, and replace it only once shown', () => {
    const storage = memoryStorage({ [LEARN_KEY]: 'not json' });
    const progress = createStoredValue(storage, progressFormat(IDS));
    expect(progress.getState().problem).toMatch(/^Your course progress could not be read/);
    expect(storage.getItem(LEARN_KEY)).toBe('not json');
    progress.getState().shown();
    expect(JSON.parse(storage.getItem(LEARN_KEY)!)).toEqual({ version: 1, done: [], current: null });
  });

  it('write through the page’s storage, whose listeners hear each write', () => {
    const backing = memoryStorage();
    const page = pageStorage(() => backing as unknown as Storage);
    const heard: boolean[] = [];
    page.onWrite((ok) => heard.push(ok));
    createStoredValue(page.storage, DRILL_SCORES_FORMAT)
      .getState()
      .changed((r) => drillAnswered(r, 'watcher', { right: false, level: 1, timeMs: 900 }));
    expect(heard).toEqual([true]);
    expect(readDrillScores(backing).scores.watcher.played).toBe(1);
  });
});
