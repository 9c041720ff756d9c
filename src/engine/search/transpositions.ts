// The A* search's transposition table (astar.ts): open addressing over the board's two keys. A key hit
// is verified against the stored node pile by pile (NodeStore.sameAs: equal piles are equal numbers), piles in any order, so a hash
// collision can cost time but never an answer.
import type { Board } from './board.ts';
import type { NodeStore } from './nodes.ts';

/**
 * Int32 words per slot: the node + 1 (0: empty) and its key A, together so that a probe reads one
 * cache line; key B is the node's own (NodeStore.keyB), read only when key A matches.
 */
const SLOT = 2;
/** Slots a search starts with. */
const SMALL_TABLE = 1 << 12;

export class TranspositionTable {
  private size = SMALL_TABLE;
  private slots = new Int32Array(this.size * SLOT);
  private used = 0;

  /** Empties the table for a new search. */
  reset(): void {
    if (this.size > SMALL_TABLE) {
      // A big search grew the table: most searches are small, and probes spread over a big table
      // miss the cache. A new table is empty already.
      this.size = SMALL_TABLE;
      this.slots = new Int32Array(SMALL_TABLE * SLOT);
    } else if (this.used > 0) this.slots.fill(0);
    this.used = 0;
  }

  /** The slot of the board's state (keys `a`, `b`): its node's slot, or the empty slot where it belongs. */
  slotOf(a: number, b: number, nodes: NodeStore, board: Board, ids: Int32Array): number {
    if ((this.used + 1) * 2 > this.size) this.grow();
    const slots = this.slots;
    const mask = this.size - 1;
    for (let i = a & mask; ; i = (i + 1) & mask) {
      const at = i * SLOT;
      const node = slots[at]! - 1;
      if (node < 0) return i;
      if (slots[at + 1] === a && nodes.keyB(node) === b && nodes.sameAs(node, board, ids)) return i;
    }
  }

  /** The node filed at a slot, or -1 when the slot is empty. */
  nodeAt(slot: number): number {
    return this.slots[slot * SLOT]! - 1;
  }

  /** Files a node with its key A at a slot `slotOf` gave. */
  file(slot: number, node: number, a: number): void {
    const at = slot * SLOT;
    if (this.slots[at] === 0) this.used++;
    this.slots[at] = node + 1;
    this.slots[at + 1] = a;
  }

  private grow(): void {
    const old = this.slots;
    const oldSize = this.size;
    this.size = oldSize * 2;
    this.slots = new Int32Array(this.size * SLOT);
    this.used = 0;
    const mask = this.size - 1;
    for (let j = 0; j < oldSize; j++) {
      if (old[j * SLOT] === 0) continue;
      let i = old[j * SLOT + 1]! & mask;
      while (this.slots[i * SLOT] !== 0) i = (i + 1) & mask;
      this.slots[i * SLOT] = old[j * SLOT]!;
      this.slots[i * SLOT + 1] = old[j * SLOT + 1]!;
      this.used++;
    }
  }
}
