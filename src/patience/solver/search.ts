// The exact Brigade solver: a depth-first search over every table reachable from a position through
// the moves worth trying (children.ts, which argues each reduction), each table stored once under its
// canonical form (table.ts, seen.ts), so that "not winnable" is proved by having seen every table
// reachable. Before it, shorter searches (SCHEDULE: depth-first probes and best-first searches,
// best.ts) look for a win where one is easy to meet, and after it, when it stops at the cap, short
// depth-first searches in other orders (AFTER_CAP); none of them changes an answer. No depth or time
// limit exists; only a cap on the tables stored may stop a search, and then it says so ("too big"),
// never guessing.
import { faceFrom, mulberry32, type Random } from '../../engine/index.ts';
import type { PatienceMove } from '../moves.ts';
import type { PatiencePosition } from '../position.ts';
import { bestFirst, Frontier, Rescorer, type Leaning } from './best.ts';
import { Children, MoveStack } from './children.ts';
import { ChunkPool, CodeStack } from './chunks.ts';
import { ADDED, FULL, TableSet } from './seen.ts';
import { moveOf, Table } from './table.ts';

/** What the solver found: a winning line, a proof by exhaustion that none exists, or a stop at the cap. */
export type SolveResult =
  | { readonly kind: 'winnable'; readonly solution: readonly PatienceMove[]; readonly nodes: number }
  | { readonly kind: 'not-winnable'; readonly nodes: number }
  | { readonly kind: 'too-big'; readonly nodes: number };

export interface SolveOptions {
  /** The most tables one search stores before it stops with "too big" (memory, not time). */
  readonly maxStates?: number;
}

/**
 * The default cap, for the goal of 256 MB: a stored table costs its canonical form (about 45 bytes
 * deep in a search), its slot in the hash table, and its share of the depth-first path (a deep search's
 * path holds most of the tables it stored, each with its untried moves). docs/measurements.md has the
 * resident memory of searches stopped at this cap.
 */
export const MAX_STATES = 1_500_000;

/**
 * Whether the game is won already or as good as won: the tableau is empty and no reserve place holds
 * two cards, so every card left is available, and each suit goes home in order (homeRun).
 */
function allAvailable(table: Table): boolean {
  for (let p = 0; p < table.piles; p++) if (table.heights[p] !== 0) return false;
  return !table.hasPair() && table.pending < 0;
}

/** The moves that send every card left home, suit by suit, from a table where all are available. */
function homeRun(table: Table): PatienceMove[] {
  const moves: PatienceMove[] = [];
  table.foundations.forEach((height, suit) => {
    for (let rank = height + 1; rank <= table.top; rank++) moves.push({ card: faceFrom(suit, rank), to: 'foundation', count: 1 });
  });
  return moves;
}

/**
 * One step of the schedule `solve` follows, each within its budget of tables: a depth-first probe, a
 * best-first search (best.ts), or restarts: depth-first searches of `each` tables, one after another,
 * each trying every table's moves in an order of its own (`restarts`).
 */
export type Step =
  | { readonly kind: 'probe'; readonly budget: number }
  | { readonly kind: 'best'; readonly leaning: Leaning; readonly budget: number }
  | { readonly kind: 'restarts'; readonly each: number; readonly budget: number; readonly order: RestartOrder };

/**
 * Leanings of the best-first search (best.ts, `Leaning`), each written [home, soon, buried, disorder,
 * empty, breaks]: each meets the wins of different deals first.
 */
const LEANINGS: readonly Leaning[] = (
  [
    [10, 2, 2, 1, 3, false],
    [10, 6, 1, 1, 3, false],
    [10, 2, 2, 1, 10, false],
    [5, 2, 2, 1, 3, true],
    [10, 4, 1, 1, 3, true],
    [10, 3, 2, 2, 3, false],
    [10, 2, 2, 0, 3, false],
    [10, 4, 1, 1, 3, false],
    [10, 2, 2, 0, 3, true],
    [10, 6, 1, 1, 3, true],
    [10, 2, 2, 2, 3, false],
    [10, 3, 1, 1, 5, true],
    [15, 6, 1, 2, 3, false],
  ] as const
).map(([home, soon, buried, disorder, empty, breaks]) => ({ home, soon, buried, disorder, empty, breaks }));

const best = ([leaning, budget]: readonly [number, number]): Step => ({ kind: 'best', leaning: LEANINGS[leaning]!, budget });

/**
 * What `solve` tries, in order, before its exhaustive search. No step changes an answer: a win any of
 * them meets is a list of legal moves, a step that sees every table proves "not winnable", and a step
 * stopped by its budget proves nothing. The order and the budgets are for speed only, chosen on the
 * tables each leaning stored to win each of 800 deals (docs/measurements.md): a short depth-first
 * probe wins four deals in ten at once; short searches led by the leanings in turn win nearly all the
 * rest within 40,000 tables in all (a wrong turn early costs a depth-first search millions of tables,
 * and which leaning meets a deal's win first varies from deal to deal, so many short tries beat one
 * long one); then depth-first searches of 5,000 tables each in nudged orders (`restarts`), 70,000
 * tables in all, which win many of the deals every leaning misses early (chosen on the tables they
 * took on the deals that needed more than 30,000: docs/measurements.md); then longer best-first ones; then a depth-first search of 300,000 tables, which proves most deals
 * that cannot be won; then the longest best-first searches; then every leaning once more, each within
 * 100,000 tables, for the rare deal none of the steps before has won: a deal that would otherwise meet
 * the cap is often won by one leaning within a few tens of thousands of tables, a leaning that varies
 * from deal to deal.
 */
export const SCHEDULE: readonly Step[] = [
  { kind: 'probe', budget: 1_000 },
  ...(
    [
      [2, 3_000],
      [5, 1_500],
      [10, 1_500],
      [1, 4_000],
      [11, 2_000],
      [6, 12_000],
      [9, 1_500],
      [7, 4_000],
      [3, 3_000],
      [4, 4_000],
      [8, 2_000],
    ] as const
  ).map(best),
  { kind: 'restarts', each: 5_000, budget: 70_000, order: 'nudged' },
  ...(
    [
      [12, 12_000],
      [2, 25_000],
      [1, 50_000],
      [3, 50_000],
      [4, 50_000],
      [0, 50_000],
      [10, 50_000],
    ] as const
  ).map(best),
  { kind: 'probe', budget: 300_000 },
  best([0, 300_000]),
  best([1, 300_000]),
  ...LEANINGS.map((_, leaning) => best([leaning, 100_000])),
];

/**
 * What `solve` tries when its exhaustive search stops at the cap: restarts (`restarts`), shuffled and
 * then nudged (each kind wins deals the other misses), which store no more than `each` tables at a
 * time, so no more memory than the cap allows. Tried after the exhaustive search, not before it, so
 * that a deal the exhaustive search decides within the cap (every deal proved lost among them) never
 * pays for them; a deal it cannot decide often is won here (docs/measurements.md). As with the
 * schedule, a step whose budget is not below the cap is not run: a caller who sets a low cap (the
 * page's search for a winnable deal to deal) wants a quick answer, not a long search in small pieces.
 */
export const AFTER_CAP: readonly Step[] = [
  { kind: 'restarts', each: 20_000, budget: 1_000_000, order: 'shuffled' },
  { kind: 'restarts', each: 100_000, budget: 1_000_000, order: 'nudged' },
];

/**
 * Solves a position exactly (module comment), within `maxStates` stored tables at a time: the steps
 * of `schedule`, then the exhaustive search, then, if that stopped at the cap, the steps of
 * `afterCap` (by default those of AFTER_CAP with the default schedule, none with a schedule of the
 * caller's).
 */
export function solve(
  position: PatiencePosition,
  options: SolveOptions = {},
  schedule: readonly Step[] = SCHEDULE,
  afterCap: readonly Step[] = schedule === SCHEDULE ? AFTER_CAP : [],
): SolveResult {
  const maxStates = options.maxStates ?? MAX_STATES;
  const before = firstAnswer(position, schedule, maxStates, 0);
  if (before.kind !== 'too-big') return before;
  const whole = search(position, maxStates);
  if (whole.kind !== 'too-big') return { ...whole, nodes: before.nodes + whole.nodes };
  return firstAnswer(position, afterCap, maxStates, before.nodes + whole.nodes);
}

/**
 * The steps in turn, `spent` tables spent before them, until one answers (a step's "not winnable" is
 * exact too: it saw every table); a step whose budget is not under the cap is passed over. The answer,
 * or "too big" with the tables spent in all.
 */
function firstAnswer(position: PatiencePosition, steps: readonly Step[], maxStates: number, spent: number): SolveResult {
  for (const step of steps) {
    if (step.budget >= maxStates) continue;
    const result = runStep(position, step);
    if (result.kind !== 'too-big') return { ...result, nodes: spent + result.nodes };
    spent += result.nodes;
  }
  return { kind: 'too-big', nodes: spent };
}

function runStep(position: PatiencePosition, step: Step): SolveResult {
  if (step.kind === 'probe') return search(position, step.budget);
  if (step.kind === 'best') return bestSearch(position, step.leaning, step.budget);
  return restarts(position, step.each, step.budget, step.order);
}

/** The seed of the restarts' orders: fixed, so that a position gets the same answer and the same line every time. */
const RESTART_SEED = 0x42524753;

/**
 * How a restart orders each table's moves: `shuffled`, in a random order; `nudged`, in children.ts's
 * order with each pair of neighbours swapped, in turn, with probability NUDGE, so that the fixed
 * order's sense (cards home first, digging toward the cards wanted soonest) mostly stays. Each wins
 * deals the other misses (docs/measurements.md).
 */
export type RestartOrder = 'shuffled' | 'nudged';
const NUDGE = 0.2;

/**
 * Depth-first searches of at most `each` tables, one after another until `budget` tables are spent,
 * each trying the moves of every table in an order of its own (`order`, drawn from one seeded stream
 * for all of them).
 *
 * Why: the fixed order of children.ts wins most deals at once, but on a few it takes a wrong turn near
 * the root and then wanders through millions of tables below it before it tries another; such a
 * search's cost varies wildly with the order, and many short searches in different orders meet a win
 * far sooner than one long one (docs/measurements.md: deals the fixed order and every leaning left
 * undecided past 1.5–20 million tables are won within a few hundred thousand).
 *
 * Exact, as every step: the order changes only how soon a win is met (children.ts); a win is a list of
 * legal moves, made on the table each came from; a search that runs out of tables before `each` has
 * seen every table reachable through the moves worth trying, so its "not winnable" is the exhaustive
 * search's; a search stopped at `each` proves nothing, and the next one starts afresh.
 */
export function restarts(position: PatiencePosition, each: number, budget: number, order: RestartOrder = 'shuffled'): SolveResult {
  const random = mulberry32(RESTART_SEED);
  const reorder = order === 'shuffled' ? (moves: MoveStack) => shuffle(moves, random) : (moves: MoveStack) => nudge(moves, random);
  let spent = 0;
  while (spent < budget) {
    const result = search(position, Math.min(each, budget - spent), reorder);
    if (result.kind !== 'too-big') return { ...result, nodes: spent + result.nodes };
    spent += result.nodes;
  }
  return { kind: 'too-big', nodes: spent };
}

/** Shuffles `moves` in place (Fisher–Yates). */
function shuffle(moves: MoveStack, random: Random): void {
  const data = moves.data;
  for (let i = moves.length - 1; i > 0; i--) swap(data, i, Math.floor(random() * (i + 1)));
}

/** Swaps each pair of neighbours of `moves` with probability NUDGE, from the first pair to the last. */
function nudge(moves: MoveStack, random: Random): void {
  for (let i = 0; i + 1 < moves.length; i++) if (random() < NUDGE) swap(moves.data, i, i + 1);
}

function swap(data: Uint16Array, i: number, j: number): void {
  const code = data[i]!;
  data[i] = data[j]!;
  data[j] = code;
}

/** A best-first search (best.ts) as a SolveResult, its winning line shortened like the depth-first one's. */
function bestSearch(position: PatiencePosition, leaning: Leaning, budget: number): SolveResult {
  const table = new Table(position);
  if (allAvailable(table)) return { kind: 'winnable', solution: homeRun(table), nodes: 0 };
  const result = bestFirst(table, allAvailable, leaning, budget, (room ??= newRoom()));
  if (result.kind === 'winnable') return { kind: 'winnable', solution: shorten(position, result.codes), nodes: result.nodes };
  return result.kind === 'budget' ? { kind: 'too-big', nodes: result.nodes } : result;
}

/**
 * What a search works in: the stored tables, the depth-first stack (the untried moves of every table
 * on the path, `line`, and a level per table on the path, `path`; a deep search's path holds hundreds
 * of thousands of tables, so both are typed arrays: two bytes a move, LEVEL words a level), the
 * best-first search's frontier and scratch space (`moves`: one table's moves). The set's forms, the
 * path's moves and the frontier's saved tables are drawn from one pool of chunks (chunks.ts). One room
 * for every search of the process, one after another (`solve` runs to its end before it returns), so
 * that solving deal after deal holds one search's memory rather than the garbage of each.
 */
function newRoom() {
  const pool = new ChunkPool();
  const line = new CodeStack(pool);
  return {
    pool,
    seen: new TableSet(pool),
    children: new Children(),
    moves: new MoveStack(),
    line,
    path: new LevelStack(line),
    frontier: new Frontier(pool),
    rescorer: new Rescorer(pool),
  };
}
let room: ReturnType<typeof newRoom> | null = null;

/**
 * A winning line shortened: a depth-first search's path to a win can be hundreds of thousands of
 * moves long (it wanders through every table it meets). Every table on the path is stored again in
 * the room's table set, reset, in the order of the path (so a table's place in the set's arena tells
 * how far along the path it is); then, from the start, of the moves worth trying (children.ts) the
 * one that lands furthest along the path is made each time, until every card left is available. Each
 * move made is legal and lands on a table of the path (the same up to the order of the piles), so
 * the line still wins, and it is never longer than the path. The moves worth trying do not depend on
 * the piles' numbers (children.ts), so the path's next table is always among them; were it not, or
 * should a table of the path repeat (it cannot: each was new when stored), the path is given as it is.
 */
function shorten(position: PatiencePosition, codes: readonly number[]): PatienceMove[] {
  const { seen, children, moves } = room!;
  seen.reset();
  const table = new Table(position);
  const number = () => seen.addTable(table.hash(), table, Infinity);
  number();
  for (const code of codes) {
    table.make(code);
    number();
  }
  const whole = () => [...codes.map(moveOf), ...homeRun(table)];
  if (seen.size !== codes.length + 1) return whole();
  const line: PatienceMove[] = [];
  const walker = new Table(position);
  for (let along = 0; !allAvailable(walker);) {
    moves.length = 0;
    children.fill(walker, moves);
    let furthest = along;
    let best = -1;
    for (let k = 0; k < moves.length; k++) {
      const code = moves.data[k]!;
      const from = walker.sourceOf(code);
      const pending = walker.pending;
      walker.make(code);
      const reached = allAvailable(walker) ? Infinity : seen.findTable(walker.hash(), walker);
      walker.unmake(code, from, pending);
      if (reached > furthest) [furthest, best] = [reached, code];
    }
    if (best < 0) return whole();
    walker.make(best);
    line.push(moveOf(best));
    along = furthest;
  }
  return [...line, ...homeRun(walker)];
}

/**
 * One depth-first search within `maxStates` tables, its moves in the order children.ts gives, or
 * in another that `reorder` makes of it (`restarts`).
 */
function search(position: PatiencePosition, maxStates: number, reorder: ((moves: MoveStack) => void) | null = null): SolveResult {
  const table = new Table(position);
  if (allAvailable(table)) return { kind: 'winnable', solution: homeRun(table), nodes: 0 };
  const { seen, children, moves, line, path, frontier, rescorer } = (room ??= newRoom());
  // The best-first search's rows lie idle now: their chunks may hold this search's forms.
  frontier.release();
  rescorer.release();
  seen.reset();
  line.reset();
  path.reset(maxStates);
  const store = () => seen.addTable(table.hash(), table, maxStates);
  store();
  const enter = () => {
    path.enter(line.length, table.pending);
    moves.length = 0;
    children.fill(table, moves);
    reorder?.(moves);
    line.pushAll(moves.data, moves.length);
  };
  // The first table with the sharper lost-table test (children.ts, `sharp`): dearer, so only there.
  children.sharp = true;
  enter();
  children.sharp = false;
  while (path.depth > 0) {
    const level = path.depth - 1;
    if (path.made(level) >= 0) path.takeBack(level, table);
    // The top level's moves end where the stack ends.
    if (path.next(level) >= line.length) {
      line.length = path.start(level);
      path.depth--;
      continue;
    }
    const code = line.at(path.advance(level));
    const from = table.sourceOf(code);
    table.make(code);
    if (allAvailable(table)) {
      // Counted before `shorten`, which stores the path's tables in the set again.
      const nodes = seen.size;
      return { kind: 'winnable', solution: shorten(position, path.line(code)), nodes };
    }
    const stored = store();
    if (stored === FULL) return { kind: 'too-big', nodes: seen.size };
    if (stored !== ADDED) {
      table.unmake(code, from, path.pending(level));
      continue;
    }
    path.setMade(level, from);
    enter();
  }
  return { kind: 'not-winnable', nodes: seen.size };
}

/**
 * Words a level takes: where its moves start on the move stack, and one word packing how many of them
 * were tried (12 bits: a table has fewer than 6 × 256 moves, children.ts), the pending card before it
 * (+ 1, 6 bits), the source of the move made there (5 bits) and whether one is made (1 bit). The move
 * made is the last one tried, read off the move stack, where it stays while the level does.
 */
const LEVEL = 2;
const TRIED = 0xfff;
const PENDING_SHIFT = 12;
const FROM_SHIFT = 18;
const MADE = 1 << 23;

/** The levels of the depth-first path on one growable Int32Array, their moves on `moves`. */
class LevelStack {
  private data = new Int32Array(LEVEL * 256);
  depth = 0;
  /** The deepest the path may go: a level is a table stored, so the search's cap. */
  private most = Infinity;

  constructor(private readonly stack: CodeStack) {}

  /** Empties the path for a search storing at most `most` tables. */
  reset(most: number): void {
    this.depth = 0;
    this.most = most;
  }

  enter(start: number, pending: number): void {
    if ((this.depth + 1) * LEVEL > this.data.length) {
      // Doubled, but never past the cap's need: a path to the cap holds one level per table.
      const bigger = new Int32Array(LEVEL * Math.max(this.depth + 1, Math.min(this.most, 2 * (this.depth + 1))));
      bigger.set(this.data);
      this.data = bigger;
    }
    const at = this.depth++ * LEVEL;
    this.data[at] = start;
    this.data[at + 1] = (pending + 1) << PENDING_SHIFT;
  }

  start(level: number): number {
    return this.data[level * LEVEL]!;
  }
  next(level: number): number {
    return this.data[level * LEVEL]! + (this.data[level * LEVEL + 1]! & TRIED);
  }
  /** The next move's index, and moves past it. */
  advance(level: number): number {
    return this.data[level * LEVEL]! + (this.data[level * LEVEL + 1]!++ & TRIED);
  }
  made(level: number): number {
    return this.data[level * LEVEL + 1]! & MADE ? this.stack.at(this.next(level) - 1) : -1;
  }
  pending(level: number): number {
    return ((this.data[level * LEVEL + 1]! >> PENDING_SHIFT) & 63) - 1;
  }
  /** Marks the move last tried at `level` made, from `from`. */
  setMade(level: number, from: number): void {
    this.data[level * LEVEL + 1]! |= MADE | (from << FROM_SHIFT);
  }
  /** Unmakes the move made at `level` (the last one made) and marks none made. */
  takeBack(level: number, table: Table): void {
    const at = level * LEVEL + 1;
    const word = this.data[at]!;
    table.unmake(this.made(level), (word >> FROM_SHIFT) & 31, ((word >> PENDING_SHIFT) & 63) - 1);
    this.data[at] = word & ((63 << PENDING_SHIFT) | TRIED);
  }
  /** The moves made on the path, then `last`. */
  line(last: number): number[] {
    const made: number[] = [];
    for (let level = 0; level < this.depth - 1; level++) made.push(this.made(level));
    made.push(last);
    return made;
  }
}
