// Plans the course and drill browser test with the engine itself: every lesson's scripted path and its
// wrong action as steps on the board as drawn (data-place ids), and, for a drill the page dealt, the
// answer: coursePlan(), spotPlan(seed, level) and watcherPlan(seed), imported by learn.spec.ts.
import { cardCode, gameAt, legalMoves, wouldBeFault, type Action, type CardMove, type PlayerIndex } from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { COURSE, LEARNER, makeSpotDrill, makeWatcherDrill, type PathStep } from '../../src/learn/index.ts';
import { placeOfFrom, placeOfTo } from '../../src/ui/places.ts';

export type Step =
  | { readonly do: 'move'; readonly card: string; readonly from: string; readonly to: string }
  | { readonly do: 'reveal'; readonly player?: PlayerIndex }
  | { readonly do: 'discard' | 'knock' | 'script' };

const moveStep = (move: CardMove, mover: PlayerIndex): Step => ({
  do: 'move',
  card: cardCode(move.card),
  from: placeOfFrom(move.from, mover),
  to: placeOfTo(move.to, mover),
});

function actionStep(action: Action, mover: PlayerIndex): Step {
  switch (action.type) {
    case 'move':
      return moveStep(action.move, mover);
    case 'reveal':
    case 'discard':
    case 'knock':
      return { do: action.type };
    default:
      throw new Error(`learn-plan: no step for ${action.type}`);
  }
}

/** One referee for the plan: the drill's positions are searched once. */
const referee = new LocalReferee();

const pathStep = (step: PathStep): Step => (step.by === 'script' ? { do: 'script' } : actionStep(step.action, LEARNER));

/** A shortest line of the spot drill the page dealt (seed, level), and a fault in it: the wrong answer given on purpose. */
export function spotPlan(seed: number, level: number) {
  const drill = makeSpotDrill(seed, level, referee);
  const mover = drill.position.toMove;
  // A legal move off every shortest way: the wrong answer the test gives on purpose.
  const game = gameAt(drill.position);
  const fault = legalMoves(drill.position).find((move) => wouldBeFault(game, { type: 'move', move }, referee));
  // When every legal move keeps to a shortest way, turning up a card (or discarding the one in play) is the fault.
  const other: Step = drill.position.players[mover].inPlay === null ? { do: 'reveal', player: mover } : { do: 'discard' };
  return {
    mover,
    distance: drill.distance,
    steps: drill.line.map((m) => moveStep(m, mover)),
    fault: fault ? moveStep(fault, mover) : other,
  };
}

/** The watcher drill the page dealt (seed): who watches, how many actions, and the fault's index if there is one. */
export function watcherPlan(seed: number) {
  const drill = makeWatcherDrill(seed, referee);
  return {
    watcher: drill.watcher,
    total: drill.actions.length,
    faultIndex: drill.fault?.index ?? null,
    missed: drill.fault?.missed ?? null,
  };
}

/** Every lesson of the course: its scripted path, and the wrong action tried first. */
export function coursePlan() {
  return COURSE.map(({ lesson, path }) => ({
    id: lesson.id,
    title: lesson.title,
    steps: path.steps.map(pathStep),
    wrong: { after: path.wrong.after, step: actionStep(path.wrong.action, LEARNER) },
  }));
}
