// Plans review-extras.spec.ts with the engine itself: the knock lesson's path and the tries to make on
// the table after its knock (the missed line's first move, and a move off every shortest way), and a
// deal whose first turn holds a fault nobody knocks, so that the finished game puts a drill in "From your games".
import {
  cardCode,
  legalMoves,
  makeRecord,
  newGame,
  applyAction,
  type Action,
  type CardMove,
  type GameState,
  type PlayerIndex,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { checkSpotAnswer, COURSE, LESSONS, ownDrillsOf, walkPath } from '../../src/learn/index.ts';
import { placeOfFrom, placeOfTo } from '../../src/ui/places.ts';

const referee = new LocalReferee();

/** A card move as the board draws it. */
export interface MoveStep {
  readonly card: string;
  readonly from: string;
  readonly to: string;
}

const moveStep = (move: CardMove, mover: PlayerIndex): MoveStep => ({
  card: cardCode(move.card),
  from: placeOfFrom(move.from, mover),
  to: placeOfTo(move.to, mover),
});

/** The knock lesson: its number and title, its path (North's scripted actions, then the knock), and the two tries. */
export function knockLessonPlan() {
  const n = LESSONS.findIndex((l) => l.id === 'knock');
  const { lesson, path } = COURSE[n]!;
  const results = walkPath(lesson, path.steps);
  const knock = results[results.length - 1]!.state.lastKnock;
  if (!knock?.valid) throw new Error('the knock lesson’s path does not end in a valid knock');
  const { fault } = knock;
  const wrong = legalMoves(fault.position).find((m) => checkSpotAnswer(fault.position, [m], referee).status === 'wrong');
  if (!wrong) throw new Error('the knock lesson’s fault has no move off the shortest way');
  return {
    number: n + 1,
    title: lesson.title,
    steps: path.steps.map((s) => (s.by === 'script' ? 'script' : s.action.type)),
    offender: fault.player,
    right: moveStep(fault.missedLine[0]!, fault.player),
    wrong: moveStep(wrong, fault.player),
  };
}

const NAMES: readonly [string, string] = ['South', 'North'];

function played(state: GameState, actions: readonly Action[]): GameState {
  for (const action of actions) {
    const next = applyAction(state, action, referee);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

/**
 * A deal whose first mover has a foundation play in reach, so that turning up a card and discarding is a
 * fault; the other player turns up a card without knocking, and resigns: the finished game gives drills.
 */
export function missedFaultDeal() {
  for (let dealNumber = 1; dealNumber < 400; dealNumber++) {
    const game = newGame({ dealNumber, names: NAMES });
    const mover = game.position.toMove;
    const ended = played(game, [{ type: 'reveal' }, { type: 'discard' }, { type: 'reveal' }, { type: 'resign', by: mover === 0 ? 1 : 0 }]);
    const own = ownDrillsOf('plan', JSON.parse(JSON.stringify(makeRecord(ended))), referee);
    if (own.ok && own.value.some((d) => d.turn === 1 && d.kind === 'fault')) return { dealNumber, mover, drills: own.value };
  }
  throw new Error('no deal with a missed first-turn fault');
}
