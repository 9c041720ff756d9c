// A best-first search: of the tables met and not yet expanded, the one that looks nearest to a win
// is expanded next. Most deals a depth-first search wins at once; on the few where its fixed order
// takes a wrong turn early it can wander through millions of tables, while a search led by how close
// a table looks to a win meets one within a few thousand. It only looks for wins: a win it meets is a
// list of legal moves (each one of the moves worth trying, children.ts, made on the table it came
// from), and a search that runs out of tables has seen every table reachable through those moves, so
// it proves "not winnable" exactly as the depth-first search does. A budget of stored tables stops it
// otherwise, proving nothing.
import { Children, MoveStack } from './children.ts';
import { ChunkPool, Rows } from './chunks.ts';
import { RANK, SUIT } from './faces.ts';
import { ADDED, FULL, type TableSet } from './seen.ts';
import { codeTo, FOUNDATION_TO, MAX_PILES, RESERVE_BASE, type Table } from './table.ts';

/**
 * How a table is scored (higher looks nearer a win). Cards home count most. A card wanted soon (its
 * rank at most `soon` above its foundation) costs for every card lying on it, the more the sooner it
 * is wanted (or for the breaks above it: `breaks`); a card lying on one that is not a rank above it
 * costs `disorder` (it must move again);
 * an empty pile is worth `empty`.
 */
export interface Leaning {
  readonly home: number;
  readonly soon: number;
  readonly buried: number;
  readonly disorder: number;
  readonly empty: number;
  /** Whether a buried card costs for the breaks above it (runs move as one) rather than for each card above it. */
  readonly breaks: boolean;
}

export type BestResult =
  | { readonly kind: 'winnable'; readonly codes: number[]; readonly nodes: number }
  | { readonly kind: 'not-winnable'; readonly nodes: number }
  | { readonly kind: 'budget'; readonly nodes: number };

/** A table whose reserve card waits to be covered has one forced move next: it is looked at first among equals. */
const PENDING_BONUS = 5;

export function score(table: Table, leaning: Leaning): number {
  let cost = 0;
  for (let p = 0; p < table.piles; p++) cost += pileCost(table, p, leaning);
  return outside(table, leaning) - cost;
}

/** The score's part that is not the piles' cost: the cards home, the empty piles, a pending card. */
function outside(table: Table, leaning: Leaning): number {
  let home = 0;
  for (let s = 0; s < 4; s++) home += table.foundations[s]!;
  let empty = 0;
  for (let p = 0; p < table.piles; p++) if (table.heights[p] === 0) empty++;
  return home * leaning.home + empty * leaning.empty + (table.pending >= 0 ? PENDING_BONUS : 0);
}

/** What pile `p` costs: its buried cards wanted soon, and its breaks. */
function pileCost(table: Table, p: number, leaning: Leaning): number {
  const h = table.heights[p]!;
  let cost = 0;
  // From the top down: the cards above each card, and the breaks among them (a card not a rank below the one it lies on).
  let breaks = 0;
  for (let i = h - 1; i >= 0; i--) {
    const card = table.cardAt(p, i);
    const gap = RANK[card]! - table.foundations[SUIT[card]!]!;
    const above = leaning.breaks ? breaks + (i < h - 1 ? 1 : 0) : h - 1 - i;
    if (gap <= leaning.soon) cost += above * (leaning.soon + 1 - gap) * leaning.buried;
    if (i > 0 && RANK[table.cardAt(p, i - 1)]! !== RANK[card]! + 1) {
      cost += leaning.disorder * leaning.buried;
      breaks++;
    }
  }
  return cost;
}

/**
 * The length an array of one entry a table grows to when it must hold `needed`: doubled, but never
 * past `most`, the tables a search may meet (its budget), so that a search to its budget leaves no
 * array twice what it needed.
 */
function grown(needed: number, most: number): number {
  return Math.max(needed, Math.min(most, Math.max(1024, 2 * needed)));
}

/** 2³²: a heap entry's score is counted in these (Frontier). */
const WORD = 4294967296;

/** Words the Rescorer keeps for an expanded table: its pile costs and their total. */
const KEPT = MAX_PILES + 1;

/**
 * A table's score, scored again after one move from a table whose piles cost `costs` (`total` in all):
 * a move that sends no card home changes no foundation, so only the piles it takes from and puts on
 * cost anew (each pile's cost reads the foundations, so a move home scores the whole table again).
 */
export class Rescorer {
  private readonly costs = new Int32Array(MAX_PILES);
  private total = 0;
  /**
   * Each expanded table's pile costs (MAX_PILES words, then their total), a row by its number: a table
   * taken from the heap is mostly the child of one expanded long before, and starting from its
   * parent's costs it too is costed on two piles only.
   */
  private readonly kept: Rows;

  constructor(pool = new ChunkPool()) {
    this.kept = new Rows(pool);
  }

  /** Forgets the costs kept (their chunks go back to the pool), for another search. */
  reset(): void {
    this.kept.reset(4 * KEPT);
  }

  /** Gives the chunks of the costs kept back to the pool, while another kind of search runs. */
  release(): void {
    this.kept.release();
  }

  /** Keeps the costs held now as those of expanded table `e` (tables are kept in order: 0, 1, …). */
  keep(e: number): void {
    this.kept.reach(e);
    const words = this.kept.words(e);
    const at = this.kept.offset(e) >> 2;
    for (let p = 0; p < MAX_PILES; p++) words[at + p] = this.costs[p]!;
    words[at + MAX_PILES] = this.total;
  }

  /** Holds the costs kept for expanded table `e` again. */
  load(e: number): void {
    const words = this.kept.words(e);
    const at = this.kept.offset(e) >> 2;
    for (let p = 0; p < MAX_PILES; p++) this.costs[p] = words[at + p]!;
    this.total = words[at + MAX_PILES]!;
  }

  /** The table about to be expanded. */
  from(table: Table, leaning: Leaning): void {
    this.total = 0;
    for (let p = 0; p < table.piles; p++) this.total += this.costs[p] = pileCost(table, p, leaning);
  }

  /**
   * The table about to be expanded, one move `code` (from `source`) after the table whose costs are
   * held (given to `from` or `fromChild` last, or loaded): only the piles that move touched are costed
   * again, as in `after`.
   */
  fromChild(table: Table, code: number, source: number, leaning: Leaning): void {
    const to = codeTo(code);
    if (to === FOUNDATION_TO) return this.from(table, leaning);
    if (source < RESERVE_BASE) this.recost(table, source, leaning);
    if (to < RESERVE_BASE) this.recost(table, to, leaning);
  }

  private recost(table: Table, p: number, leaning: Leaning): void {
    const cost = pileCost(table, p, leaning);
    this.total += cost - this.costs[p]!;
    this.costs[p] = cost;
  }

  /** The score of `table`, one move `code` (from `source`) after the table given to `from`. */
  after(table: Table, code: number, source: number, leaning: Leaning): number {
    const to = codeTo(code);
    if (to === FOUNDATION_TO) return score(table, leaning);
    let cost = this.total;
    if (source < RESERVE_BASE) cost += pileCost(table, source, leaning) - this.costs[source]!;
    if (to < RESERVE_BASE) cost += pileCost(table, to, leaning) - this.costs[to]!;
    return outside(table, leaning) - cost;
  }
}

/**
 * The tables met and the heap of those not yet expanded, by score (ties: the later met first, so the
 * search goes deep). A table met is only where it came from and the move made there: most are never
 * expanded, so it is made again (its parent restored, the move made) when it is taken; each table
 * expanded that has a child queued is saved whole (Table.save) once, for its children. That keeps a
 * table met to 14 bytes.
 */
export class Frontier {
  /** The tables expanded, saved whole, a row (of `Table.savedSize` bytes) each. */
  private readonly saved: Rows;
  /** Per table met: the number of the expanded table it came from (−1 for the first), and the move. */
  parent = new Int32Array(0);
  move = new Uint16Array(0);
  size = 0;
  /** Per table expanded: the number it was met as. */
  private metAs = new Int32Array(0);
  private expanded = 0;
  /**
   * The heap's entries, each one number: the score × 2³² + the table's number, so that one comparison
   * orders by score and, among equals, the later met first (scores stay far below 2²⁰, numbers below
   * 2³², so the sum is exact).
   */
  private heap = new Float64Array(0);
  private heapSize = 0;
  /** The most tables a search meets (its budget): no array grows past what that many need. */
  private most = 0;

  constructor(pool = new ChunkPool()) {
    this.saved = new Rows(pool);
  }

  /** Empties the frontier for a search of tables saved in `width` bytes, meeting at most `budget`. */
  reset(width: number, budget: number): void {
    this.saved.reset(width);
    this.most = budget;
    this.size = 0;
    this.expanded = 0;
    this.heapSize = 0;
  }

  /** Gives the chunks of the saved tables back to the pool, while another kind of search runs. */
  release(): void {
    this.saved.release();
  }

  get open(): number {
    return this.heapSize;
  }

  /** Queues by `value` the table met from expanded table `parent` by `move`. */
  add(parent: number, move: number, value: number): void {
    const n = this.size++;
    if (n >= this.parent.length) this.growMet(grown(n + 1, this.most));
    this.parent[n] = parent;
    this.move[n] = move;
    const heap = this.heap;
    const key = value * WORD + n;
    let i = this.heapSize++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (heap[up]! >= key) break;
      heap[i] = heap[up]!;
      i = up;
    }
    heap[i] = key;
  }

  /**
   * Makes `table` the table met as `n`, from the saved table it came from (the first table is `table`
   * as given). `table` is expanded table `current` now: a child of it, which the search takes often
   * (a good move leads to better moves), is one move away, and restoring its parent is skipped.
   * Returns the source of the move made (Table.sourceOf), or −1 for the first table.
   */
  remake(table: Table, n: number, current: number): number {
    const parent = this.parent[n]!;
    if (parent < 0) return -1;
    const code = this.move[n]!;
    if (parent !== current) table.restore(this.saved.chunk(parent), this.saved.offset(parent));
    const source = table.sourceOf(code);
    table.make(code);
    return source;
  }

  /** The expanded table that table `n` was met from (−1 for the first). */
  parentOf(n: number): number {
    return this.parent[n]!;
  }

  /** The move that met table `n`. */
  moveOf(n: number): number {
    return this.move[n]!;
  }

  /** Saves `table`, met as `n`, as its first child is queued; its number for its children. */
  keep(table: Table, n: number): number {
    const e = this.expanded++;
    if (e >= this.metAs.length) this.growExpanded(grown(e + 1, this.most));
    this.saved.reach(e);
    table.save(this.saved.chunk(e), this.saved.offset(e));
    this.metAs[e] = n;
    return e;
  }

  /** The best table not yet expanded (its number), taken off the heap. */
  take(): number {
    const heap = this.heap;
    const best = heap[0]!;
    const size = --this.heapSize;
    const key = heap[size]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && heap[child + 1]! > heap[child]!) child++;
      if (heap[child]! <= key) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = key;
    return best - Math.floor(best / WORD) * WORD;
  }

  /** The moves from the first table to the table met as `n`. */
  line(n: number): number[] {
    const codes: number[] = [];
    for (let k = n; this.parent[k]! >= 0; k = this.metAs[this.parent[k]!]!) codes.push(this.move[k]!);
    return codes.reverse();
  }

  private growMet(room: number): void {
    const parent = new Int32Array(room);
    parent.set(this.parent);
    this.parent = parent;
    const move = new Uint16Array(room);
    move.set(this.move);
    this.move = move;
    const heap = new Float64Array(room);
    heap.set(this.heap);
    this.heap = heap;
  }

  private growExpanded(room: number): void {
    const metAs = new Int32Array(room);
    metAs.set(this.metAs);
    this.metAs = metAs;
  }
}

/** What a best-first search works in: search.ts's room, shared with the depth-first search (one runs at a time). */
export interface BestWork {
  readonly seen: TableSet;
  readonly frontier: Frontier;
  readonly children: Children;
  readonly moves: MoveStack;
  readonly rescorer: Rescorer;
}

/**
 * Searches best first from `table` (which it changes: it ends on some table met) within `budget`
 * stored tables of `work.seen` (emptied first). `won` tells a table the search may stop at.
 */
export function bestFirst(table: Table, won: (table: Table) => boolean, leaning: Leaning, budget: number, work: BestWork): BestResult {
  const { seen, frontier, children, moves, rescorer } = work;
  const width = table.savedSize();
  seen.reset();
  frontier.reset(width, budget);
  rescorer.reset();
  seen.addTable(table.hash(), table, budget);
  frontier.add(-1, 0, 0);
  // The expanded table `table` is now, by its number, or −1 while it is not saved: a table is saved
  // (and numbered) only once it has a child queued, which most tables taken never have.
  let current = -1;
  while (frontier.open > 0) {
    const at = frontier.take();
    // A table differs from the one it was met from in the piles of one move: the rescorer, holding
    // that table's pile costs (those of the table just expanded, or loaded), costs only those again.
    const parent = frontier.parentOf(at);
    if (parent >= 0 && parent !== current) rescorer.load(parent);
    const source = frontier.remake(table, at, current);
    if (source >= 0) rescorer.fromChild(table, frontier.moveOf(at), source, leaning);
    else rescorer.from(table, leaning);
    current = -1;
    moves.length = 0;
    children.fill(table, moves, false);
    for (let k = 0; k < moves.length; k++) {
      const code = moves.data[k]!;
      const from = table.sourceOf(code);
      const pending = table.pending;
      table.make(code);
      if (won(table)) return { kind: 'winnable', codes: [...frontier.line(at), code], nodes: seen.size };
      const stored = seen.addTable(table.hash(), table, budget);
      if (stored === FULL) return { kind: 'budget', nodes: seen.size };
      const value = stored === ADDED ? rescorer.after(table, code, from, leaning) : 0;
      table.unmake(code, from, pending);
      if (stored !== ADDED) continue;
      if (current < 0) {
        current = frontier.keep(table, at);
        rescorer.keep(current);
      }
      frontier.add(current, code, value);
    }
  }
  return { kind: 'not-winnable', nodes: seen.size };
}
