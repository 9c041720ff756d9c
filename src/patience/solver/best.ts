// A best-first search: of the tables met and not yet expanded, the one that looks nearest to a win
// is expanded next. Most deals a depth-first search wins at once; on the few where its fixed order
// takes a wrong turn early it can wander through millions of tables, while a search led by how close
// a table looks to a win meets one within a few thousand. It only looks for wins: a win it meets is a
// list of legal moves (each one of the moves worth trying, children.ts, made on the table it came
// from), and a search that runs out of tables has seen every table reachable through those moves, so
// it proves "not winnable" exactly as the depth-first search does. A budget of stored tables stops it
// otherwise, proving nothing.
import { rankOf, suitIndexOf } from '../../engine/index.ts';
import { Children, MoveStack } from './children.ts';
import { ADDED, FULL, type TableSet } from './seen.ts';
import type { Table } from './table.ts';

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

/** Each card's rank and suit (engine/cards.ts), looked up: the score reads every card of every table met. */
const RANK = Int8Array.from({ length: 64 }, (_, card) => rankOf(card));
const SUIT = Int8Array.from({ length: 64 }, (_, card) => suitIndexOf(card));

export function score(table: Table, leaning: Leaning): number {
  let home = 0;
  for (let s = 0; s < 4; s++) home += table.foundations[s]!;
  let cost = 0;
  let empty = 0;
  for (let p = 0; p < table.piles; p++) {
    const h = table.heights[p]!;
    if (h === 0) {
      empty++;
      continue;
    }
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
  }
  return home * leaning.home - cost + empty * leaning.empty + (table.pending >= 0 ? PENDING_BONUS : 0);
}

/**
 * The tables met, each saved whole (Table.save) with the table it came from and the move made there,
 * and a heap of those not yet expanded by score (ties: the later met first, so the search goes deep).
 */
export class Frontier {
  saved = new Uint8Array(0);
  parent = new Int32Array(0);
  move = new Uint16Array(0);
  size = 0;
  private heapScore = new Int32Array(0);
  private heapAt = new Int32Array(0);
  private heapSize = 0;
  private width = 0;

  reset(width: number): void {
    this.width = width;
    this.size = 0;
    this.heapSize = 0;
  }

  get open(): number {
    return this.heapSize;
  }

  /** Saves `table`, met from table `parent` by `move`, and queues it by `value`. */
  add(table: Table, parent: number, move: number, value: number): void {
    const n = this.size++;
    // The width may have grown since the last search (another deal's shape): room is checked in bytes too.
    if (n >= this.parent.length || (n + 1) * this.width > this.saved.length) this.grow(Math.max(1024, (n + 1) * 2));
    table.save(this.saved, n * this.width);
    this.parent[n] = parent;
    this.move[n] = move;
    let i = this.heapSize++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.before(value, n, this.heapScore[up]!, this.heapAt[up]!)) break;
      this.heapScore[i] = this.heapScore[up]!;
      this.heapAt[i] = this.heapAt[up]!;
      i = up;
    }
    this.heapScore[i] = value;
    this.heapAt[i] = n;
  }

  /** The best table not yet expanded (its number), taken off the heap. */
  take(): number {
    const best = this.heapAt[0]!;
    const size = --this.heapSize;
    const value = this.heapScore[size]!;
    const at = this.heapAt[size]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && this.before(this.heapScore[child + 1]!, this.heapAt[child + 1]!, this.heapScore[child]!, this.heapAt[child]!))
        child++;
      if (!this.before(this.heapScore[child]!, this.heapAt[child]!, value, at)) break;
      this.heapScore[i] = this.heapScore[child]!;
      this.heapAt[i] = this.heapAt[child]!;
      i = child;
    }
    this.heapScore[i] = value;
    this.heapAt[i] = at;
    return best;
  }

  /** The moves from the first table to table `n`. */
  line(n: number): number[] {
    const codes: number[] = [];
    for (let k = n; k > 0; k = this.parent[k]!) codes.push(this.move[k]!);
    return codes.reverse();
  }

  private before(score: number, at: number, otherScore: number, otherAt: number): boolean {
    return score > otherScore || (score === otherScore && at > otherAt);
  }

  private grow(room: number): void {
    const saved = new Uint8Array(room * this.width);
    saved.set(this.saved.subarray(0, Math.min(this.saved.length, this.size * this.width)));
    this.saved = saved;
    if (room <= this.parent.length) return;
    for (const key of ['parent', 'heapScore', 'heapAt'] as const) {
      const bigger = new Int32Array(room);
      bigger.set(this[key]);
      this[key] = bigger;
    }
    const move = new Uint16Array(room);
    move.set(this.move);
    this.move = move;
  }
}

/** What a best-first search works in: search.ts's room, shared with the depth-first search (one runs at a time). */
export interface BestWork {
  readonly seen: TableSet;
  readonly frontier: Frontier;
  readonly children: Children;
  readonly moves: MoveStack;
  readonly form: Uint8Array;
  readonly order: Int8Array;
}

/**
 * Searches best first from `table` (which it changes: it ends on some table met) within `budget`
 * stored tables of `work.seen` (emptied first). `won` tells a table the search may stop at.
 */
export function bestFirst(table: Table, won: (table: Table) => boolean, leaning: Leaning, budget: number, work: BestWork): BestResult {
  const { seen, frontier, children, moves, form, order } = work;
  const width = table.savedSize();
  seen.reset();
  frontier.reset(width);
  seen.add(table.hash(), form, table.writeForm(form, order), budget);
  frontier.add(table, -1, 0, 0);
  while (frontier.open > 0) {
    const at = frontier.take();
    table.restore(frontier.saved, at * width);
    moves.length = 0;
    children.fill(table, moves, false);
    for (let k = 0; k < moves.length; k++) {
      const code = moves.data[k]!;
      const from = table.sourceOf(code);
      const pending = table.pending;
      table.make(code);
      if (won(table)) return { kind: 'winnable', codes: [...frontier.line(at), code], nodes: seen.size };
      const stored = seen.add(table.hash(), form, table.writeForm(form, order), budget);
      if (stored === FULL) return { kind: 'budget', nodes: seen.size };
      if (stored === ADDED) frontier.add(table, at, code, score(table, leaning));
      table.unmake(code, from, pending);
    }
  }
  return { kind: 'not-winnable', nodes: seen.size };
}
