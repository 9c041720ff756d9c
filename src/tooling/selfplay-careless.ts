// Careless players, for finding the slowest tables play can reach (the bench's "careless" set and the
// search's tests): one picks uniformly among every legal action, the other plays like the sensible
// player of selfplay.ts 70 % of the time and like the careless one otherwise. Games are seeded, so a
// seed gives the same game, and the same tables, forever.
import {
  applyAction,
  availableActions,
  chooseAction,
  isFaultIn,
  legalMoves,
  mulberry32,
  newGame,
  randomBelow,
  seedFrom,
  type Action,
  type GameState,
  type HouseRules,
  type Position,
  type Random,
  type Referee,
} from '../engine/index.ts';
import { LocalReferee } from '../engine/search/index.ts';

export type CarelessPolicy = 'random' | 'mixed';

/**
 * A uniformly chosen legal action: any card move, reveal, discard, pass, knock or take-back on offer
 * (a take-back only of a move that was not a fault: the referee refuses the others).
 */
export function randomAction(state: GameState, random: Random, referee: Referee): Action {
  const actions: Action[] = legalMoves(state.position).map((move) => ({ type: 'move', move }));
  const offer = availableActions(state);
  if (offer.reveal) actions.push({ type: 'reveal' });
  if (offer.discard) actions.push({ type: 'discard' });
  if (offer.pass) actions.push({ type: 'pass' });
  if (offer.knockBy !== null) actions.push({ type: 'knock', by: offer.knockBy });
  const last = state.takeBacks[state.takeBacks.length - 1];
  if (offer.takeBack && last && !isFaultIn(referee.verdict(last.before), { type: 'move', move: last.move }, state.rules))
    actions.push({ type: 'takeBack' });
  return actions[randomBelow(random, actions.length)]!;
}

/** The share of a mixed player's actions that are the sensible player's (the rest are careless). */
const SENSIBLE_SHARE = 0.7;

export interface CarelessOptions {
  /** A careless game rarely ends by itself: it stops after this many actions. */
  readonly maxActions?: number;
  readonly rules?: Partial<HouseRules>;
  /** Handed each table before the action made at it. */
  readonly onTable?: (position: Position) => void;
}

/** One seeded careless game, dealt from the seed too. */
export function carelessPlay(policy: CarelessPolicy, seed: number, { maxActions = 1500, rules, onTable }: CarelessOptions = {}): GameState {
  const random = mulberry32(seedFrom([seed >>> 0, policy === 'random' ? 1 : 2]));
  let state = newGame({ dealNumber: seed, rules });
  const referee = new LocalReferee();
  while (state.result === null && state.actions.length < maxActions) {
    onTable?.(state.position);
    const action =
      policy === 'mixed' && random() < SENSIBLE_SHARE ? chooseAction(state, referee, random) : randomAction(state, random, referee);
    const result = applyAction(state, action, referee);
    if (!result.ok) throw new Error(`carelessGame: seed ${seed}: ${JSON.stringify(action)} refused: ${result.error.message}`);
    state = result.value;
  }
  return state;
}

/** Every table met in one seeded careless game, in order (`carelessPlay`). */
export function carelessGame(policy: CarelessPolicy, seed: number, maxActions = 1500): Position[] {
  const positions: Position[] = [];
  carelessPlay(policy, seed, { maxActions, onTable: (position) => positions.push(position) });
  return positions;
}

/** One table of a careless game: the one met before action number `index` (0 = the deal). */
export interface CarelessPick {
  readonly policy: CarelessPolicy;
  readonly seed: number;
  readonly index: number;
}

/** The tables of `picks`, in order, each from its seeded game. */
export function carelessTables(picks: readonly CarelessPick[]): Position[] {
  return picks.map(({ policy, seed, index }) => {
    const table = carelessGame(policy, seed, index + 1)[index];
    if (!table) throw new Error(`carelessTables: the ${policy} game of seed ${seed} ends before action ${index}`);
    return table;
  });
}
