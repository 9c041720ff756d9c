// Foundation moves the solver makes without trying anything else: a move that can never lose a win.
import { rankOf, suitIndexOf, type Face } from '../../engine/index.ts';
import type { PatiencePosition } from '../position.ts';

/**
 * Whether sending available card c (rank r, the next card of its foundation) home now keeps every win
 * that the table had. It does when every card of rank r − 1 is on a foundation (every foundation is at
 * r − 1 or higher: r ≤ the lowest foundation + 1), except for a reserve card while the grace move is
 * still to come with the rule "both".
 *
 * Proof. Take any winning sequence W from the table T, and let T' be T with c on its foundation. Drop
 * from W every move of c (c's own moves, and c from the top of any run that moves); call that W'. W'
 * is legal from T' and wins, move by move:
 * - Nothing is ever put on c in W. On the tableau only a card of rank r − 1 could go on c (P3.1), and
 *   they are all on foundations, which they never leave (P2.2). In the reserve, c could receive the
 *   grace move only from a card one rank lower (rule "up": rank r − 1, impossible again) or, with
 *   "both", one higher: that is the excluded case. (A tableau card c becomes a reserve card only by
 *   the grace move itself, after which no grace move is left to put anything on it.) So c is always
 *   on top where it lies, and every pile of T' at each step is the pile of W's table with c left out.
 * - A move of W that carries c in a run moves the same run less its top card c, from the same pile to
 *   the same place: its deepest card is unchanged, so it still fits; it is one card shorter, and T'
 *   has every empty pile W's table has (and one more while c would have been alone on a pile), so
 *   P3.4's limit 1 + E still holds. A move of c alone is dropped. Every other move takes the same card
 *   from a pile or place whose top is the same (c is never under anything), onto a destination whose
 *   top is the same, with at least as many empty piles, so it stays legal.
 * - Foundation moves: c's foundation is one card ahead in T'; its next card, rank r + 1, goes home in
 *   W only after c did, so in W' at a time when c is home. Other foundations are unchanged.
 * - A grace move of c in W is dropped; T' then still has the grace move, which no later move of W
 *   uses (P5.1: once a game). A card c covered in the reserve is one W' never needed.
 * W ends with all cards home, and so does W'. So the solver may make the move and try nothing else.
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
  for (let s = 0; s < foundations.length; s++) if (foundations[s]! < rank - 1) return false;
  return true;
}
