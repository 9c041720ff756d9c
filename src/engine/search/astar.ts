// Exact foundation distance (R6.2) by A* over the search board.
//
// Why it is exact:
// - The lower bound h = the fewest cards lying above any wanted card in the tableau. Each of those
//   cards must move at least once and a move moves one card, so h never overestimates, and a move
//   changes it by at most one (it is consistent): nodes leave the queue in order of g + h, and the
//   first goal generated is at the fewest moves.
// - Tableau piles are interchangeable for the distance, so states that differ only in the order of
//   the piles are one state: the table key is a sum of per-pile hashes. Every key hit is verified
//   against the stored state card by card, so a hash collision can cost time but never an answer.
// - Pruned moves produce only states equal to ones already generated: a card to an empty pile goes
//   to the first empty pile only, and a lone card never moves to another empty pile.
import { PILE_CAP, Board, EXTRA_SLOTS, FROM_CLAW, TO_OPP_CLAW, X_OPP_CLAW, fitsOpponent, fitsTableau } from './board.ts';
import { TABLEAU_PILES } from '../position.ts';

const NONE = 0x7fff;
const NODE_BYTES_FIXED = TABLEAU_PILES + EXTRA_SLOTS;
const HSTRIDE = PILE_CAP + 1;

function mixA(h: number, c: number): number {
  let x = (h ^ Math.imul(c, 0x9e3779b1)) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}
function mixB(h: number, c: number): number {
  let x = (h + Math.imul(c + 0x7f4a7c15, 0x27d4eb2f)) | 0;
  x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
  x = Math.imul(x ^ (x >>> 12), 0x297a2d39);
  return (x ^ (x >>> 15)) | 0;
}
const SEED_A = 0x3c6ef372;
const SEED_B = 0x1b873593;

/** A move on the search board: source (0–7 tableau, 8 claw, 9 discard, 10 in play) × 16 + destination. */
export type MoveCode = number;
export const moveFrom = (code: MoveCode) => code >> 4;
export const moveTo = (code: MoveCode) => code & 15;

export interface AStarResult {
  /** Moves before the foundation play, or null when none within the limit. */
  readonly distance: number | null;
  /** The moves of one shortest way, as move codes; the last exposes the wanted card on its pile. */
  readonly moves: readonly MoveCode[];
  /** Nodes stored: a measure of the work done. */
  readonly nodes: number;
}

export class AStar {
  readonly board = new Board();
  /** Wanted faces: those that fit a foundation now. */
  readonly wanted = new Uint8Array(53);
  // Per-pile prefix hashes: [p * HSTRIDE + n] is the hash of pile p's bottom n cards.
  private readonly prefixA = new Int32Array(TABLEAU_PILES * HSTRIDE);
  private readonly prefixB = new Int32Array(TABLEAU_PILES * HSTRIDE);
  /** Cards above the highest wanted card in each pile, or NONE. */
  private readonly depth = new Int16Array(TABLEAU_PILES);
  private pileSumA = 0;
  private pileSumB = 0;

  // Nodes: their stored board in the arena, their g, parent and the move that made them.
  private arena = new Uint8Array(1 << 16);
  private arenaUsed = 0;
  private nodeOffset = new Int32Array(1024);
  private nodeG = new Int16Array(1024);
  private nodeParent = new Int32Array(1024);
  private nodeMove = new Uint8Array(1024);
  private nodeHashA = new Int32Array(1024);
  private nodeHashB = new Int32Array(1024);
  private nodeStale = new Uint8Array(1024);
  private nodeCount = 0;

  // Transposition table: node index + 1 by hash, valid where its stamp is this search's.
  private table = new Int32Array(1 << 12);
  private tableStamp = new Uint32Array(1 << 12);
  private tableUsed = 0;
  private stamp = 0;

  private buckets: number[][] = [];
  private readonly starts = new Int32Array(TABLEAU_PILES);
  private readonly matched = new Uint8Array(TABLEAU_PILES);

  /** Searches from the loaded board for the fewest moves that put a wanted card on a pile's top. */
  run(limit: number): AStarResult {
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.tableStamp.fill(0);
      this.stamp = 1;
    }
    this.tableUsed = 0;
    this.nodeCount = 0;
    this.arenaUsed = 0;
    for (const bucket of this.buckets) bucket.length = 0;

    this.rebuild();
    const h0 = this.bound();
    if (h0 === NONE || h0 > limit) return { distance: null, moves: [], nodes: 0 };
    const root = this.store(0, -1, 0);
    this.file(this.slotOf(this.nodeHashA[root]!, this.nodeHashB[root]!), root);
    this.push(h0, root);

    for (let f = h0; f <= limit && f < this.buckets.length; f++) {
      const bucket = this.buckets[f]!;
      while (bucket.length > 0) {
        const node = bucket.pop()!;
        if (this.nodeStale[node]) continue;
        this.restore(node);
        const found = this.expand(node, limit);
        if (found >= 0) return { distance: this.nodeG[found]!, moves: this.path(found), nodes: this.nodeCount };
      }
    }
    return { distance: null, moves: [], nodes: this.nodeCount };
  }

  /** Expands a node; returns the goal node's index when a child exposes a wanted card, else -1. */
  private expand(node: number, limit: number): number {
    const board = this.board;
    const { cards, len, extra } = board;
    const g = this.nodeG[node]! + 1;
    for (let from = 0; from <= 10; from++) {
      let card: number;
      if (from < TABLEAU_PILES) {
        const n = len[from]!;
        if (n === 0) continue;
        card = cards[from * PILE_CAP + n - 1]!;
      } else {
        card = extra[from - FROM_CLAW]!;
        if (card === 0) continue;
      }
      const loneCard = from < TABLEAU_PILES && len[from] === 1;
      let emptyTried = false;
      for (let to = 0; to < TABLEAU_PILES; to++) {
        if (to === from) continue;
        const n = len[to]!;
        if (n === 0) {
          if (emptyTried || loneCard) continue;
          emptyTried = true;
        } else if (!fitsTableau(card, cards[to * PILE_CAP + n - 1]!)) continue;
        const found = this.tryMove(node, g, from, to, card, limit);
        if (found !== -1) return found;
      }
      for (let slot = 0; slot < 2; slot++) {
        if (!fitsOpponent(card, extra[X_OPP_CLAW + slot]!)) continue;
        const found = this.tryMove(node, g, from, TO_OPP_CLAW + slot, card, limit);
        if (found !== -1) return found;
      }
    }
    return -1;
  }

  /** Makes a move, judges the child, and takes it back. Returns the goal node, or -1. */
  private tryMove(parent: number, g: number, from: number, to: number, card: number, limit: number): number {
    const { extra } = this.board;
    const depth = this.depth;
    const fromDepth = from < TABLEAU_PILES ? depth[from]! : 0;
    const toDepth = to < TABLEAU_PILES ? depth[to]! : 0;
    let oldOpp = 0;
    // Make the move.
    if (from < TABLEAU_PILES) {
      this.pop(from);
      if (fromDepth !== NONE) depth[from] = fromDepth - 1;
    } else extra[from - FROM_CLAW] = 0;
    if (to < TABLEAU_PILES) {
      this.pushCard(to, card);
      if (toDepth !== NONE) depth[to] = toDepth + 1;
    } else {
      oldOpp = extra[X_OPP_CLAW + to - TO_OPP_CLAW]!;
      extra[X_OPP_CLAW + to - TO_OPP_CLAW] = card;
    }

    let result = -1;
    if (from < TABLEAU_PILES && fromDepth === 1) {
      // The card under the one that left is wanted: a foundation play is available.
      result = this.store(g, parent, (from << 4) | to);
    } else {
      const h = this.bound();
      if (g + h <= limit) {
        const { a, b } = this.hashes();
        const slot = this.slotOf(a, b);
        const existing = this.nodeAt(slot);
        if (existing === -1 || this.nodeG[existing]! > g) {
          if (existing !== -1) this.nodeStale[existing] = 1;
          const child = this.store(g, parent, (from << 4) | to);
          this.file(slot, child);
          this.push(g + h, child);
        }
      }
    }

    // Take it back.
    if (to < TABLEAU_PILES) {
      this.pop(to);
      depth[to] = toDepth;
    } else extra[X_OPP_CLAW + to - TO_OPP_CLAW] = oldOpp;
    if (from < TABLEAU_PILES) {
      this.pushCard(from, card);
      depth[from] = fromDepth;
    } else extra[from - FROM_CLAW] = card;
    return result;
  }

  private bound(): number {
    let h = NONE;
    for (let p = 0; p < TABLEAU_PILES; p++) if (this.depth[p]! < h) h = this.depth[p]!;
    return h;
  }

  private pop(pile: number): void {
    const n = this.board.len[pile]!;
    const base = pile * HSTRIDE;
    this.pileSumA = (this.pileSumA - this.prefixA[base + n]! + this.prefixA[base + n - 1]!) | 0;
    this.pileSumB = (this.pileSumB - this.prefixB[base + n]! + this.prefixB[base + n - 1]!) | 0;
    this.board.len[pile] = n - 1;
  }

  private pushCard(pile: number, card: number): void {
    const n = this.board.len[pile]!;
    const base = pile * HSTRIDE;
    this.board.cards[pile * PILE_CAP + n] = card;
    const a = mixA(this.prefixA[base + n]!, card);
    const b = mixB(this.prefixB[base + n]!, card);
    this.prefixA[base + n + 1] = a;
    this.prefixB[base + n + 1] = b;
    this.pileSumA = (this.pileSumA - this.prefixA[base + n]! + a) | 0;
    this.pileSumB = (this.pileSumB - this.prefixB[base + n]! + b) | 0;
    this.board.len[pile] = n + 1;
  }

  /** Recomputes hashes and depths from the board's cards. */
  private rebuild(): void {
    const { cards, len } = this.board;
    let sumA = 0;
    let sumB = 0;
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const base = p * HSTRIDE;
      let a = SEED_A;
      let b = SEED_B;
      this.prefixA[base] = a;
      this.prefixB[base] = b;
      const n = len[p]!;
      let d = NONE;
      for (let i = 0; i < n; i++) {
        const card = cards[p * PILE_CAP + i]!;
        a = mixA(a, card);
        b = mixB(b, card);
        this.prefixA[base + i + 1] = a;
        this.prefixB[base + i + 1] = b;
        if (this.wanted[card]) d = n - 1 - i;
      }
      this.depth[p] = d;
      sumA = (sumA + a) | 0;
      sumB = (sumB + b) | 0;
    }
    this.pileSumA = sumA;
    this.pileSumB = sumB;
  }

  private hashes(): { a: number; b: number } {
    const e = this.board.extra;
    const x = e[0]! | (e[1]! << 6) | (e[2]! << 12) | (e[3]! << 18) | (e[4]! << 24);
    return { a: (this.pileSumA + mixA(SEED_B, x)) | 0, b: (this.pileSumB + mixB(SEED_A, x)) | 0 };
  }

  private store(g: number, parent: number, move: number): number {
    const { cards, len, extra } = this.board;
    let total = 0;
    for (let p = 0; p < TABLEAU_PILES; p++) total += len[p]!;
    const need = this.arenaUsed + NODE_BYTES_FIXED + total;
    if (need > this.arena.length) {
      const bigger = new Uint8Array(Math.max(need, this.arena.length * 2));
      bigger.set(this.arena.subarray(0, this.arenaUsed));
      this.arena = bigger;
    }
    const id = this.nodeCount++;
    if (id >= this.nodeG.length) this.growNodes();
    const arena = this.arena;
    let at = this.arenaUsed;
    this.nodeOffset[id] = at;
    for (let p = 0; p < TABLEAU_PILES; p++) arena[at++] = len[p]!;
    for (let s = 0; s < EXTRA_SLOTS; s++) arena[at++] = extra[s]!;
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const n = len[p]!;
      arena.set(cards.subarray(p * PILE_CAP, p * PILE_CAP + n), at);
      at += n;
    }
    this.arenaUsed = at;
    this.nodeG[id] = g;
    this.nodeParent[id] = parent;
    this.nodeMove[id] = move;
    const { a, b } = this.hashes();
    this.nodeHashA[id] = a;
    this.nodeHashB[id] = b;
    this.nodeStale[id] = 0;
    return id;
  }

  private growNodes(): void {
    const size = this.nodeG.length * 2;
    const grow = <T extends Int32Array | Int16Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.nodeOffset = grow(this.nodeOffset, (n) => new Int32Array(n));
    this.nodeG = grow(this.nodeG, (n) => new Int16Array(n));
    this.nodeParent = grow(this.nodeParent, (n) => new Int32Array(n));
    this.nodeMove = grow(this.nodeMove, (n) => new Uint8Array(n));
    this.nodeHashA = grow(this.nodeHashA, (n) => new Int32Array(n));
    this.nodeHashB = grow(this.nodeHashB, (n) => new Int32Array(n));
    this.nodeStale = grow(this.nodeStale, (n) => new Uint8Array(n));
  }

  private restore(node: number): void {
    const { cards, len, extra } = this.board;
    const arena = this.arena;
    let at = this.nodeOffset[node]!;
    for (let p = 0; p < TABLEAU_PILES; p++) len[p] = arena[at++]!;
    for (let s = 0; s < EXTRA_SLOTS; s++) extra[s] = arena[at++]!;
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const n = len[p]!;
      cards.set(arena.subarray(at, at + n), p * PILE_CAP);
      at += n;
    }
    this.rebuild();
  }

  /** Whether the stored node holds the board's state, piles in any order. */
  private sameAsBoard(node: number): boolean {
    const { cards, len, extra } = this.board;
    const arena = this.arena;
    const base = this.nodeOffset[node]!;
    for (let s = 0; s < EXTRA_SLOTS; s++) if (arena[base + TABLEAU_PILES + s] !== extra[s]) return false;
    let at = base + NODE_BYTES_FIXED;
    for (let q = 0; q < TABLEAU_PILES; q++) {
      this.starts[q] = at;
      at += arena[base + q]!;
    }
    this.matched.fill(0);
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const n = len[p]!;
      let found = false;
      for (let q = 0; q < TABLEAU_PILES && !found; q++) {
        if (this.matched[q] || arena[base + q] !== n) continue;
        const start = this.starts[q]!;
        let i = 0;
        while (i < n && arena[start + i] === cards[p * PILE_CAP + i]) i++;
        if (i === n) {
          this.matched[q] = 1;
          found = true;
        }
      }
      if (!found) return false;
    }
    return true;
  }

  /** The table slot of the board's state: its node's slot, or the empty slot where it belongs. */
  private slotOf(a: number, b: number): number {
    if ((this.tableUsed + 1) * 2 > this.table.length) this.growTable();
    const mask = this.table.length - 1;
    for (let i = a & mask; ; i = (i + 1) & mask) {
      if (this.tableStamp[i] !== this.stamp) return i;
      const node = this.table[i]! - 1;
      if (this.nodeHashA[node] === a && this.nodeHashB[node] === b && this.sameAsBoard(node)) return i;
    }
  }

  /** The node filed at a slot, or -1 when the slot is empty. */
  private nodeAt(slot: number): number {
    return this.tableStamp[slot] === this.stamp ? this.table[slot]! - 1 : -1;
  }

  private file(slot: number, node: number): void {
    if (this.tableStamp[slot] !== this.stamp) this.tableUsed++;
    this.tableStamp[slot] = this.stamp;
    this.table[slot] = node + 1;
  }

  private growTable(): void {
    const oldTable = this.table;
    const oldStamp = this.tableStamp;
    const size = oldTable.length * 2;
    this.table = new Int32Array(size);
    this.tableStamp = new Uint32Array(size);
    this.tableUsed = 0;
    for (let i = 0; i < oldTable.length; i++) {
      if (oldStamp[i] === this.stamp) this.insertRaw(oldTable[i]! - 1);
    }
  }

  private insertRaw(node: number): void {
    const mask = this.table.length - 1;
    for (let i = this.nodeHashA[node]! & mask; ; i = (i + 1) & mask) {
      if (this.tableStamp[i] !== this.stamp) {
        this.tableStamp[i] = this.stamp;
        this.table[i] = node + 1;
        this.tableUsed++;
        return;
      }
    }
  }

  private push(f: number, node: number): void {
    while (this.buckets.length <= f) this.buckets.push([]);
    this.buckets[f]!.push(node);
  }

  private path(node: number): MoveCode[] {
    const moves: MoveCode[] = [];
    for (let n = node; this.nodeParent[n]! >= 0; n = this.nodeParent[n]!) moves.push(this.nodeMove[n]!);
    return moves.reverse();
  }
}
