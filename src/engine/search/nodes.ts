// The A* search's nodes (astar.ts): each stored state's board, its g, h and parent, the move that
// made it, its keys, whether it is closed, and (fault-free search) its mask of root children.
// Flat typed arrays; a node is its index. Memory is what bounds the biggest searches, so the arrays
// grow in place where they can (growable.ts) and by half at a time, and a search after a big one
// gives the memory back.
import { TABLEAU_PILES } from '../position.ts';
import { Board, EXTRA_SLOTS, PILE_CAP } from './board.ts';
import { growable, grown } from './growable.ts';
import type { PileTrie } from './piles.ts';

/** Mask words per node: a root has at most 11 sources × 10 destinations < 128 children. */
export const MASK_WORDS = 4;
/**
 * Int32 words per node record, together so that walking up a line or checking a table hit reads one
 * cache line per node: parent, g | h << 16, move | closed << 8, key B, the five extra slots (6 bits
 * each). The eight piles, as numbers of the search's PileTrie, are beside it in 16 bits each (a
 * search meets a few hundred piles), or 32 once a search has met more than 65,535.
 */
const NODE = 5;
const PARENT = 0;
const GH = 1;
const MOVE = 2;
const KEY_B = 3;
const EXTRA = 4;
const NARROW = 0xffff;
const CLOSED = 1 << 8;
/**
 * Bytes of line history per node (astar.ts, redundant moves): for each place (tableau piles 0–7, the
 * opponent's piles as 8 and 9) how many moves ago the node's line last touched it (0: its own move;
 * HISTORY: not within the last HISTORY moves), then two bytes of bits: the places whose top card
 * that move put there.
 */
const HIST = 12;
const PLACES = 10;
/** Moves of a node's line looked at for redundant moves: older ones are treated as unknown. */
export const HISTORY = 32;
/** Nodes room is made for at first. */
const FIRST_CAP = 1024;
/** Past this many nodes, a search's arrays are given back before the next search. */
const SMALL_CAP = 1 << 16;

export class NodeStore {
  /** The node records (key A of each node's state is in the table). */
  private data = growable(Int32Array, FIRST_CAP * NODE);
  /** Per node, its eight piles: 16 bits each until a pile number needs more (`wide`). */
  private narrow = growable(Uint16Array, FIRST_CAP * TABLEAU_PILES);
  private wide: Int32Array | null = null;
  private cap = FIRST_CAP;
  /** Per node, its line's history (HIST bytes). */
  private hist = growable(Uint8Array, FIRST_CAP * HIST);
  /** Per node, MASK_WORDS words of root-child bits (fault-free search only; empty otherwise). */
  private mask = growable(Int32Array, 0);
  private masks = false;
  /** Nodes stored. */
  count = 0;

  /** Empties the store for a search (`masks`: the fault-free search, which keeps masks). */
  reset(masks: boolean): void {
    this.count = 0;
    this.wide = null;
    this.masks = masks;
    // After a big search: most searches are small, so the memory goes back.
    if (this.cap > SMALL_CAP) this.resize(FIRST_CAP);
    // The 16-bit piles were left as they were while a search kept its piles in 32 bits.
    if (this.narrow.length < this.cap * TABLEAU_PILES) this.narrow = grown(Uint16Array, this.narrow, this.cap * TABLEAU_PILES);
    if (masks && this.mask.length < this.cap * MASK_WORDS) this.mask = grown(Int32Array, this.mask, this.cap * MASK_WORDS);
  }

  g(node: number): number {
    return this.data[node * NODE + GH]! & 0xffff;
  }
  h(node: number): number {
    return this.data[node * NODE + GH]! >>> 16;
  }
  parent(node: number): number {
    return this.data[node * NODE + PARENT]!;
  }
  move(node: number): number {
    return this.data[node * NODE + MOVE]! & 0xff;
  }
  keyB(node: number): number {
    return this.data[node * NODE + KEY_B]!;
  }
  isClosed(node: number): boolean {
    return (this.data[node * NODE + MOVE]! & CLOSED) !== 0;
  }
  close(node: number): void {
    this.data[node * NODE + MOVE]! |= CLOSED;
  }

  /** Stores the board (its piles `ids`) as a new node; returns it. Its mask is empty. */
  store(board: Board, ids: Int32Array, g: number, h: number, parent: number, move: number, keyB: number): number {
    const id = this.count++;
    if (id >= this.cap) this.resize(this.cap + (this.cap >> 1));
    const r = id * NODE;
    this.data[r + PARENT] = parent;
    this.data[r + GH] = g | (h << 16);
    this.data[r + MOVE] = move;
    this.data[r + KEY_B] = keyB;
    this.writeBoard(id, board, ids);
    this.noteLine(id, parent, move);
    if (this.masks) for (let w = id * MASK_WORDS, end = w + MASK_WORDS; w < end; w++) this.mask[w] = 0;
    return id;
  }

  /**
   * A shorter line to a stored node, not yet expanded. Its board is stored again: the new line may
   * reach it with its piles in another order, and moves name piles by place.
   */
  improve(node: number, board: Board, ids: Int32Array, g: number, parent: number, move: number): void {
    const r = node * NODE;
    this.writeBoard(node, board, ids);
    this.data[r + PARENT] = parent;
    this.data[r + GH] = g | (this.data[r + GH]! & ~0xffff);
    this.data[r + MOVE] = move | (this.data[r + MOVE]! & CLOSED);
    this.noteLine(node, parent, move);
  }

  /** Writes a node's board: its extra slots and its piles' numbers. */
  private writeBoard(node: number, board: Board, ids: Int32Array): void {
    const e = board.extra;
    this.data[node * NODE + EXTRA] = e[0]! | (e[1]! << 6) | (e[2]! << 12) | (e[3]! << 18) | (e[4]! << 24);
    const at = node * TABLEAU_PILES;
    let all = 0;
    for (let p = 0; p < TABLEAU_PILES; p++) all |= ids[p]!;
    if (all > NARROW && this.wide === null) this.widen();
    const piles = this.wide ?? this.narrow;
    for (let p = 0; p < TABLEAU_PILES; p++) piles[at + p] = ids[p]!;
  }

  /** Pile numbers in 32 bits from now on in this search. */
  private widen(): void {
    this.wide = growable(Int32Array, this.cap * TABLEAU_PILES);
    this.wide.set(this.narrow.subarray(0, this.count * TABLEAU_PILES));
  }

  /** Room for `size` nodes (half as much again when full: doubling would leave up to half unused). */
  private resize(size: number): void {
    this.data = grown(Int32Array, this.data, size * NODE);
    if (this.wide !== null) this.wide = grown(Int32Array, this.wide, size * TABLEAU_PILES);
    else this.narrow = grown(Uint16Array, this.narrow, size * TABLEAU_PILES);
    this.hist = grown(Uint8Array, this.hist, size * HIST);
    if (this.masks || this.mask.length > size * MASK_WORDS) this.mask = grown(Int32Array, this.mask, size * MASK_WORDS);
    this.cap = size;
  }

  /**
   * A node's line history from its parent's and its move (`moveFrom`/`moveTo` of astar.ts): one
   * move older everywhere, then the move's source (a tableau pile) and destination touched now,
   * the destination's top put there by it. A node's parent is expanded before the node is stored
   * or improved, and is never changed after: the history is the line's as stored.
   */
  private noteLine(node: number, parent: number, move: number): void {
    const hist = this.hist;
    const at = node * HIST;
    if (parent < 0) {
      // A loop, not `fill`: the walk (walk.ts) stores every state this way, and a call of `fill` costs more than ten bytes.
      for (let x = at; x < at + PLACES; x++) hist[x] = HISTORY;
      hist[at + PLACES] = 0;
      hist[at + PLACES + 1] = 0;
      return;
    }
    const from = move >> 4;
    const to = move & 15;
    const src = parent * HIST;
    for (let x = 0; x < PLACES; x++) {
      const age = hist[src + x]!;
      hist[at + x] = age < HISTORY ? age + 1 : HISTORY;
    }
    let bits = hist[src + PLACES]! | (hist[src + PLACES + 1]! << 8);
    if (from < TABLEAU_PILES) {
      hist[at + from] = 0;
      bits &= ~(1 << from);
    }
    hist[at + to] = 0;
    if (to < TABLEAU_PILES) bits |= 1 << to;
    else bits &= ~(1 << to);
    hist[at + PLACES] = bits & 0xff;
    hist[at + PLACES + 1] = bits >> 8;
  }

  /**
   * For each place, the number of the last move of the node's line that touched it (the node's own
   * move is number `depth`), -1 when none did within HISTORY moves; and for each tableau pile, the
   * number of the move that put its top card there when no move has touched it since, else -1.
   */
  history(node: number, depth: number, touched: Int16Array, arrived: Int16Array): void {
    const hist = this.hist;
    const at = node * HIST;
    const bits = hist[at + PLACES]! | (hist[at + PLACES + 1]! << 8);
    for (let x = 0; x < PLACES; x++) {
      const age = hist[at + x]!;
      const step = age < HISTORY ? depth - age : -1;
      touched[x] = step;
      if (x < TABLEAU_PILES) arrived[x] = step >= 0 && (bits & (1 << x)) !== 0 ? step : -1;
    }
  }

  /** The top of an opponent's pile (extra slot `slot`) in a node's stored board. */
  extraOf(node: number, slot: number): number {
    return (this.data[node * NODE + EXTRA]! >>> (6 * slot)) & 63;
  }

  /** Loads a stored node's board onto `board` and its piles into `ids` (keys and counts are the caller's). */
  restore(node: number, board: Board, ids: Int32Array, trie: PileTrie): void {
    const { cards, len, extra } = board;
    const r = node * NODE;
    const x = this.data[r + EXTRA]!;
    for (let s = 0; s < EXTRA_SLOTS; s++) extra[s] = (x >>> (6 * s)) & 63;
    const piles = this.wide ?? this.narrow;
    const at = node * TABLEAU_PILES;
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const id = piles[at + p]!;
      ids[p] = id;
      len[p] = trie.write(id, cards, p * PILE_CAP);
    }
  }

  /** Whether the stored node holds the board's state (its piles `ids`), piles in any order. */
  sameAs(node: number, board: Board, ids: Int32Array): boolean {
    const data = this.data;
    const r = node * NODE;
    const e = board.extra;
    if (data[r + EXTRA] !== (e[0]! | (e[1]! << 6) | (e[2]! << 12) | (e[3]! << 18) | (e[4]! << 24))) return false;
    const piles = this.wide ?? this.narrow;
    const at = node * TABLEAU_PILES;
    let matched = 0;
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const id = ids[p]!;
      // The stored pile in the same place first: states met again mostly keep their piles' order.
      if (!(matched & (1 << p)) && piles[at + p] === id) {
        matched |= 1 << p;
        continue;
      }
      let q = 0;
      while (q < TABLEAU_PILES && (matched & (1 << q) || piles[at + q] !== id)) q++;
      if (q === TABLEAU_PILES) return false;
      matched |= 1 << q;
    }
    return true;
  }

  // Masks (fault-free search): the bits of the root children whose lines reach a node shortest.

  /** Whether a node's mask holds a bit not in `good`. */
  maskHasNews(node: number, good: Int32Array): boolean {
    const at = node * MASK_WORDS;
    for (let w = 0; w < MASK_WORDS; w++) if ((this.mask[at + w]! & ~good[w]!) !== 0) return true;
    return false;
  }

  /** `node`'s mask becomes `from`'s (`or`: joins it). */
  copyMask(node: number, from: number, or: boolean): void {
    const at = node * MASK_WORDS;
    const src = from * MASK_WORDS;
    for (let w = 0; w < MASK_WORDS; w++) this.mask[at + w] = (or ? this.mask[at + w]! : 0) | this.mask[src + w]!;
  }

  /** A root child's mask: its one bit. */
  setBit(node: number, bit: number): void {
    this.mask[node * MASK_WORDS + (bit >> 5)] = 1 << (bit & 31);
  }

  /** The single bit of a root child's mask. */
  maskBit(node: number): number {
    const at = node * MASK_WORDS;
    for (let w = 0; w < MASK_WORDS; w++) {
      const word = this.mask[at + w]!;
      if (word !== 0) return w * 32 + 31 - Math.clz32(word);
    }
    return -1;
  }

  /** Adds a node's mask to `good`. */
  addMaskTo(good: Int32Array, node: number): void {
    const at = node * MASK_WORDS;
    for (let w = 0; w < MASK_WORDS; w++) good[w]! |= this.mask[at + w]!;
  }

  /** The move codes of a node's line from the root. */
  path(node: number): number[] {
    const moves: number[] = [];
    for (let n = node; this.parent(n) >= 0; n = this.parent(n)) moves.push(this.move(n));
    return moves.reverse();
  }
}
