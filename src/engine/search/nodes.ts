// The A* search's nodes (astar.ts): each stored state's board, its g, h and parent, the move that
// made it, its keys, whether it is closed, and (fault-free search) its mask of root children.
// Flat typed arrays that grow by doubling; a node is its index.
import { TABLEAU_PILES } from '../position.ts';
import { Board, EXTRA_SLOTS, PILE_CAP } from './board.ts';

const NODE_BYTES_FIXED = TABLEAU_PILES + EXTRA_SLOTS;
/** Mask words per node: a root has at most 11 sources × 10 destinations < 128 children. */
export const MASK_WORDS = 4;
/** Int32 words per node record: arena offset, g, h, parent. */
const NODE = 4;

export class NodeStore {
  /** The stored boards: per node its 8 pile lengths, 5 extra slots, then its piles' cards. */
  private arena = new Uint8Array(1 << 16);
  private arenaUsed = 0;
  /** Per node, together so that a table hit reads one cache line: arena offset, g, h, parent. */
  private data = new Int32Array(1024 * NODE);
  private cap = 1024;
  private moves = new Uint8Array(1024);
  private hashA = new Int32Array(1024);
  private hashB = new Int32Array(1024);
  private closed = new Uint8Array(1024);
  /** Per node, MASK_WORDS words of root-child bits (fault-free search only). */
  private mask = new Int32Array(1024 * MASK_WORDS);
  private masks = false;
  /** Nodes stored. */
  count = 0;
  private readonly starts = new Int32Array(TABLEAU_PILES);

  /** Empties the store for a search (`masks`: the fault-free search, which keeps masks). */
  reset(masks: boolean): void {
    this.count = 0;
    this.arenaUsed = 0;
    this.masks = masks;
  }

  g(node: number): number {
    return this.data[node * NODE + 1]!;
  }
  h(node: number): number {
    return this.data[node * NODE + 2]!;
  }
  parent(node: number): number {
    return this.data[node * NODE + 3]!;
  }
  move(node: number): number {
    return this.moves[node]!;
  }
  keyA(node: number): number {
    return this.hashA[node]!;
  }
  keyB(node: number): number {
    return this.hashB[node]!;
  }
  isClosed(node: number): boolean {
    return this.closed[node] !== 0;
  }
  close(node: number): void {
    this.closed[node] = 1;
  }

  /** Stores the board as a new node; returns it. Its mask is empty. */
  store(board: Board, g: number, h: number, parent: number, move: number, keyA: number, keyB: number): number {
    const at = this.writeBoard(board);
    const id = this.count++;
    if (id >= this.cap) this.grow();
    this.data[id * NODE] = at;
    this.data[id * NODE + 1] = g;
    this.data[id * NODE + 2] = h;
    this.data[id * NODE + 3] = parent;
    this.moves[id] = move;
    this.hashA[id] = keyA;
    this.hashB[id] = keyB;
    this.closed[id] = 0;
    if (this.masks) this.mask.fill(0, id * MASK_WORDS, id * MASK_WORDS + MASK_WORDS);
    return id;
  }

  /**
   * A shorter line to a stored node, not yet expanded. Its board is stored again: the new line may
   * reach it with its piles in another order, and moves name piles by place.
   */
  improve(node: number, board: Board, g: number, parent: number, move: number): void {
    this.data[node * NODE] = this.writeBoard(board);
    this.data[node * NODE + 1] = g;
    this.data[node * NODE + 3] = parent;
    this.moves[node] = move;
  }

  /** Copies the board into the arena; returns where. */
  private writeBoard(board: Board): number {
    const { cards, len, extra } = board;
    let total = 0;
    for (let p = 0; p < TABLEAU_PILES; p++) total += len[p]!;
    const need = this.arenaUsed + NODE_BYTES_FIXED + total;
    if (need > this.arena.length) {
      const bigger = new Uint8Array(Math.max(need, this.arena.length * 2));
      bigger.set(this.arena.subarray(0, this.arenaUsed));
      this.arena = bigger;
    }
    const arena = this.arena;
    const start = this.arenaUsed;
    let at = start;
    for (let p = 0; p < TABLEAU_PILES; p++) arena[at++] = len[p]!;
    for (let s = 0; s < EXTRA_SLOTS; s++) arena[at++] = extra[s]!;
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const base = p * PILE_CAP;
      for (let i = 0, n = len[p]!; i < n; i++) arena[at++] = cards[base + i]!;
    }
    this.arenaUsed = at;
    return start;
  }

  private grow(): void {
    const size = this.cap * 2;
    this.cap = size;
    const grow = <T extends Int32Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(old.length * 2);
      next.set(old);
      return next;
    };
    this.data = grow(this.data, (n) => new Int32Array(n));
    this.moves = grow(this.moves, (n) => new Uint8Array(n));
    this.hashA = grow(this.hashA, (n) => new Int32Array(n));
    this.hashB = grow(this.hashB, (n) => new Int32Array(n));
    this.closed = grow(this.closed, (n) => new Uint8Array(n));
    if (this.masks) this.mask = grow(this.mask, (n) => new Int32Array(n));
    else if (this.mask.length < size * MASK_WORDS) this.mask = new Int32Array(size * MASK_WORDS);
  }

  /** The top of an opponent's pile (extra slot `slot`) in a node's stored board. */
  extraOf(node: number, slot: number): number {
    return this.arena[this.data[node * NODE]! + TABLEAU_PILES + slot]!;
  }

  /** Loads a stored node's board onto `board` (keys and counts are the caller's). */
  restore(node: number, board: Board): void {
    const { cards, len, extra } = board;
    const arena = this.arena;
    let at = this.data[node * NODE]!;
    for (let p = 0; p < TABLEAU_PILES; p++) len[p] = arena[at++]!;
    for (let s = 0; s < EXTRA_SLOTS; s++) extra[s] = arena[at++]!;
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const base = p * PILE_CAP;
      for (let i = 0, n = len[p]!; i < n; i++) cards[base + i] = arena[at++]!;
    }
  }

  /** Whether the stored node holds the board's state, piles in any order. */
  sameAs(node: number, board: Board): boolean {
    const { cards, len, extra } = board;
    const arena = this.arena;
    const base = this.data[node * NODE]!;
    for (let s = 0; s < EXTRA_SLOTS; s++) if (arena[base + TABLEAU_PILES + s] !== extra[s]) return false;
    let at = base + NODE_BYTES_FIXED;
    for (let q = 0; q < TABLEAU_PILES; q++) {
      this.starts[q] = at;
      at += arena[base + q]!;
    }
    let matched = 0;
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const n = len[p]!;
      let found = false;
      // The stored pile in the same place first: states met again mostly keep their piles' order.
      for (let k = 0; k < TABLEAU_PILES && !found; k++) {
        const q = k === 0 ? p : k <= p ? k - 1 : k;
        if (matched & (1 << q) || arena[base + q] !== n) continue;
        const start = this.starts[q]!;
        const pileBase = p * PILE_CAP;
        let i = 0;
        while (i < n && arena[start + i] === cards[pileBase + i]) i++;
        if (i === n) {
          matched |= 1 << q;
          found = true;
        }
      }
      if (!found) return false;
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
    for (let n = node; this.parent(n) >= 0; n = this.parent(n)) moves.push(this.moves[n]!);
    return moves.reverse();
  }
}
