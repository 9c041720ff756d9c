// The set of tables a search has stored, on typed arrays: an open-addressing hash table (linear
// probing, grown by doubling) whose slots hold each table's 32-bit hash and where its canonical form
// (table.ts, `writeForm`) lies in a byte arena. A table counts as seen only when its whole form is
// equal, byte for byte, to a stored one: a hash collision costs a comparison, never an answer (a table
// wrongly taken as seen could hide the only win, and "not winnable" would then be false).
// No object per table: a stored table costs its form (about 25–45 bytes and its length) and two slot words.

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

/** The arena is a list of chunks, so that it grows without copying what it holds. */
const CHUNK_BITS = 22;
const CHUNK = 1 << CHUNK_BITS;
/** The longest form (table.ts: 5 + 52 bytes) and its length byte. */
const MAX_FORM = 64;
export const SEEN = 0;
export const ADDED = 1;
export const FULL = 2;
const FIRST_SLOTS = 1 << 12;
/** The first chunk starts small and doubles up to CHUNK: most searches are small, and a fresh 4 MB costs time. */
const FIRST_ARENA = 1 << 16;

export class TableSet {
  size = 0;
  private mask = FIRST_SLOTS - 1;
  /**
   * Two words a slot, side by side so that a probe reads one cache line: where the slot's form starts
   * in the arena, + 1 (0: an empty slot), and its hash.
   */
  private slots = new Int32Array(2 * FIRST_SLOTS);
  /**
   * The slot array the set grows into next (the one before the last growth). The set holds two and
   * grows from one into the other, clearing only the part it uses, so that a process solving deal
   * after deal reuses them rather than leaving the garbage of each search.
   */
  private spare = new Int32Array(0);
  private readonly chunks: Uint8Array[] = [new Uint8Array(FIRST_ARENA)];
  /** The arena's first free byte (chunk × CHUNK + offset). */
  private end = 0;

  /**
   * Empties the set for another search. The arena's chunks and the slot arrays are kept (the next
   * search writes over them); only the slots in use are cleared, so a small search after a large one
   * costs little.
   */
  reset(): void {
    this.slots.fill(0, 0, 2 * (this.mask + 1));
    this.mask = FIRST_SLOTS - 1;
    this.size = 0;
    this.end = 0;
  }

  /** Bytes held: the slots and the arena's chunks. */
  bytes(): number {
    let bytes = this.slots.byteLength + this.spare.byteLength;
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
      slot = (slot + 1) & this.mask;
    }
    if (this.size >= room) return FULL;
    slots[2 * slot] = this.store(table, length) + 1;
    slots[2 * slot + 1] = hash;
    this.size++;
    // Grown at 3/4 full: linear probing on 32-bit hashes stays short below that.
    if (this.size * 4 > (this.mask + 1) * 3) this.grow();
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
    for (let slot = hash & this.mask; slots[2 * slot] !== 0; slot = (slot + 1) & this.mask)
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
        if (this.chunks.length === last + 1) this.chunks.push(new Uint8Array(CHUNK));
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

  private grow(): void {
    const [old, before] = [this.slots, this.mask + 1];
    const size = before * 2;
    if (this.spare.length < 2 * size) this.spare = new Int32Array(2 * size);
    else this.spare.fill(0, 0, 2 * size);
    [this.slots, this.spare] = [this.spare, old];
    this.mask = size - 1;
    const slots = this.slots;
    for (let k = 0; k < before; k++) {
      if (old[2 * k] === 0) continue;
      let slot = old[2 * k + 1]! & this.mask;
      while (slots[2 * slot] !== 0) slot = (slot + 1) & this.mask;
      slots[2 * slot] = old[2 * k]!;
      slots[2 * slot + 1] = old[2 * k + 1]!;
    }
  }
}
