// An early proof that a table is lost: a cheap test, sound by the argument below, that no sequence of
// moves wins from a table. The search does not expand a table it proves lost (children.ts), so the
// tables that only shuffle cards around a jam it cannot undo are never stored. A sharper, dearer form
// (`sharp`) also drops from the sets the cards that supports.ts shows never leave their place.
import { faceFrom } from '../../engine/index.ts';
import { rankOf } from './faces.ts';
import { SupportCount } from './supports.ts';
import { MAX_PILES, RESERVE_BASE, type Table } from './table.ts';

/**
 * Whether a table is lost for the reason below. The test, on a table T with no empty pile, for a grace
 * card G (none, or a tableau card that the grace move could put on a reserve card of T):
 *
 * Two sets of cards not yet home are grown until neither grows: L, the cards that may ever leave their
 * place, and H ⊆ L, the cards that may ever go home. A card c is **reachable** when it is the top of
 * its reserve place, or the lower card of the grace move's pair whose top is in L, or a tableau card
 * every card above which (in T) is in L. Then
 * - c joins H (and L) when it is reachable and the card below it in its suit is home in T or in H;
 * - c joins L when it is reachable and either some card z one rank up, not home, is in L or is a
 *   reachable tableau card (a place c could go onto), or c is G.
 * T is **lost for G** when, once they stop growing, no pile has every card in L, and some card not
 * home is not in H. T is **lost** when it is lost for G none and, while the grace move is still to
 * come, for G each tableau card with a one-card reserve place one rank up (or down, with "both": P5.2).
 *
 * Why. Take any sequence of legal moves from T, and suppose first that no pile is ever empty in it.
 * Then every run moves one card alone (P3.4: 1 + E with E = 0) and nothing goes onto an empty pile.
 * The grace move is made at most once (P5.1); let G be the card it moves if that is the card's first
 * move, else none. Claim: every card that leaves its place is in L, and every card sent home is in H
 * (the sets for that G). Else take the first move that breaks it, moving card c. c is reachable: if
 * c moved before, it is in L, and a card joins L only when reachable (a card that is reachable stays
 * so as L grows); if not, it lies where it lay in T, and it is available: on a pile, every card above
 * it in T has left (each in L: it moved earlier); in the reserve, it was its place's top in T, or the
 * lower card of T's pair, whose top has left (in L). If c moved before, the move breaking the claim
 * sends it home, the first case below.
 * - c goes home: the card below it in its suit is home, in T or since an earlier move (then in H),
 *   so c is in H.
 * - c goes onto z, one rank up, on top of a pile: z either moved earlier (in L) or lies where it lay
 *   in T with every card above it gone (in L), so z is reachable; z is not home. So c is in L.
 * - c goes by the grace move onto reserve card y: it is c's first move, so c is G, in L. (G is one of
 *   the cards tried: it lay on a pile in T, the grace move was unused in T, and y's place held y alone
 *   in T, since only the grace move puts a card in the reserve.)
 * Each case contradicts the choice of c. Now a pile that is empty at some time has lost every card it
 * held in T; at the first such time, every move up to it obeyed the claim (no pile was empty before
 * any of them), so all those cards are in L — which the test ruled out for every pile. So no pile is ever empty, the
 * claim holds for the whole sequence, and a card not in H never goes home: no sequence wins from T.
 * (L and H only need to be closed under the two rules: the first breaking move would add c to them.)
 * Trying G card by card, rather than letting every such card leave by the grace move at once, is
 * what proves tables lost while the grace move is still to come: the move frees one card, not all.
 *
 * Sharp: the claim is made, for every sequence, of the moves up to and including the one that first
 * empties a pile (if any): up to that move no pile was empty, which is all the cases above use. So
 * where supports.ts, given sets for which the claim holds, shows that a card makes no first move in
 * that span, the sets may be grown again with that card joining neither (a first breaking move would
 * move it in that span), and the claim holds for them too; and so on while supports.ts finds more.
 * T is then lost for G when no pile has every card in the last sets' L and some card not home is not
 * in their H.
 *
 * The pending card of rule (b) (children.ts) plays no part: the table is lost whatever the search
 * requires of its next move.
 */
/** What `grow` found: no pile with every card in L; some; or (not sharp) one, at which it stopped. */
const NONE = 0;
const CLEAR = 1;
const OPEN = 2;

export class LostTest {
  /** 1: in L; 2: in H too. Indexed by card; cards home are never marked. */
  private readonly mark = new Uint8Array(64);
  /** A tableau card's height in its pile (0: the bottom). */
  private readonly height = new Int8Array(64);
  /** Per pile, the lowest height from which every card up to the top is in L (the pile's height when none). */
  private readonly clear = new Int8Array(MAX_PILES);
  /** Cards shown (supports.ts) never to leave their place before a pile is first empty: they join neither set. */
  private readonly never = new Uint8Array(64);
  private readonly supports = new SupportCount();
  /** The grace card of the sets being grown, and `slack` for supports.ts. */
  private grace = -1;
  private slack = 0;
  private sharp = false;

  /** Whether the table is proved lost by the sets alone, or (`sharp`) with supports.ts too. */
  lost(table: Table, sharp = false): boolean {
    this.sharp = sharp;
    for (let p = 0; p < table.piles; p++) if (table.heights[p] === 0) return false;
    if (!this.lostFor(table, -1)) return false;
    const ranks = this.graceRanks(table);
    for (let p = 0; p < table.piles; p++) {
      for (let i = 0; i < table.heights[p]!; i++) {
        const card = table.cardAt(p, i);
        if ((ranks & (1 << rankOf(card))) !== 0 && !this.lostFor(table, card)) return false;
      }
    }
    return true;
  }

  /**
   * Whether T is lost for grace card `grace` (−1: none), by the sets of the class comment; sharp, grown
   * again without the cards supports.ts shows never to leave, until it finds no more of them.
   */
  private lostFor(table: Table, grace: number): boolean {
    this.never.fill(0);
    this.grace = grace;
    this.slack = grace < 0 && table.grace !== 0 && !table.graceUsed ? 1 : 0;
    for (;;) {
      const piles = this.grow(table);
      if (piles === OPEN) return false;
      if (piles === NONE && this.someNeverHome(table)) return true;
      if (!this.sharp || !this.supports.settle(table, this.mark, this.never, grace, this.slack)) return false;
    }
  }

  /**
   * Grows L and H (the class comment), without the cards in `never`, until they stop, and says whether
   * some pile then has every card in L (CLEAR) or none does (NONE). Not sharp, it stops at the first
   * such pile (OPEN): the table is then not proved lost.
   */
  private grow(table: Table): number {
    this.mark.fill(0);
    for (let p = 0; p < table.piles; p++) {
      const h = table.heights[p]!;
      for (let i = 0; i < h; i++) this.height[table.cardAt(p, i)] = i;
      this.clear[p] = h;
    }
    let piles = NONE;
    for (let grown = true; grown;) {
      grown = false;
      for (let suit = 0; suit < 4; suit++) {
        for (let rank = table.foundations[suit]! + 1; rank <= table.top; rank++) {
          const card = faceFrom(suit, rank);
          if (this.mark[card] === 2 || this.never[card] === 1 || !this.reachable(table, card)) continue;
          let join = 0;
          if (rank === table.foundations[suit]! + 1 || this.mark[card - 1] === 2) join = 2;
          else if (this.mark[card] === 0 && (card === this.grace || this.mayLeave(table, card))) join = 1;
          if (join === 0) continue;
          grown = true;
          const pile = this.join(table, card, join);
          if (pile < 0) continue;
          if (!this.sharp) return OPEN;
          piles = CLEAR;
        }
      }
    }
    return piles;
  }

  /** Whether some card not home is not in H. */
  private someNeverHome(table: Table): boolean {
    for (let suit = 0; suit < 4; suit++)
      if (table.foundations[suit]! < table.top && this.mark[faceFrom(suit, table.top)] !== 2) return true;
    return false;
  }

  /** Bit r set when the grace move is still to come and a tableau card of rank r could go onto a one-card reserve place (0 when it is not). */
  private graceRanks(table: Table): number {
    if (table.grace === 0 || table.graceUsed) return 0;
    let ranks = 0;
    for (let place = 0; place < table.places; place++) {
      if (table.depths[place] !== 1) continue;
      const rank = rankOf(table.reserveTop(place));
      ranks |= 1 << (rank - 1);
      if (table.grace === 2) ranks |= 1 << (rank + 1);
    }
    return ranks;
  }

  /** Reachable (the class comment): every card above it in T is in L, or it is free in the reserve. */
  private reachable(table: Table, card: number): boolean {
    const where = table.where[card]!;
    if (where < RESERVE_BASE) return this.height[card]! >= this.clear[where]! - 1;
    const top = table.reserveTop(where - RESERVE_BASE);
    return top === card || this.mark[top]! > 0;
  }

  /** Whether a reachable card has somewhere to go on the tableau: onto a card one rank up. */
  private mayLeave(table: Table, card: number): boolean {
    const rank = rankOf(card);
    if (rank >= table.top) return false;
    for (let suit = 0; suit < 4; suit++) {
      if (table.foundations[suit]! > rank) continue;
      const z = faceFrom(suit, rank + 1);
      if (this.mark[z]! > 0 || (table.where[z]! < RESERVE_BASE && this.reachable(table, z))) return true;
    }
    return false;
  }

  /**
   * Marks a card (1: L, 2: H) and lowers its pile's clear height past every card in L; the pile when
   * this makes its every card in L, else −1.
   */
  private join(table: Table, card: number, mark: number): number {
    this.mark[card] = mark;
    const pile = table.where[card]!;
    if (pile >= RESERVE_BASE || this.clear[pile] === 0) return -1;
    while (this.clear[pile]! > 0 && this.mark[table.cardAt(pile, this.clear[pile]! - 1)]! > 0) this.clear[pile]!--;
    return this.clear[pile] === 0 ? pile : -1;
  }
}
