// One lesson being played: the teaching store's lesson run (src/store/teachers/lessonRun.ts), read by
// the lesson's screen.
import type { GameState } from '../../engine/index.ts';
import type { Lesson } from '../../learn/index.ts';
import type { GameStore, Settings } from '../../store/gameStoreShape.ts';
import { createLessonRun, scriptLeft } from '../../store/teachers/lessonRun.ts';
import type { Feedback } from '../../store/teachingStore.ts';
import { useLatest, useTeaching } from './useTeaching.ts';

export interface LessonRun {
  /** The practice table the lesson is played on. */
  readonly store: GameStore;
  /** The game on it now. */
  readonly game: GameState;
  readonly feedback: Feedback | null;
  readonly done: boolean;
  /** Whether North has a scripted action still to play (knock lessons). */
  readonly scriptLeft: boolean;
  /** North plays the next scripted action. */
  readonly playNext: () => void;
  /** The lesson from its start again. */
  readonly restart: () => void;
}

export function useLessonRun(lesson: Lesson, settings: Settings, onDone: () => void): LessonRun {
  const done = useLatest(onDone);
  const run = useTeaching(() => createLessonRun(lesson, settings, done));
  return {
    store: run.table,
    game: run.game,
    feedback: run.feedback,
    done: run.run.done,
    scriptLeft: scriptLeft(lesson, run),
    playNext: run.scriptPlayed,
    restart: run.restarted,
  };
}
