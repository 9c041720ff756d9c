// A sharper side of dead.ts's lost-table test: a card that may seem free to leave its place (in the
// set L) may still never leave it, because at its first move the cards that would then have to lie on
// a card one rank up would outnumber the cards that could be under them. dead.ts grows its sets again
// without such cards, and so on until no more are found. It costs several times the plain test, so
// the search asks it of the first table of each depth-first search only (search.ts).
import { faceFrom } from '../../engine/index.ts';
import { rankOf, suitIndexOf } from './faces.ts';
import type { Table } from './table.ts';

/** Offsets of the per-rank counts in SupportCount's arrays: B, U, L \ U and (L \ U) ∩ B of `settle`'s comment. */
const DEMAND = 0;
const UNMOVED = 16;
const MOVABLE = 32;
const MOVABLE_DEMAND = 48;
/** A card's part in the counts when its pile is not the one looked at (SupportCount.role). */
const IN_B = 1;
const IN_U = 2;
const IN_X = 4;
/** Not G, and right on a card one rank up in T: in B whenever the card cannot be home. */
const LIES = 8;

/**
 * The counts on a table, with dead.ts's sets L and H (`mark`: 1 in L, 2 in H too) grown for grace
 * card G (−1: none), and `slack` 1 when a card other than G may yet be put into the reserve by the
 * grace move (G none, the grace move still to come), else 0.
 */
export class SupportCount {
  private readonly base = new Int8Array(64);
  private readonly work = new Int8Array(64);
  private readonly role = new Uint8Array(64);
  /** Per suit, the lowest rank of a card below c in P (14: none): no card of that suit from it up is home at s. */
  private readonly cap = new Int8Array(4);
  /** Per suit, as rank bits: the tableau cards of H lying right on a card one rank up (LIES), and those of them in X. */
  private readonly homeLies = new Int32Array(4);
  private readonly homeLiesX = new Int32Array(4);
  /** Per suit, as rank bits: the cards of the pile looked at. */
  private readonly pileBits = new Int32Array(4);

  /**
   * Marks in `never` each card of L that cannot make its first move before a pile is first empty,
   * and says whether it found one. Why, for a card c at height ℓ of pile P (a reserve card: below).
   *
   * Take a sequence of legal moves from T and the time s just after c's first move, with no pile
   * empty before it. Up to s (dead.ts) every card that moves moves alone and lands on a card one rank
   * up, goes home, or by the grace move into the reserve; a card not in L never moves and a card not
   * in H never goes home. A card that moved and lies on the tableau lies on the card it was put on,
   * one rank up (nothing under a card moves while the card is on it), and no card has two cards on
   * it. At s the cards of P above c have moved, c has just moved and has nothing on it, the cards
   * below it have not moved, and the one right below c has nothing on it. For each rank q, at s:
   * - B_q: rank-q cards other than G that lie on the tableau at s right on a card of rank q + 1:
   *   (i) c and the cards above it in P, and (ii) the cards elsewhere that lie right on a card of
   *   rank q + 1 in T, each when it cannot be home at s: it is not in H, or a card of its suit of a
   *   lower rank lies below c in P (that card has not moved, so it is not home, nor is any card of its
   *   suit above it); and (iii) the cards below c in P that lie right on a card one rank up in T
   *   (they have not moved). A card of (i) or (ii) not home is not in the reserve either (save the
   *   one card the grace move may have put there: `slack`), so it lies on the tableau: where it was
   *   put, on a card one rank up, if it moved, else where it lay.
   * - Y_q, the rank-q cards lying right on a card of rank q + 1 at s, holds B_q; they lie on as many
   *   distinct cards of rank q + 1, each on the tableau with that rank-q card right on it.
   * - Such a card z either never moved — then it lies on a pile (not above c in P, not c, not right
   *   below c), and the card right on it in T is absent, in L and not below c in P (it may have
   *   left), or of rank q: z is in U_{q+1} — or it moved, so it is in L, is not c and does not lie
   *   below c in P, and is not in U_{q+1} (those that moved: X_{q+1}). So
   *   |X_{q+1}| ≥ |Y_q| − |U_{q+1}|, drawn from the cards of L \ U_{q+1} that may be moved at s. A
   *   King that moved lies on no card (no rank is above it), so X is empty for the top rank.
   * - X_{q+1} lies on cards of rank q + 2 (it moved onto the tableau), so Y_{q+1} ⊇ B_{q+1} ∪ X_{q+1},
   *   and at most |(L \ U_{q+1}) ∩ B_{q+1}| of X_{q+1} are in B_{q+1}.
   * So, rank by rank upward, y_q = |B_q| + max(0, k_q − |(L \ U_q) ∩ B_q|), with k_{q+1} =
   * y_q − |U_{q+1}|, is a lower bound on |Y_q|, and k_{q+1} one on |X_{q+1}|: when some k_{q+1} exceeds
   * the cards X could be drawn from, no such sequence exists, and c never moves before a pile is
   * empty. Leaving the grace move's one card out of one B lowers each later y and k by at most one
   * (each is a sum or a max(0, ·) of earlier ones), hence `slack`. A reserve card c is the same with
   * no pile P: c has just moved and lies on the tableau unless it went home.
   * The counts need of L and H only that every card that moves before a pile is first empty is in L,
   * and every card sent home then is in H; larger sets only make the counts less short.
   */
  settle(table: Table, mark: Uint8Array, never: Uint8Array, grace: number, slack: number): boolean {
    this.prepare(table, mark, grace);
    let found = false;
    for (let p = 0; p < table.piles; p++) {
      if (!this.mayRunShort(table, mark, p, grace, slack)) continue;
      for (let level = table.heights[p]! - 1; level >= 0; level--) {
        const card = table.cardAt(p, level);
        if (mark[card] === 0) break;
        if (this.short(table, mark, p, level, grace, slack)) {
          never[card] = 1;
          found = true;
          break;
        }
      }
    }
    for (let place = 0; place < table.places; place++) {
      for (let d = 0; d < table.depths[place]!; d++) {
        const card = table.reserve[2 * place + d]!;
        if (mark[card] === 0) continue;
        const q = rankOf(card);
        this.work.set(this.base);
        if (mark[card] !== 2) this.work[DEMAND + q]!++;
        this.work[MOVABLE + q]!--;
        if (this.runsShort(table, slack)) {
          never[card] = 1;
          found = true;
        }
      }
    }
    return found;
  }

  /** The counts with no pile looked at, and each tableau card's part in them. */
  private prepare(table: Table, mark: Uint8Array, grace: number): void {
    const base = this.base;
    base.fill(0);
    this.homeLies.fill(0);
    this.homeLiesX.fill(0);
    for (let p = 0; p < table.piles; p++) {
      const h = table.heights[p]!;
      for (let i = 0; i < h; i++) {
        const card = table.cardAt(p, i);
        const q = rankOf(card);
        let role = 0;
        if (card !== grace && i > 0 && rankOf(table.cardAt(p, i - 1)) === q + 1) role |= mark[card] === 2 ? LIES : LIES | IN_B;
        const above = i + 1 < h ? table.cardAt(p, i + 1) : -1;
        if (above < 0 || mark[above]! > 0 || rankOf(above) === q - 1) role |= IN_U;
        else if (mark[card]! > 0) role |= IN_X;
        this.role[card] = role;
        this.add(base, q, role, 1);
        if ((role & (LIES | IN_B)) === LIES) {
          this.homeLies[suitIndexOf(card)]! |= 1 << q;
          if ((role & IN_X) !== 0) this.homeLiesX[suitIndexOf(card)]! |= 1 << q;
        }
      }
    }
    for (let place = 0; place < table.places; place++) {
      for (let d = 0; d < table.depths[place]!; d++) {
        const card = table.reserve[2 * place + d]!;
        this.role[card] = 0;
        if (mark[card]! > 0) base[MOVABLE + rankOf(card)]!++;
      }
    }
  }

  private add(counts: Int8Array, q: number, role: number, sign: number): void {
    if ((role & IN_B) !== 0) counts[DEMAND + q]! += sign;
    if ((role & IN_U) !== 0) counts[UNMOVED + q]! += sign;
    if ((role & IN_X) !== 0) {
      counts[MOVABLE + q]! += sign;
      if ((role & IN_B) !== 0) counts[MOVABLE_DEMAND + q]! += sign;
    }
  }

  /**
   * False when no card of the pile can run the counts short: counts at least as short as every
   * level's (each B as large, each U, L \ U and (L \ U) ∩ B as small; the climb only runs shorter
   * for that) do not.
   */
  private mayRunShort(table: Table, mark: Uint8Array, pile: number, grace: number, slack: number): boolean {
    const work = this.work;
    work.set(this.base);
    const lowest = this.cap;
    lowest.fill(14);
    for (let i = 0; i < table.heights[pile]!; i++) {
      const card = table.cardAt(pile, i);
      const suit = suitIndexOf(card);
      const q = rankOf(card);
      this.add(work, q, this.role[card]!, -1);
      if (card !== grace && (mark[card] !== 2 || (this.role[card]! & LIES) !== 0 || q > lowest[suit]!)) work[DEMAND + q]!++;
      if (q < lowest[suit]!) lowest[suit] = q;
    }
    for (let suit = 0; suit < 4; suit++) {
      if (lowest[suit] === 14) continue;
      for (let rest = this.homeLies[suit]! & (-2 << lowest[suit]!); rest !== 0; rest &= rest - 1) {
        const card = faceFrom(suit, 31 - Math.clz32(rest & -rest));
        if (table.where[card] !== pile) work[DEMAND + rankOf(card)]!++;
      }
    }
    return this.runsShort(table, slack);
  }

  /** Whether the counts run short just after the first move of the card at height `level` of pile `pile`. */
  private short(table: Table, mark: Uint8Array, pile: number, level: number, grace: number, slack: number): boolean {
    const work = this.work;
    const cap = this.cap;
    work.set(this.base);
    cap.fill(14);
    this.pileBits.fill(0);
    for (let i = 0; i < table.heights[pile]!; i++) {
      const card = table.cardAt(pile, i);
      const suit = suitIndexOf(card);
      this.pileBits[suit]! |= 1 << rankOf(card);
      if (i < level && rankOf(card) < cap[suit]!) cap[suit] = rankOf(card);
    }
    // A card of H that cannot be home at s, lying right on a card one rank up, is in B after all.
    for (let suit = 0; suit < 4; suit++) {
      if (cap[suit] === 14) continue;
      const bits = this.homeLies[suit]! & ~this.pileBits[suit]! & (-2 << cap[suit]!);
      for (let rest = bits; rest !== 0; rest &= rest - 1) {
        const q = 31 - Math.clz32(rest & -rest);
        work[DEMAND + q]!++;
        if ((this.homeLiesX[suit]! & (1 << q)) !== 0) work[MOVABLE_DEMAND + q]!++;
      }
    }
    const h = table.heights[pile]!;
    for (let i = 0; i < h; i++) {
      const card = table.cardAt(pile, i);
      const q = rankOf(card);
      this.add(work, q, this.role[card]!, -1);
      let role = 0;
      if (i >= level) {
        if (card !== grace && (mark[card] !== 2 || q > cap[suitIndexOf(card)]!)) role |= IN_B;
        if (i > level && mark[card]! > 0) role |= IN_X;
      } else {
        // Below c: it has not moved, so it is not home.
        if ((this.role[card]! & LIES) !== 0) role |= IN_B;
        if (i < level - 1 && rankOf(table.cardAt(pile, i + 1)) === q - 1) role |= IN_U;
      }
      this.add(work, q, role, 1);
    }
    return this.runsShort(table, slack);
  }

  /** The climb of `settle`'s comment over the counts in `work`: whether some k exceeds its room. */
  private runsShort(table: Table, slack: number): boolean {
    const work = this.work;
    let y = 0;
    for (let q = 2; q <= table.top + 1; q++) {
      const k = y - work[UNMOVED + q]!;
      const room = q >= table.top ? 0 : work[MOVABLE + q]!;
      if (k - slack > room) return true;
      if (q > table.top) return false;
      y = work[DEMAND + q]! + Math.max(0, k - work[MOVABLE_DEMAND + q]!);
    }
    return false;
  }
}
