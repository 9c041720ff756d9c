// The A* search's transposition table (astar.ts): open addressing over the board's two keys. A key hit
// is verified against the stored node card by card (NodeStore.sameAs), piles in any order, so a hash
// collision can cost time but never an answer.
import type { Board } from './board.ts';
import type { NodeStore } from './nodes.ts';

/** Int32 words per slot: stamp, node, key A, key B, together so that a probe reads one cache line. */
const SLOT = 4;
/** Slots a search starts with. */
const SMALL_TABLE = 1 << 12;

export class TranspositionTable {
  private size = SMALL_TABLE;
  private slots = new Int32Array(this.size * SLOT);
  private used = 0;
  /** A slot is filled in this search when it holds this search's stamp. */
  private stamp = 0;

  /** Empties the table for a new search. */
  reset(): void {
    this.stamp = (this.stamp + 1) | 0;
    if (this.size > SMALL_TABLE) {
      // A big search grew the table: most searches are small, and probes spread over a big table
      // miss the cache. A new table needs no clearing (no slot holds a stamp).
      this.size = SMALL_TABLE;
      this.slots = new Int32Array(SMALL_TABLE * SLOT);
    }
    if (this.stamp <= 0) {
      this.slots.fill(0);
      this.stamp = 1;
    }
    this.used = 0;
  }

  /** The slot of the board's state (keys `a`, `b`): its node's slot, or the empty slot where it belongs. */
  slotOf(a: number, b: number, nodes: NodeStore, board: Board): number {
    if ((this.used + 1) * 2 > this.size) this.grow();
    const slots = this.slots;
    const mask = this.size - 1;
    for (let i = a & mask; ; i = (i + 1) & mask) {
      const at = i * SLOT;
      if (slots[at] !== this.stamp) return i;
      if (slots[at + 2] === a && slots[at + 3] === b && nodes.sameAs(slots[at + 1]!, board)) return i;
    }
  }

  /** The node filed at a slot, or -1 when the slot is empty. */
  nodeAt(slot: number): number {
    return this.slots[slot * SLOT] === this.stamp ? this.slots[slot * SLOT + 1]! : -1;
  }

  /** Files a node with its keys at a slot `slotOf` gave. */
  file(slot: number, node: number, a: number, b: number): void {
    const at = slot * SLOT;
    if (this.slots[at] !== this.stamp) this.used++;
    this.slots[at] = this.stamp;
    this.slots[at + 1] = node;
    this.slots[at + 2] = a;
    this.slots[at + 3] = b;
  }

  private grow(): void {
    const old = this.slots;
    const oldSize = this.size;
    this.size = oldSize * 2;
    this.slots = new Int32Array(this.size * SLOT);
    this.used = 0;
    const mask = this.size - 1;
    for (let j = 0; j < oldSize; j++) {
      if (old[j * SLOT] !== this.stamp) continue;
      let i = old[j * SLOT + 2]! & mask;
      while (this.slots[i * SLOT] === this.stamp) i = (i + 1) & mask;
      this.slots.set(old.subarray(j * SLOT, j * SLOT + SLOT), i * SLOT);
      this.used++;
    }
  }
}
