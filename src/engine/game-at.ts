// A game that starts at a given position instead of a deal (lessons, drills, the analysis board).
import { NAMES, newGame } from './game.ts';
import type { GameState, HouseRules } from './state.ts';
import type { Position } from './position.ts';
import type { Seat } from './seats.ts';
import { DEFAULT_HOUSE_RULES } from './state.ts';

/** Extra settings for a game at a position. */
export interface GameAtOptions {
  readonly rules?: Partial<HouseRules>;
  readonly names?: readonly [string, string];
  /** R7.2: how often each player has already been knocked (for the moral-victory lesson). */
  readonly knocked?: readonly [number, number];
  /** R7.3: each player's false knocks so far. */
  readonly falseKnocks?: readonly [number, number];
  /** Who plays each seat, with the computer's seed; absent: two people. */
  readonly seats?: readonly [Seat, Seat];
  readonly seed?: number;
}

/** A game at `position`, as if the deal had produced it: turn 1, nothing recorded. */
export function gameAt(position: Position, options: GameAtOptions = {}): GameState {
  const rules: HouseRules = { ...DEFAULT_HOUSE_RULES, ...options.rules };
  const start = newGame({
    dealNumber: 0,
    rules,
    names: options.names ?? NAMES,
    ...(options.seats && { seats: options.seats, seed: options.seed }),
  });
  return {
    ...start,
    position,
    start: position,
    knocked: options.knocked ?? start.knocked,
    falseKnocks: options.falseKnocks ?? start.falseKnocks,
  };
}

/**
 * Where a game started, as its title says it: "deal 42", or "a set position" for a game from a position
 * (a record `brigadier-game/2`), whose deal number means nothing.
 */
export const originWords = (game: { readonly dealNumber: number; readonly fromPosition?: boolean }): string =>
  game.fromPosition === true ? 'a set position' : `deal ${game.dealNumber}`;

/** `originWords` of a game in play. */
export const gameOrigin = (game: GameState): string => originWords({ dealNumber: game.dealNumber, fromPosition: game.start !== null });
