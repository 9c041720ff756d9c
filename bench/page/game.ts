// The seeded game `npm run bench:page` plays through the page: the engine's own sensible player
// (selfplay.ts chooseAction) on a fixed deal, written as what a hand does on the board — a pointer drag
// between two `data-place`s, or the R, D, P and K keys. Once the game is under way one discard is made
// with a foundation play on offer (a fault, R6.3) and the watcher knocks it with K, so that the knock is
// timed on a valid knock and its lesson.
import {
  applyAction,
  availableActions,
  chooseAction,
  distanceNow,
  newGame,
  other,
  type Action,
  type GameState,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { placeOfFrom, placeOfTo } from '../../src/ui/places.ts';

export type GameStep =
  | { readonly do: 'drag'; readonly from: string; readonly to: string; readonly actions: number }
  | { readonly do: 'key'; readonly key: 'r' | 'd' | 'p'; readonly actions: number }
  | { readonly do: 'knock'; readonly valid: boolean; readonly actions: number };

export interface GamePlan {
  readonly dealNumber: number;
  readonly names: readonly [string, string];
  readonly steps: readonly GameStep[];
  readonly drags: number;
  /** How the game ended: a win, or cut at `maxActions`. */
  readonly ended: string;
  /** Whether the game is over at its last step (the page then shows its end screen). */
  readonly over: boolean;
}

/** The knock comes at the first fault chance after this many actions: the table is well under way by then. */
const KNOCK_AFTER = 30;

function must(state: GameState, action: Action, referee: LocalReferee): GameState {
  const next = applyAction(state, action, referee);
  if (!next.ok) throw new Error(`bench plan: ${JSON.stringify(action)} refused: ${next.error.message}`);
  return next.value;
}

/** The step a hand makes for one action of the engine; `actions` is the record's length after it. */
function stepOf(state: GameState, action: Action, actions: number): GameStep {
  const mover = state.position.toMove;
  switch (action.type) {
    case 'move':
      return { do: 'drag', from: placeOfFrom(action.move.from, mover), to: placeOfTo(action.move.to, mover), actions };
    case 'reveal':
      return { do: 'key', key: 'r', actions };
    case 'discard':
      return { do: 'key', key: 'd', actions };
    case 'pass':
      return { do: 'key', key: 'p', actions };
    default:
      throw new Error(`bench plan: unexpected ${action.type}`);
  }
}

/** The whole game on `dealNumber`, to its end or `maxActions` actions. */
export function gamePlan(dealNumber: number, maxActions = 400): GamePlan {
  const referee = new LocalReferee();
  const names = ['Ada', 'Ben'] as const;
  let state = newGame({ dealNumber, names });
  const steps: GameStep[] = [];
  let knocked = false;
  const push = (action: Action, step: (before: GameState, count: number) => GameStep) => {
    const before = state;
    state = must(state, action, referee);
    steps.push(step(before, state.actions.length));
  };
  while (state.result === null && state.actions.length < maxActions) {
    const mover = state.position.toMove;
    const faultChance =
      !knocked &&
      state.actions.length >= KNOCK_AFTER &&
      state.position.players[mover].inPlay !== null &&
      distanceNow(state, referee) !== null;
    if (faultChance) {
      push({ type: 'discard' }, (before, count) => stepOf(before, { type: 'discard' }, count));
      const by = availableActions(state).knockBy ?? other(mover);
      push({ type: 'knock', by }, (_before, count) => ({ do: 'knock', valid: state.lastKnock?.valid === true, actions: count }));
      knocked = true;
      continue;
    }
    const action = chooseAction(state, referee, undefined, { knockRate: 0 });
    if (action.type === 'knock') throw new Error('bench plan: the player knocked with knockRate 0');
    push(action, (before, count) => stepOf(before, action, count));
  }
  const result = state.result;
  const ended = result === null ? `cut at ${maxActions} actions` : result.kind === 'win' ? `won by ${names[result.winner]}` : result.kind;
  return { dealNumber, names, steps, drags: steps.filter((s) => s.do === 'drag').length, ended, over: result !== null };
}
