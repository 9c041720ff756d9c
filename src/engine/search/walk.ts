// Whether a goal can be reached at all (R6.2: a distance, or none), by a depth-first walk over the
// search's own board, keys, table and bound (astar.ts). The A* search can answer none only after
// storing every state it can reach, and it pays for its order: each node's board is rebuilt from its
// line or its stored piles before it is expanded. The walk makes each move on the board and takes it
// back on the way up, and stops at the first goal. searcher.ts uses it for a search with no budget
// that has grown past a probe (most of those end in none).
//
// Why it finds a goal exactly when one can be reached. Rank a state by the cheapest way from it to a
// goal, counting first the moves from the tableau, then the moves from the mover's one-use sources
// (claw, discard, in play): a pair compared by its first number, then its second. Suppose a goal can
// be reached but the walk ends without one, and take, among the states it stored, one of least rank
// and, among those, least depth in the walk: X. Every stored state is walked from. Take a cheapest way
// from X whose first step is a move from the tableau or a pair as below: a step that lowers the rank.
// If the walk makes that step, it reaches a goal (the walk stops there) or a state stored already or
// stored now, of lower rank than X: against the choice of X. The walk drops four kinds of children,
// and each time the step is not lost that way:
// - A child whose bound says no target can be reached (bound.ts): such a state is on no way to a goal.
// - A card to an empty pile goes to the first one only, and a lone card to none: every empty pile
//   gives the same state, and a lone card moved to another empty pile gives the same state with two
//   piles swapped (tableau piles are interchangeable, astar.ts).
// - One rule of the line: the card that X's last move put on tableau pile `putOn` does not move.
//   Moving it on to a place C gives a state Y that X's parent W also makes by one move from the
//   tableau (C was untouched by the last move, so the card fits there before it too), or Y is W
//   itself when C is where the card came from. So W, stored one step higher, ranks no worse than X,
//   against the choice of X. The rule is kept only after a move from the tableau.
// - A move from a source is made only together with a second move that puts a card on the card it
//   placed (on the tableau, or sunk on an opponent's pile); the state between them is not stored. A
//   cheapest way never needs another: a used source uncovers nothing (R6.2: what turns up was hidden),
//   so a source move followed by nothing that touches its card can be left out; followed first by
//   that card moving on, it can go straight there (one tableau move fewer); and followed first by a
//   move onto it, it can be made just before that move, since the moves in between touch neither its
//   place nor its card and stay legal (the place's top is the same when it comes). So a cheapest way
//   exists in which every source move is followed at once by a move onto its card, and the walk makes
//   such pairs (the second may come from a source too). After a pair, the rule of the line above is not
//   kept, but its second card does not go straight back to the tableau pile it came from: that gives
//   the state after the pair's first move alone, one source move from the pair's parent W, so W ranks
//   lower than X.
// The walk is no A* search: its answer is only whether a goal can be reached (the search is made whole
// when it can), and the states it stores are fewer than the search's.
//
// When a goal can be reached the walk is work thrown away (the A* search is then made whole), and a
// depth-first walk can wander far before it meets one: it tries the piles that hold a wanted card
// first, which finds most goals soon. docs/measurements.md has what it gains and costs.
import { PILE_CAP, Board, FROM_CLAW, FROM_IN_PLAY, TO_OPP_CLAW, TO_OPP_DISCARD, X_OPP_CLAW, fitsOpponent, fitsTableau } from './board.ts';
import { UNREACHABLE, type LowerBound } from './bound.ts';
import type { BoardKeys } from './keys.ts';
import type { TranspositionTable } from './transpositions.ts';
import { TABLEAU_PILES } from '../position.ts';

/**
 * A step of the walk: its first move (source × 16 + destination) in the low byte and, for a pair
 * (a source's card with a card put on it), the second move's source + 1 above it; the second move
 * goes where the first went.
 */
const moveFrom = (step: number) => (step >> 4) & 15;
const moveTo = (step: number) => step & 15;
const secondOf = (step: number) => (step >> 8) - 1;
/** Past the last cursor: place 11 in `order` (which has 11 places). */
const NO_MORE = (FROM_IN_PLAY + 1) << 8;

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
  /** Per depth, the cursor of the next step to try: (place in `order` × 16 + destination) × 16 + second source. */
  private readonly next: number[] = [];
  /**
   * Per depth below the top, the step made from it, its first card and the opponent's top that one
   * covered, its second card (0 for none) and the top that one covered.
   */
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
      const last = made.length > 0 ? made[made.length - 5]! : -1;
      // The rules of the line (see the top): after a single move from the tableau, its card stays; after
      // a pair whose second card came from a tableau pile, that card does not go straight back.
      const single = last >= 0 && last < 256;
      const back = last >= 256 && secondOf(last) < TABLEAU_PILES ? (moveTo(last) << 4) | secondOf(last) : -1;
      const move = this.nextMove(single && moveTo(last) < TABLEAU_PILES ? moveTo(last) : -1, back);
      if (move < 0) {
        next.pop();
        if (next.length === 0) return false;
        const oldOpp2 = made.pop()!;
        const card2 = made.pop()!;
        const oldOpp = made.pop()!;
        const card = made.pop()!;
        this.unmake(made.pop()!, card, oldOpp, card2, oldOpp2);
        snapped = false;
        continue;
      }
      const from = moveFrom(move);
      const to = moveTo(move);
      const second = secondOf(move);
      const { cards, len, extra } = search.board;
      const card = from < TABLEAU_PILES ? cards[from * PILE_CAP + len[from]! - 1]! : extra[from - FROM_CLAW]!;
      let oldOpp = search.shift(from, to, card);
      let card2 = 0;
      let oldOpp2 = 0;
      if (second >= 0) {
        card2 = second < TABLEAU_PILES ? cards[second * PILE_CAP + len[second]! - 1]! : extra[second - FROM_CLAW]!;
        oldOpp2 = search.shift(second, to, card2);
      }
      if (search.uncoversWanted(second >= 0 ? second : from)) return true;
      search.keys.seal(extra);
      const slot = search.slotOf();
      if (search.table.nodeAt(slot) >= 0) {
        this.unmake(move, card, oldOpp, card2, oldOpp2);
        continue;
      }
      if (!snapped) {
        // A new state: its bound is reckoned from a snapshot of the board before the step (the slot
        // stays right: the same board again, and the table unchanged).
        this.unmake(move, card, oldOpp, card2, oldOpp2);
        search.bound.snapshot(search.board);
        snapped = true;
        oldOpp = search.shift(from, to, card);
        if (second >= 0) oldOpp2 = search.shift(second, to, card2);
        search.keys.seal(extra);
      }
      // The piles the step changed: where its card went, and where the card put on it came from.
      const h = search.bound.compute(search.board, second >= 0 ? second : from, to, to >= TABLEAU_PILES);
      if (h === UNREACHABLE) {
        this.unmake(move, card, oldOpp, card2, oldOpp2);
        continue;
      }
      if (search.storeAt(slot, h, move & 255) > maxNodes) return null;
      made.push(move, card, oldOpp, card2, oldOpp2);
      next.push(0);
      snapped = false;
    }
  }

  /** Takes back a step: its second move, if any, then its first. */
  private unmake(move: number, card: number, oldOpp: number, card2: number, oldOpp2: number): void {
    const to = moveTo(move);
    if (move >= 256) this.search.unshift(secondOf(move), to, card2, oldOpp2);
    this.search.unshift(moveFrom(move), to, card, oldOpp);
  }

  /**
   * The next step from the board at the walk's depth, from the cursor on top of `next` (moved past the
   * step), or -1 when none is left: the moves of `expand` from the tableau, except the card that the
   * last step put on tableau pile `putOn` and the move `noBack`, and from the sources the pairs (see the top). As in
   * `expand`, a card to an empty pile goes to the first one only (every empty pile gives the same
   * state), and a lone card to none (the same state with two piles swapped).
   */
  private nextMove(putOn: number, noBack: number): number {
    const { cards, len, extra } = this.search.board;
    const next = this.next;
    const depth = next.length - 1;
    const firstEmpty = len.indexOf(0);
    const cursor = next[depth]!;
    for (let k = cursor >> 8, to = (cursor >> 4) & 15; k <= FROM_IN_PLAY; k++, to = 0) {
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
        if (from < TABLEAU_PILES) {
          if (((from << 4) | to) === noBack) continue;
          next[depth] = ((k << 4) + to + 1) << 4;
          return (from << 4) | to;
        }
        const sub = this.secondMove(from, card, to, (k << 4) + to === cursor >> 4 ? cursor & 15 : 0);
        if (sub >= 0) {
          next[depth] = (((k << 4) + to) << 4) + sub + 1;
          return ((sub + 1) << 8) | (from << 4) | to;
        }
      }
    }
    next[depth] = NO_MORE;
    return -1;
  }

  /**
   * From `sub` on, the first source whose card may go on source `from`'s `card` put on `to` (the
   * second move of a pair), or -1.
   */
  private secondMove(from: number, card: number, to: number, sub: number): number {
    const { cards, len, extra } = this.search.board;
    for (; sub <= FROM_IN_PLAY; sub++) {
      // The destination's own top lies under the source's card: it is not a source of the second move.
      if (sub === from || (sub === to && to < TABLEAU_PILES)) continue;
      const onIt = sub < TABLEAU_PILES ? (len[sub]! > 0 ? cards[sub * PILE_CAP + len[sub]! - 1]! : 0) : extra[sub - FROM_CLAW]!;
      if (onIt !== 0 && (to < TABLEAU_PILES ? fitsTableau(onIt, card) : fitsOpponent(onIt, card))) return sub;
    }
    return -1;
  }
}
