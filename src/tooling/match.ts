// A whole game between two computer seats, for `npm run match`, the tests and the bench: both seats
// play through `applyAction` like people, each looking for a fault to knock after every action of the
// other (R7.1), and the game keeps the count of faults, knocks and missed knocks per seat.
import {
  applyAction,
  chooseComputerAction,
  computerKnock,
  computerSeat,
  currentFault,
  decisionRandom,
  newGame,
  other,
  overTurnLimit,
  previousFault,
  wouldBeFault,
  type Action,
  type ComputerLevel,
  type GameState,
  type PlayerIndex,
  type Referee,
} from '../engine/index.ts';
import { LocalReferee } from '../engine/search/index.ts';
import { MAX_IDLE_TURNS, MAX_TURNS } from '../engine/computer/limits.ts';

/** What one seat did in a game. */
export interface SeatTally {
  /** Its actions that were faults (R6.4). */
  faults: number;
  /** Its knocks that found a fault (R7.2). */
  validKnocks: number;
  /** Its knocks that found none (R7.3). */
  falseKnocks: number;
  /** The other seat's faulty turns it could have knocked (R7.1) and did not. */
  missedKnocks: number;
}

export interface ComputerGame {
  readonly state: GameState;
  readonly tallies: readonly [SeatTally, SeatTally];
}

export interface ComputerGameOptions {
  /** The seats' random seed (default 0). */
  readonly seed?: number;
  /** Turns after which the game is declared drawn (default 2000). */
  readonly maxTurns?: number;
  /** Turns without a foundation play after which the game is declared drawn: it is stuck (default 150). */
  readonly maxTurnsWithoutProgress?: number;
  readonly referee?: Referee;
}

const emptyTally = (): SeatTally => ({ faults: 0, validKnocks: 0, falseKnocks: 0, missedKnocks: 0 });
const isPlay = (action: Action): boolean =>
  action.type === 'move' || action.type === 'reveal' || action.type === 'discard' || action.type === 'pass';

/** A whole game from a deal between two computer seats (player 0 South, player 1 North), to a win or a draw. */
export function playComputerGame(
  dealNumber: number,
  levels: readonly [ComputerLevel, ComputerLevel],
  opts: ComputerGameOptions = {},
): ComputerGame {
  const referee = opts.referee ?? new LocalReferee();
  const seed = opts.seed ?? 0;
  const maxTurns = opts.maxTurns ?? MAX_TURNS;
  const maxIdle = opts.maxTurnsWithoutProgress ?? MAX_IDLE_TURNS;
  const tallies: [SeatTally, SeatTally] = [emptyTally(), emptyTally()];
  // Turns with a fault the watcher had a moment to knock, by turn number; true once knocked validly.
  const faultyTurns = new Map<number, { offender: PlayerIndex; knocked: boolean }>();
  let state = newGame({ dealNumber, seats: [computerSeat(levels[0]), computerSeat(levels[1])], seed });
  let built = 0;
  let progressTurn = 1;
  const apply = (action: Action) => {
    const by = action.type === 'knock' ? action.by : state.position.toMove;
    if (isPlay(action) && wouldBeFault(state, action, referee)) tallies[by].faults++;
    const result = applyAction(state, action, referee);
    if (!result.ok)
      throw new Error(
        `playComputerGame: deal ${dealNumber}, turn ${state.turn}: ${JSON.stringify(action)} refused: ${result.error.message}`,
      );
    state = result.value;
    const knock = state.lastKnock;
    if (action.type === 'knock' && knock) {
      if (knock.valid) {
        tallies[by].validKnocks++;
        faultyTurns.get(knock.fault.turn)!.knocked = true;
      } else tallies[by].falseKnocks++;
    }
    if (state.result === null) noteFaults();
  };
  // A fault stands on the table while the game goes on: the watcher could knock it from now on, in
  // the turn itself or, once it ended, before the new mover's first action (R7.1).
  const noteFaults = () => {
    const previous = state.previousTurn;
    if (previous?.knockable && state.actionsThisTurn === 0 && !faultyTurns.has(previous.turn) && previousFault(state, referee) !== null) {
      faultyTurns.set(previous.turn, { offender: previous.player, knocked: false });
    }
    if (!faultyTurns.has(state.turn) && currentFault(state, referee) !== null) {
      faultyTurns.set(state.turn, { offender: state.position.toMove, knocked: false });
    }
  };
  while (state.result === null) {
    const foundationCards = state.position.foundations.reduce((n, pile) => n + pile.length, 0);
    if (foundationCards !== built) [built, progressTurn] = [foundationCards, state.turn];
    if (overTurnLimit(state, progressTurn, maxTurns, maxIdle)) {
      apply({ type: 'draw', reason: 'turn-limit' });
      break;
    }
    const mover = state.position.toMove;
    const watcher = other(mover);
    const knock = computerKnock(state, referee, levels[watcher], decisionRandom(seed, state, watcher));
    apply(knock ?? chooseComputerAction(state, referee, levels[mover], decisionRandom(seed, state, mover)));
  }
  for (const { offender, knocked } of faultyTurns.values()) if (!knocked) tallies[other(offender)].missedKnocks++;
  return { state, tallies };
}
