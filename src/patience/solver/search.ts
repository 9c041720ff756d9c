// The exact Brigade solver: a depth-first search over every table reachable from a position, each
// stored once under its canonical key (board.ts), so that "not winnable" is proved by having seen
// every reachable table. No depth or time limit exists; only a cap on the tables stored may stop a
// search, and then it says so ("too big"), never guessing.
import { faceFrom, rankOf } from '../../engine/cards.ts';
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
 * The default cap: 4,000,000 tables at about 60 bytes a key (one character a card, foundations and
 * the grace) and the Set's own entry is some 400 MB at worst; the figures (docs/measurements.md) show
 * no real deal near it.
 */
export const MAX_STATES = 4_000_000;

interface Frame {
  readonly moves: readonly PatienceMove[];
  next: number;
  /** The move of this frame now made on the board, to take back before the next one. */
  undo: Undo | null;
}

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
function children(board: Board): PatienceMove[] {
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

/** Solves a position exactly (module comment), within `maxStates` stored tables. */
export function solve(position: PatiencePosition, options: SolveOptions = {}): SolveResult {
  const maxStates = options.maxStates ?? MAX_STATES;
  const board = new Board(position);
  if (allAvailable(board)) return { kind: 'winnable', solution: homeRun(board), nodes: 0 };
  const seen = new Set<string>([board.key()]);
  const stack: Frame[] = [{ moves: children(board), next: 0, undo: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.undo) {
      board.unmake(frame.undo);
      frame.undo = null;
    }
    if (frame.next >= frame.moves.length) {
      stack.pop();
      continue;
    }
    const move = frame.moves[frame.next++]!;
    const undo = board.make(move);
    if (allAvailable(board)) return { kind: 'winnable', solution: [...stack.map((f) => f.moves[f.next - 1]!), ...homeRun(board)], nodes: seen.size };
    const key = board.key();
    if (seen.has(key)) {
      board.unmake(undo);
      continue;
    }
    if (seen.size >= maxStates) return { kind: 'too-big', nodes: seen.size };
    seen.add(key);
    frame.undo = undo;
    stack.push({ moves: children(board), next: 0, undo: null });
  }
  return { kind: 'not-winnable', nodes: seen.size };
}
