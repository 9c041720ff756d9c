// One lesson being played on a practice table: the learner acts on the real table, and every action the
// table accepts is judged by the engine's lessonStep; a wrong one is taken back, so the position stays
// as it was. In the knock lessons North's scripted turn is played one action at a time (playScripted).
import { useCallback, useState } from 'react';
import type { GameState } from '../../engine/game.ts';
import { LEARNER, lessonStep, nextScripted, playScripted, startLesson, type Lesson } from '../../learn/index.ts';
import type { GameStore, Settings } from '../../store/gameStore.ts';
import { practiceNoticeCleared } from '../../store/learnPractice.ts';
import { usePractice, type Feedback } from './usePractice.ts';

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
  const [done, setDone] = useState(false);
  const start = useCallback(() => startLesson(lesson), [lesson]);
  const practice = usePractice(start, settings, {
    onAction(before, action) {
      if (done) return;
      const result = lessonStep(lesson, before, action);
      if (result.outcome === 'wrong') practice.setGame(before);
      // After a valid knock the missed line is open on the table: its notice stays under it.
      else if (practice.store.getState().lesson === null) practiceNoticeCleared(practice.store);
      practice.say(result.outcome, result.message);
      if (result.outcome === 'done') {
        setDone(true);
        onDone();
      }
    },
    onRefused(sentence) {
      // The engine's sentence, then the lesson's hint.
      if (!done) practice.say('wrong', `${sentence} ${lesson.hint}`);
    },
  });
  const { store, game, say, setGame } = practice;

  const playNext = useCallback(() => {
    const result = playScripted(lesson, store.getState().game!);
    if (result.outcome !== 'continue') return say(result.outcome === 'wrong' ? 'prompt' : result.outcome, result.message);
    setGame(result.state);
    // When the script is played out, say at once what the learner may still do (R7.1).
    const over = nextScripted(lesson, result.state) === null ? playScripted(lesson, result.state) : null;
    if (over?.outcome === 'wrong') say('prompt', `${result.message}. ${over.message}`);
    else say('script', result.message);
  }, [store, lesson, say, setGame]);

  const { restart: restartTable } = practice;
  const restart = useCallback(() => {
    restartTable();
    setDone(false);
  }, [restartTable]);

  const scriptLeft = !done && lesson.watch !== undefined && game.position.toMove !== LEARNER && nextScripted(lesson, game) !== null;
  return { store, game, feedback: practice.feedback, done, scriptLeft, playNext, restart };
}
