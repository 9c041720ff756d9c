// A computer player for benchmarks, drills and property tests: it plays whole games legally, follows
// the analyzer's shortest way whenever a foundation play is reachable (R6), and can be told to miss
// some on purpose so that knocks (R7) happen too.
import { legalDestinations, pileIndex, sourceCard, type CardMove } from './moves.ts';
import { other, type Position } from './position.ts';
import { currentFault, distanceNow, previousFault, type Referee } from './verdicts.ts';
import { mulberry32, seedFrom, type Random } from './rng.ts';
import { planMove } from './selfplay-plan.ts';
import type { Action, GameState } from './state.ts';
import { canReveal } from './zones.ts';

export interface SelfPlayOptions {
  /** Chance (0–1) of deliberately skipping a reachable foundation play at each chance: a fault (default 0). */
  readonly faultRate?: number;
  /** Chance (0–1) that the watching player knocks at once after a fault, each time it is asked (default 0.5). */
  readonly knockRate?: number;
  /** Chance (0–1) that the watching player knocks without a fault to knock, each time it is asked (default 0). */
  readonly falseKnockRate?: number;
  /** Actions a player makes in one turn before they only reveal, discard or pass (default 100). */
  readonly maxActionsPerTurn?: number;
}

const OWN_SOURCES = ['claw', 'inPlay', 'discard'] as const;

/** The player's own cards first, the claw before the rest: getting rid of them is the aim (R8.1). */
const SOURCE_SCORE: Record<(typeof OWN_SOURCES)[number], number> = { claw: 30, inPlay: 20, discard: 10 };

/** The best move of one of the player's own cards, if any; an empty tableau pile is used last. */
export function ownCardMove(position: Position): CardMove | null {
  let best: CardMove | null = null;
  let bestScore = -1;
  for (const from of OWN_SOURCES) {
    const card = sourceCard(position, from);
    if (card === undefined) continue;
    for (const to of legalDestinations(position, from)) {
      const pile = pileIndex(to, 'tableau');
      const score = SOURCE_SCORE[from] + (pile !== null && position.tableau[pile]!.length === 0 ? 0 : 5);
      if (score > bestScore) [best, bestScore] = [{ card, from, to }, score];
    }
  }
  return best;
}

/**
 * With no foundation play in reach: a move of one of the player's own cards, or else the first of the
 * fewest tableau moves (at most three) after which one has a place (selfplay-plan.ts). Each step
 * shortens the plan, so following it never loops.
 */
export function usefulMove(position: Position): CardMove | null {
  const now = ownCardMove(position);
  if (now) return now;
  const own = OWN_SOURCES.map((from) => sourceCard(position, from)).filter((card) => card !== undefined);
  return planMove(position, own);
}

/** Discard, reveal or pass: with no card in play, one of the last two is always allowed (R4.4, R4.7). */
function turnAction(position: Position): Action {
  const me = position.players[position.toMove];
  if (me.inPlay !== null) return { type: 'discard' };
  return canReveal(me) ? { type: 'reveal' } : { type: 'pass' };
}

const stateRandom = (state: GameState): Random => mulberry32(seedFrom([state.dealNumber >>> 0, state.turn, state.actions.length]));

/**
 * The next action of a sensible player. Without `random` the choice depends on the state alone. The
 * game must not be over.
 */
export function chooseAction(state: GameState, referee: Referee, random?: Random, options: SelfPlayOptions = {}): Action {
  if (state.result !== null) throw new Error('chooseAction: the game is over');
  const rnd = random ?? stateRandom(state);
  const mover = state.position.toMove;
  // R7.1: the watcher may knock a fault at once; the mover knocks the previous turn before acting.
  const fault = currentFault(state, referee);
  if (fault !== null && rnd() < (options.knockRate ?? 0.5)) return { type: 'knock', by: other(mover) };
  const justKnocked = state.actions[state.actions.length - 1]?.type === 'knock';
  if (fault === null && !justKnocked && rnd() < (options.falseKnockRate ?? 0)) return { type: 'knock', by: other(mover) };
  if (state.actionsThisTurn === 0 && state.previousTurn?.knockable && previousFault(state, referee) !== null)
    return { type: 'knock', by: mover };
  const position = state.position;
  if (distanceNow(state, referee) !== null) {
    // A deliberate fault (R6.4) is a discard, reveal or pass instead of the next move of the line.
    if (rnd() < (options.faultRate ?? 0)) return turnAction(position);
    return { type: 'move', move: referee.verdict(position).line[0]! };
  }
  if (state.actionsThisTurn < (options.maxActionsPerTurn ?? 100)) {
    const move = usefulMove(position);
    if (move) return { type: 'move', move };
  }
  return turnAction(position);
}
