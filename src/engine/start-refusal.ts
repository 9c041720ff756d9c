// The analysis board's "Play from here" refused before a game starts (RULES R8.1): a player with no
// cards left has already won, so a game from that position would be over before its first move. Its
// own file beside refusals.ts, since only the lazily loaded board asks it.
import type { Position } from './position.ts';
import type { TableRefusal } from './refusals.ts';
import { winnerOf } from './zones.ts';

/** R8.1: why a game cannot start from `position`, or null when both players still hold cards. */
export function startRefusal(position: Position, names: readonly [string, string]): TableRefusal | null {
  const done = winnerOf(position);
  if (done === null) return null;
  return {
    code: 'already-won',
    message: `Not started: ${names[done]} has no cards left, so the game would be over before it began (R8.1). Set up another position.`,
  };
}
