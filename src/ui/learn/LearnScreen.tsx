// The course ("Learn to play" on the start screen): the list of lessons with what is done and where to
// continue, and each lesson played on the real table (LessonView). Progress is kept in the page's storage
// (learnProgress.ts, storedValue.ts).
import { useState } from 'react';
import { LESSONS, lessonById } from '../../learn/index.ts';
import { lessonFinished, lessonOpened, lessonToContinue, progressFormat } from '../../store/learnProgress.ts';
import { selectSettings, selectSetup } from '../../store/selectors.ts';
import { useEvents, useGame } from '../StoreContext.tsx';
import { RuleTags } from './CoachParts.tsx';
import { LessonView } from './LessonView.tsx';
import { useStoredValue } from './learnerStorage.tsx';
import { StoredProblem, WaysBack } from './ScreenParts.tsx';
import '../screens/screens.css';
import './learn.css';

const IDS = LESSONS.map((lesson) => lesson.id);

const PROGRESS = progressFormat(IDS);

function useProgress() {
  const { value: progress, problem, changed: update } = useStoredValue(PROGRESS);
  return { progress, problem, update };
}

// eslint-disable-next-line max-lines-per-function -- the lesson list, its progress and the running lesson in one screen; the list could be its own component
export function LearnScreen() {
  const events = useEvents();
  const settings = useGame(selectSettings);
  const setup = useGame(selectSetup);
  const { progress, problem, update } = useProgress();
  const [openId, setOpenId] = useState<string | null>(null);

  const open = (id: string) => {
    update((p) => lessonOpened(p, id));
    setOpenId(id);
  };
  const realGame = () => events.gameStarted({ names: setup.names, dealNumber: null, rules: { ...setup.rules, coach: true } });

  const lesson = openId === null ? undefined : lessonById(openId);
  if (lesson) {
    const next = LESSONS[LESSONS.indexOf(lesson) + 1] ?? null;
    return (
      <LessonView
        key={lesson.id}
        lesson={lesson}
        settings={settings}
        onDone={() => update((p) => lessonFinished(p, lesson.id))}
        next={next}
        onNext={() => next && open(next.id)}
        onList={() => setOpenId(null)}
        onRealGame={realGame}
      />
    );
  }

  const continueId = lessonToContinue(progress, IDS);
  const continueLesson = continueId === null ? null : lessonById(continueId)!;
  const doneCount = progress.done.length;
  return (
    <main className="screen learn">
      <h1 className="start__title" tabIndex={-1} data-screen-heading="">
        Learn to play
      </h1>
      <p className="start__lede">
        Ten short lessons on the real table, each with one thing to do. The last ones teach the knock: you watch North’s turn and catch the
        fault.
      </p>
      <StoredProblem problem={problem} />
      <div className="learn__card">
        <p className="learn__progress">
          <strong>
            {doneCount} of {LESSONS.length} lessons done
          </strong>
          <progress max={LESSONS.length} value={doneCount} aria-label="Lessons done" />
        </p>
        <div className="learn__go">
          {continueLesson ? (
            <button type="button" className="big" onClick={() => open(continueLesson.id)}>
              {doneCount === 0 && progress.current === null ? 'Start the course' : 'Continue where you left off'}: {continueLesson.title}
            </button>
          ) : (
            <>
              <p className="learn__all-done">You have finished the course.</p>
              <button type="button" className="big" onClick={realGame}>
                Play a first real game with the coach on
              </button>
            </>
          )}
        </div>
        <ol className="learn__list" aria-label="Lessons">
          {LESSONS.map((l, i) => {
            const done = progress.done.includes(l.id);
            return (
              <li key={l.id} className={`learn__item ${done ? 'learn__item--done' : ''}`}>
                <button type="button" className="learn__lesson" onClick={() => open(l.id)}>
                  <span className="learn__tick" aria-hidden="true">
                    {done ? '✓' : i + 1}
                  </span>
                  <span className="learn__name">
                    <span className="visually-hidden">Lesson {i + 1}: </span>
                    {l.title}
                    <span className="visually-hidden">{done ? ' (done)' : ' (not done yet)'}</span>
                  </span>
                  <RuleTags rules={l.rules} links={false} />
                </button>
              </li>
            );
          })}
        </ol>
      </div>
      <WaysBack across="drills" />
    </main>
  );
}
