// Whether a goal can be reached at all (R6.2: a distance, or none), by a depth-first walk over the
// search's own board, keys, table and bound (astar.ts). The A* search can answer none only after
// storing every state it can reach, and it pays for its order: each node's board is rebuilt from its
// line or its stored piles before it is expanded. The walk stores the same states, making each move on
// the board and taking it back on the way up, and stops at the first goal. searcher.ts uses it for a
// search with no budget that has grown past a probe (most of those end in none).
//
// Why it answers as the search with no limit does: both meet every state that the search's moves
// reach from the root without passing a state whose bound says no target can be reached (such a
// state is on no way to a goal, bound.ts). The walk makes the moves `expand` makes, except that it
// keeps one rule of the line in place of the line's history (`nextMove`), and a state is walked from
// once, when it is first stored. So it finds a goal exactly when the distance is a number.
//
// When a goal can be reached the walk is work thrown away (the A* search is then made whole), and a
// depth-first walk can wander far before it meets one: it tries the piles that hold a wanted card
// first, which finds most goals soon. docs/measurements.md has what it gains and costs.
import { PILE_CAP, Board, FROM_CLAW, FROM_IN_PLAY, TO_OPP_CLAW, TO_OPP_DISCARD, X_OPP_CLAW, fitsOpponent, fitsTableau } from './board.ts';
import { UNREACHABLE, type LowerBound } from './bound.ts';
import type { BoardKeys } from './keys.ts';
import type { TranspositionTable } from './transpositions.ts';
import { TABLEAU_PILES } from '../position.ts';

const moveFrom = (code: number) => code >> 4;
const moveTo = (code: number) => code & 15;
/** Past the last move code: source 10 (in play), destinations up to 15. */
const NO_MORE = (FROM_IN_PLAY + 1) << 4;

/** What the walk uses of the search (AStar): its board with keys and counts kept, its table and bound. */
export interface WalkHost {
  readonly board: Board;
  readonly bound: LowerBound;
  readonly keys: BoardKeys;
  readonly table: TranspositionTable;
  beginWalk(): number;
  shift(from: number, to: number, card: number): number;
  unshift(from: number, to: number, card: number, oldOpp: number): void;
  uncoversWanted(from: number): boolean;
  slotOf(): number;
  storeAt(slot: number, h: number, move: number): number;
}

export class Walk {
  /** Per depth, the next move to try (source × 16 + destination). */
  private readonly next: number[] = [];
  /** Per depth below the top, the move made from it, its card and the opponent's top it covered. */
  private readonly made: number[] = [];
  /**
   * The sources in the order the walk tries them: the piles that hold a wanted card first, so that
   * a walk where a goal can be reached digs towards it (the order changes what is found first, never
   * what is found in all).
   */
  private readonly order = new Int8Array(FROM_IN_PLAY + 1);

  constructor(private readonly search: WalkHost) {}

  /** Whether any goal can be reached from the loaded board; null when it stored more than `maxNodes` states first. */
  reaches(maxNodes: number): boolean | null {
    const search = this.search;
    const h0 = search.beginWalk();
    if (h0 === UNREACHABLE) return false;
    search.storeAt(search.slotOf(), h0, 0);
    let k = 0;
    for (let p = 0; p < TABLEAU_PILES; p++) if (search.bound.wantedAt[p]! >= 0) this.order[k++] = p;
    for (let p = 0; p < TABLEAU_PILES; p++) if (search.bound.wantedAt[p]! < 0) this.order[k++] = p;
    for (let from = FROM_CLAW; from <= FROM_IN_PLAY; from++) this.order[k++] = from;
    const { next, made } = this;
    next.length = 0;
    made.length = 0;
    next.push(0);
    // Whether the bound's snapshot is of the board as it stands: taken only when a new state needs a bound.
    let snapped = true;
    for (;;) {
      const last = made.length > 0 ? moveTo(made[made.length - 3]!) : -1;
      const move = this.nextMove(last < TABLEAU_PILES ? last : -1);
      if (move < 0) {
        next.pop();
        if (next.length === 0) return false;
        const oldOpp = made.pop()!;
        const card = made.pop()!;
        const back = made.pop()!;
        search.unshift(moveFrom(back), moveTo(back), card, oldOpp);
        snapped = false;
        continue;
      }
      const from = moveFrom(move);
      const to = moveTo(move);
      const { cards, len, extra } = search.board;
      const card = from < TABLEAU_PILES ? cards[from * PILE_CAP + len[from]! - 1]! : extra[from - FROM_CLAW]!;
      let oldOpp = search.shift(from, to, card);
      if (search.uncoversWanted(from)) return true;
      search.keys.seal(extra);
      const slot = search.slotOf();
      if (search.table.nodeAt(slot) >= 0) {
        search.unshift(from, to, card, oldOpp);
        continue;
      }
      if (!snapped) {
        // A new state: its bound is reckoned from a snapshot of the board before the move (the slot
        // stays right: the same board again, and the table unchanged).
        search.unshift(from, to, card, oldOpp);
        search.bound.snapshot(search.board);
        snapped = true;
        oldOpp = search.shift(from, to, card);
        search.keys.seal(extra);
      }
      const h = search.bound.compute(search.board, from, to, to >= TABLEAU_PILES);
      if (h === UNREACHABLE) {
        search.unshift(from, to, card, oldOpp);
        continue;
      }
      if (search.storeAt(slot, h, move) > maxNodes) return null;
      made.push(move, card, oldOpp);
      next.push(0);
      snapped = false;
    }
  }

  /**
   * The next move from the board at the walk's depth, from the cursor on top of `next` (the source's
   * place in `order` × 16 + destination; moved past the move), or -1 when none is left. The moves of `expand`, with one rule of the line
   * in place of its history: the card that the last move put on tableau pile `putOn` does not move.
   * Moving it on to a place C gives a state that its parent's parent also makes, and the walk makes
   * every move of that one (or drops it by this same rule, for a state its own parent's parent makes,
   * and so on up to the root, which drops none): C was untouched by the last move, so the card fits
   * there before it too (or C is where it came from, and the state is that parent's parent). As in
   * `expand`, a card to an empty pile goes to the first one only (every empty pile gives the same
   * state), and a lone card to none (the same state with two piles swapped).
   */
  private nextMove(putOn: number): number {
    const { cards, len, extra } = this.search.board;
    const next = this.next;
    const depth = next.length - 1;
    const firstEmpty = len.indexOf(0);
    for (let k = next[depth]! >> 4, to = next[depth]! & 15; k <= FROM_IN_PLAY; k++, to = 0) {
      const from = this.order[k]!;
      const card =
        from < TABLEAU_PILES ? (len[from]! > 0 && from !== putOn ? cards[from * PILE_CAP + len[from]! - 1]! : 0) : extra[from - FROM_CLAW]!;
      if (card === 0) continue;
      const lone = from < TABLEAU_PILES && len[from] === 1;
      for (; to <= TO_OPP_DISCARD; to++) {
        if (to < TABLEAU_PILES) {
          if (to === from) continue;
          const n = len[to]!;
          if (n === 0) {
            if (lone || to !== firstEmpty) continue;
          } else if (!fitsTableau(card, cards[to * PILE_CAP + n - 1]!)) continue;
        } else if (!fitsOpponent(card, extra[X_OPP_CLAW + to - TO_OPP_CLAW]!)) continue;
        next[depth] = (k << 4) + to + 1;
        return (from << 4) | to;
      }
    }
    next[depth] = NO_MORE;
    return -1;
  }
}
