// The exact Brigade solver: a depth-first search over every table reachable from a position, each
// stored once under its canonical key (board.ts), so that "not winnable" is proved by having seen
// every reachable table. No depth or time limit exists; only a cap on the tables stored may stop a
// search, and then it says so ("too big"), never guessing.
import { faceFrom, mulberry32, rankOf, seedFrom, shuffle, type Random } from '../../engine/index.ts';
import { forEachLegalMove, placeIndex, type PatienceMove } from '../moves.ts';
import { type PatiencePosition } from '../position.ts';
import { Board, type Undo } from './board.ts';
import { safeMove } from './safe.ts';

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
 * A move as one number, so that the search's stack holds numbers rather than objects (a deep search
 * keeps the untried moves of every table on its path): card + 64 × place + 2048 × count, where place
 * is 0 for the foundation, 1 + N for tableau pile N and 8 + N for reserve place N.
 */
const encode = (move: PatienceMove): number => {
  const pile = placeIndex(move.to, 'tableau');
  const place = move.to === 'foundation' ? 0 : pile !== null ? 1 + pile : 8 + placeIndex(move.to, 'reserve')!;
  return move.card + 64 * place + 2048 * move.count;
};
const decode = (code: number): PatienceMove => {
  const place = (code >> 6) & 31;
  const to = place === 0 ? 'foundation' : place < 8 ? (`tableau:${place - 1}` as const) : (`reserve:${place - 8}` as const);
  return { card: code & 63, to, count: code >> 11 };
};

/**
 * The moves worth trying from a table, best first. Each reduction keeps the answer exact: from every
 * winnable table some child it keeps is winnable (so the search, which sees every table reachable
 * through kept children, meets a win), and every kept child is a legal move (so a win it meets is real).
 * The argument is about normal forms: any winning sequence W can be rewritten into one that obeys
 * rules (b) and (c) below, move by move, without losing the win; a suffix of such a sequence obeys
 * them too, so the search can follow it from any table on it.
 *
 * (a) A safe move home (safe.ts, which proves it) is the only child: it keeps every win.
 *
 * (b) A reserve card put on a pile must be covered by the very next move (Board.pending; `covering`).
 *     Take W and a move at time t1 putting reserve card c on pile P. Nothing is put on c before the
 *     first move that covers it (t2), if any. Move the t1 move to just before t2, or, when c leaves P
 *     first: if c goes home or onto another pile, let it go there straight from the reserve at that
 *     time (a reserve card is always available, P4.1); if it goes by the grace move onto reserve card
 *     b, drop both moves (c stays available in its place, b was never covered, and the grace move is
 *     left unused: no later move of W needs it, P5.1); if it leaves as the top of a run, move the run
 *     without it and then c from the reserve onto the run (the run is one card shorter, so P3.4's
 *     limit still holds). In between, every move of W stays legal: P's top is the card c lay on,
 *     which no move of W used while c covered it, c is still available, and there are at least as
 *     many empty piles. A card that never leaves P and is never covered cannot be in a winning W.
 *
 * (c) A reserve card (in a one-card place) goes home only when the cards of its suit above it lead,
 *     through other such reserve cards, to an available card that covers something: a tableau top or
 *     the top card of the grace move's place (`homeChainUncovers`). In W, a reserve card's move home
 *     can wait until just before the next card of its suit goes home: no other move depends on the
 *     height of that foundation, and the card is only more available meanwhile. After that rewrite
 *     every such move is followed at once by the next card of its suit going home; following that
 *     chain up, it ends at a card that is not in a one-card reserve place, or it reaches the King and
 *     the whole chain sits at the end of W. At the end of W only reserve cards go home, so there the
 *     tableau is empty: `allAvailable` catches that table as won, and the search stops there.
 *
 * (d) A whole pile moved onto an empty pile gives the same table (piles are interchangeable: board.ts's
 *     key), which is on the path already: not tried. Of several empty piles only the first is tried as
 *     a destination: the others give the same table up to the order of the piles, so the same key.
 *
 * Order: foundation moves, then moves onto a card (pile to pile, digging first toward the cards
 * wanted home soonest; then reserve to pile), then onto an empty pile, then the grace move. Order
 * changes only how soon a win is met, never the answer.
 */
function children(board: Board, random: Random | null): PatienceMove[] {
  if (board.pending >= 0) return covering(board, board.pending);
  const safe = safeMove(board);
  if (safe) return [safe];
  const tableau = board.tableau;
  const firstEmpty = tableau.findIndex((pile) => pile.length === 0);
  const buckets: PatienceMove[][] = [[], [], [], [], [], []];
  forEachLegalMove(board, (card, to, count) => {
    const fromReserve = !tableau.some((p) => p[p.length - count] === card);
    if (to === 'foundation') {
      if (!fromReserve || homeChainUncovers(board, card)) buckets[0]!.push({ card, to, count });
      return;
    }
    const pile = placeIndex(to, 'tableau');
    if (pile === null) return buckets[5]!.push({ card, to, count });
    if (tableau[pile]!.length > 0) return buckets[fromReserve ? 2 : 1]!.push({ card, to, count });
    if (pile !== firstEmpty) return;
    if (!fromReserve && tableau.some((p) => p.length === count && p[0] === card)) return;
    buckets[fromReserve ? 4 : 3]!.push({ card, to, count });
  });
  buckets[1]!.sort((a, b) => digScore(board, a) - digScore(board, b));
  buckets[3]!.sort((a, b) => digScore(board, a) - digScore(board, b));
  if (random) for (let b = 1; b < buckets.length; b++) buckets[b] = shuffle(buckets[b]!, random);
  return buckets.flat();
}

/** How far from home the nearest-to-home card under a moving run is (rank above its foundation): lower digs better. */
function digScore(board: Board, move: PatienceMove): number {
  const pile = board.tableau.find((p) => p[p.length - move.count] === move.card)!;
  let best = 99;
  for (let i = 0; i < pile.length - move.count; i++) {
    const card = pile[i]!;
    const gap = rankOf(card) - board.foundations[Math.floor(card / 13)]! + (pile.length - move.count - 1 - i);
    if (gap < best) best = gap;
  }
  return best;
}

/**
 * Whether reserve card `card` going home leads, through cards of its suit that are available in
 * one-card reserve places, to a card that covers something: a tableau top or the top of the grace
 * move's place. Only then is a reserve card sent home (children's rule c).
 */
function homeChainUncovers(board: Board, card: number): boolean {
  const place = board.reserve.find((p) => p[p.length - 1] === card)!;
  if (place.length === 2) return true;
  for (let next = card + 1; rankOf(next) > rankOf(card) && rankOf(next) <= board.top; next++) {
    if (board.tableau.some((p) => p[p.length - 1] === next)) return true;
    const holder = board.reserve.find((p) => p[p.length - 1] === next);
    if (!holder) return false;
    if (holder.length === 2) return true;
  }
  return false;
}

/** The moves that put a card on `card`, the top of its pile (children's rule b). */
function covering(board: Board, card: number): PatienceMove[] {
  const pile = board.tableau.findIndex((p) => p[p.length - 1] === card);
  const to = `tableau:${pile}`;
  const moves: PatienceMove[] = [];
  forEachLegalMove(board, (c, t, count) => {
    if (t === to) moves.push({ card: c, to: t, count });
  });
  return moves;
}

/**
 * Whether the game is won already or as good as won: the tableau is empty and no reserve place holds
 * two cards, so every card left is available, and each suit goes home in order (homeRun).
 */
function allAvailable(board: Board): boolean {
  return board.tableau.every((pile) => pile.length === 0) && board.reserve.every((place) => place.length < 2) && board.pending < 0;
}

/** The moves that send every card left home, suit by suit, from a table where all are available. */
function homeRun(board: Board): PatienceMove[] {
  const moves: PatienceMove[] = [];
  board.foundations.forEach((height, suit) => {
    for (let rank = height + 1; rank <= board.top; rank++) moves.push({ card: faceFrom(suit, rank), to: 'foundation', count: 1 });
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
  const board = new Board(position);
  if (allAvailable(board)) return { kind: 'winnable', solution: homeRun(board), nodes: 0 };
  const seen = new Set<string>([board.key()]);
  // The depth-first stack as flat arrays: the untried moves of every table on the path (`moves`), and
  // for each level where its moves start and end, the next to try, and the move made there (to undo).
  const moves: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const nexts: number[] = [];
  const made: (Undo | null)[] = [];
  const push = () => {
    starts.push(moves.length);
    nexts.push(moves.length);
    for (const move of children(board, random)) moves.push(encode(move));
    ends.push(moves.length);
    made.push(null);
  };
  push();
  while (starts.length > 0) {
    const level = starts.length - 1;
    const undo = made[level];
    if (undo) {
      board.unmake(undo);
      made[level] = null;
    }
    if (nexts[level]! >= ends[level]!) {
      moves.length = starts[level]!;
      starts.pop();
      ends.pop();
      nexts.pop();
      made.pop();
      continue;
    }
    const move = decode(moves[nexts[level]!++]!);
    const done = board.make(move);
    if (allAvailable(board)) {
      const path = nexts.map((next) => decode(moves[next - 1]!));
      return { kind: 'winnable', solution: [...path, ...homeRun(board)], nodes: seen.size };
    }
    const key = board.key();
    if (seen.has(key)) {
      board.unmake(done);
      continue;
    }
    if (seen.size >= maxStates) return { kind: 'too-big', nodes: seen.size };
    seen.add(key);
    made[level] = done;
    push();
  }
  return { kind: 'not-winnable', nodes: seen.size };
}
