// A player's own misses as drills: each fault they made (R6.3, knocked or not) and each fault of the
// other player they let pass without knocking (R7.1) is a "Spot the play" position from their own
// game, with the line that was missed as the answer and a link that opens it anywhere.
import {
  encodePositionLink,
  other,
  type CardMove,
  type GameReview,
  type PlayerIndex,
  type Position,
  type Referee,
  type ReviewedTurn,
} from '../engine/index.ts';
import { checkSpotAnswer } from './spot-drill.ts';

export type MissKind =
  /** The player's own fault: they played past a foundation play. */
  | 'fault'
  /** The other player's fault, which this player let pass. */
  | 'knock-missed';

export interface OwnMiss {
  readonly kind: MissKind;
  readonly turn: number;
  /** The position the fault was made in, for the player who made it. */
  readonly position: Position;
  /** Its foundation distance (R6.2) and the line that was missed. */
  readonly distance: number;
  readonly line: readonly CardMove[];
  /** The position as a link ("p1.…"), to share the drill. */
  readonly link: string;
}

function missOf(kind: MissKind, turn: ReviewedTurn): OwnMiss {
  const fault = turn.fault!;
  return {
    kind,
    turn: turn.turn,
    position: fault.position,
    distance: fault.distance,
    line: fault.missedLine,
    link: encodePositionLink(fault.position),
  };
}

/**
 * The drills a review holds for `player`, in the game's order. A position where a card turned face up
 * on the way brings a foundation play nearer is left out, as the drill maker leaves it out: the
 * referee would then hold the learner to a line they could not see (spot-drill.ts).
 */
export function ownMisses(review: GameReview, player: PlayerIndex, referee: Referee): OwnMiss[] {
  const misses: OwnMiss[] = [];
  for (const turn of review.turns) {
    if (turn.fault === null) continue;
    if (turn.player === player) misses.push(missOf('fault', turn));
    else if (turn.player === other(player) && turn.fate === 'missed') misses.push(missOf('knock-missed', turn));
  }
  return misses.filter((miss) => checkSpotAnswer(miss.position, miss.line, referee).status === 'solved');
}
