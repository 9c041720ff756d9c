// The own drills "From your games": each finished game's own misses (own-misses.ts) for every person
// who played it, as drills kept by their position link, and a "Spot the play" drill made again from
// such a link wherever it is opened (a shared link plays the same drill on any device).
import {
  decodePositionLink,
  distanceNow,
  err,
  gameAt,
  ok,
  parseRecord,
  reviewGame,
  TWO_PEOPLE,
  type Referee,
  type Result,
} from '../engine/index.ts';
import { LocalReferee } from '../engine/search/index.ts';
import { ownMisses, type MissKind } from './own-misses.ts';
import { checkSpotAnswer, SPOT_LEVELS, type SpotDrill } from './spot-drill.ts';

/** One drill of the list: whose miss, from which game and turn, and the position as a link. */
export interface OwnDrill {
  readonly gameId: string;
  /** The name of the player who missed it, as the game names them. */
  readonly player: string;
  readonly kind: MissKind;
  readonly turn: number;
  /** Its foundation distance (R6.2). */
  readonly distance: number;
  /** The position as a link ("p1.…"). */
  readonly link: string;
}

/** The drills a finished game's record holds for the people who played it, in the game's order; an error if it does not replay. */
export function ownDrillsOf(gameId: string, recordJson: unknown, referee: Referee = new LocalReferee()): Result<OwnDrill[]> {
  const record = parseRecord(recordJson);
  if (!record.ok) return record;
  const review = reviewGame(record.value, referee);
  if (!review.ok) return review;
  const seats = record.value.seats ?? TWO_PEOPLE;
  const drills: OwnDrill[] = [];
  for (const player of [0, 1] as const) {
    if (seats[player].kind !== 'person') continue;
    for (const miss of ownMisses(review.value, player, referee)) {
      const { kind, turn, distance, link } = miss;
      drills.push({ gameId, player: record.value.names[player], kind, turn, distance, link });
    }
  }
  return ok(drills.sort((a, b) => a.turn - b.turn));
}

/** The spot level whose distances hold `distance` (the deepest level beyond them), so that a result counts where it belongs. */
export const spotLevelOf = (distance: number): number =>
  (SPOT_LEVELS.find((l) => distance >= l.minDistance && distance <= l.maxDistance) ?? SPOT_LEVELS[SPOT_LEVELS.length - 1]!).level;

/** A "Spot the play" drill from a position link, or why the link is no drill. */
export function spotDrillFromLink(link: string, referee: Referee = new LocalReferee()): Result<SpotDrill> {
  const decoded = decodePositionLink(link);
  if (!decoded.ok) return decoded;
  const position = decoded.value;
  const distance = distanceNow(gameAt(position), referee);
  if (distance === null) return err('No foundation play can be reached from this position, so there is nothing to spot.');
  const line = referee.verdict(position).line;
  // As the drill maker: a line that turns a card face up on the way would hold the learner to what they could not see.
  if (checkSpotAnswer(position, line, referee).status !== 'solved')
    return err('This position’s foundation play hides behind a card not yet seen.');
  return ok({ seed: 0, level: spotLevelOf(distance), dealNumber: 0, turn: 0, position, distance, line });
}
