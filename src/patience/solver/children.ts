// The moves the search tries from a table, best first, as move codes (table.ts), written onto the
// search's stack without making an object. The legal moves are those of the rules' one generator
// (moves.ts, forEachLegalMove: P2–P5), found here again on the typed table for speed; tests hold the
// two to the same list (tests/patience/solver-moves.test.ts) and the whole solver to the plain search.
import { LostTest } from './dead.ts';
import { rankOf, suitIndexOf } from './faces.ts';
import { safeHome } from './safe.ts';
import { codeCard, codeCount, FOUNDATION_TO, MAX_PILES, moveCode, RESERVE_BASE, type Table } from './table.ts';

/** A growable stack of move codes: the untried moves of every table on the search's path. */
export class MoveStack {
  data = new Uint16Array(1024);
  length = 0;
  push(code: number): void {
    if (this.length === this.data.length) {
      const bigger = new Uint16Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = code;
  }
}

/** The kinds of move, in the order they are tried (see `Children`). */
const HOME = 0;
const PILE_TO_CARD = 1;
const RESERVE_TO_CARD = 2;
const PILE_TO_EMPTY = 3;
const RESERVE_TO_EMPTY = 4;
const GRACE = 5;
const KINDS = 6;
/** More than any kind can hold: 13 reserve cards × 7 piles, or 7 piles × 13 run lengths. */
const KIND_ROOM = 256;

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
 * (b) A card of a one-card reserve place put on a pile must be covered by the very next move
 *     (Table.pending; `covering`). Not the top card of the grace move's pair: its leaving uncovers the
 *     card beneath, which a later move may need (5♠ onto an empty pile frees 4♠ to go home), so the
 *     rewrite below, which keeps c in its place longer, would not keep that move legal.
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
 *     tableau is empty: the search's `allAvailable` catches that table as won, and stops there.
 *
 * (d) A whole pile moved onto an empty pile gives the same table (piles are interchangeable: the
 *     canonical form, table.ts), which is on the path already: not tried. Of several empty piles only
 *     the first is tried as a destination: the others give the same table up to the order of the
 *     piles, so the same form.
 *
 * (e) A table that dead.ts proves lost has no child: it has no win to keep. Tested first, before rules
 *     (a) and (b): a lost table's one safe move or few covering moves lead only to more lost tables
 *     (docs/measurements.md has what that saves). With `sharp`, by dead.ts's sharper, dearer form.
 *
 * Order: foundation moves, then moves onto a card (pile to pile, digging first toward the cards
 * wanted home soonest; then reserve to pile), then onto an empty pile, then the grace move. Order
 * changes only how soon a win is met, never the answer.
 */
export class Children {
  private readonly kinds = Array.from({ length: KINDS }, () => new Int32Array(KIND_ROOM));
  private readonly sizes = new Int32Array(KINDS);
  private readonly scores = new Int32Array(KIND_ROOM);
  private readonly lostTest = new LostTest();
  /** Whether rule (e) uses dead.ts's sharper test (with supports.ts): dearer, so the search sets it for a few tables only. */
  sharp = false;
  /**
   * What the move lists read again and again, looked at once a table (`glance`): each pile's top
   * rank (0: empty), the piles whose top has each rank (bits), the empty piles and the first of them.
   */
  private readonly topRank = new Int8Array(MAX_PILES);
  private readonly onRank = new Int32Array(16);
  private empty = 0;
  private firstEmpty = -1;

  /**
   * Pushes the kept moves of `table` onto `out`, best first (or, with `ordered` false, in no order that
   * matters: the best-first search scores each child itself).
   */
  fill(table: Table, out: MoveStack, ordered = true): void {
    if (this.lostTest.lost(table, this.sharp)) return;
    if (table.pending >= 0) return this.covering(table, out);
    const safe = safeMove(table);
    if (safe >= 0) return out.push(safe);
    for (let kind = 0; kind < KINDS; kind++) this.sizes[kind] = 0;
    this.glance(table);
    this.homeMoves(table);
    this.pileMoves(table);
    this.reserveMoves(table);
    this.graceMoves(table);
    if (ordered) {
      this.sortByDig(table, PILE_TO_CARD);
      this.sortByDig(table, PILE_TO_EMPTY);
    }
    for (let kind = 0; kind < KINDS; kind++) {
      const moves = this.kinds[kind]!;
      const size = this.sizes[kind]!;
      for (let i = 0; i < size; i++) out.push(moves[i]!);
    }
  }

  private glance(table: Table): void {
    this.onRank.fill(0);
    this.empty = 0;
    this.firstEmpty = -1;
    for (let p = 0; p < table.piles; p++) {
      const rank = table.heights[p] === 0 ? 0 : rankOf(table.topOf(p));
      this.topRank[p] = rank;
      if (rank > 0) this.onRank[rank]! |= 1 << p;
      else if (this.empty++ === 0) this.firstEmpty = p;
    }
  }

  private add(kind: number, code: number): void {
    this.kinds[kind]![this.sizes[kind]!++] = code;
  }

  /** Foundation moves: tableau tops, then reserve cards that pass rule (c). */
  private homeMoves(table: Table): void {
    for (let p = 0; p < table.piles; p++) {
      const card = table.topOf(p);
      if (card >= 0 && goesHome(table, card)) this.add(HOME, moveCode(card, FOUNDATION_TO, 1));
    }
    for (let place = 0; place < table.places; place++) {
      const card = table.reserveTop(place);
      if (card >= 0 && goesHome(table, card) && homeChainUncovers(table, place, card)) this.add(HOME, moveCode(card, FOUNDATION_TO, 1));
    }
  }

  /** Pile to pile: onto a card one rank up (P3.1, a run's length fixed by the ranks), or onto the first empty pile (rule d). */
  private pileMoves(table: Table): void {
    const { empty, firstEmpty } = this;
    for (let from = 0; from < table.piles; from++) {
      const height = table.heights[from]!;
      if (height === 0) continue;
      const run = table.runLength(from);
      const topRank = this.topRank[from]!;
      for (let to = 0; to < table.piles; to++) {
        if (to === from) continue;
        if (this.topRank[to] === 0) {
          if (to !== firstEmpty) continue;
          // P3.4: E counts the empty piles other than this one; a whole pile is not moved (rule d).
          const most = Math.min(run, empty);
          for (let count = 1; count <= most; count++)
            if (count !== height) this.add(PILE_TO_EMPTY, moveCode(table.cardAt(from, height - count), to, count));
        } else {
          const count = this.topRank[to]! - topRank;
          if (count >= 1 && count <= run && count <= 1 + empty)
            this.add(PILE_TO_CARD, moveCode(table.cardAt(from, height - count), to, count));
        }
      }
    }
  }

  /** Reserve to pile (P4.1): onto a card one rank up, or onto the first empty pile. */
  private reserveMoves(table: Table): void {
    const firstEmpty = this.firstEmpty;
    for (let place = 0; place < table.places; place++) {
      const card = table.reserveTop(place);
      if (card < 0) continue;
      // The piles whose top is a rank up, lowest pile first.
      for (let bits = this.onRank[rankOf(card) + 1]!; bits !== 0; bits &= bits - 1)
        this.add(RESERVE_TO_CARD, moveCode(card, 31 - Math.clz32(bits & -bits), 1));
      if (firstEmpty >= 0) this.add(RESERVE_TO_EMPTY, moveCode(card, firstEmpty, 1));
    }
  }

  /** P5: a tableau top onto a one-card reserve place one rank up (or down, with "both"), once a game. */
  private graceMoves(table: Table): void {
    if (table.grace === 0 || table.graceUsed) return;
    for (let p = 0; p < table.piles; p++) {
      const card = table.topOf(p);
      if (card < 0) continue;
      for (let place = 0; place < table.places; place++) {
        if (table.depths[place] !== 1) continue;
        const step = rankOf(table.reserveTop(place)) - rankOf(card);
        if (step === 1 || (table.grace === 2 && step === -1)) this.add(GRACE, moveCode(card, RESERVE_BASE + place, 1));
      }
    }
  }

  /** The moves that put a card on the pending card, the top of its pile (rule b), in the generator's order. */
  private covering(table: Table, out: MoveStack): void {
    let pile = 0;
    while (table.topOf(pile) !== table.pending) pile++;
    const wanted = rankOf(table.pending) - 1;
    const { empty } = emptyPiles(table);
    for (let from = 0; from < table.piles; from++) {
      if (from === pile || table.heights[from] === 0) continue;
      const count = rankOf(table.pending) - rankOf(table.topOf(from));
      if (count >= 1 && count <= 1 + empty && count <= table.runLength(from))
        out.push(moveCode(table.cardAt(from, table.heights[from]! - count), pile, count));
    }
    for (let place = 0; place < table.places; place++) {
      const card = table.reserveTop(place);
      if (card >= 0 && rankOf(card) === wanted) out.push(moveCode(card, pile, 1));
    }
  }

  /** A stable sort of one kind of pile move by digScore, lowest first. */
  private sortByDig(table: Table, kind: number): void {
    const moves = this.kinds[kind]!;
    const size = this.sizes[kind]!;
    const scores = this.scores;
    for (let i = 0; i < size; i++) {
      const code = moves[i]!;
      const score = digScore(table, code);
      let j = i;
      while (j > 0 && scores[j - 1]! > score) {
        scores[j] = scores[j - 1]!;
        moves[j] = moves[j - 1]!;
        j--;
      }
      scores[j] = score;
      moves[j] = code;
    }
  }
}

function emptyPiles(table: Table): { empty: number; firstEmpty: number } {
  let empty = 0;
  let firstEmpty = -1;
  for (let p = 0; p < table.piles; p++) {
    if (table.heights[p] !== 0) continue;
    if (empty++ === 0) firstEmpty = p;
  }
  return { empty, firstEmpty };
}

/**
 * A safe move home (safe.ts) on this table as a code, or −1: the lowest safe card, wherever it lies,
 * so that the choice does not depend on the piles' numbers: the moves kept give the same tables, up to the order of the piles, whatever the piles' numbers (search.ts's `shorten` relies on it).
 */
export function safeMove(table: Table): number {
  let best = 64;
  for (let p = 0; p < table.piles; p++) {
    const card = table.topOf(p);
    if (card >= 0 && card < best && goesHome(table, card) && safeHome(table.foundations, false, card)) best = card;
  }
  const graceMayCover = table.grace === 2 && !table.graceUsed;
  for (let place = 0; place < table.places; place++) {
    const card = table.reserveTop(place);
    if (card >= 0 && card < best && goesHome(table, card) && safeHome(table.foundations, graceMayCover, card)) best = card;
  }
  return best < 64 ? moveCode(best, FOUNDATION_TO, 1) : -1;
}

/** Whether a card is the next of its foundation (P2.1); safeMove asks it before safeHome because it is cheap and most cards fail it. */
const goesHome = (table: Table, card: number): boolean => table.foundations[suitIndexOf(card)] === rankOf(card) - 1;

/** How far from home the nearest-to-home card under a moving run is (rank above its foundation, plus cards on it): lower digs better. */
function digScore(table: Table, code: number): number {
  const pile = table.where[codeCard(code)]!;
  const below = table.heights[pile]! - codeCount(code);
  let best = 99;
  for (let i = 0; i < below; i++) {
    const card = table.cardAt(pile, i);
    const gap = rankOf(card) - table.foundations[suitIndexOf(card)]! + (below - 1 - i);
    if (gap < best) best = gap;
  }
  return best;
}

/**
 * Whether reserve card `card` (in `place`) going home leads, through cards of its suit that are
 * available in one-card reserve places, to a card that covers something: a tableau top or the top of
 * the grace move's place. Only then is a reserve card sent home (rule c).
 */
function homeChainUncovers(table: Table, place: number, card: number): boolean {
  if (table.depths[place] === 2) return true;
  for (let next = card + 1; rankOf(next) > rankOf(card) && rankOf(next) <= table.top; next++) {
    for (let p = 0; p < table.piles; p++) if (table.topOf(p) === next) return true;
    let holder = -1;
    for (let r = 0; r < table.places && holder < 0; r++) if (table.reserveTop(r) === next) holder = r;
    if (holder < 0) return false;
    if (table.depths[holder] === 2) return true;
  }
  return false;
}
