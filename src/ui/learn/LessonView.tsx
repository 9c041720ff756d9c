// One lesson on the real table: the instruction and the rules it teaches above the table, the teacher's
// word after each action (the engine's sentence and the lesson's hint after a wrong one), North's
// scripted turn step by step in the knock lessons, and what was learned at the end.
import { useEffect, useRef, useState } from 'react';
import { LEARNER, LESSONS, type Lesson } from '../../learn/index.ts';
import type { Settings } from '../../store/gameStoreShape.ts';
import { RuleText } from '../rules/RuleText.tsx';
import { FeedbackBox, RuleTags } from './CoachParts.tsx';
import { PracticeTable } from './PracticeTable.tsx';
import { useLessonRun } from './useLessonRun.ts';
import { moveCardWords, usePointerWords, type PointerWords } from '../pointer.ts';

/**
 * How long North waits before its first scripted action once the learner pressed "Play on its own", and
 * between actions. North never starts by itself: the learner reads the lesson first, and starts it.
 */
export const AUTO_LEAD_IN_MS = 600;
export const AUTO_PACE_MS = 1800;
/** How long North waits after telling the learner something about their own try. */
export const AUTO_READ_MS = 5000;

/** What the panel says before the learner acts: how to move a card, or how to watch North; a finger taps, a mouse clicks (and a keyboard has K). */
export function idleWords(lesson: Lesson, north: string, pointer: PointerWords): string {
  if (!lesson.watch) return `Your move: ${moveCardWords(pointer)}.`;
  const knock = pointer.touch ? 'the red Knock button' : 'the red Knock button (or K)';
  return `${north} waits until you are ready: ${pointer.click} Play on its own (or ${north}’s next action), watch each action, and knock with ${knock}.`;
}

/**
 * The way on takes the focus when the lesson is done, without scrolling the panel to it: autoFocus
 * scrolled a phone's panel down to the button and cut off the lesson's heading above.
 */
const focusInPlace = (button: HTMLButtonElement | null) => button?.focus({ preventScroll: true });

interface LessonViewProps {
  readonly lesson: Lesson;
  readonly settings: Settings;
  /** The lesson's goal was reached. */
  readonly onDone: () => void;
  /** The next lesson, or null after the last. */
  readonly next: Lesson | null;
  readonly onNext: () => void;
  readonly onList: () => void;
  /** After the last lesson: a real game with the coach on. */
  readonly onRealGame: () => void;
}

export function LessonView({ lesson, settings, onDone, next, onNext, onList, onRealGame }: LessonViewProps) {
  const run = useLessonRun(lesson, settings, onDone);
  const number = LESSONS.indexOf(lesson) + 1;
  const [auto, setAuto] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { scriptLeft, playNext, feedback } = run;
  const game = run.game;
  const north = game.names[1 - LEARNER];

  useEffect(() => heading.current?.focus(), []);
  // North plays on its own at a readable pace once the learner asks it to, until they pause.
  useEffect(() => {
    if (!auto || !scriptLeft) return;
    // A word to the learner about their own try is given time to be read.
    const wait = feedback === null ? AUTO_LEAD_IN_MS : feedback.tone === 'wrong' ? AUTO_READ_MS : AUTO_PACE_MS;
    const timer = setTimeout(playNext, wait);
    return () => clearTimeout(timer);
  }, [auto, scriptLeft, playNext, feedback]);

  const cost =
    run.done && lesson.watch?.knock === 'false'
      ? `What it cost: your false knocks went from ${lesson.scores?.falseKnocks[LEARNER] ?? 0} to ${game.falseKnocks[LEARNER]}; each one counts against you for the moral victory (R8.3).`
      : null;
  const idle = idleWords(lesson, north!, usePointerWords());

  const panel = (
    <div className="coach">
      <div className="coach__task">
        <p className="coach__meta">
          Lesson {number} of {LESSONS.length} <RuleTags rules={lesson.rules} />
        </p>
        <h2 className="coach__title" ref={heading} tabIndex={-1}>
          {lesson.title}
        </h2>
        <p className="coach__instruction">{lesson.instruction}</p>
      </div>
      <div className="coach__side">
        <FeedbackBox feedback={feedback} idle={idle} hint={lesson.hint} />
        {cost && (
          <p className="coach__cost">
            <RuleText text={cost} />
          </p>
        )}
        <div className="coach__buttons">
          {run.done &&
            (next ? (
              <button type="button" className="small small--accent" onClick={onNext} ref={focusInPlace}>
                Next lesson: {next.title} <span aria-hidden="true">▶</span>
              </button>
            ) : (
              <button type="button" className="small small--accent" onClick={onRealGame} ref={focusInPlace}>
                Play a first real game with the coach on
              </button>
            ))}
          {lesson.watch && !run.done && (
            <>
              <button type="button" className="small small--accent" disabled={!scriptLeft} onClick={playNext}>
                {north}’s next action <span aria-hidden="true">▶</span>
              </button>
              <button type="button" className="small" aria-pressed={auto} disabled={!scriptLeft} onClick={() => setAuto(!auto)}>
                {auto ? 'Pause' : 'Play on its own'}
              </button>
            </>
          )}
          <button type="button" className="small" onClick={run.restart}>
            Start over
          </button>
          <button type="button" className="small" onClick={onList}>
            All lessons
          </button>
        </div>
      </div>
    </div>
  );
  return <PracticeTable store={run.store} panel={panel} panelLabel={`Lesson ${number}: ${lesson.title}`} seat={LEARNER} />;
}
