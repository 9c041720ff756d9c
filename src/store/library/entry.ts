// A game as the games library keeps it: its record (brigadier-game/1, the one form a game is kept in,
// docs/architecture.md §7) plus what the start screen lists without replaying it — names, times, how
// far it went and how it ended, and the counts a player's record is made of (R7.2, R7.3, R8.3).
import {
  computerLevel,
  isCoached,
  moralWinner,
  originWords,
  parseSeats,
  type GameResult,
  type GameState,
  type PlayerIndex,
  type Seat,
} from '../../engine/index.ts';
import { recordFileNameOf, recordOf, type RecordJson } from '../records.ts';

/** How a finished game ended, kept so that the players' records need no replay. */
export interface GameSummary {
  readonly result: GameResult;
  /** R7.2: how often each player was knocked validly (a fault knocked against them). */
  readonly knocked: readonly [number, number];
  /** R7.3: each player's false knocks, as the game counted them. */
  readonly falseKnocks: readonly [number, number];
  /** R8.3: who took the moral victory. */
  readonly moral: PlayerIndex | 'shared';
  /** A game with a teaching aid on is "coached": not a real game, so it stays out of the players' records. */
  readonly coached: boolean;
}

/** One game in the library, in progress or finished. */
export interface GameEntry {
  readonly id: string;
  readonly record: RecordJson;
  readonly names: readonly [string, string];
  readonly dealNumber: number;
  /** The game started from a set position (a record brigadier-game/2), not from its deal; absent for a deal. */
  readonly fromPosition?: true;
  readonly turn: number;
  /** When it was started (ms since 1970); null when not known (a game loaded from a file). */
  readonly startedAt: number | null;
  /** When it was last written. */
  readonly updatedAt: number;
  readonly finishedAt: number | null;
  /** Null while the game goes on. */
  readonly summary: GameSummary | null;
  /** When the player deleted it (a tombstone, kept a day to be restored: games.ts); absent for a game in the list. */
  readonly deletedAt?: number;
}

/** A game as the list shows it: everything but the record, so that listing a thousand games reads no records. */
export type GameListing = Omit<GameEntry, 'record'> & {
  /**
   * Who played each seat, read from the record: null for two people. Absent from a listing
   * written before the list named the seats; the library fills it in from the record (games.ts).
   */
  readonly seats?: readonly [Seat, Seat] | null;
};

/** The seats a record names when a computer plays one of them; null for two people (or a record that names none). */
function recordSeats(record: RecordJson): readonly [Seat, Seat] | null {
  if (record.seats === undefined) return null;
  const seats = parseSeats(record.seats);
  return seats.ok && seats.value.some((seat) => seat.kind === 'computer') ? seats.value : null;
}

export function listingOf(entry: GameEntry): GameListing {
  const { record, ...listing } = entry;
  return { ...listing, seats: recordSeats(record) };
}

/** What the library writes for a game on the table. */
export function entryOf(
  id: string,
  game: GameState,
  times: { startedAt: number | null; finishedAt: number | null; now: number },
): GameEntry {
  return {
    id,
    record: recordOf(game),
    names: game.names,
    dealNumber: game.dealNumber,
    ...(game.start !== null && { fromPosition: true as const }),
    turn: game.turn,
    startedAt: times.startedAt,
    updatedAt: times.now,
    finishedAt: game.result ? (times.finishedAt ?? times.now) : null,
    summary: game.result
      ? {
          result: game.result,
          knocked: game.knocked,
          falseKnocks: game.falseKnocks,
          moral: moralWinner(game),
          coached: isCoached(game.rules),
        }
      : null,
  };
}

/** A listed game's seats, or a whole entry's (read from its record). */
const seatsOf = (entry: GameListing | GameEntry): readonly [Seat, Seat] | null =>
  'record' in entry ? recordSeats(entry.record) : (entry.seats ?? null);

/**
 * The players as the list names them: a person against a computer is "Ada" against "the computer"
 * (whatever name the computer's seat had), so the title and "the computer won" say who the computer was.
 */
export function listedNames(entry: GameListing | GameEntry): readonly [string, string] {
  const seats = seatsOf(entry);
  if (seats === null) return entry.names;
  const computers = seats.map((seat) => seat.kind === 'computer');
  if (computers[0] && computers[1]) return entry.names;
  return computers[0] ? ['the computer', entry.names[1]] : [entry.names[0], 'the computer'];
}

/** Who played: "Ada v Ben", "Ada against the computer (casual)", "North (computer, expert) v South (computer, casual)". */
function playersWords(entry: GameListing | GameEntry): string {
  const seats = seatsOf(entry);
  const [first, second] = entry.names;
  if (seats === null) return `${first} v ${second}`;
  const levels = [computerLevel(seats[0]), computerLevel(seats[1])] as const;
  if (levels[0] !== null && levels[1] !== null) return `${first} (computer, ${levels[0]}) v ${second} (computer, ${levels[1]})`;
  return levels[1] !== null ? `${first} against the computer (${levels[1]})` : `${second} against the computer (${levels[0]})`;
}

/** A short line for the list: "Ada v Ben, deal 42", "Ada against the computer (casual), deal 42" (or "…, a set position"). */
export const entryTitle = (entry: GameListing | GameEntry): string => `${playersWords(entry)}, ${originWords(entry)}`;

/** The file name of a listed game's record. */
export const entryFileName = (entry: GameListing): string => recordFileNameOf(entry);
