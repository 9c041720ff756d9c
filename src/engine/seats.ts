// Who sits at each side of the table: a person, or the computer at a level. The game's
// rules do not depend on it; the store drives a computer seat, and the record keeps the seats.
import { isComputerLevel, type ComputerLevel } from './computer/levels.ts';
import { isObject } from './json.ts';
import { err, ok, type Result } from './result.ts';

/** One side of the table: a person plays it, or the computer at a level. */
export type Seat = { readonly kind: 'person' } | { readonly kind: 'computer'; readonly level: ComputerLevel };

export const PERSON: Seat = { kind: 'person' };
export const computerSeat = (level: ComputerLevel): Seat => ({ kind: 'computer', level });
/** A game without seats noted (an older record) is two people at one screen. */
export const TWO_PEOPLE: readonly [Seat, Seat] = [PERSON, PERSON];

/** The computer's level at a seat, or null when a person plays it. */
export const computerLevel = (seat: Seat): ComputerLevel | null => (seat.kind === 'computer' ? seat.level : null);

function parseSeat(json: unknown, field: string): Result<Seat> {
  if (isObject(json) && json.kind === 'person') return ok(PERSON);
  if (isObject(json) && json.kind === 'computer') {
    return isComputerLevel(json.level)
      ? ok(computerSeat(json.level))
      : err(`${field}.level: ${JSON.stringify(json.level)} is not a level (beginner, casual or expert)`);
  }
  return err(`${field}: must be {"kind": "person"} or {"kind": "computer", "level": …}`);
}

/** The two seats from JSON (`seats` of a record). */
export function parseSeats(json: unknown): Result<readonly [Seat, Seat]> {
  if (!Array.isArray(json) || json.length !== 2) return err('seats: must be an array of two seats');
  const first = parseSeat(json[0], 'seats[0]');
  if (!first.ok) return first;
  const second = parseSeat(json[1], 'seats[1]');
  return second.ok ? ok([first.value, second.value]) : second;
}
