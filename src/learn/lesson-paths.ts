// A scripted way through every lesson, and one wrong action in each: the unit tests walk them, and
// the browser test replays them on the real table.
import type { Action, GameState } from '../engine/index.ts';
import { LESSONS, LEARNER, move, type Lesson } from './lessons.ts';
import { lessonStep, playScripted, startLesson, type LessonStepResult } from './lesson-play.ts';

/** One step of a path: an action by the learner, or North's next scripted action (knock lessons). */
export type PathStep = { readonly by: 'learner'; readonly action: Action } | { readonly by: 'script' };

export interface LessonPath {
  /** Steps that finish the lesson; the last one gives the outcome 'done'. */
  readonly steps: readonly PathStep[];
  /** A wrong action, tried after the first `after` steps: it gets a message and changes nothing. */
  readonly wrong: { readonly after: number; readonly action: Action };
}

const learner = (action: Action): PathStep => ({ by: 'learner', action });
const mv = (card: string, from: string, to: string): PathStep => learner(move(card, from, to));
const SCRIPT: PathStep = { by: 'script' };
const KNOCK: Action = { type: 'knock', by: LEARNER };

export const LESSON_PATHS: Readonly<Record<string, LessonPath>> = {
  foundations: {
    steps: [mv('AH', 'tableau:0', 'foundation:0'), mv('2H', 'tableau:1', 'foundation:0')],
    wrong: { after: 0, action: move('2H', 'tableau:1', 'foundation:0') },
  },
  tableau: {
    steps: [mv('6H', 'tableau:1', 'tableau:0'), mv('5S', 'tableau:2', 'tableau:0')],
    wrong: { after: 0, action: move('6H', 'tableau:1', 'tableau:5') },
  },
  'empty-piles': {
    steps: [mv('KC', 'tableau:0', 'tableau:7'), mv('QH', 'tableau:1', 'tableau:7')],
    wrong: { after: 0, action: move('KC', 'tableau:0', 'tableau:1') },
  },
  'your-cards': {
    steps: [mv('8H', 'claw', 'tableau:0'), learner({ type: 'reveal' }), learner({ type: 'discard' })],
    wrong: { after: 0, action: { type: 'discard' } },
  },
  loading: {
    steps: [mv('9C', 'claw', 'opponentClaw'), mv('4D', 'tableau:0', 'opponentDiscard')],
    wrong: { after: 0, action: move('9C', 'claw', 'opponentDiscard') },
  },
  'foundations-first': { steps: [mv('5S', 'discard', 'foundation:0')], wrong: { after: 0, action: move('7H', 'claw', 'tableau:0') } },
  'fewest-moves': {
    steps: [mv('QC', 'tableau:4', 'tableau:3'), mv('9C', 'tableau:0', 'tableau:4'), mv('5H', 'tableau:0', 'foundation:0')],
    wrong: { after: 1, action: { type: 'discard' } },
  },
  knock: { steps: [SCRIPT, SCRIPT, SCRIPT, learner(KNOCK)], wrong: { after: 1, action: KNOCK } },
  'false-knock': { steps: [SCRIPT, learner(KNOCK)], wrong: { after: 0, action: { type: 'reveal' } } },
  'moral-victory': { steps: [mv('5H', 'claw', 'foundation:0')], wrong: { after: 0, action: move('5H', 'claw', 'tableau:4') } },
};

/** One step of a path against the state it meets. */
export function takeStep(lesson: Lesson, state: GameState, step: PathStep): LessonStepResult {
  return step.by === 'script' ? playScripted(lesson, state) : lessonStep(lesson, state, step.action);
}

/** Every result along a path from the lesson's start. */
export function walkPath(lesson: Lesson, steps: readonly PathStep[]): LessonStepResult[] {
  const results: LessonStepResult[] = [];
  let state = startLesson(lesson);
  for (const step of steps) {
    const result = takeStep(lesson, state, step);
    results.push(result);
    state = result.state;
  }
  return results;
}

/** The lessons in course order with their paths (every lesson has one: a test says so). */
export const COURSE = LESSONS.map((lesson) => ({ lesson, path: LESSON_PATHS[lesson.id]! }));
