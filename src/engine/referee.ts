// The referee's judgement (RULES R6): the foundation distance the player to move is held to, and
// whether an action is a fault.
import { foundationDistance, isOnShortestWay, type DistanceResult } from './analysis.ts';
import { isFoundationPlay } from './moves.ts';
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
      return distance === 0 ? !isFoundationPlay(action.move) : !isOnShortestWay(state.position, action.move, distance);
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
