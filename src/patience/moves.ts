// Brigade's moves (P2–P5): the one legal-move generator (the game, the solver and the tests all use
// it), the refusal of any other move in a player's words citing the rule, and the pure application
// of a move. A card names its own source: the pack holds each card once.
import { cardLabel, rankLabel, rankOf, suitIndexOf, suitSymbol, type Face } from '../engine/index.ts';
import { isWon, topOf, type PatiencePosition } from './position.ts';

/** Where a card goes: its foundation, a tableau pile (`tableau:N`), or a reserve place by the grace move (`reserve:N`). */
export type PatienceTo = 'foundation' | `tableau:${number}` | `reserve:${number}`;

/** One move: `card` is the card that lands on the destination (a run's deepest card), `count` the cards that move with it. */
export interface PatienceMove {
  readonly card: Face;
  readonly to: PatienceTo;
  /** 1 for a single card; a run's length (P3.4). */
  readonly count: number;
}

/** Why a move is refused: a stable code for programs and a sentence for players that cites the rule. */
export interface PatienceRejection {
  readonly code: PatienceRejectionCode;
  readonly message: string;
}

export const PATIENCE_REJECTION_CODES = [
  /** P6.1: the game is won; nothing moves any more. */
  'game-won',
  /** P2.2: the card is on its foundation and stays there. */
  'on-foundation',
  /** The card is not on this (reduced) table at all. */
  'not-in-play',
  /** P3.3: only a pile's top card (or a run, P3.4) can be taken. */
  'not-on-top',
  /** P5.1: the card lies under the grace move's card in its reserve place. */
  'under-grace-card',
  /** P3.4: the cards above it do not make a run down by one rank, or the count does not match. */
  'not-a-run',
  /** P3.4: more cards than 1 + the empty piles other than the destination. */
  'run-too-long',
  /** P2.1, P4.1, P5.1: only a run moves several cards at once, and only from pile to pile. */
  'one-card-only',
  /** A pile or place that is not on the table. */
  'no-such-place',
  /** The card is already on that pile. */
  'same-pile',
  /** P2.1: a foundation takes the next card of its suit. */
  'foundation-needs-next-in-suit',
  /** P3.1: a pile takes a card one rank lower, any suit (P3.2: an empty pile takes any card). */
  'tableau-needs-one-lower',
  /** P4.2, P5.2: nothing goes to the reserve when the grace move is off. */
  'reserve-closed',
  /** P5.1: the grace move was made already in this game. */
  'grace-used',
  /** P5.1: the grace move takes the top card of a tableau pile, not a reserve card. */
  'grace-from-tableau-only',
  /** P5.1: the grace move goes onto a reserve card, not into an empty place. */
  'grace-needs-a-card',
  /** P5.1, P5.2: onto a reserve card one rank higher (or lower, with "both"). */
  'grace-needs-next-rank',
] as const;
export type PatienceRejectionCode = (typeof PATIENCE_REJECTION_CODES)[number];

const reject = (code: PatienceRejectionCode, message: string): PatienceRejection => ({ code, message });

export const tableauTo = (pile: number): `tableau:${number}` => `tableau:${pile}`;
export const reserveTo = (place: number): `reserve:${number}` => `reserve:${place}`;

/** The index of a `tableau:N` or `reserve:N` destination, or null for others. */
export function placeIndex(to: string, kind: 'tableau' | 'reserve'): number | null {
  const match = /^(tableau|reserve):(0|[1-9]\d{0,3})$/.exec(to);
  return match && match[1] === kind ? Number(match[2]) : null;
}

/** Where a card lies: a tableau pile, a reserve place (with its depth), or its foundation. */
export type Whereabouts =
  | { readonly kind: 'tableau'; readonly pile: number; readonly index: number }
  | { readonly kind: 'reserve'; readonly place: number; readonly index: number }
  | { readonly kind: 'foundation' }
  | { readonly kind: 'absent' };

export function whereIs(position: PatiencePosition, card: Face): Whereabouts {
  if (rankOf(card) > position.top) return { kind: 'absent' };
  if (rankOf(card) <= position.foundations[suitIndexOf(card)]!) return { kind: 'foundation' };
  for (let pile = 0; pile < position.tableau.length; pile++) {
    const index = position.tableau[pile]!.indexOf(card);
    if (index >= 0) return { kind: 'tableau', pile, index };
  }
  for (let place = 0; place < position.reserve.length; place++) {
    const index = position.reserve[place]!.indexOf(card);
    if (index >= 0) return { kind: 'reserve', place, index };
  }
  return { kind: 'absent' };
}

/** How many cards at the top of a pile make a run down by one rank (P3.4): 0 for an empty pile. */
export function runLength(pile: readonly Face[]): number {
  if (pile.length === 0) return 0;
  let n = 1;
  while (n < pile.length && rankOf(pile[pile.length - n - 1]!) === rankOf(pile[pile.length - n]!) + 1) n++;
  return n;
}

/** Whether the grace rule lets `card` go onto reserve card `below` (P5.1, P5.2). */
export function graceFits(grace: PatiencePosition['grace'], card: Face, below: Face): boolean {
  const step = rankOf(below) - rankOf(card);
  return grace === 'up' ? step === 1 : grace === 'both' ? step === 1 || step === -1 : false;
}

/** What the generator hands each legal move to: the card that lands, where, and how many cards move. */
export type MoveVisitor = (card: Face, to: PatienceTo, count: number) => void;

const TABLEAU_TO: readonly `tableau:${number}`[] = Array.from({ length: 16 }, (_, i) => tableauTo(i));
const RESERVE_TO: readonly `reserve:${number}`[] = Array.from({ length: 16 }, (_, i) => reserveTo(i));

/**
 * Every legal move (P2–P5), in a fixed order: to the foundations (P2.1; tableau tops, then reserve
 * cards), pile to pile (P3; single cards and runs of up to 1 + E, P3.4), reserve to pile (P4.1), then
 * the grace move (P5). A move to an empty pile is one move per empty pile. The one generator: the
 * game's check, the solver and the tests all use it.
 */
export function forEachLegalMove(position: PatiencePosition, visit: MoveVisitor): void {
  if (isWon(position)) return;
  const { tableau, reserve, foundations } = position;
  const fits = (card: Face) => foundations[suitIndexOf(card)] === rankOf(card) - 1;
  for (const pile of tableau) {
    const card = topOf(pile);
    if (card !== undefined && fits(card)) visit(card, 'foundation', 1);
  }
  for (const place of reserve) {
    const card = topOf(place);
    if (card !== undefined && fits(card)) visit(card, 'foundation', 1);
  }
  let empty = 0;
  for (const pile of tableau) if (pile.length === 0) empty++;
  for (let from = 0; from < tableau.length; from++) {
    const pile = tableau[from]!;
    const run = runLength(pile);
    if (run === 0) continue;
    const topRank = rankOf(pile[pile.length - 1]!);
    for (let to = 0; to < tableau.length; to++) {
      if (to === from) continue;
      const dest = tableau[to]!;
      if (dest.length === 0) {
        // P3.4: E counts the empty piles other than this one.
        const most = Math.min(run, empty);
        for (let count = 1; count <= most; count++) visit(pile[pile.length - count]!, TABLEAU_TO[to] ?? tableauTo(to), count);
      } else {
        // The run's deepest card must be one rank below the destination's top: that fixes the count.
        const count = rankOf(dest[dest.length - 1]!) - topRank;
        if (count >= 1 && count <= run && count <= 1 + empty) visit(pile[pile.length - count]!, TABLEAU_TO[to] ?? tableauTo(to), count);
      }
    }
  }
  for (const place of reserve) {
    const card = topOf(place);
    if (card === undefined) continue;
    for (let to = 0; to < tableau.length; to++) {
      const dest = tableau[to]!;
      if (dest.length === 0 || rankOf(dest[dest.length - 1]!) === rankOf(card) + 1) visit(card, TABLEAU_TO[to] ?? tableauTo(to), 1);
    }
  }
  if (position.grace === 'off' || position.graceUsed) return;
  for (const pile of tableau) {
    const card = topOf(pile);
    if (card === undefined) continue;
    for (let place = 0; place < reserve.length; place++) {
      const cards = reserve[place]!;
      if (cards.length === 1 && graceFits(position.grace, card, cards[0]!)) visit(card, RESERVE_TO[place] ?? reserveTo(place), 1);
    }
  }
}

/** Every legal move (forEachLegalMove) as a list. */
export function legalMoves(position: PatiencePosition): PatienceMove[] {
  const moves: PatienceMove[] = [];
  forEachLegalMove(position, (card, to, count) => moves.push({ card, to, count }));
  return moves;
}

export const sameMove = (a: PatienceMove, b: PatienceMove): boolean => a.card === b.card && a.to === b.to && a.count === b.count;

export function isLegal(position: PatiencePosition, move: PatienceMove): boolean {
  let found = false;
  forEachLegalMove(position, (card, to, count) => {
    if (card === move.card && to === move.to && count === move.count) found = true;
  });
  return found;
}

const rankWord = (rank: number) => rankLabel(rank);

/** Why the source of a move cannot give its card (P2.2, P3.3, P3.4, P5.1), or null when it can. */
function sourceRejection(position: PatiencePosition, move: PatienceMove, where: Whereabouts): PatienceRejection | null {
  const label = cardLabel(move.card);
  if (where.kind === 'foundation') return reject('on-foundation', `${label} is on its foundation, and stays there (P2.2).`);
  if (where.kind === 'absent') return reject('not-in-play', `${label} is not on this table.`);
  if (where.kind === 'reserve') {
    if (move.count !== 1)
      return reject('one-card-only', `Reserve cards move one at a time (P4.1); only a run on a pile moves together (P3.4).`);
    const place = position.reserve[where.place]!;
    if (where.index !== place.length - 1) {
      return reject('under-grace-card', `${label} lies under ${cardLabel(topOf(place)!)}: it comes free when that card leaves (P5.1).`);
    }
    return null;
  }
  const pile = position.tableau[where.pile]!;
  const above = pile.length - 1 - where.index;
  if (above === 0 && move.count === 1) return null;
  if (move.count === 1)
    return reject(
      'not-on-top',
      `Only the top card of a pile can be taken (P3.3); ${label} has ${above} card${above === 1 ? '' : 's'} on it.`,
    );
  if (above + 1 !== move.count) {
    return reject(
      'not-a-run',
      `A run of ${move.count} cards from that pile would start at ${cardLabel(pile[pile.length - move.count] ?? pile[0]!)}, not ${label} (P3.4).`,
    );
  }
  if (runLength(pile) < move.count)
    return reject('not-a-run', `The cards on ${label} do not go down one rank at a time, so they do not move together (P3.4).`);
  return null;
}

/** Why `move` is not legal here, in words citing the rule, or null when nothing is wrong with it. */
function explain(position: PatiencePosition, move: PatienceMove): PatienceRejection | null {
  if (isWon(position)) return reject('game-won', 'The game is won: every card is on its foundation (P6.1).');
  if (!Number.isSafeInteger(move.count) || move.count < 1)
    return reject('not-a-run', `A move takes one card or a run (P3.4), not ${move.count}.`);
  const where = whereIs(position, move.card);
  const fromSource = sourceRejection(position, move, where);
  if (fromSource) return fromSource;
  const label = cardLabel(move.card);
  if (move.to === 'foundation') {
    if (move.count !== 1) return reject('one-card-only', 'A foundation takes one card at a time (P2.1).');
    const suit = suitIndexOf(move.card);
    const next = position.foundations[suit]! + 1;
    return rankOf(move.card) === next
      ? null
      : reject(
          'foundation-needs-next-in-suit',
          `The ${suitSymbol(move.card)} foundation takes the ${rankWord(next)}${suitSymbol(move.card)} next, not ${label} (P2.1).`,
        );
  }
  const pile = placeIndex(move.to, 'tableau');
  if (pile !== null) {
    const dest = position.tableau[pile];
    if (!dest) return reject('no-such-place', `There is no pile ${pile} (piles 0–${position.tableau.length - 1}).`);
    if (where.kind === 'tableau' && where.pile === pile) return reject('same-pile', `${label} is on that pile already.`);
    const below = topOf(dest);
    if (below !== undefined && rankOf(below) !== rankOf(move.card) + 1) {
      return reject(
        'tableau-needs-one-lower',
        `${cardLabel(below)} takes a ${rankWord(rankOf(below) - 1)} of any suit (P3.1), not ${label}.`,
      );
    }
    const others = position.tableau.filter((p, i) => p.length === 0 && i !== pile).length;
    if (move.count > 1 + others) {
      return reject(
        'run-too-long',
        `A run of ${move.count} needs ${move.count - 1} empty pile${move.count === 2 ? '' : 's'} besides its destination; there ${others === 1 ? 'is' : 'are'} ${others} (P3.4).`,
      );
    }
    return null;
  }
  const place = placeIndex(move.to, 'reserve');
  if (place === null)
    return reject(
      'no-such-place',
      `A card goes to its foundation, a pile or (by the grace move) a reserve place, not ${JSON.stringify(move.to)}.`,
    );
  const cards = position.reserve[place];
  if (!cards) return reject('no-such-place', `There is no reserve place ${place} (places 0–${position.reserve.length - 1}).`);
  if (position.grace === 'off')
    return reject('reserve-closed', 'Nothing goes back to the reserve: the grace move is off in this game (P4.2, P5.2).');
  if (position.graceUsed) return reject('grace-used', 'The grace move is made once a game, and it has been made (P5.1).');
  if (where.kind !== 'tableau')
    return reject('grace-from-tableau-only', 'The grace move takes the top card of a pile, not a reserve card (P5.1).');
  if (move.count !== 1) return reject('one-card-only', 'The grace move takes a single card (P5.1).');
  const below = topOf(cards);
  if (below === undefined)
    return reject('grace-needs-a-card', 'The grace move puts a card onto a reserve card, not into an empty place (P5.1).');
  if (!graceFits(position.grace, move.card, below)) {
    const wanted = position.grace === 'up' ? 'one rank higher' : 'one rank higher or lower';
    return reject(
      'grace-needs-next-rank',
      `The grace move puts a card onto a reserve card ${wanted} (P5.1, P5.2); ${label} does not go on ${cardLabel(below)}.`,
    );
  }
  return null;
}

/** Why a move is refused here (its code and words citing the rule), or null when it is legal. */
export function checkMove(position: PatiencePosition, move: PatienceMove): PatienceRejection | null {
  if (isLegal(position, move)) return null;
  // The generator is the judge; the explanation only finds the words. A move it cannot explain is still refused.
  return explain(position, move) ?? reject('not-a-run', `${cardLabel(move.card)} cannot move there.`);
}

/**
 * The position after a legal move; the input is never changed. A move that is not legal here is a
 * broken invariant and throws: call `checkMove` first.
 */
export function applyMove(position: PatiencePosition, move: PatienceMove): PatiencePosition {
  const rejection = checkMove(position, move);
  if (rejection) throw new Error(`applyMove: illegal move (${rejection.code}): ${rejection.message}`);
  const where = whereIs(position, move.card);
  let moving: readonly Face[];
  let tableau = position.tableau;
  let reserve = position.reserve;
  if (where.kind === 'tableau') {
    const pile = tableau[where.pile]!;
    moving = pile.slice(where.index);
    tableau = tableau.map((p, i) => (i === where.pile ? p.slice(0, where.index) : p));
  } else if (where.kind === 'reserve') {
    moving = [move.card];
    reserve = reserve.map((p, i) => (i === where.place ? p.slice(0, -1) : p));
  } else throw new Error('applyMove: the card is not in play');
  if (move.to === 'foundation') {
    const suit = suitIndexOf(move.card);
    return { ...position, tableau, reserve, foundations: position.foundations.map((rank, s) => (s === suit ? rank + 1 : rank)) };
  }
  const pile = placeIndex(move.to, 'tableau');
  if (pile !== null) return { ...position, tableau: tableau.map((p, i) => (i === pile ? [...p, ...moving] : p)), reserve };
  const place = placeIndex(move.to, 'reserve')!;
  return { ...position, tableau, reserve: reserve.map((p, i) => (i === place ? [...p, move.card] : p)), graceUsed: true };
}
