// Plans the whole-game layout test (layout.spec.ts) with the engine itself: a hot-seat game with the
// take-back house rule, played to its win, that holds everything a player meets in a game — a false
// knock, a take-back, a fault by South knocked by North and one by North knocked by South (each with
// its missed line), card moves, reveals, discards — on the deal among a few short self-play games that
// gives the fewest actions, so that the game can be played through the page at every size: the deal, the
// names, the rules and the steps. layout.spec.ts and keyboard-game-plan.ts import `layoutPlan`.
import {
  availableActions,
  cardCode,
  chooseAction,
  currentFault,
  distanceNow,
  mulberry32,
  newGame,
  other,
  seedFrom,
  type Action,
  type GameState,
  type PlayerIndex,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { mustApply } from './must-apply.ts';
import { placeOfFrom, placeOfTo } from '../../src/ui/places.ts';

const NAMES: readonly [string, string] = ['Ada', 'Ben'];
const RULES = { takeBack: true };
/** Deals whose self-play games (seed 1, no knocks) are among the shortest of deals 1–400: 168–206 actions. */
const CANDIDATES = [89, 271, 179, 218, 38, 253];
const referee = new LocalReferee();

export type Step =
  | { do: 'move'; mover: PlayerIndex; card: string; from: string; to: string; actions: number; what: string }
  | { do: 'reveal' | 'discard' | 'pass' | 'takeBack'; mover: PlayerIndex; actions: number; what: string }
  | { do: 'knock'; by: PlayerIndex; valid: boolean; lineLength: number; actions: number; what: string };

const must = mustApply('layout plan', referee);

function stepOf(state: GameState, action: Action, after: GameState, what?: string): Step {
  const mover = state.position.toMove;
  const actions = after.actions.length;
  switch (action.type) {
    case 'move':
      return {
        do: 'move',
        mover,
        card: cardCode(action.move.card),
        from: placeOfFrom(action.move.from, mover),
        to: placeOfTo(action.move.to, mover),
        actions,
        what: what ?? 'a card move',
      };
    case 'knock': {
      const outcome = after.lastKnock;
      return {
        do: 'knock',
        by: action.by,
        valid: outcome?.valid === true,
        lineLength: outcome?.valid ? outcome.fault.missedLine.length : 0,
        actions,
        what: what ?? 'a knock',
      };
    }
    case 'reveal':
    case 'discard':
    case 'pass':
    case 'takeBack':
      return { do: action.type, mover, actions, what: what ?? action.type };
    default:
      throw new Error(`layout plan: unexpected ${action.type}`);
  }
}

/** The game on one deal with every injection, or null when it does not end in a win within 400 actions. */
function game(dealNumber: number): { dealNumber: number; steps: Step[] } | null {
  let state = newGame({ dealNumber, names: NAMES, rules: RULES });
  const random = mulberry32(seedFrom([dealNumber >>> 0, 1]));
  const steps: Step[] = [];
  const done = new Set<string>();
  const play = (action: Action, what?: string) => {
    const after = must(state, action);
    steps.push(stepOf(state, action, after, what));
    state = after;
  };
  while (state.result === null) {
    if (steps.length > 400) return null;
    const mover = state.position.toMove;
    const me = state.position.players[mover];
    const available = availableActions(state);
    // A false knock by the watcher, once the game is under way.
    if (
      !done.has('false') &&
      steps.length > 6 &&
      state.actionsThisTurn > 0 &&
      available.knockBy === other(mover) &&
      currentFault(state, referee) === null
    ) {
      play({ type: 'knock', by: other(mover) }, `a false knock by ${NAMES[other(mover)]}`);
      done.add('false');
      continue;
    }
    // A fault with a line of two moves or more, by each player once, knocked at once by the other.
    const faultKey = `fault${mover}`;
    if (!done.has(faultKey) && steps.length > 10 && (me.inPlay !== null || available.reveal)) {
      const distance = distanceNow(state, referee);
      if (distance !== null && distance >= 1) {
        play(
          me.inPlay !== null ? { type: 'discard' } : { type: 'reveal' },
          `a deliberate fault by ${NAMES[mover]} (foundation play ${distance + 1} moves away)`,
        );
        const knocker = availableActions(state).knockBy;
        if (knocker !== other(mover)) return null;
        play({ type: 'knock', by: knocker }, `${NAMES[knocker]} knocks ${NAMES[mover]}'s fault`);
        const last = steps[steps.length - 1]!;
        if (last.do !== 'knock' || !last.valid) return null;
        done.add(faultKey);
        continue;
      }
    }
    const action = chooseAction(state, referee, random, { knockRate: 0 });
    if (action.type === 'knock') return null;
    play(action);
    // A take-back of the first card move that can be taken back; the move is then made again.
    if (!done.has('takeBack') && action.type === 'move' && steps.length > 3 && availableActions(state).takeBack) {
      play({ type: 'takeBack' }, `${NAMES[mover]} takes back the move`);
      play(action, 'the move taken back, made again');
      done.add('takeBack');
    }
  }
  if (state.result.kind !== 'win' || done.size !== 4) return null;
  return { dealNumber, steps };
}

export interface LayoutPlan {
  names: readonly [string, string];
  rules: typeof RULES;
  dealNumber: number;
  steps: Step[];
}

/** The game of the fewest actions among the candidate deals' games with every injection. */
export function layoutPlan(): LayoutPlan {
  const games = CANDIDATES.map(game).filter((g) => g !== null);
  if (games.length === 0) throw new Error('layout plan: no candidate deal gave a whole game with every injection');
  const best = games.sort((a, b) => a.steps.length - b.steps.length)[0]!;
  return { names: NAMES, rules: RULES, ...best };
}
