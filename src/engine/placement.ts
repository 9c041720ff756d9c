// The placement rule (RULES R5) once: what a moving card may be put on. The legal-move generator and
// its refusals (moves.ts), the computer player's planner (selfplay-plan.ts) and the search's tables
// (search/board.ts) all ask these.
import { ACE, isRed, rankOf, suitIndexOf, type CardId } from './cards.ts';

/** R5.1: onto a foundation top of the same suit and one rank lower. */
export const fitsOnFoundation = (card: CardId, top: CardId): boolean =>
  suitIndexOf(top) === suitIndexOf(card) && rankOf(top) + 1 === rankOf(card);

/** R5.1: only an Ace starts a new foundation pile. */
export const startsFoundation = (card: CardId): boolean => rankOf(card) === ACE;

/** R5.2 and R5.3: onto a tableau top one rank higher and of the other colour, or onto an empty pile. */
export const fitsOnTableau = (card: CardId, top: CardId | undefined): boolean =>
  top === undefined || (rankOf(top) === rankOf(card) + 1 && isRed(top) !== isRed(card));

/** R5.4: onto the opponent's claw or discard top (never an empty one), same suit, one rank higher or lower. */
export const fitsOnOpponentPile = (card: CardId, top: CardId | undefined): boolean =>
  top !== undefined && suitIndexOf(top) === suitIndexOf(card) && Math.abs(rankOf(top) - rankOf(card)) === 1;
