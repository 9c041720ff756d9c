// The course's progress in storage (learnProgress.ts): versioned, remembered, and unreadable data
// reported and replaced rather than trusted.
import { describe, expect, it } from 'vitest';
import {
  LEARN_KEY,
  NEW_PROGRESS,
  lessonFinished,
  lessonOpened,
  lessonToContinue,
  readLearnProgress,
  writeLearnProgress,
} from '../../src/store/learnProgress.ts';
import { memoryStorage, type SyncStorage } from '../../src/store/persistence.ts';

const IDS = ['a', 'b', 'c'];

describe('course progress', () => {
  it('starts empty, and reads back what was written', () => {
    const storage = memoryStorage();
    expect(readLearnProgress(storage, IDS)).toEqual({ progress: NEW_PROGRESS, problem: null });
    const progress = lessonFinished(lessonOpened(NEW_PROGRESS, 'a'), 'a');
    expect(writeLearnProgress(storage, progress)).toBe(true);
    expect(readLearnProgress(storage, IDS)).toEqual({ progress: { version: 1, done: ['a'], current: 'a' }, problem: null });
  });

  it('finishing a lesson twice keeps it once', () => {
    const once = lessonFinished(NEW_PROGRESS, 'b');
    expect(lessonFinished(once, 'b')).toBe(once);
  });

  it('forgets lessons the course no longer has', () => {
    const storage = memoryStorage({ [LEARN_KEY]: JSON.stringify({ version: 1, done: ['a', 'gone', 'a'], current: 'gone' }) });
    expect(readLearnProgress(storage, IDS).progress).toEqual({ version: 1, done: ['a'], current: null });
  });

  it.each([
    ['not JSON', '{', 'it is not readable text (JSON)'],
    ['not an object', '[1,2]', 'it is not a progress record'],
    ['another version', '{"version":2,"done":[]}', 'it has version 2, and this page reads version 1'],
    ['no version', '{"done":[]}', 'it has version none'],
    ['a damaged list', '{"version":1,"done":[3],"current":null}', 'its list of finished lessons is damaged'],
    ['a damaged current lesson', '{"version":1,"done":[],"current":5}', 'its current lesson is damaged'],
  ])('reports %s and starts afresh; reading writes nothing, so a second read says it again', (_, text, why) => {
    const storage = memoryStorage({ [LEARN_KEY]: text });
    const read = readLearnProgress(storage, IDS);
    expect(read.progress).toEqual(NEW_PROGRESS);
    expect(read.problem).toContain(why);
    expect(storage.getItem(LEARN_KEY)).toBe(text);
    expect(readLearnProgress(storage, IDS).problem).toBe(read.problem);
  });

  it('a storage the browser blocks is reported, never a crash', () => {
    const blocked: SyncStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(readLearnProgress(blocked, IDS).problem).toMatch(/does not let the page read its storage/);
    expect(writeLearnProgress(blocked, NEW_PROGRESS)).toBe(false);
  });

  it.each([
    ['nothing done: the first lesson', [], null, 'a'],
    ['the lesson last opened, not done', ['a'], 'c', 'c'],
    ['after a done lesson: the next one not done', ['a', 'b'], 'a', 'c'],
    ['wraps round to an earlier lesson', ['b', 'c'], 'c', 'a'],
    ['everything done: nothing', ['a', 'b', 'c'], 'c', null],
  ])('continue where you left off: %s', (_, done, current, expected) => {
    expect(lessonToContinue({ version: 1, done, current }, IDS)).toBe(expected);
  });
});
