// Foundation moves the solver makes without trying anything else: a move that can never lose a win.
import { rankOf, suitIndexOf, type Face } from '../../engine/index.ts';
import type { PatienceMove } from '../moves.ts';
import type { PatiencePosition } from '../position.ts';

/**
 * Whether sending available card c (rank r, the next card of its foundation) home now keeps every win
 * that the table had. It does when every card of rank r − 2 is on a foundation (every foundation is at
 * r − 2 or higher: r ≤ the lowest foundation + 2), except for a reserve card while the grace move is
 * still to come with the rule "both".
 *
 * Step 1: a win in which no card is ever put on c. Take any winning sequence W from the table T.
 * Every card x of rank r − 1 not yet home is the next card of its foundation (that foundation is at
 * r − 2 or higher, and x is not on it), and stays so until x goes home. Where W puts such an x on c
 * (onto c on a pile, or by the grace move onto c in the reserve), x is available: send x home
 * there instead, and drop x's later moves in W. That is legal (x fits its foundation), and every later
 * move of W stays legal: nothing of rank r − 2 is left to be put on x, so x moved alone and nothing ever
 * lies on it; a later move of x alone is dropped, and a run that carries x (its top card) moves
 * without it: the same deepest card, one card shorter, so it still fits and P3.4's limit still holds; a grace move of x is dropped and the grace move stays unused (P5.1: no later move uses
 * it), the card it would have covered staying available; the pile x left or would have filled has
 * as many empty piles or more (P3.4); x's foundation being one higher earlier changes nothing, since
 * its next card (rank r) goes home in W only after x. Call the result W1: in W1 no card of rank r − 1
 * is put on c, and cards of rank r + 1 go on c only by the grace move "both" onto c in the reserve —
 * the excluded case — so nothing is ever put on c.
 *
 * Step 2: c home now. Let T' be T with c on its foundation. Drop
 * from W1 every move of c (c's own moves, and c from the top of any run that moves); call that W'. W'
 * is legal from T' and wins, move by move:
 * - Nothing is ever put on c in W1 (step 1), and a tableau card c becomes a reserve card only by the
 *   grace move itself, after which no grace move is left to put anything on it. So c is always
 *   on top where it lies, and every pile of T' at each step is the pile of W1's table with c left out.
 * - A move of W1 that carries c in a run moves the same run less its top card c, from the same pile to
 *   the same place: its deepest card is unchanged, so it still fits; it is one card shorter, and T'
 *   has every empty pile W1's table has (and one more while c would have been alone on a pile), so
 *   P3.4's limit 1 + E still holds. A move of c alone is dropped. Every other move takes the same card
 *   from a pile or place whose top is the same (c is never under anything), onto a destination whose
 *   top is the same, with at least as many empty piles, so it stays legal.
 * - Foundation moves: c's foundation is one card ahead in T'; its next card, rank r + 1, goes home in
 *   W1 only after c did, so in W' at a time when c is home. Other foundations are unchanged.
 * - A grace move of c in W1 is dropped; T' then still has the grace move, which no later move of W1
 *   uses (P5.1: once a game). A card c covered in the reserve is one W' never needed.
 * W1 ends with all cards home, and so does W'. So the solver may make the move and try nothing else.
 */
export function isSafeHome(position: PatiencePosition, card: Face, fromReserve: boolean): boolean {
  return safeHome(position.foundations, fromReserve && position.grace === 'both' && !position.graceUsed, card);
}

/**
 * isSafeHome on the parts it reads: the foundations' ranks, and whether the card is a reserve card
 * while the grace move "both" is still to come (then never safe).
 */
export function safeHome(foundations: ArrayLike<number>, graceMayCover: boolean, card: Face): boolean {
  const rank = rankOf(card);
  if (foundations[suitIndexOf(card)] !== rank - 1 || graceMayCover) return false;
  for (let s = 0; s < foundations.length; s++) if (foundations[s]! < rank - 2) return false;
  return true;
}

/**
 * The page's auto-play: a safe move home on this table, or null, by the narrower rule a player knows
 * (every foundation at r − 1 or higher, not r − 2): a subset of isSafeHome's moves, so safe by the same
 * proof, and it never sends home a card that a card still out could be put on. Tableau tops first, then
 * reserve cards.
 */
export function autoPlayMove(position: PatiencePosition): PatienceMove | null {
  const safe = (card: Face, fromReserve: boolean) =>
    isSafeHome(position, card, fromReserve) && Math.min(...position.foundations) >= rankOf(card) - 1;
  for (const pile of position.tableau) {
    const card = pile[pile.length - 1];
    if (card !== undefined && safe(card, false)) return { card, to: 'foundation', count: 1 };
  }
  for (const place of position.reserve) {
    const card = place[place.length - 1];
    if (card !== undefined && safe(card, true)) return { card, to: 'foundation', count: 1 };
  }
  return null;
}
