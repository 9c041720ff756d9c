// The solver's memory (src/patience/solver/chunks.ts, seen.ts): the set grows in place, its clusters
// running past the last home into more tail, and keeps every table findable as itself; the pool's
// chunks, shared by the set and the rows of a best-first search, go from one to the other without
// either losing what it holds.
import { describe, expect, it } from 'vitest';
import { CHUNK, ChunkPool, Rows } from '../../src/patience/solver/chunks.ts';
import { ADDED, SEEN, TableSet } from '../../src/patience/solver/seen.ts';

/** A distinct form of `length` bytes (4 or more) for each number: four bytes, little end first, then zeros. */
function formOf(i: number, length = 4): Uint8Array {
  const form = new Uint8Array(length);
  form.set([i & 255, (i >> 8) & 255, (i >> 16) & 255, i >>> 24]);
  return form;
}

/** A 32-bit hash spread over the words (a Weyl step), as the tables' hashes are. */
const spread = (i: number) => Math.imul(i + 1, 0x9e3779b9);

/** Adds `count` forms (each must be new), then finds each: their places. */
function fill(set: TableSet, count: number, hash: (i: number) => number, room = Infinity, length = 4): number[] {
  let added = 0;
  for (let i = 0; i < count; i++) if (set.add(hash(i), formOf(i, length), length, room) === ADDED) added++;
  expect(added).toBe(count);
  return Array.from({ length: count }, (_, i) => set.find(hash(i), formOf(i, length), length));
}

/** Whether each place is further than the one before (so, too, none is −1). */
const rising = (places: number[]) => places.every((place, i) => place > (i === 0 ? -1 : places[i - 1]!));

describe('the set grown in place (seen.ts)', () => {
  it('through many doublings every table is found where it was stored, in the order added, and seen again', () => {
    const set = new TableSet();
    expect(rising(fill(set, 100_000, spread))).toBe(true);
    for (let i = 0; i < 100_000; i += 997) expect(set.add(spread(i), formOf(i), 4, Infinity)).toBe(SEEN);
    expect(set.find(spread(100_000), formOf(100_000), 4)).toBe(-1);
  });

  it('a cluster homed at the last slot runs into the tail, longer than the tail, across doublings', () => {
    const set = new TableSet();
    // Every hash homes at the last home whatever the size: the whole cluster lies past it.
    expect(rising(fill(set, 2_500, () => -1))).toBe(true);
    for (let i = 0; i < 2_500; i += 101) expect(set.add(-1, formOf(i), 4, Infinity)).toBe(SEEN);
    // Mixed with spread hashes, after a reset: the tail's tables are put again as the set doubles.
    set.reset();
    expect(rising(fill(set, 8_000, (i) => (i % 3 === 0 ? -1 : spread(i))))).toBe(true);
  });

  it('a search given its room finds the same tables as one without, and a reset after a large search leaves none', () => {
    const sized = new TableSet();
    const unsized = new TableSet();
    expect(fill(sized, 50_000, spread, 200_000)).toEqual(fill(unsized, 50_000, spread));
    sized.reset();
    expect(sized.size).toBe(0);
    for (let i = 0; i < 50_000; i += 499) expect(sized.find(spread(i), formOf(i), 4)).toBe(-1);
    expect(fill(sized, 10, spread)).toEqual(fill(new TableSet(), 10, spread));
  });
});

describe('the pool of chunks (chunks.ts)', () => {
  it('rows never straddle two chunks and each reads back what was written, the chunks going back to the pool on reset', () => {
    const pool = new ChunkPool();
    const rows = new Rows(pool);
    const width = 70;
    rows.reset(width);
    const count = Math.ceil((2.5 * CHUNK) / width);
    let straddling = 0;
    for (let r = 0; r < count; r++) {
      rows.reach(r);
      if (rows.offset(r) + width > CHUNK) straddling++;
      rows.chunk(r).fill(r % 251, rows.offset(r), rows.offset(r) + width);
    }
    expect(straddling).toBe(0);
    let wrong = 0;
    for (let r = 0; r < count; r++) {
      const at = rows.offset(r);
      if (
        !rows
          .chunk(r)
          .subarray(at, at + width)
          .every((byte) => byte === r % 251)
      )
        wrong++;
    }
    expect(wrong).toBe(0);
    expect(rows.bytes()).toBe(3 * CHUNK);
    rows.reset(width);
    expect([rows.bytes(), pool.bytes()]).toEqual([0, 3 * CHUNK]);
  });

  it('a set drawing on the pool takes the chunks rows gave back, and gives them back on reset', () => {
    const pool = new ChunkPool();
    const rows = new Rows(pool);
    rows.reset(4);
    rows.reach((2 * CHUNK) / 4);
    rows.release();
    expect(pool.bytes()).toBe(3 * CHUNK);
    const set = new TableSet(pool);
    // 200,000 forms of 50 bytes and their lengths (10.2 MB): the set's own first chunk, then two from the pool.
    const places = fill(set, 200_000, spread, Infinity, 50);
    expect(pool.bytes()).toBe(CHUNK);
    expect(rising(places)).toBe(true);
    expect(places[199_999]).toBeGreaterThan(2 * CHUNK);
    set.reset();
    expect(pool.bytes()).toBe(3 * CHUNK);
  });
});
