// The exact Brigade solver: a depth-first search over every table reachable from a position through
// the moves worth trying (children.ts, which argues each reduction), each table stored once under its
// canonical form (table.ts, seen.ts), so that "not winnable" is proved by having seen every table
// reachable. No depth or time limit exists; only a cap on the tables stored may stop a search, and
// then it says so ("too big"), never guessing.
import { faceFrom, mulberry32, seedFrom, type Random } from '../../engine/index.ts';
import type { PatienceMove } from '../moves.ts';
import type { PatiencePosition } from '../position.ts';
import { Children, MoveStack } from './children.ts';
import { ADDED, FULL, TableSet } from './seen.ts';
import { MAX_PILES, moveOf, Table } from './table.ts';

/** Room for one canonical form (table.ts: at most 5 + 52 bytes). */
const FORM_ROOM = 64;

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
 * The default cap, for the goal of 256 MB: a stored table costs about 600 bytes of the process's
 * memory (its key, about 60 characters; the Set's entry; the untried moves of the path), measured as
 * 105 MB of resident memory for a search stopped at 100,000 tables, node's own 45 MB included. So
 * 350,000 tables stay near 250 MB.
 */
export const MAX_STATES = 350_000;

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
 * Probes before the exhaustive search: depth-first searches, the first in the fixed order and the
 * others with the moves of each kind shuffled by a seeded stream, each stopped at PROBE_STATES tables. Most deals are won, and a search
 * that took a wrong turn early can spend millions of tables under it; a few short probes in other
 * orders often meet a win at once. A probe that stops proves nothing and changes no answer: a win it
 * finds is a list of legal moves, and "not winnable" comes only from the exhaustive search after them.
 */
const PROBES = 8;
const PROBE_STATES = 20_000;

/** Solves a position exactly (module comment), within `maxStates` stored tables. */
export function solve(position: PatiencePosition, options: SolveOptions = {}): SolveResult {
  const maxStates = options.maxStates ?? MAX_STATES;
  let spent = 0;
  for (let probe = 0; probe < PROBES && PROBE_STATES < maxStates; probe++) {
    const result = search(position, PROBE_STATES, probe === 0 ? null : mulberry32(seedFrom([probe])));
    if (result.kind === 'winnable') return { ...result, nodes: spent + result.nodes };
    // A probe's "not winnable" is exact too (it saw every table), so it may answer.
    if (result.kind === 'not-winnable') return { ...result, nodes: spent + result.nodes };
    spent += result.nodes;
  }
  const result = search(position, maxStates, null);
  return { ...result, nodes: spent + result.nodes };
}

/** One depth-first search within `maxStates` tables, its moves in the fixed order or, with `random`, shuffled within each kind. */
function search(position: PatiencePosition, maxStates: number, random: Random | null): SolveResult {
  const table = new Table(position);
  if (allAvailable(table)) return { kind: 'winnable', solution: homeRun(table), nodes: 0 };
  const seen = new TableSet();
  const form = new Uint8Array(FORM_ROOM);
  const order = new Int8Array(MAX_PILES);
  const store = () => seen.add(table.hash(), form, table.writeForm(form, order), maxStates);
  store();
  const children = new Children();
  // The depth-first stack: the untried moves of every table on the path (`moves`), and for each level
  // where its moves start and end, the next to try, the move made there (−1: none) and the pending
  // card before it (to unmake it).
  const moves = new MoveStack();
  const starts: number[] = [];
  const ends: number[] = [];
  const nexts: number[] = [];
  const made: number[] = [];
  const pendings: number[] = [];
  const push = () => {
    starts.push(moves.length);
    nexts.push(moves.length);
    pendings.push(table.pending);
    children.fill(table, random, moves);
    ends.push(moves.length);
    made.push(-1);
  };
  push();
  while (starts.length > 0) {
    const level = starts.length - 1;
    if (made[level]! >= 0) {
      table.unmake(made[level]!, pendings[level]!);
      made[level] = -1;
    }
    if (nexts[level]! >= ends[level]!) {
      moves.length = starts[level]!;
      starts.pop();
      ends.pop();
      nexts.pop();
      made.pop();
      pendings.pop();
      continue;
    }
    const code = moves.data[nexts[level]!++]!;
    table.make(code);
    if (allAvailable(table)) {
      const path = nexts.map((next) => moveOf(moves.data[next - 1]!));
      return { kind: 'winnable', solution: [...path, ...homeRun(table)], nodes: seen.size };
    }
    const stored = store();
    if (stored === FULL) return { kind: 'too-big', nodes: seen.size };
    if (stored !== ADDED) {
      table.unmake(code, pendings[level]!);
      continue;
    }
    made[level] = code;
    push();
  }
  return { kind: 'not-winnable', nodes: seen.size };
}
