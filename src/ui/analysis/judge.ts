// What the analysis board says of an action tried on its table: a fault (R6.4) with what was reachable,
// or fine. Plain functions over game states, so they are tested without a browser.
import type { Action, GameState } from '../../engine/game.ts';
import { dealGame } from '../../engine/deal.ts';
import { faultWarning } from '../../engine/coach.ts';
import { moveWords } from '../../engine/line-words.ts';
import { decodePositionLink } from '../../engine/link.ts';
import { parsePositionText } from '../../engine/notation.ts';
import type { Position } from '../../engine/position.ts';
import type { Result } from '../../engine/result.ts';
import { distanceNow, type Referee } from '../../engine/verdicts.ts';

/** The verdict on one tried action, in words. */
export interface Verdict {
  readonly kind: 'fault' | 'fine';
  /** "2♠ onto 3♦ is a fault (R6.4): 5♥ can go up in three moves. Move Q♣ onto K♦, then …". */
  readonly text: string;
}

/** The tried action as the player did it: "2♠ onto 3♦", "Turning up a card". */
function triedWords(before: GameState, action: Action): string | null {
  switch (action.type) {
    case 'move':
      return moveWords(before.position, action.move, before.names);
    case 'reveal':
      return 'Turning up a card';
    case 'discard':
      return 'Discarding';
    case 'pass':
      return 'Passing';
    default:
      return null;
  }
}

/**
 * The verdict on `action`, judged on the game as it was before it (R6.3, R6.4); null for what is not
 * play (a knock, a take-back).
 */
export function judgeAction(before: GameState, action: Action, referee: Referee): Verdict | null {
  const tried = triedWords(before, action);
  if (tried === null) return null;
  const fault = faultWarning(before, action, referee);
  if (fault) return { kind: 'fault', text: `${tried} is a fault (R6.4): ${fault.reach}. ${fault.lineText}.` };
  const distance = distanceNow(before, referee);
  if (distance === null) return { kind: 'fine', text: `${tried} is fine: no foundation play can be reached, so nothing is a fault.` };
  const play = action.type === 'move' && distance === 0;
  return { kind: 'fine', text: play ? `${tried}: the foundation play (R6.3).` : `${tried} keeps to a shortest way (R6.3).` };
}

/** The verdict on the last action of `after`, when it is one action past `before`. */
export function judgeLast(before: GameState | null, after: GameState | null, referee: Referee): Verdict | null {
  if (!before || !after || after.actions.length !== before.actions.length + 1) return null;
  return judgeAction(before, after.actions[after.actions.length - 1]!, referee);
}

/** A pasted position: brigadier-position/1 JSON, or a position link ("p1.…", "#p1.…" or a whole address). Errors name the field. */
export function readPastedPosition(text: string): Result<Position> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Paste a position first: brigadier-position/1 JSON, or a position link.' };
  if (trimmed.startsWith('{')) return parsePositionText(trimmed);
  return decodePositionLink(trimmed);
}

/** The table at the start of a deal (R3). */
export const dealStart = (dealNumber: number): Position => dealGame(dealNumber).position;
