// The course's progress in localStorage (kept locally, so a learner continues where they stopped), apart
// from the game's save. Versioned; a stored value that cannot be read is reported to the learner and
// replaced, never a crash.
import { isObject, quote } from '../engine/index.ts';
import { readStoredJson, writeStoredJson } from './learnStorage.ts';
import type { SyncStorage } from './persistence.ts';
import type { StoredFormat } from './storedValue.ts';

/** The localStorage key of the course's progress. */
export const LEARN_KEY = 'brigadier-learn';
/** The version of the stored shape. */
export const LEARN_VERSION = 1;

export interface LearnProgress {
  readonly version: typeof LEARN_VERSION;
  /** Ids of the lessons finished, in the order they were first finished. */
  readonly done: readonly string[];
  /** The lesson last opened, where "continue" takes the learner; null before the first. */
  readonly current: string | null;
}

/** Progress as read back: the value to use, and what to tell the learner when the stored one was unreadable. */
export interface ReadProgress {
  readonly progress: LearnProgress;
  readonly problem: string | null;
}

export const NEW_PROGRESS: LearnProgress = { version: LEARN_VERSION, done: [], current: null };

/** Why a stored value is no progress of this version, or null when it is one. */
function problemOf(json: unknown): string | null {
  if (!isObject(json)) return 'it is not a progress record';
  if (json.version !== LEARN_VERSION)
    return `it has version ${json.version === undefined ? 'none' : quote(json.version)}, and this page reads version ${LEARN_VERSION}`;
  if (!Array.isArray(json.done) || !json.done.every((id) => typeof id === 'string')) return 'its list of finished lessons is damaged';
  if (json.current !== null && typeof json.current !== 'string') return 'its current lesson is damaged';
  return null;
}

/**
 * The progress kept in `storage`, keeping only lessons the course still has (`lessonIds`). Reading
 * writes nothing: the screen replaces unreadable progress once it has said so (so a second read, as
 * React's strict mode does, still sees the problem).
 */
export function readLearnProgress(storage: SyncStorage, lessonIds: readonly string[]): ReadProgress {
  const stored = readStoredJson(storage, LEARN_KEY);
  if (stored.kind === 'missing') return { progress: NEW_PROGRESS, problem: null };
  if (stored.kind === 'blocked')
    return { progress: NEW_PROGRESS, problem: 'This browser does not let the page read its storage, so progress will not be remembered.' };
  const why = stored.kind === 'unreadable' ? 'it is not readable text (JSON)' : problemOf(stored.json);
  if (stored.kind !== 'json' || why !== null) {
    return { progress: NEW_PROGRESS, problem: `Your course progress could not be read (${why}), so the course starts afresh.` };
  }
  const { done, current } = stored.json as { done: string[]; current: string | null };
  const known = new Set(lessonIds);
  return {
    progress: {
      version: LEARN_VERSION,
      done: [...new Set(done.filter((id) => known.has(id)))],
      current: current !== null && known.has(current) ? current : null,
    },
    problem: null,
  };
}

/** Keeps the progress; false when the browser refused (full or private storage). */
export const writeLearnProgress = (storage: SyncStorage, progress: LearnProgress): boolean => writeStoredJson(storage, LEARN_KEY, progress);

/** The course's progress as the learner's stored values keep it (storedValue.ts). */
export const progressFormat = (lessonIds: readonly string[]): StoredFormat<LearnProgress> => ({
  key: LEARN_KEY,
  read(storage) {
    const { progress, problem } = readLearnProgress(storage, lessonIds);
    return { value: progress, problem };
  },
  write: writeLearnProgress,
});

/** The progress with a lesson opened. */
export const lessonOpened = (progress: LearnProgress, id: string): LearnProgress => ({ ...progress, current: id });

/** The progress with a lesson finished. */
export const lessonFinished = (progress: LearnProgress, id: string): LearnProgress =>
  progress.done.includes(id) ? progress : { ...progress, done: [...progress.done, id] };

/**
 * Where "continue where you left off" goes: the lesson last opened if it is not finished, otherwise
 * the first unfinished lesson after it (then from the start); null when every lesson is done.
 */
export function lessonToContinue(progress: LearnProgress, lessonIds: readonly string[]): string | null {
  const open = lessonIds.filter((id) => !progress.done.includes(id));
  if (open.length === 0) return null;
  if (progress.current !== null && open.includes(progress.current)) return progress.current;
  const from = progress.current === null ? -1 : lessonIds.indexOf(progress.current);
  return open.find((id) => lessonIds.indexOf(id) > from) ?? open[0]!;
}
