// The referee's judgement (RULES R6): the foundation distance the player to move is held to, and
// whether an action is a fault.
import { foundationDistance, isOnShortestWay, type DistanceResult } from './analysis.ts';
import { isFoundationPlay, type CardMove } from './moves.ts';
import { searchDistance } from './search/index.ts';
import type { Position } from './position.ts';
import type { Action, FaultRecord, GameState, HouseRules } from './state.ts';

// Positions are never mutated, so a search result can be kept as long as its position lives: the
// distance found after an action serves again for the missed line if the next action is a fault.
const searched = new WeakMap<Position, DistanceResult>();

/** The analyzer's foundation distance and one shortest line (R6.2), remembered per position. */
export function distanceOf(position: Position): DistanceResult {
  let result = searched.get(position);
  if (!result) {
    result = foundationDistance(position);
    searched.set(position, result);
  }
  return result;
}

/** What the referee already knows of a position's distance, without searching; undefined when nothing. */
export const rememberedDistance = (position: Position): DistanceResult | undefined => searched.get(position);

/** Whether a move is the first move of the line remembered for a position at `distance`. */
function startsKnownLine(position: Position, move: CardMove, distance: number): DistanceResult | null {
  const known = searched.get(position);
  const first = known?.line[0];
  if (!known || known.distance !== distance || !first || first.from !== move.from || first.to !== move.to) return null;
  return known;
}

/**
 * R6.3 for a card move at distance k: the first move of a shortest line is on a shortest way without
 * a search (the rest of the line reaches the play from the position after it in k − 1 moves, and no
 * way is shorter than k − 1 or the distance before would be less than k).
 */
export function keepsToShortestWay(position: Position, move: CardMove, distance: number): boolean {
  if (distance > 0 && startsKnownLine(position, move, distance)) return true;
  return isOnShortestWay(position, move, distance);
}

/**
 * Remembers the distance of the position after a card move when it follows from the one before:
 * - none before, and the move came from the tableau or the in-play card: none after (the position
 *   after it is one the search from before reached, foundations unchanged);
 * - the move was the first of the line known before it: from the tableau or the in-play card
 *   nothing new is seen, so the rest of the line is a shortest line (k − 1 moves); from the claw or
 *   the discard pile a card is uncovered, which can only shorten the way, so a search limited to
 *   k − 1 moves is exact.
 */
export function noteMove(before: Position, move: CardMove, after: Position): void {
  if (searched.has(after)) return;
  const known = searched.get(before);
  if (!known) return;
  const seesNothingNew = move.from !== 'claw' && move.from !== 'discard';
  if (known.distance === null) {
    // None before, and the move is one of the search's own (nothing is uncovered but in the
    // tableau): every way from after it was a way from before it.
    if (seesNothingNew) searched.set(after, { distance: null, line: [] });
    return;
  }
  if (known.distance === 0 || !startsKnownLine(before, move, known.distance)) return;
  const k = known.distance;
  if (!seesNothingNew) {
    const { distance, line } = searchDistance(after, k - 1);
    searched.set(after, { distance, line });
  } else searched.set(after, { distance: k - 1, line: known.line.slice(1) });
}

/** The distance a player is held to: with the knock-horizon house rule, a farther play does not count. */
export function heldDistance(position: Position, rules: HouseRules): number | null {
  const { distance } = distanceOf(position);
  if (distance === null) return null;
  return rules.knockHorizon !== null && distance > rules.knockHorizon ? null : distance;
}

/**
 * Whether an action of the player to move is a fault (R6.3, R6.4), judged on `state.distance`. Only
 * card moves, reveals, discards and passes are judged; knocks, take-backs, resignations and draws
 * are not play.
 */
export function isFault(state: GameState, action: Action): boolean {
  const distance = state.distance;
  if (distance === null) return false;
  switch (action.type) {
    case 'move':
      return distance === 0 ? !isFoundationPlay(action.move) : !keepsToShortestWay(state.position, action.move, distance);
    case 'reveal':
    case 'discard':
    case 'pass':
      return true;
    default:
      return false;
  }
}

/** The record of a fault (R7.2): the position before it and the line that was missed. */
export function faultRecord(state: GameState, action: Action): FaultRecord {
  return {
    player: state.position.toMove,
    turn: state.turn,
    position: state.position,
    distance: state.distance ?? 0,
    missedLine: distanceOf(state.position).line,
    action,
  };
}
