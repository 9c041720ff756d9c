// The set of tables a search has stored, on typed arrays: an open-addressing hash table (linear
// probing, grown by doubling) whose slots hold each table's 32-bit hash and where its canonical form
// (table.ts, `writeForm`) lies in a byte arena. A table counts as seen only when its whole form is
// equal, byte for byte, to a stored one: a hash collision costs a comparison, never an answer (a table
// wrongly taken as seen could hide the only win, and "not winnable" would then be false).
// No object per table: a stored table costs its form (about 25–45 bytes and its length) and two slot words.

import { CHUNK, CHUNK_BITS, ChunkPool } from './chunks.ts';

/** A table as the set reads it: its canonical form (table.ts), measured, compared and written where the set holds it. */
export interface Formed {
  formLength(): number;
  /** Whether `bytes[at…]` holds this form (its length known to be equal). */
  formIs(bytes: Uint8Array, at: number): boolean;
  /** Writes the form at `out[at…]`, returning its length. */
  writeForm(out: Uint8Array, at: number): number;
}

/** A form given as bytes (the tests' forms): Formed over `form[0..length)`. */
class Bytes implements Formed {
  constructor(
    private readonly form: Uint8Array,
    private readonly length: number,
  ) {}
  formLength(): number {
    return this.length;
  }
  formIs(bytes: Uint8Array, at: number): boolean {
    for (let k = 0; k < this.length; k++) if (bytes[at + k] !== this.form[k]) return false;
    return true;
  }
  writeForm(out: Uint8Array, at: number): number {
    for (let k = 0; k < this.length; k++) out[at + k] = this.form[k]!;
    return this.length;
  }
}

/** The arena is a list of chunks (chunks.ts), so that it grows without copying what it holds. */
/** The longest form (table.ts: 5 + 52 bytes) and its length byte. */
const MAX_FORM = 64;
export const SEEN = 0;
export const ADDED = 1;
export const FULL = 2;
const FIRST_SLOTS = 1 << 12;
/**
 * Slots past the last home: a probe runs on from its home to the first empty slot without wrapping
 * to the start, so that the set can double in place (`grow`). The array's last slot is never
 * filled (a probe always stops), and a cluster that would fill it gets more tail first.
 */
const TAIL = 1 << 10;
/** The first chunk starts small and doubles up to CHUNK: most searches are small, and a fresh 4 MB costs time. */
const FIRST_ARENA = 1 << 16;

export class TableSet {
  size = 0;
  /** The homes are `hash & mask`: mask + 1 of them, then TAIL slots or more. */
  private mask = FIRST_SLOTS - 1;
  /**
   * Two words a slot, side by side so that a probe reads one cache line: where the slot's form starts
   * in the arena, + 1 (0: an empty slot), and its hash. One array, kept from search to search and
   * grown in place: a process solving deal after deal holds one, sized for the largest search it ran.
   */
  private slots = new Int32Array(2 * (FIRST_SLOTS + TAIL));
  /** The arena: the first chunk the set's own, the others drawn from the pool and given back by `reset`. */
  private readonly chunks: Uint8Array[] = [new Uint8Array(FIRST_ARENA)];
  /** The arena's first free byte (chunk × CHUNK + offset). */
  private end = 0;

  constructor(private readonly pool = new ChunkPool()) {}

  /**
   * Empties the set for another search. The slot array and the arena's first chunk are kept (the
   * next search writes over them), the other chunks go back to the pool; only the slots in use are
   * cleared, so a small search after a large one costs little.
   */
  reset(): void {
    this.slots.fill(0, 0, 2 * this.used());
    this.mask = FIRST_SLOTS - 1;
    this.size = 0;
    this.end = 0;
    this.pool.giveBack(this.chunks, 1);
  }

  /** Bytes held: the slots and the arena's chunks. */
  bytes(): number {
    let bytes = this.slots.byteLength;
    for (const chunk of this.chunks) bytes += chunk.length;
    return bytes;
  }

  /**
   * Adds the form `form[0..length)` with hash `hash`: SEEN if it was stored already, ADDED, or FULL
   * when it is new but `room` tables are stored already (then nothing is stored).
   */
  add(hash: number, form: Uint8Array, length: number, room: number): number {
    return this.addTable(hash, new Bytes(form, length), room);
  }

  /** `add` for a table's own form, compared where the set holds it and written straight into the arena: no copy. */
  addTable(hash: number, table: Formed, room: number): number {
    const slots = this.slots;
    const length = table.formLength();
    let slot = hash & this.mask;
    for (;;) {
      const at = slots[2 * slot]!;
      if (at === 0) break;
      if (slots[2 * slot + 1] === hash && this.holds(at - 1, table, length)) return SEEN;
      slot++;
    }
    if (this.size >= room) return FULL;
    this.put(slot, this.store(table, length) + 1, hash);
    this.size++;
    // Grown at 3/4 full: linear probing on 32-bit hashes stays short below that.
    if (this.size * 4 > (this.mask + 1) * 3) this.grow(room);
    return ADDED;
  }

  /**
   * Where the stored table with this form lies in the arena, or −1. Forms are written one after the
   * other, so a table added later lies further: the place tells the order the tables were added in.
   */
  find(hash: number, form: Uint8Array, length: number): number {
    return this.findTable(hash, new Bytes(form, length));
  }

  /** `find` for a table's own form. */
  findTable(hash: number, table: Formed): number {
    const slots = this.slots;
    const length = table.formLength();
    for (let slot = hash & this.mask; slots[2 * slot] !== 0; slot++)
      if (slots[2 * slot + 1] === hash && this.holds(slots[2 * slot]! - 1, table, length)) return slots[2 * slot]! - 1;
    return -1;
  }

  /** Whether the form stored at `start` is `table`'s (of `length` bytes). */
  private holds(start: number, table: Formed, length: number): boolean {
    const chunk = this.chunks[start >>> CHUNK_BITS]!;
    const i = start & (CHUNK - 1);
    return chunk[i] === length && table.formIs(chunk, i + 1);
  }

  /** Writes a table's form into the arena, its length first; returns where it starts. */
  private store(table: Formed, length: number): number {
    const last = this.end >>> CHUNK_BITS;
    if ((this.end & (CHUNK - 1)) + MAX_FORM > this.chunks[last]!.length) {
      if (last === 0 && this.chunks[0]!.length < CHUNK) {
        const bigger = new Uint8Array(this.chunks[0]!.length * 2);
        bigger.set(this.chunks[0]!);
        this.chunks[0] = bigger;
      } else {
        this.end = (last + 1) << CHUNK_BITS;
        if (this.chunks.length === last + 1) this.chunks.push(this.pool.take());
      }
    }
    const start = this.end;
    const chunk = this.chunks[start >>> CHUNK_BITS]!;
    const offset = start & (CHUNK - 1);
    chunk[offset] = length;
    table.writeForm(chunk, offset + 1);
    this.end += length + 1;
    return start;
  }

  /** Fills empty slot `slot`, first giving the array more tail should it be the last slot. */
  private put(slot: number, at: number, hash: number): void {
    if (2 * (slot + 1) >= this.slots.length) this.resize(this.slots.length / 2 + TAIL);
    this.slots[2 * slot] = at;
    this.slots[2 * slot + 1] = hash;
  }

  /** Slots that may be filled: up to the last filled one of the tail. */
  private used(): number {
    let last = this.mask + 1;
    while (this.slots[2 * last] !== 0) last++;
    return last;
  }

  /** Moves the slots to an array of `count` slots (more than those used). */
  private resize(count: number): void {
    const bigger = new Int32Array(2 * count);
    bigger.set(this.slots.subarray(0, 2 * this.used()));
    this.slots = bigger;
  }

  /**
   * Doubles the homes in place. The array is made long enough first, once per size: for the whole
   * room of the search when that is known (its pages are touched only as the set fills them), so a
   * search to the cap copies its slots at most once. Each stored table's new home is its old home or
   * that + the old count of homes. The tail's tables are taken out first; then every home's slot in
   * order is emptied and its table put again: a table probing from its new home passes only slots
   * already redone (below its old place, or in the upper half, emptied with the tail), which are
   * never emptied again, so every probe path stays whole. Last the tail's tables are put back.
   */
  private grow(room: number): void {
    const before = this.mask + 1;
    const size = before * 2;
    const needed = Number.isFinite(room) ? Math.max(size, homesFor(room)) : size;
    if (this.slots.length < 2 * (size + TAIL)) this.resize(needed + TAIL);
    const tail: number[] = [];
    for (let k = before; this.slots[2 * k] !== 0; k++) {
      tail.push(this.slots[2 * k]!, this.slots[2 * k + 1]!);
      this.slots[2 * k] = 0;
    }
    this.mask = size - 1;
    // this.slots, not a local: putting a table again may give the array more tail (a new array).
    for (let k = 0; k < before; k++) {
      const at = this.slots[2 * k]!;
      if (at === 0) continue;
      this.slots[2 * k] = 0;
      this.putAgain(at, this.slots[2 * k + 1]!);
    }
    for (let i = 0; i < tail.length; i += 2) this.putAgain(tail[i]!, tail[i + 1]!);
  }

  /** Puts a stored table's slot words at the first empty slot from its home. */
  private putAgain(at: number, hash: number): void {
    let slot = hash & this.mask;
    while (this.slots[2 * slot] !== 0) slot++;
    this.put(slot, at, hash);
  }
}

/** The homes a set of `room` tables grows to: it doubles past 3/4 full. */
function homesFor(room: number): number {
  let homes = FIRST_SLOTS;
  while (room * 4 > homes * 3) homes *= 2;
  return homes;
}
