// The person's side of the browser test of a game against the computer: given the saved
// record, what the person does next, as a step on the page. The person plays as the expert policy
// would (src/engine/computer), knocks every fault of the computer it sees, and makes deliberate faults
// (a reveal or discard with a foundation play on the table, R6.4) until the computer has knocked one.
// Imported by opponent.spec.ts; nothing here touches the page.
import {
  canReveal,
  cardCode,
  chooseComputerAction,
  currentFault,
  distanceNow,
  mulberry32,
  other,
  previousFault,
  replay,
  type GameRecordJson,
  type GameState,
  type PlayerIndex,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { placeOfFrom, placeOfTo } from '../../src/ui/places.ts';

const referee = new LocalReferee();

export type Step =
  | { do: 'move'; card: string; from: string; to: string }
  | { do: 'reveal' | 'discard' | 'pass' | 'knock' | 'resign' }
  | { do: 'fault'; with: 'reveal' | 'discard' };

/** What the game is now, for the test's loop and its checks. */
export interface Seen {
  readonly actions: number;
  readonly over: boolean;
  readonly winner: PlayerIndex | null;
  readonly turn: number;
  readonly toMove: PlayerIndex;
  /** Valid knocks by each player so far, and false ones. */
  readonly validKnocks: readonly [number, number];
  readonly falseKnocks: readonly [number, number];
}

function stateOf(record: GameRecordJson): GameState {
  const game = replay(record, referee);
  if (!game.ok) throw new Error(`the saved record does not replay: ${game.error}`);
  return game.value;
}

export function seen(record: GameRecordJson): Seen {
  const state = stateOf(record);
  const validKnocks: [number, number] = [state.knocked[1], state.knocked[0]];
  return {
    actions: state.actions.length,
    over: state.result !== null,
    winner: state.result && state.result.kind !== 'draw' ? state.result.winner : null,
    turn: state.turn,
    toMove: state.position.toMove,
    validKnocks,
    falseKnocks: [state.falseKnocks[0], state.falseKnocks[1]],
  };
}

/** Turns after which the person gives up a game that gets nowhere (R8.2). */
const GIVE_UP_TURN = 600;

/** The person's next step, or null when it is the computer's turn and there is no fault to knock. */
export function personStep(record: GameRecordJson, person: PlayerIndex, wantFault: boolean): Step | null {
  const state = stateOf(record);
  if (state.result !== null) return null;
  const mover = state.position.toMove;
  if (mover !== person) return currentFault(state, referee) !== null ? { do: 'knock' } : null;
  // R7.1: the turn just ended is knocked before the first action of this one.
  if (
    state.actionsThisTurn === 0 &&
    state.previousTurn?.knockable &&
    state.previousTurn.player === other(person) &&
    previousFault(state, referee) !== null
  ) {
    return { do: 'knock' };
  }
  if (state.turn > GIVE_UP_TURN) return { do: 'resign' };
  const me = state.position.players[person];
  if (wantFault && distanceNow(state, referee) === 0 && currentFault(state, referee) === null) {
    if (me.inPlay !== null) return { do: 'fault', with: 'discard' };
    if (canReveal(me)) return { do: 'fault', with: 'reveal' };
  }
  const action = chooseComputerAction(state, referee, 'expert', mulberry32(state.actions.length));
  switch (action.type) {
    case 'move':
      return {
        do: 'move',
        card: cardCode(action.move.card),
        from: placeOfFrom(action.move.from, mover),
        to: placeOfTo(action.move.to, mover),
      };
    case 'reveal':
    case 'discard':
    case 'pass':
    case 'knock':
      return { do: action.type };
    default:
      throw new Error(`the person's policy chose ${action.type}`);
  }
}
