// Drill "Spot the play": a position from seeded self-play where a foundation play is
// reachable at a distance set by the level (R6.2); the learner must play a shortest line (R6.3).
import {
  applyAction,
  countWords,
  currentFault,
  distanceNow,
  gameAt,
  isFoundationPlay,
  lineWords,
  mulberry32,
  previousFault,
  randomBelow,
  reachWords,
  seedFrom,
  type CardMove,
  type Position,
  type Referee,
} from '../engine/index.ts';
import { LocalReferee } from '../engine/search/index.ts';
import { drillDeal, selfPlaySteps } from './selfplay-walk.ts';

/** A difficulty level: the foundation distances its positions have. */
export interface SpotLevel {
  readonly level: number;
  readonly minDistance: number;
  readonly maxDistance: number;
  readonly name: string;
}

/** Harder levels go deeper (distance 0 to 6: from a play in plain sight to one a few moves deep). */
export const SPOT_LEVELS: readonly SpotLevel[] = [
  { level: 1, minDistance: 0, maxDistance: 0, name: 'In plain sight' },
  { level: 2, minDistance: 1, maxDistance: 1, name: 'One move away' },
  { level: 3, minDistance: 2, maxDistance: 2, name: 'Two moves away' },
  { level: 4, minDistance: 3, maxDistance: 4, name: 'Buried' },
  { level: 5, minDistance: 5, maxDistance: 6, name: 'Deep' },
];

export interface SpotDrill {
  readonly seed: number;
  readonly level: number;
  /** The deal the self-played game came from, and its turn (for a bug report). */
  readonly dealNumber: number;
  readonly turn: number;
  /** The position to solve, for the player to move. */
  readonly position: Position;
  /** Its foundation distance (R6.2): the answer is `distance` moves and then the foundation play. */
  readonly distance: number;
  /** One shortest line, to show after the answer. */
  readonly line: readonly CardMove[];
}

const SPOT_SALT = 0x5907;
const MAX_ATTEMPTS = 400;

/** The level's definition; a level outside 1–5 is a programming error. */
export function spotLevel(level: number): SpotLevel {
  const found = SPOT_LEVELS.find((l) => l.level === level);
  if (!found) throw new RangeError(`spotLevel: no level ${level}`);
  return found;
}

/** A drill position for a seed and a level: the same seed and level give the same drill. */
export function makeSpotDrill(seed: number, level: number, referee: Referee = new LocalReferee()): SpotDrill {
  const { minDistance, maxDistance } = spotLevel(level);
  const random = mulberry32(seedFrom([seed >>> 0, level, SPOT_SALT]));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const dealNumber = drillDeal(seed, attempt, SPOT_SALT + level);
    // Start looking somewhere in the game, not always at its first chance.
    const from = randomBelow(random, 150);
    let i = 0;
    for (const { state } of selfPlaySteps(dealNumber, { referee })) {
      if (i++ < from) continue;
      const distance = distanceNow(state, referee);
      if (distance === null || distance < minDistance || distance > maxDistance) continue;
      const line = referee.verdict(state.position).line;
      // A card turned face up on the way (claw, discard pile) can bring a foundation play nearer, and
      // then the referee holds the learner to that one (R6.3): such a position is no fair drill.
      if (checkSpotAnswer(state.position, line, referee).status !== 'solved') continue;
      return { seed, level, dealNumber, turn: state.turn, position: state.position, distance, line };
    }
  }
  throw new Error(`makeSpotDrill: no position at level ${level} in ${MAX_ATTEMPTS} games (seed ${seed})`);
}

/** How an answer stands. */
export type SpotVerdict =
  /** A shortest line, ending in the foundation play. */
  | { readonly status: 'solved'; readonly moves: number; readonly message: string }
  /** Every move so far keeps to a shortest way; the foundation play is still to come. */
  | { readonly status: 'going'; readonly moves: number; readonly message: string }
  /** Move `at` (0-based) is illegal, off every shortest way, or comes after the foundation play. */
  | { readonly status: 'wrong'; readonly at: number; readonly message: string };

/**
 * Judges the learner's moves from the drill position (call it after each move): each must be legal
 * and fault-free (R6.3, judged by the referee), and the answer ends with the foundation play.
 */
export function checkSpotAnswer(position: Position, moves: readonly CardMove[], referee: Referee = new LocalReferee()): SpotVerdict {
  let state = gameAt(position);
  for (let at = 0; at < moves.length; at++) {
    const move = moves[at]!;
    const result = applyAction(state, { type: 'move', move }, referee);
    if (!result.ok) return { status: 'wrong', at, message: result.error.message };
    const fault = currentFault(result.value, referee) ?? previousFault(result.value, referee);
    if (fault !== null) {
      const how = lineWords(fault.position, fault.missedLine, state.names);
      return { status: 'wrong', at, message: `That leaves the shortest way (R6.3): ${reachWords(fault.missedLine)}. ${how}.` };
    }
    if (isFoundationPlay(move)) {
      return at === moves.length - 1
        ? { status: 'solved', moves: at + 1, message: at === 0 ? 'Found it!' : `Found it in ${at + 1} moves: the shortest way.` }
        : { status: 'wrong', at: at + 1, message: 'The answer ends with the foundation play.' };
    }
    state = result.value;
  }
  const left = (distanceNow(state, referee) ?? 0) + 1;
  return { status: 'going', moves: moves.length, message: `${countWords(left)} more ${left === 1 ? 'move' : 'moves'} to go.` };
}
