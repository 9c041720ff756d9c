// Playing a lesson (lessons.ts): the game at the lesson's position, one learner action at a time
// through the engine's referee, and — in the knock lessons — North's scripted turn replayed one
// action at a time. A wrong action changes nothing and gets the engine's sentence and the hint.
import {
  applyAction,
  faultWarning,
  gameAt,
  knockRadar,
  missedWords,
  parsePosition,
  type Action,
  type GameState,
  type Position,
  type Referee,
} from '../engine/index.ts';
import { LocalReferee } from '../engine/search/index.ts';
import { LEARNER, OPPONENT, type Lesson } from './lessons.ts';

/** How an action went: the lesson goes on, is finished, or the action was refused (state unchanged). */
export type LessonOutcome = 'continue' | 'done' | 'wrong';

export interface LessonStepResult {
  /** The state after the action; the state given when the outcome is 'wrong'. */
  readonly state: GameState;
  readonly outcome: LessonOutcome;
  /** What to tell the learner: what happened, why it was wrong, or what was learned. */
  readonly message: string;
}

/** The lesson's position. Each lesson's JSON is checked by a test, so a bad one is a broken invariant. */
export function lessonPosition(lesson: Lesson): Position {
  const parsed = parsePosition(lesson.position);
  if (!parsed.ok) throw new Error(`lesson ${lesson.id}: ${parsed.error}`);
  return parsed.value;
}

/**
 * A game at the lesson's position, with the lesson's scores already on the board. Find it yourself
 * (docs/rules.md H1) is on in lessons: after the knock lesson's knock the learner tries the missed play first.
 */
export function startLesson(lesson: Lesson): GameState {
  return gameAt(lessonPosition(lesson), { ...lesson.scores, rules: { findYourself: true } });
}

const PLAY_TYPES: readonly Action['type'][] = ['move', 'reveal', 'discard', 'pass'];
const lastLog = (state: GameState): string => state.log[state.log.length - 1]?.text ?? '';
const done = (lesson: Lesson, state: GameState, before = ''): LessonStepResult => ({
  state,
  outcome: 'done',
  message: before === '' ? lesson.learned : `${before} ${lesson.learned}`,
});
const wrong = (lesson: Lesson, state: GameState, why: string): LessonStepResult => ({
  state,
  outcome: 'wrong',
  message: `${why} ${lesson.hint}`,
});

/** R7.2: whether a knock by the learner now would be valid (the knock lessons' "right moment"). */
export const knockIsRight = (state: GameState, referee: Referee = new LocalReferee()): boolean =>
  knockRadar(state, referee)?.watcher === LEARNER;

/** The learner's action in a lesson. */
export function lessonStep(lesson: Lesson, state: GameState, action: Action, referee: Referee = new LocalReferee()): LessonStepResult {
  if (lesson.goal(state)) return done(lesson, state);
  if (lesson.watch) return watchStep(lesson, state, action, referee);
  if (!PLAY_TYPES.includes(action.type)) return wrong(lesson, state, 'In this lesson you play the cards.');
  const result = applyAction(state, action, referee);
  if (!result.ok) return wrong(lesson, state, result.error.message);
  const fault = faultWarning(state, action, referee);
  if (fault) return wrong(lesson, state, `That would be a fault (R6.4): ${fault.reach}.`);
  const next = result.value;
  if (lesson.goal(next)) return done(lesson, next);
  if (next.result !== null || next.position.toMove !== LEARNER)
    return wrong(lesson, state, 'That would end your turn before the lesson is done (R4.6).');
  return { state: next, outcome: 'continue', message: lastLog(next) };
}

/** A knock lesson: the learner's only part is the knock (R7.1). */
function watchStep(lesson: Lesson, state: GameState, action: Action, referee: Referee): LessonStepResult {
  const north = state.names[OPPONENT];
  if (action.type !== 'knock' || action.by !== LEARNER)
    return wrong(lesson, state, `Your part in this lesson is to watch ${north}'s turn and knock.`);
  if (lesson.watch?.knock === 'valid' && !knockIsRight(state, referee)) {
    return wrong(lesson, state, `${north} has made no fault yet: a knock now would be a false knock (R7.3). Keep watching.`);
  }
  const result = applyAction(state, action, referee);
  if (!result.ok) return wrong(lesson, state, result.error.message);
  const next = result.value;
  const knock = next.lastKnock;
  const said = knock?.valid ? `Right: ${missedWords(knock.fault, next.names)}.` : `${lastLog(next)}.`;
  return lesson.goal(next) ? done(lesson, next, said) : { state: next, outcome: 'continue', message: said };
}

/** North's next scripted action in a knock lesson, or null when the script is played out (or there is none). */
export function nextScripted(lesson: Lesson, state: GameState): Action | null {
  if (!lesson.watch || state.position.toMove !== OPPONENT) return null;
  const played = state.log.filter((entry) => entry.player === OPPONENT).length;
  return lesson.watch.actions[played] ?? null;
}

/**
 * North plays the next scripted action. When the script is played out and the learner has not
 * knocked yet, the outcome is 'wrong' with what to do now (R7.1: the knock is still open).
 */
export function playScripted(lesson: Lesson, state: GameState, referee: Referee = new LocalReferee()): LessonStepResult {
  if (lesson.goal(state)) return done(lesson, state);
  const action = nextScripted(lesson, state);
  const north = state.names[OPPONENT];
  if (action === null) {
    const why =
      lesson.watch?.knock === 'false'
        ? `${north}'s turn is over. Knock now, before your first action (R7.1), to see what a false knock does.`
        : `${north}'s turn is over and you did not knock. Did you see the fault? You may still knock now, before your first action (R7.1).`;
    return wrong(lesson, state, why);
  }
  const result = applyAction(state, action, referee);
  if (!result.ok) throw new Error(`lesson ${lesson.id}: scripted ${action.type} refused: ${result.error.message}`);
  return { state: result.value, outcome: 'continue', message: lastLog(result.value) };
}
