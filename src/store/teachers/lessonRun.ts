// One lesson of the course on a practice table (the teaching store): every action the table accepts is
// judged by src/learn's lessonStep; a wrong one is taken back, so the position stays as it was. In the
// knock lessons North's scripted turn is played one action at a time (playScripted).
import { LEARNER, lessonStep, nextScripted, playScripted, startLesson, type Lesson } from '../../learn/index.ts';
import type { Settings } from '../gameStoreShape.ts';
import { createTeachingStore, type TeachingApi, type TeachingStore } from '../teachingStore.ts';

export interface LessonRunState {
  /** The lesson's goal was reached. */
  readonly done: boolean;
}

export interface LessonRunEvents {
  /** North plays the next scripted action. */
  scriptPlayed(): void;
}

export type LessonRunStore = TeachingStore<LessonRunState, LessonRunEvents>;

/** A lesson being played; `onDone` hears that its goal was reached. */
export function createLessonRun(lesson: Lesson, settings: Settings, onDone: () => void): LessonRunStore {
  return createTeachingStore<LessonRunState, LessonRunEvents>(
    {
      start: () => startLesson(lesson),
      initialRun: () => ({ done: false }),
      onAction(teaching, before, action) {
        if (teaching.run.done) return;
        const result = lessonStep(lesson, before, action);
        if (result.outcome === 'wrong') teaching.gamePut(before);
        // After a valid knock the missed line is open on the table: its notice stays under it.
        else if (teaching.table.getState().missedLine === null) teaching.noticeCleared();
        teaching.said(result.outcome, result.message);
        if (result.outcome === 'done') {
          teaching.runChanged({ done: true });
          onDone();
        }
      },
      onRefused(teaching, sentence) {
        // The engine's sentence, then the lesson's hint.
        if (!teaching.run.done) teaching.said('wrong', `${sentence} ${lesson.hint}`);
      },
    },
    settings,
    (get) => ({
      scriptPlayed() {
        const { said, gamePut, game } = get();
        const result = playScripted(lesson, game);
        if (result.outcome !== 'continue') return said(result.outcome === 'wrong' ? 'prompt' : result.outcome, result.message);
        gamePut(result.state);
        // When the script is played out, say at once what the learner may still do (R7.1).
        const over = nextScripted(lesson, result.state) === null ? playScripted(lesson, result.state) : null;
        if (over?.outcome === 'wrong') said('prompt', `${result.message}. ${over.message}`);
        else said('script', result.message);
      },
    }),
  );
}

/** Whether North has a scripted action still to play (knock lessons). */
export const scriptLeft = (lesson: Lesson, teaching: TeachingApi<LessonRunState>): boolean =>
  !teaching.run.done &&
  lesson.watch !== undefined &&
  teaching.game.position.toMove !== LEARNER &&
  nextScripted(lesson, teaching.game) !== null;
