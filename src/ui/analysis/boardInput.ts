// What the analysis board is given to open: a pasted position or link, or the table of a deal. (Its
// judge of a tried action is src/learn's judgeTried.)
import {
  dealGame,
  decodePositionLink,
  gameOrigin,
  parsePositionText,
  type GameState,
  type Position,
  type Result,
} from '../../engine/index.ts';

/** A pasted position: brigadier-position/1 JSON, or a position link ("p1.…", "#p1.…" or a whole address). Errors name the field. */
export function readPastedPosition(text: string): Result<Position> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Paste a position first: brigadier-position/1 JSON, or a position link.' };
  if (trimmed.startsWith('{')) return parsePositionText(trimmed);
  return decodePositionLink(trimmed);
}

/** Where the board's position came from when it is the game on the table: "the game on the table (deal 42, turn 17)". */
export const tableGameSource = (game: GameState): string => `the game on the table (${gameOrigin(game)}, turn ${game.turn})`;

/** The table at the start of a deal (R3). */
export const dealStart = (dealNumber: number): Position => dealGame(dealNumber).position;
