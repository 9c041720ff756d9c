// The computer at the table: when a computer seat has something to do, and what a person
// may not do for it. What it does is decided in computerThinking.ts, loaded only when a game with the
// computer is on the table (the page's first load does not carry the policy).
import { computerLevel, LEVELS, other, TWO_PEOPLE, type Action, type GameState, type Seat } from '../engine/index.ts';

/** How fast the computer moves, as a person watching would set it. */
export const COMPUTER_PACES = ['slow', 'normal', 'fast'] as const;
export type ComputerPace = (typeof COMPUTER_PACES)[number];
/** The pause before each of the computer's own actions, so each move is seen (ms). */
export const PACE_MS: Record<ComputerPace, number> = { slow: 1500, normal: 700, fast: 250 };
/**
 * The pause before the first action of the computer's turn (ms), whatever the pace: the table says at
 * once that it is thinking, and a person never waits long before something happens on its side. The
 * pace spaces the actions after it, so that each is seen.
 */
export const FIRST_ACTION_MS = 300;

export const seatsOf = (game: GameState): readonly [Seat, Seat] => game.seats ?? TWO_PEOPLE;
/** Whether a person plays at least one seat (then the missed line after a valid knock is shown, and the table waits for it). */
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
  if (seats[mover].kind === 'computer')
    return { kind: 'move', delay: game.actionsThisTurn === 0 ? Math.min(FIRST_ACTION_MS, PACE_MS[pace]) : PACE_MS[pace] };
  const watcher = computerLevel(seats[other(mover)]);
  // The watcher looks once the person to move has done something this turn, after its reaction time.
  return watcher !== null && game.steps.length > 0 ? { kind: 'look', delay: LEVELS[watcher].reactionMs } : null;
}

/** Why a person's action is refused because the seat it is for is the computer's, or null. */
export function computerSeatRefusal(game: GameState, action: Action): string | null {
  const seats = seatsOf(game);
  const seat = action.type === 'knock' || action.type === 'resign' ? action.by : action.type === 'draw' ? null : game.position.toMove;
  if (seat === null || seats[seat].kind !== 'computer') return null;
  const name = game.names[seat];
  if (action.type === 'knock') return `${name} is the computer: it knocks for itself.`;
  if (action.type === 'resign') return `${name} is the computer: only it can resign.`;
  return `It is ${name}'s turn, and the computer plays it: watch its moves, and knock if you see a fault.`;
}

/** The seat a person's knock is for when the knock names none: the one person at a table with the computer. */
export function personSeat(game: GameState): 0 | 1 | null {
  const seats = seatsOf(game);
  if (seats[0].kind === seats[1].kind) return null;
  return seats[0].kind === 'person' ? 0 : 1;
}
