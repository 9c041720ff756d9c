// The computer's habits when the referee does not decide its move: what a card move is worth to it
// (its own cards out first, the claw before all; the opponent's claw and discard pile loaded, R5.4;
// empty tableau piles kept for when they pay), and its free choice when no foundation play is in
// reach (R6.2: then every move is fault-free).
import { legalMoves, pileIndex, sourceCard, type CardMove } from '../moves.ts';
import type { Position } from '../position.ts';
import { randomBelow, type Random } from '../rng.ts';
import { planMove } from '../selfplay-plan.ts';
import type { LevelProfile } from './levels.ts';

/** R8.1: a player wins by getting rid of their own cards; the claw is the hardest to unload, the discard pile comes back as the deck. */
const FROM_VALUE: Record<string, number> = { claw: 30, inPlay: 20, discard: 15 };
const FOUNDATION_VALUE = 40;
/** R5.4: a card on the opponent's pile is one more they must get rid of. */
const LOAD_OWN_VALUE = 10;
const LOAD_FROM_TABLEAU_VALUE = 6;
/** An own card on a built pile keeps the empty piles free. */
const ON_CARD_VALUE = 5;
/** A tableau card moved off its pile's last place leaves an empty pile for the claw. */
const EMPTIES_PILE_VALUE = 4;

const emptyPiles = (position: Position): number => position.tableau.filter((pile) => pile.length === 0).length;

/** What a card move is worth to the mover, by the level's habits; a move worth 0 or less is not made for its own sake. */
export function moveValue(position: Position, move: CardMove, profile: LevelProfile): number {
  const fromPile = pileIndex(move.from, 'tableau');
  const own = fromPile === null;
  let value = own ? FROM_VALUE[move.from]! : 0;
  if (move.to.startsWith('foundation:')) return value + FOUNDATION_VALUE;
  if (move.to === 'opponentClaw' || move.to === 'opponentDiscard') {
    return value + (own ? LOAD_OWN_VALUE : profile.loadsFromTableau ? LOAD_FROM_TABLEAU_VALUE : 0);
  }
  const toPile = position.tableau[pileIndex(move.to, 'tableau')!]!;
  if (toPile.length === 0) {
    // The last empty pile is worth more than a second one: it is what a buried card's way needs.
    value -= profile.keepsEmptyPiles ? (emptyPiles(position) === 1 ? 12 : 6) : 2;
  } else if (own) value += ON_CARD_VALUE;
  else if (profile.keepsEmptyPiles && position.tableau[fromPile]!.length === 1) value += EMPTIES_PILE_VALUE;
  return value;
}

/** The most valuable of `moves` (the first of equals), or null when there are none. */
export function bestMove(position: Position, moves: readonly CardMove[], profile: LevelProfile): CardMove | null {
  let best: CardMove | null = null;
  let bestValue = -Infinity;
  for (const move of moves) {
    const value = moveValue(position, move, profile);
    if (value > bestValue) [best, bestValue] = [move, value];
  }
  return best;
}

/**
 * A card move chosen by habit when the referee's line is not followed, or null when none is worth
 * making (then the turn goes on with a reveal, a discard or a pass). Foundation plays are left out when
 * `seesFoundations` is false: the player has missed them. A beginner's whim is any legal move.
 */
export function habitMove(
  position: Position,
  profile: LevelProfile,
  random: Random,
  seesFoundations: boolean,
  whims: boolean,
): CardMove | null {
  const moves = legalMoves(position).filter((move) => seesFoundations || !move.to.startsWith('foundation:'));
  if (whims && moves.length > 0 && random() < profile.whim) return moves[randomBelow(random, moves.length)]!;
  const best = bestMove(position, moves, profile);
  if (best !== null && moveValue(position, best, profile) > 0) return best;
  if (profile.planDepth === 0) return null;
  const own = (['claw', 'inPlay', 'discard'] as const).map((from) => sourceCard(position, from)).filter((card) => card !== undefined);
  return planMove(position, own, profile.planDepth);
}
