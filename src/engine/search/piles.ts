// The piles met in one search, each stored once (hash-consing): a pile is its top card on the pile
// below it, so a pile is a number, and a state's eight piles are eight numbers. Putting a card on
// pile i gives the pile (i, card), found or made; taking it off gives the pile below. Equal
// numbers are equal piles, and equal piles equal numbers, within one search.
import { fmix32 } from '../rng.ts';
import { PILE_CAP } from './board.ts';

/** Pile 0 is the empty pile. */
export const EMPTY_PILE = 0;

export class PileTrie {
  private below = new Int32Array(1024);
  private topCard = new Uint8Array(1024);
  private height = new Uint8Array(1024);
  /** Each pile's cards, bottom to top, at `start` in `pool`. */
  private start = new Int32Array(1024);
  private pool = new Uint8Array(1 << 14);
  private poolUsed = 0;
  private count = 1;
  /** Open addressing by (pile below, top card): pile + 1, 0 for an empty slot. */
  private slots = new Int32Array(1 << 12);
  private used = 0;

  reset(): void {
    if (this.used > 0) this.slots.fill(0);
    this.used = 0;
    this.count = 1;
    this.poolUsed = 0;
  }

  /** The pile below the top card of `pile` (not empty). */
  under(pile: number): number {
    return this.below[pile]!;
  }

  /** The pile made by putting `card` on `pile`. */
  put(pile: number, card: number): number {
    if ((this.used + 1) * 2 > this.slots.length) this.growSlots();
    const mask = this.slots.length - 1;
    for (let i = fmix32(pile * 64 + card) & mask; ; i = (i + 1) & mask) {
      const found = this.slots[i]! - 1;
      if (found < 0) {
        const made = this.make(pile, card);
        this.slots[i] = made + 1;
        this.used++;
        return made;
      }
      if (this.below[found] === pile && this.topCard[found] === card) return found;
    }
  }

  /** Writes a pile's cards into `cards` from `base`; returns its length. */
  write(pile: number, cards: Uint8Array, base: number): number {
    const n = this.height[pile]!;
    const at = this.start[pile]!;
    const pool = this.pool;
    for (let i = 0; i < n; i++) cards[base + i] = pool[at + i]!;
    return n;
  }

  private make(pile: number, card: number): number {
    const id = this.count++;
    if (id >= this.below.length) this.growPiles();
    const n = this.height[pile]! + 1;
    if (n > PILE_CAP) throw new Error('search: a pile longer than its room');
    if (this.poolUsed + n > this.pool.length) {
      const bigger = new Uint8Array(Math.max(this.pool.length * 2, this.poolUsed + n));
      bigger.set(this.pool.subarray(0, this.poolUsed));
      this.pool = bigger;
    }
    const at = this.poolUsed;
    this.pool.copyWithin(at, this.start[pile]!, this.start[pile]! + n - 1);
    this.pool[at + n - 1] = card;
    this.poolUsed += n;
    this.below[id] = pile;
    this.topCard[id] = card;
    this.height[id] = n;
    this.start[id] = at;
    return id;
  }

  private growPiles(): void {
    const size = this.below.length * 2;
    const grow = <T extends Int32Array | Uint8Array>(old: T, next: T): T => {
      next.set(old);
      return next;
    };
    this.below = grow(this.below, new Int32Array(size));
    this.topCard = grow(this.topCard, new Uint8Array(size));
    this.height = grow(this.height, new Uint8Array(size));
    this.start = grow(this.start, new Int32Array(size));
  }

  private growSlots(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 1; id < this.count; id++) {
      let i = fmix32(this.below[id]! * 64 + this.topCard[id]!) & mask;
      while (slots[i] !== 0) i = (i + 1) & mask;
      slots[i] = id + 1;
    }
    this.slots = slots;
  }
}
