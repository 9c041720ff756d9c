// A proof that no foundation play can be reached, by packing the table at a few moments of any way to it.
//
// Take a target: pile p and its topmost wanted card w. Along a way to the goal, look at these moments:
// (G) the goal itself, when w has just become a top, and (Rr), for each cover card r that cannot be
// sunk (bound.ts, Sinks: what can be sunk only shrinks), the moment just before r first moves. Its
// first move goes to an empty pile or onto a host h that is a top then (a copy of a host face in the
// tableau, not wanted: a wanted card is never a top before the goal; not under r in p: r covers it).
// So at (Rr) a pile is empty, or some such h lies in the tableau with nothing on it. When r is
// *E-bound* (no such copy exists at all), a pile is empty. At any of these moments no wanted card is
// a top but w at (G) (a wanted card that is a top is a goal, and a wanted card never moves before it:
// F1 in bound.ts).
//
// The table at such a moment. A card that has never moved lies where it was dealt, and so does every
// card under it (only tops move): the never-moved cards of each pile q are a bottom part, its first
// u(q) cards. In p they are exactly the cards up to w (G) or up to r (Rr): the cards above have moved
// and nothing lies on the top one. Every other card in the tableau has moved, and was put either on a
// host (a top one rank higher of the other colour, R5.2), where it still lies, or on an empty pile,
// where it is the bottom. So every card of the tableau has one *support*: its dealt neighbour below
// (never moved), a host, or the table (a pile's bottom: a never-moved bottom card, or a moved card on
// an empty pile). A card supports at most one card, a wanted card never takes a moved one (F4), the top
// of p takes none, and the cards of a never-moved part support their dealt neighbour above. A card off
// the table — a source card not played, or a card sunk on an opponent's pile (only a sinkable one) —
// takes its own place as its support, so that it supports nothing. Pile bottoms are distinct piles, p
// among them, and an empty pile at (Rr) leaves one pile fewer: at most 8 cards lean on the table at
// (G), at (Rr) at most 7, or at most 8 with the chosen h in the tableau (not off it) supporting nothing.
//
// Counting. For a choice of u(q), this is a bipartite matching of cards to the supports they may use:
// the fewest cards on the table are the cards minus a maximum matching. When every choice of u(q)
// needs too many, no way reaches that moment, and the target is unreachable. Choices are searched by
// branch and bound: a pile whose u(q) is not chosen lets each of its cards above the forced part lean
// on its dealt neighbour without asking whether that one never moved (more supports: a lower count, so
// a bound for every choice below); when the best matching happens to use such leans only in unbroken
// runs from the pile's never-moved bottom, it is a real choice and its count is exact; otherwise the
// search branches on the u(q) of a pile that breaks it. u(q) = 1 is never needed: u(q) = 0 lets its
// bottom card lean on the table as before and also lets it rest on a host, so it never needs more.
// A pile holding a wanted card keeps it covered by its dealt neighbour (a moved card never lies on a
// wanted card): its u(q) is at least the wanted card's index + 2.
import { Board, PILE_CAP, X_IN_PLAY } from './board.ts';
import { TABLEAU_PILES } from '../position.ts';
import { HOST_A, HOST_B, Sinks } from './bound.ts';

const MAX_NODES = TABLEAU_PILES * PILE_CAP + 3;
/** Cards that may lean on the table at the goal: one pile each. */
const PILES_AT_GOAL = TABLEAU_PILES;

export class Packing {
  private readonly sinks = new Sinks();
  private readonly count = new Uint8Array(53);
  // The cards of the board: tableau piles in order, then the unused sources.
  private readonly face = new Uint8Array(MAX_NODES);
  private readonly pileOf = new Int8Array(MAX_NODES);
  private readonly sinkable = new Uint8Array(MAX_NODES);
  private readonly start = new Int16Array(TABLEAU_PILES + 1);
  /** Per pile, the index of its topmost wanted card, or -1. */
  private readonly wantedAt = new Int16Array(TABLEAU_PILES);
  private nodes = 0;
  /** Host candidates of each card (cards of a host face), flat with offsets. */
  private readonly hostStart = new Int32Array(MAX_NODES + 1);
  private readonly hostList = new Int16Array(MAX_NODES * 8);
  // One branch-and-bound problem: the target pile, then per pile the least u(q) and the chosen one.
  private target = 0;
  private readonly minU = new Int16Array(TABLEAU_PILES);
  /** Per pile, the chosen u(q), or -1 when not chosen. */
  private readonly chosen = new Int16Array(TABLEAU_PILES);
  // Matching state.
  private readonly matchOf = new Int16Array(MAX_NODES);
  private readonly supportOf = new Int16Array(MAX_NODES);
  private readonly capUsed = new Uint8Array(MAX_NODES);
  /** Per card, under the current choices: whether it may take a moved card, and lean on its dealt neighbour unasked. */
  private readonly canHost = new Uint8Array(MAX_NODES);
  private readonly free = new Uint8Array(MAX_NODES);
  private readonly seen = new Uint32Array(MAX_NODES);
  private visit = 0;
  /** A card that must be a top at the moment counted (it supports nothing, and is on the table), or -1. */
  private reserved = -1;
  private wanted: Uint8Array = new Uint8Array(53);

  /** True when no wanted card in the tableau can ever be uncovered. */
  allUnreachable(board: Board, wanted: Uint8Array): boolean {
    this.load(board, wanted);
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const w = this.wantedAt[p]!;
      if (w < 0) continue;
      if (!this.targetUnreachable(board, p, w)) return false;
    }
    return true;
  }

  private load(board: Board, wanted: Uint8Array): void {
    this.wanted = wanted;
    const { cards, len, extra } = board;
    const count = this.count;
    count.fill(0);
    let n = 0;
    for (let q = 0; q < TABLEAU_PILES; q++) {
      this.wantedAt[q] = board.topmostWanted(q, wanted);
      this.start[q] = n;
      for (let i = 0; i < len[q]!; i++) {
        const card = cards[q * PILE_CAP + i]!;
        this.face[n] = card;
        this.pileOf[n] = q;
        count[card]!++;
        n++;
      }
    }
    this.start[TABLEAU_PILES] = n;
    for (let s = 0; s <= X_IN_PLAY; s++) {
      const card = extra[s]!;
      if (card === 0) continue;
      this.face[n] = card;
      this.pileOf[n] = -1;
      count[card]!++;
      n++;
    }
    this.nodes = n;
    this.sinks.update(extra, count, wanted);
    let k = 0;
    for (let v = 0; v < n; v++) {
      this.hostStart[v] = k;
      const f = this.face[v]!;
      this.sinkable[v] = this.sinks.sinkable(f) ? 1 : 0;
      const a = HOST_A[f]!;
      const b = HOST_B[f]!;
      if (a === 0) continue;
      for (let h = 0; h < n; h++) {
        const g = this.face[h]!;
        if ((g === a || g === b) && !wanted[g]) this.hostList[k++] = h;
      }
    }
    this.hostStart[n] = k;
  }

  /** Whether the target (p, w) is unreachable: at the goal, or before some cover card first moves. */
  private targetUnreachable(board: Board, p: number, w: number): boolean {
    if (!this.feasible(p, w + 1, PILES_AT_GOAL)) return true;
    const { cards, len } = board;
    const base = p * PILE_CAP;
    for (let i = w + 1; i < len[p]!; i++) {
      const r = cards[base + i]!;
      if (this.sinks.sinkable(r)) continue;
      if (this.eBound(board, p, i)) {
        if (!this.feasible(p, i + 1, PILES_AT_GOAL - 1)) return true;
        continue;
      }
      if (this.feasible(p, i + 1, PILES_AT_GOAL - 1)) continue;
      const v = this.start[p]! + i;
      let some = false;
      for (let k = this.hostStart[v]!; k < this.hostStart[v + 1]! && !some; k++) {
        const h = this.hostList[k]!;
        if (this.pileOf[h] === p && h < v) continue;
        this.reserved = h;
        some = this.feasible(p, i + 1, PILES_AT_GOAL);
        this.reserved = -1;
      }
      if (!some) return true;
    }
    return false;
  }

  /** No copy of a host face of the card at (p, i) outside "under it in p", wanted ones aside. */
  private eBound(board: Board, p: number, i: number): boolean {
    const base = p * PILE_CAP;
    const r = board.cards[base + i]!;
    for (const h of [HOST_A[r]!, HOST_B[r]!]) {
      if (h === 0 || this.wanted[h]) continue;
      let under = 0;
      for (let j = 0; j < i; j++) if (board.cards[base + j] === h) under++;
      if (this.count[h]! > under) return false;
    }
    return true;
  }

  /** Whether some choice of never-moved parts lets the table hold everything with at most `limit` bottoms. */
  private feasible(p: number, keep: number, limit: number): boolean {
    this.target = p;
    for (let q = 0; q < TABLEAU_PILES; q++) {
      const wi = this.wantedAt[q]!;
      this.minU[q] = q === p ? keep : wi >= 0 ? wi + 2 : 0;
      this.chosen[q] = q === p ? keep : -1;
    }
    return this.branch(limit);
  }

  private branch(limit: number): boolean {
    const broken = this.solve(limit);
    if (broken === -2) return false; // too many bottoms even so
    if (broken === -1) return true; // a real choice that fits
    const q = broken;
    const n = this.start[q + 1]! - this.start[q]!;
    let fits = false;
    for (let u = this.minU[q]!; u <= n && !fits; u++) {
      if (u === 1) continue;
      this.chosen[q] = u;
      fits = this.branch(limit);
    }
    this.chosen[q] = -1;
    return fits;
  }

  /**
   * The best matching under the current choices: -2 when it leaves more than `limit` cards on the
   * table, -1 when it fits and is a real choice, else a pile whose leans are not an unbroken run.
   */
  private solve(limit: number): number {
    const n = this.nodes;
    const { capUsed, matchOf, canHost, free } = this;
    capUsed.fill(0, 0, n);
    matchOf.fill(-1, 0, n);
    let table = 0;
    let loose = 0;
    for (let q = 0; q < TABLEAU_PILES; q++) {
      const top = (this.chosen[q]! >= 0 ? this.chosen[q]! : this.minU[q]!) - 1;
      const first = this.start[q]!;
      for (let v = first; v < this.start[q + 1]!; v++) {
        const i = v - first;
        const forced = i <= top;
        canHost[v] = !this.wanted[this.face[v]!] && i >= top && !(forced && q === this.target) ? 1 : 0;
        free[v] = !forced && i > 0 && this.chosen[q]! < 0 ? 1 : 0;
        if (!forced) loose++;
        else if (i === 0) table++;
        else capUsed[v - 1] = 1;
      }
    }
    for (let v = this.start[TABLEAU_PILES]!; v < n; v++) {
      canHost[v] = this.wanted[this.face[v]!] ? 0 : 1;
      free[v] = 0;
      loose++;
    }
    if (this.reserved >= 0) {
      // A card that must be a top supports nothing, not even its dealt neighbour: that one has moved.
      if (capUsed[this.reserved]) return -2;
      capUsed[this.reserved] = 1;
    }
    let matched = 0;
    for (let q = 0; q <= TABLEAU_PILES; q++) {
      const first =
        q < TABLEAU_PILES ? this.start[q]! + Math.max(0, this.chosen[q]! >= 0 ? this.chosen[q]! : this.minU[q]!) : this.start[q]!;
      const last = q < TABLEAU_PILES ? this.start[q + 1]! : n;
      for (let v = first; v < last; v++) {
        this.visit++;
        if (this.augment(v)) matched++;
      }
    }
    if (table + loose - matched > limit) return -2;
    const supportOf = this.supportOf;
    supportOf.fill(-1, 0, n);
    for (let h = 0; h < n; h++) if (matchOf[h]! >= 0) supportOf[matchOf[h]!] = h;
    for (let q = 0; q < TABLEAU_PILES; q++) {
      if (this.chosen[q]! >= 0) continue;
      const first = this.start[q]!;
      const top = this.minU[q]! - 1;
      let dealtBelow = true; // the card below has never moved
      for (let v = first; v < this.start[q + 1]!; v++) {
        const i = v - first;
        if (i <= top) continue;
        let dealt = false;
        if (i === 0) dealt = supportOf[v] === -1;
        else if (supportOf[v] === v - 1) {
          // Leaning on a moved card is only real when it is a host: then this card has moved too.
          if (dealtBelow) dealt = true;
          else if (!this.hosts(v, v - 1)) return q;
        }
        dealtBelow = dealt;
      }
    }
    return -1;
  }

  /** Kuhn's augmenting path from card v: its own place (off the table), its dealt neighbour, or a host. */
  private augment(v: number): boolean {
    const own = this.sinkable[v] === 1 || this.pileOf[v]! < 0;
    if (own && this.tryHost(v, v)) return true;
    if (this.free[v] && this.tryHost(v, v - 1)) return true;
    for (let k = this.hostStart[v]!; k < this.hostStart[v + 1]!; k++) {
      const h = this.hostList[k]!;
      if (h !== v && this.canHost[h] && this.tryHost(v, h)) return true;
    }
    return false;
  }

  private hosts(v: number, h: number): boolean {
    const f = this.face[h]!;
    return this.canHost[h] === 1 && (f === HOST_A[this.face[v]!] || f === HOST_B[this.face[v]!]);
  }

  private tryHost(v: number, h: number): boolean {
    if (this.capUsed[h] || this.seen[h] === this.visit) return false;
    this.seen[h] = this.visit;
    const other = this.matchOf[h]!;
    if (other < 0 || this.augment(other)) {
      this.matchOf[h] = v;
      return true;
    }
    return false;
  }
}
