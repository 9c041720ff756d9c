// The search's lower bound on the moves left before a wanted card is a tableau top (R6.2).
//
// For one target — pile p and its topmost wanted card w, with the d cards above w ("cover") — the
// bound is d + max(0, X − E, T2), and the search uses the least over the targets. Below, "a plan" is
// an optimal one (no shorter way to any goal exists). Facts every proof uses:
// (F1) Wanted cards never move before the goal (a wanted card that can move is a top: a goal), so
//      nothing at or under w in p moves, and a pile holding a wanted card is never emptied.
// (F2) A card moves onto a host (one rank higher, other colour: R5.2) that is a tableau top, onto an
//      empty pile, or onto an opponent's pile (R5.4), which can only happen to a *sinkable* card
//      (class Sinks). Cards reach the tableau only from the tableau and the mover's sources; nothing
//      comes back from the opponent's piles.
// (F3) A plan never moves a lone card to an empty pile: that gives the same state with two piles
//      swapped, so dropping the move and renaming those piles afterwards would make a shorter plan.
// (F4) A wanted card is never a host before the goal: to take a card it would have to be a top.
// Each cover card must move at least once ("first moves": d moves). Every other move is "extra".
//
// X − E. A cover card c is *E-bound* when it is not sinkable and no copy of a host face
// (other than wanted faces, F4) lies in the tableau or the mover's unused sources, except under c in p.
// Its first move leaves p (F1) while every host copy under it is still covered, so by F2 it goes to
// an empty pile. Let E be the empty piles now. Each move into an empty pile lowers the count of empty
// piles by one, and only a move that empties a pile raises it, so the X E-bound first moves need at
// least X − E emptying moves. A move that empties a pile leaves a pile other than p, so it is never a
// first move: it is extra.
//
// T2. Call a card *bottom-bound* when it is not sinkable and no copy of a host face lies
// in the tableau or the mover's sources outside "at or under w in p, or c1" (c1 = the cover card just
// above w, which is the last to leave p: nothing lies on it at the goal). At the goal each
// bottom-bound cover card is in the tableau, not in p, on nothing (F2): the bottom of its own pile.
// So is each bottom-bound card that is now the bottom of a pile q ≠ p (it can only move onto c1, back
// into p, and must leave again for an empty pile), and so is the bottom of a pile holding a wanted
// card (F1). These are distinct cards, so they are the bottoms of distinct piles other than p. Let P
// be the bottom-bound cover cards and B the other piles whose bottom is held as above. A pile now
// empty or in B can serve one of them without cost; every other non-empty pile q ≠ p that ends with
// a card of P at its bottom has had all its present cards moved away: len(q) extra moves, different
// cards for different piles. So at least P − E of those "candidate" piles are emptied, costing at
// least the sum of the P − E smallest candidate lengths (T2); with fewer candidates the target is
// unreachable. X − E and T2 both count extra moves, so their larger value is a bound.
//
// Consistency (what A* and the fault-free search need): along any move the bound drops by at most
// one. Host copies only ever leave the tableau and sources (to opponents' piles), and sinkable never
// turns true again, so E-bound and bottom-bound never turn false for a card that stays where it is. A cover card leaving p lowers d by
// one: if E-bound or bottom-bound it goes to an empty pile (X and E, or P and E, drop together and it
// joins B), otherwise X − E cannot drop and adding its new pile with one more needed pile cannot
// lower T2. Any other move changes d by 0 or +1, E by at most one, and one pile's length by one; a
// pile emptied by a move held one card, so T2 loses at most that card. The least over the targets
// keeps the property. `tests/engine/analysis.test.ts` and the cross-checks confirm it on play.
import { Board, PILE_CAP, RANK, RED, SUIT, X_IN_PLAY, X_OPP_CLAW } from './board.ts';
import { TABLEAU_PILES } from '../position.ts';

/** No target can be reached (or none exists). */
export const UNREACHABLE = 0x7fff;

/** The two host faces of each face code (one rank higher, other colour), 0 for none (a King). */
export const HOST_A = new Uint8Array(53);
export const HOST_B = new Uint8Array(53);
for (let c = 1; c <= 52; c++) {
  if (RANK[c] === 13) continue;
  let k = 0;
  for (let suit = 0; suit < 4; suit++) {
    const h = suit * 13 + RANK[c]! + 1;
    if (RED[h] === RED[c]) continue;
    if (k++ === 0) HOST_A[c] = h;
    else HOST_B[c] = h;
  }
}

/**
 * The ranks each opponent pile could ever come to show: from its top, one step at a time to a rank of
 * its suit held by a card in the tableau or the mover's sources (not a wanted one: it never moves).
 * A card is *sinkable* when its rank is next to one of those. Moves only ever shrink these ranges:
 * cards leave the tableau and sources only onto the opponent's piles, and a new top's range lies
 * within the old one. Anything not sinkable now never will be.
 */
export class Sinks {
  private readonly suit = new Int8Array(2);
  private readonly low = new Int8Array(2);
  private readonly high = new Int8Array(2);

  /** From the opponent's tops in `extra` and the copies of each face still in play (`count`). */
  update(extra: Uint8Array, count: Int8Array | Uint8Array, wanted: Uint8Array): void {
    for (let k = 0; k < 2; k++) {
      const top = extra[X_OPP_CLAW + k]!;
      if (top === 0) {
        this.suit[k] = -1;
        continue;
      }
      const base = SUIT[top]! * 13;
      let low = RANK[top]!;
      let high = low;
      while (low > 1 && count[base + low - 1]! > 0 && !wanted[base + low - 1]) low--;
      while (high < 13 && count[base + high + 1]! > 0 && !wanted[base + high + 1]) high++;
      this.suit[k] = SUIT[top]!;
      this.low[k] = low;
      this.high[k] = high;
    }
  }

  /** Whether a card might one day go onto an opponent's pile (R5.4). */
  sinkable(card: number): boolean {
    for (let k = 0; k < 2; k++) {
      if (this.suit[k] !== SUIT[card]) continue;
      const rank = RANK[card]!;
      const low = this.low[k]!;
      const high = this.high[k]!;
      if (rank >= low - 1 && rank <= high + 1 && !(low === high && rank === low)) return true;
    }
    return false;
  }
}

export class LowerBound {
  /** Index of the topmost wanted card in each pile, or -1: fixed for a search (F1). */
  readonly wantedAt = new Int16Array(TABLEAU_PILES);
  /** Copies of each face in the tableau and the mover's unused sources; kept by the search. */
  readonly count = new Int8Array(53);
  /** Per pile, copies of each face at or under its wanted card (fixed for a search). */
  private readonly fixedBelow = new Int8Array(TABLEAU_PILES * 53);
  private readonly lengths = new Int32Array(TABLEAU_PILES);
  /** Per target (and a scratch slot 8): E-bound and bottom-bound cover cards at the snapshot. */
  private readonly xOf = new Int16Array(TABLEAU_PILES + 1);
  private readonly bottomsOf = new Int16Array(TABLEAU_PILES + 1);
  /** What the opponent's piles can take: at the snapshot, and for a child that sank a card. */
  private readonly sinks = new Sinks();
  private readonly childSinks = new Sinks();
  private wanted: Uint8Array = new Uint8Array(53);

  /** Sets up a search from the loaded board. */
  prepare(board: Board, wanted: Uint8Array): void {
    this.wanted = wanted;
    const { cards, len, extra } = board;
    this.fixedBelow.fill(0);
    this.count.fill(0);
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const base = p * PILE_CAP;
      const w = board.topmostWanted(p, wanted);
      this.wantedAt[p] = w;
      for (let i = 0; i <= w; i++) this.fixedBelow[p * 53 + cards[base + i]!]!++;
      for (let i = 0; i < len[p]!; i++) this.count[cards[base + i]!]!++;
    }
    for (let s = 0; s <= X_IN_PLAY; s++) if (extra[s]) this.count[extra[s]!]!++;
  }

  /**
   * Notes X and the bottom-bound cover cards of every target for the board as it stands (a node
   * just restored): a child whose move leaves a target's pile and the counts alone reuses them.
   */
  snapshot(board: Board): void {
    this.sinks.update(board.extra, this.count, this.wanted);
    for (let p = 0; p < TABLEAU_PILES; p++) if (this.wantedAt[p]! >= 0) this.countTarget(board, p, p, this.sinks);
  }

  /**
   * The bound for the board as it stands (UNREACHABLE when no target is left). `changedA` and
   * `changedB` are the piles the move since the snapshot changed (-1 for none); `counts` whether
   * it changed `count` (a card sent to an opponent's pile).
   */
  compute(board: Board, changedA: number, changedB: number, counts: boolean): number {
    const { cards, len } = board;
    let empty = 0;
    for (let p = 0; p < TABLEAU_PILES; p++) if (len[p] === 0) empty++;
    let sinks = this.sinks;
    if (counts) {
      sinks = this.childSinks;
      sinks.update(board.extra, this.count, this.wanted);
    }
    let best = UNREACHABLE;
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const w = this.wantedAt[p]!;
      if (w < 0) continue;
      const d = len[p]! - 1 - w;
      if (d >= best) continue;
      let slot = p;
      if (counts || p === changedA || p === changedB) {
        this.countTarget(board, p, TABLEAU_PILES, sinks);
        slot = TABLEAU_PILES;
      }
      const x = this.xOf[slot]!;
      let t2 = 0;
      const need = this.bottomsOf[slot]! - empty;
      if (need > 0) {
        const below = p * 53;
        const c1 = cards[p * PILE_CAP + w + 1]!;
        let k = 0;
        for (let q = 0; q < TABLEAU_PILES; q++) {
          if (q === p || len[q] === 0 || this.wantedAt[q]! >= 0) continue;
          const bottom = cards[q * PILE_CAP]!;
          if (!sinks.sinkable(bottom) && this.bottomBound(bottom, below, c1)) continue;
          // Insertion into the sorted candidate lengths.
          let i = k++;
          while (i > 0 && this.lengths[i - 1]! > len[q]!) {
            this.lengths[i] = this.lengths[i - 1]!;
            i--;
          }
          this.lengths[i] = len[q]!;
        }
        if (need > k) continue; // this target can never be reached
        for (let i = 0; i < need; i++) t2 += this.lengths[i]!;
      }
      const h = d + Math.max(0, x - empty, t2);
      if (h < best) best = h;
    }
    return best;
  }

  /** X and the bottom-bound cover cards of target p, into `xOf[slot]` and `bottomsOf[slot]`. */
  private countTarget(board: Board, p: number, slot: number, sinks: Sinks): void {
    const { cards, len } = board;
    const count = this.count;
    const wanted = this.wanted;
    const w = this.wantedAt[p]!;
    const n = len[p]!;
    const base = p * PILE_CAP;
    const below = p * 53;
    const c1 = cards[base + w + 1]!;
    let x = 0;
    let bottoms = 0;
    for (let i = w + 1; i < n; i++) {
      const c = cards[base + i]!;
      if (sinks.sinkable(c)) continue;
      const ha = HOST_A[c]!;
      const hb = HOST_B[c]!;
      // Host copies anywhere but under c in p.
      let hosts = 0;
      if (ha !== 0 && !wanted[ha]) hosts += count[ha]! - this.fixedBelow[below + ha]!;
      if (hb !== 0 && !wanted[hb]) hosts += count[hb]! - this.fixedBelow[below + hb]!;
      for (let j = w + 1; j < i && hosts > 0; j++) {
        const under = cards[base + j]!;
        if (under === ha || under === hb) hosts--;
      }
      if (hosts <= 0) x++;
      if (this.bottomBound(c, below, c1)) bottoms++;
    }
    this.xOf[slot] = x;
    this.bottomsOf[slot] = bottoms;
  }

  /** Recounts `count` for a board restored from the table. */
  recount(board: Board): void {
    const { cards, len, extra } = board;
    const count = this.count;
    count.fill(0);
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const base = p * PILE_CAP;
      for (let i = 0; i < len[p]!; i++) count[cards[base + i]!]!++;
    }
    for (let s = 0; s <= X_IN_PLAY; s++) if (extra[s]) count[extra[s]!]!++;
  }

  /** Host copies of face h usable at the goal of the target whose fixed cards start at `below`. */
  private usable(h: number, below: number, c1: number): number {
    return h === 0 || this.wanted[h] ? 0 : this.count[h]! - this.fixedBelow[below + h]! - (h === c1 ? 1 : 0);
  }

  /** Bottom-bound, the opponent's piles already ruled out: no host copy usable at the goal. */
  private bottomBound(c: number, below: number, c1: number): boolean {
    return this.usable(HOST_A[c]!, below, c1) <= 0 && this.usable(HOST_B[c]!, below, c1) <= 0;
  }
}
