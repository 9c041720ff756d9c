// Memory the searches of one process share: equal chunks of bytes, handed out and given back. The
// set's forms (seen.ts) and the best-first search's saved tables and pile costs (best.ts) live in
// chunks. A depth-first search to the cap fills the set's arena while the best-first search's rows lie
// idle, and a best-first search (its budget a fifth of the cap or less) fills its rows while most of
// the arena lies idle: drawing both from one pool, a process holds what the larger needs, not the sum
// of both. A chunk is a fixed size, so growing never copies, and chunks given back are taken again by
// the next search rather than left to the garbage collector.

export const CHUNK_BITS = 22;
export const CHUNK = 1 << CHUNK_BITS;

export class ChunkPool {
  private readonly free: Uint8Array[] = [];

  /** A chunk to write in (its bytes are whatever its last user left). */
  take(): Uint8Array {
    return this.free.pop() ?? new Uint8Array(CHUNK);
  }

  /** Gives back `chunks` from index `from` on, emptying the list there. */
  giveBack(chunks: Uint8Array[], from = 0): void {
    for (let k = from; k < chunks.length; k++) this.free.push(chunks[k]!);
    chunks.length = Math.min(chunks.length, from);
  }

  /** Bytes held idle. */
  bytes(): number {
    return this.free.length * CHUNK;
  }
}

/**
 * Rows of one width in pooled chunks, none straddling two: row r lies in chunk ⌊r / perChunk⌋ at
 * (r mod perChunk) × width (`chunk`, `offset`; `words` reads the chunk as 32-bit words, for rows of
 * whole words). `reach` makes room for a row first.
 */
export class Rows {
  private readonly chunks: Uint8Array[] = [];
  private readonly views: Int32Array[] = [];
  private width = 1;
  private perChunk = CHUNK;

  constructor(private readonly pool: ChunkPool) {}

  /** Empties the rows (their chunks go back to the pool) for rows of `width` bytes. */
  reset(width: number): void {
    this.release();
    this.width = width;
    this.perChunk = Math.floor(CHUNK / width);
  }

  /** Gives the rows' chunks back to the pool (the rows are lost). */
  release(): void {
    this.pool.giveBack(this.chunks);
    this.views.length = 0;
  }

  /** The chunk holding row `r` (its bytes from `offset(r)`). */
  chunk(r: number): Uint8Array {
    return this.chunks[Math.floor(r / this.perChunk)]!;
  }

  /** The chunk holding row `r` as words (a row of whole words starts at word `offset(r) / 4`). */
  words(r: number): Int32Array {
    return this.views[Math.floor(r / this.perChunk)]!;
  }

  offset(r: number): number {
    return (r % this.perChunk) * this.width;
  }

  /** Bytes held. */
  bytes(): number {
    return this.chunks.length * CHUNK;
  }

  /** Makes sure row `r` has its chunk (rows are reached in order). */
  reach(r: number): void {
    while (this.chunks.length * this.perChunk <= r) {
      const chunk = this.pool.take();
      this.chunks.push(chunk);
      this.views.push(new Int32Array(chunk.buffer));
    }
  }
}

/** Move codes (16 bits) a chunk holds. */
const CODES_BITS = CHUNK_BITS - 1;
const CODES = 1 << CODES_BITS;

/**
 * The untried moves of every table on a depth-first path: a stack of move codes in pooled chunks. A
 * path to the cap holds tens of millions of moves; in chunks it grows without copying (and without
 * an array twice what it needs), and its chunks go back to the pool for the next search.
 */
export class CodeStack {
  private readonly chunks: Uint8Array[] = [];
  private readonly codes: Uint16Array[] = [];
  length = 0;

  constructor(private readonly pool: ChunkPool) {}

  /** Empties the stack, its chunks given back. */
  reset(): void {
    this.pool.giveBack(this.chunks);
    this.codes.length = 0;
    this.length = 0;
  }

  at(i: number): number {
    return this.codes[i >>> CODES_BITS]![i & (CODES - 1)]!;
  }

  /** Pushes `codes[0..count)`. */
  pushAll(codes: Uint16Array, count: number): void {
    for (let k = 0; k < count; k++) {
      const i = this.length++;
      if ((i & (CODES - 1)) === 0 && i >>> CODES_BITS === this.codes.length) {
        const chunk = this.pool.take();
        this.chunks.push(chunk);
        this.codes.push(new Uint16Array(chunk.buffer));
      }
      this.codes[i >>> CODES_BITS]![i & (CODES - 1)] = codes[k]!;
    }
  }
}
