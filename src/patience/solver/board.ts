// The solver's own copy of a table, changed in place by `make` and put back by `unmake`, with the
// canonical key of its state. Only the solver mutates, and only this copy (docs/architecture.md §3).
import { rankOf, suitIndexOf, type Face } from '../../engine/index.ts';
import { placeIndex, type PatienceMove } from '../moves.ts';
import type { GraceRule, PatiencePosition } from '../position.ts';

/** What `make` needs to put a move back. */
export interface Undo {
  readonly move: PatienceMove;
  /** Where the cards came from: a tableau pile (≥ 0) or reserve place p as −1 − p. */
  readonly from: number;
  /** A tableau pile, a reserve place as −1 − p, or FOUNDATION. */
  readonly to: number;
  /** The pending card before the move. */
  readonly pending: number;
}

export const FOUNDATION = -1000;

const char = (face: Face): string => String.fromCharCode(48 + face);

/**
 * A mutable table. It is a PatiencePosition (readonly arrays are a view of mutable ones), so the
 * rules' one move generator (moves.ts) reads it directly.
 */
export class Board implements PatiencePosition {
  readonly tableau: Face[][];
  readonly reserve: Face[][];
  readonly foundations: number[];
  readonly top: number;
  readonly grace: GraceRule;
  graceUsed: boolean;
  /**
   * A reserve card just put on a pile, which the next move must cover (search.ts argues why), or −1.
   * Part of the state's key: the same table with and without it are different searches.
   */
  pending = -1;
  /** Each pile as a string of one character a card, kept up to date by make/unmake. */
  private readonly pileKeys: string[];

  constructor(position: PatiencePosition) {
    this.tableau = position.tableau.map((pile) => [...pile]);
    this.reserve = position.reserve.map((place) => [...place]);
    this.foundations = [...position.foundations];
    this.top = position.top;
    this.grace = position.grace;
    this.graceUsed = position.graceUsed;
    this.pileKeys = this.tableau.map((pile) => pile.map(char).join(''));
  }

  /** A pile or reserve place whose top is `card` (or, for a run, which holds it): −1 − p for reserve place p. */
  private sourceOf(card: Face, count: number): number {
    for (let i = 0; i < this.tableau.length; i++) {
      const pile = this.tableau[i]!;
      if (pile[pile.length - count] === card) return i;
    }
    for (let p = 0; p < this.reserve.length; p++) {
      const place = this.reserve[p]!;
      if (place[place.length - 1] === card) return -1 - p;
    }
    throw new Error(`Board: ${card} is not available`);
  }

  /** Makes a legal move in place; the returned Undo puts it back. */
  make(move: PatienceMove): Undo {
    const from = this.sourceOf(move.card, move.count);
    const pending = this.pending;
    const pile = placeIndex(move.to, 'tableau');
    const to = move.to === 'foundation' ? FOUNDATION : pile !== null ? pile : -1 - placeIndex(move.to, 'reserve')!;
    const cards = from >= 0 ? this.tableau[from]!.splice(-move.count) : [this.reserve[-1 - from]!.pop()!];
    if (from >= 0) this.pileKeys[from] = this.pileKeys[from]!.slice(0, -move.count);
    if (to === FOUNDATION) this.foundations[suitIndexOf(move.card)] = rankOf(move.card);
    else if (to >= 0) {
      this.tableau[to]!.push(...cards);
      this.pileKeys[to] += cards.map(char).join('');
    } else {
      this.reserve[-1 - to]!.push(move.card);
      this.graceUsed = true;
    }
    this.pending = from < 0 && to >= 0 ? move.card : -1;
    return { move, from, to, pending };
  }

  /** Takes back the move `undo` was made for (the last one made). */
  unmake(undo: Undo): void {
    const { move, from, to } = undo;
    this.pending = undo.pending;
    let cards: Face[];
    if (to === FOUNDATION) {
      this.foundations[suitIndexOf(move.card)] = rankOf(move.card) - 1;
      cards = [move.card];
    } else if (to >= 0) {
      cards = this.tableau[to]!.splice(-move.count);
      this.pileKeys[to] = this.pileKeys[to]!.slice(0, -move.count);
    } else {
      cards = [this.reserve[-1 - to]!.pop()!];
      this.graceUsed = false;
    }
    if (from >= 0) {
      this.tableau[from]!.push(...cards);
      this.pileKeys[from] += cards.map(char).join('');
    } else this.reserve[-1 - from]!.push(cards[0]!);
  }

  /**
   * The canonical key of the state: two tables with one key have the same answer.
   * - Tableau piles are interchangeable (P3: no rule names a pile's number), so they are sorted.
   * - Reserve places too: every reserve card is available (P4.1) and a place's number matters to no
   *   rule. So the reserve is not written at all: it holds exactly the cards that are neither on the
   *   tableau nor on a foundation, and the foundations are written. Only a place with two cards (P5.1)
   *   is written, beneath then top, since its lower card is not available.
   * - Whether the grace move is still to come, and the pending card (search.ts) if any.
   */
  key(): string {
    let key = '';
    for (const rank of this.foundations) key += String.fromCharCode(48 + rank);
    key += this.graceUsed ? '+' : '-';
    if (this.pending >= 0) key += '*' + char(this.pending);
    for (const place of this.reserve) if (place.length === 2) key += char(place[0]!) + char(place[1]!);
    const piles = this.pileKeys.slice().sort();
    return key + '|' + piles.join('/');
  }
}
