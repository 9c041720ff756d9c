// The computer at the table (issue 14): when a computer seat has something to do, and what it does.
// Its thinking asks the store's referee service only for verdicts it already knows (`known`); what is
// missing is handed back to be searched in the worker (`ensure`), and the decision is made again once it
// is known. The same seeded numbers are drawn each time (`decisionRandom`), so asking twice decides the
// same. The policy itself (src/engine/computer) never searches a position: only the referee does.
import { chooseComputerAction, computerKnock, decisionRandom } from '../engine/computer/choose.ts';
import { LEVELS } from '../engine/computer/levels.ts';
import { lastProgressTurn, overTurnLimit } from '../engine/computer/limits.ts';
import type { Action, GameState } from '../engine/game.ts';
import { other, type Position } from '../engine/position.ts';
import { computerLevel, TWO_PEOPLE, type Seat } from '../engine/seats.ts';
import type { Referee, Verdict } from '../engine/verdicts.ts';
import type { RefereeService } from './refereeService.ts';

/** How fast the computer moves, as a person watching would set it. */
export const COMPUTER_PACES = ['slow', 'normal', 'fast'] as const;
export type ComputerPace = (typeof COMPUTER_PACES)[number];
/** The pause before each of the computer's own actions, so each move is seen (ms). */
export const PACE_MS: Record<ComputerPace, number> = { slow: 1500, normal: 700, fast: 250 };

export const seatsOf = (game: GameState): readonly [Seat, Seat] => game.seats ?? TWO_PEOPLE;
/** Whether a person plays at least one seat (then the knock lesson is shown, and the table waits for it). */
export const hasPerson = (game: GameState): boolean => seatsOf(game).some((seat) => seat.kind === 'person');

/** What wakes the computer: its own move as the mover, or a look for a fault as the watcher (R7.1). */
export interface ComputerWake {
  readonly kind: 'move' | 'look';
  /** How long after the table changed (ms). */
  readonly delay: number;
}

/** When a computer seat should act next on this game, or null when no computer has anything to do. */
export function computerWake(game: GameState, pace: ComputerPace): ComputerWake | null {
  if (game.result !== null) return null;
  const seats = seatsOf(game);
  const mover = game.position.toMove;
  if (seats[mover]!.kind === 'computer') return { kind: 'move', delay: PACE_MS[pace] };
  const watcher = computerLevel(seats[other(mover)]!);
  // The watcher looks once the person to move has done something this turn, after its reaction time.
  return watcher !== null && game.steps.length > 0 ? { kind: 'look', delay: LEVELS[watcher].reactionMs } : null;
}

/** A verdict that says nothing is in reach: what the policy sees of a position the referee has not answered yet. */
const unknown = (): Verdict => ({ distance: null, line: [], legalMoves: [], faultFree: [] });

/**
 * What the computer seats do now: the watcher's knock, else the mover's action (null: nothing, a
 * person moves and no fault was seen). `missing` lists the positions whose verdicts the decision
 * needs and the referee does not know yet; then the decision is not to be used.
 */
export function computerDecision(game: GameState, service: RefereeService): { readonly action: Action | null; readonly missing: readonly Position[] } {
  const missing: Position[] = [];
  const referee: Referee = {
    verdict(position) {
      const known = service.known(position);
      if (known !== undefined) return known;
      missing.push(position);
      return unknown();
    },
  };
  const seats = seatsOf(game);
  const seed = game.seed ?? 0;
  const mover = game.position.toMove;
  const watcher = other(mover);
  const watching = computerLevel(seats[watcher]!);
  const moving = computerLevel(seats[mover]!);
  // Two computers that no longer get anywhere agree a draw, as `npm run match` declares one.
  if (watching !== null && moving !== null && overTurnLimit(game, lastProgressTurn(game))) return { action: { type: 'draw', reason: 'turn-limit' }, missing };
  let action: Action | null = watching === null ? null : computerKnock(game, referee, watching, decisionRandom(seed, game, watcher));
  if (action === null && moving !== null) action = chooseComputerAction(game, referee, moving, decisionRandom(seed, game, mover));
  return { action, missing };
}

/** Why a person's action is refused because the seat it is for is the computer's, or null. */
export function computerSeatRefusal(game: GameState, action: Action): string | null {
  const seats = seatsOf(game);
  const seat = action.type === 'knock' || action.type === 'resign' ? action.by : action.type === 'draw' ? null : game.position.toMove;
  if (seat === null || seats[seat]!.kind !== 'computer') return null;
  const name = game.names[seat];
  if (action.type === 'knock') return `${name} is the computer: it knocks for itself.`;
  if (action.type === 'resign') return `${name} is the computer: only it can resign.`;
  return `It is ${name}'s turn, and the computer plays it: watch its moves, and knock if you see a fault.`;
}

/** The seat a person's knock is for when the knock names none: the one person at a table with the computer. */
export function personSeat(game: GameState): 0 | 1 | null {
  const seats = seatsOf(game);
  if (seats[0]!.kind === seats[1]!.kind) return null;
  return seats[0]!.kind === 'person' ? 0 : 1;
}
