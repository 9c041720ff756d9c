// Card moves (RULES R4.1–R4.3, R4.5, R5): the one legal-move generator, the check that explains a
// refusal in a player's words, and the pure application of a move to a position.
import { cardLabel, isRed, rankLabel, rankOf, suitSymbol, type CardId } from './cards.ts';
import { fitsOnFoundation, fitsOnOpponentPile, fitsOnTableau, startsFoundation } from './placement.ts';
import { MAX_FOUNDATIONS, TABLEAU_PILES, other, topOf, type PlayerPiles, type Position } from './position.ts';

/** Where a moving card comes from: always the player to move's own claw, discard and in-play card (R4). */
export type From = 'claw' | 'discard' | 'inPlay' | `tableau:${number}`;
/** Where it goes (R5); `foundation:N` with N = the number of piles starts a new pile with an Ace. */
export type To = `tableau:${number}` | `foundation:${number}` | 'opponentClaw' | 'opponentDiscard';

/** One card moved by the player to move. */
export interface CardMove {
  readonly card: CardId;
  readonly from: From;
  readonly to: To;
}

/** Why a move is refused: a stable code for programs and a sentence for players. */
export interface Rejection {
  readonly code: RejectionCode;
  readonly message: string;
}

export type RejectionCode =
  /** The source holds no card. */
  | 'no-card-there'
  /** The move names a card that is not the one at its source. */
  | 'not-that-card'
  /** A pile index outside the table, or an unknown source or destination. */
  | 'no-such-pile'
  /** A tableau card dropped back where it already is. */
  | 'same-pile'
  /** R5.2: a tableau pile takes a card one rank lower and of the other colour. */
  | 'tableau-needs-lower-opposite-colour'
  /** R5.1: a foundation takes the next card of its suit. */
  | 'foundation-needs-next-in-suit'
  /** R5.1: only an Ace starts a foundation pile. */
  | 'foundation-needs-ace'
  /** R5.4: never onto the opponent's empty claw or discard pile. */
  | 'opponent-pile-empty'
  /** R5.4: the opponent's piles take the same suit, one rank above or below. */
  | 'opponent-pile-needs-same-suit-neighbour';

const reject = (code: RejectionCode, message: string): Rejection => ({ code, message });

export const tableauRef = (pile: number): `tableau:${number}` => `tableau:${pile}`;
export const foundationRef = (pile: number): `foundation:${number}` => `foundation:${pile}`;

/** The pile index of a `tableau:N` or `foundation:N` reference, or null for other places. */
export function pileIndex(ref: From | To, kind: 'tableau' | 'foundation'): number | null {
  // Hot (every legal-move check): a hand-written `^kind:\d+$` without slicing or a RegExp.
  const start = kind.length + 1;
  if (ref.length <= start || !ref.startsWith(kind) || ref.charCodeAt(kind.length) !== 58 /* : */) return null;
  let n = 0;
  for (let i = start; i < ref.length; i++) {
    const digit = ref.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return null;
    n = n * 10 + digit;
  }
  return n;
}

export const isFoundationPlay = (move: { readonly to: To }): boolean => move.to.startsWith('foundation:');

const SOURCES_OFF_TABLEAU = ['claw', 'discard', 'inPlay'] as const;

/** The card a source offers the player to move, or undefined when there is none. */
export function sourceCard(position: Position, from: From): CardId | undefined {
  const me = position.players[position.toMove];
  switch (from) {
    case 'claw':
      return topOf(me.claw);
    case 'discard':
      return topOf(me.discard);
    case 'inPlay':
      return me.inPlay ?? undefined;
    default: {
      const pile = pileIndex(from, 'tableau');
      return pile === null ? undefined : position.tableau[pile] ? topOf(position.tableau[pile]) : undefined;
    }
  }
}

const rankWord = (rank: number) => rankLabel(rank);

/** Why `card` cannot go to `to` (R5), or null when it can. `from` only matters for same-pile drops. */
export function placementRejection(position: Position, card: CardId, from: From | null, to: To): Rejection | null {
  const tableauPile = pileIndex(to, 'tableau');
  if (tableauPile !== null) {
    const pile = position.tableau[tableauPile];
    if (!pile) return reject('no-such-pile', `There is no tableau pile ${tableauPile + 1}.`);
    if (from === to) return reject('same-pile', `${cardLabel(card)} is already on that pile.`);
    const top = topOf(pile);
    if (top === undefined || fitsOnTableau(card, top)) return null;
    const wanted =
      rankOf(card) === 13
        ? `${cardLabel(card)} is a King: it goes only on an empty pile.`
        : `${cardLabel(card)} goes on a ${isRed(card) ? 'black' : 'red'} ${rankWord(rankOf(card) + 1)} or an empty pile, not on ${cardLabel(top)}.`;
    return reject('tableau-needs-lower-opposite-colour', wanted);
  }
  const foundationPile = pileIndex(to, 'foundation');
  if (foundationPile !== null) {
    const piles = position.foundations;
    if (foundationPile === piles.length && foundationPile < MAX_FOUNDATIONS) {
      return startsFoundation(card)
        ? null
        : reject('foundation-needs-ace', `Only an Ace starts a foundation; ${cardLabel(card)} must go on the ${cardLabel(card - 1)}.`);
    }
    const pile = piles[foundationPile];
    if (!pile) return reject('no-such-pile', `There is no foundation pile ${foundationPile + 1}.`);
    const top = topOf(pile)!;
    if (fitsOnFoundation(card, top)) return null;
    if (startsFoundation(card)) return reject('foundation-needs-ace', `${cardLabel(card)} starts a new foundation pile.`);
    return reject(
      'foundation-needs-next-in-suit',
      rankOf(top) === 13
        ? `That foundation is complete.`
        : `That foundation takes the ${rankWord(rankOf(top) + 1)}${suitSymbol(top)} next, not ${cardLabel(card)}.`,
    );
  }
  if (to === 'opponentClaw' || to === 'opponentDiscard') {
    const them: PlayerPiles = position.players[other(position.toMove)];
    const pile = to === 'opponentClaw' ? them.claw : them.discard;
    const name = to === 'opponentClaw' ? "your opponent's claw" : "your opponent's discard pile";
    const top = topOf(pile);
    if (top === undefined) return reject('opponent-pile-empty', `Nothing can go on ${name} while it is empty.`);
    if (fitsOnOpponentPile(card, top)) return null;
    const neighbours = [rankOf(top) - 1, rankOf(top) + 1].filter((r) => r >= 1 && r <= 13);
    return reject(
      'opponent-pile-needs-same-suit-neighbour',
      `${name[0]!.toUpperCase()}${name.slice(1)} shows ${cardLabel(top)}: it takes only ${neighbours
        .map((r) => rankWord(r) + suitSymbol(top))
        .join(' or ')}.`,
    );
  }
  return reject('no-such-pile', `A card cannot go there.`);
}

/** Whether `card` may go to `to` (R5): the generator's fast yes/no twin of `placementRejection`. */
export function canPlace(position: Position, card: CardId, from: From | null, to: To): boolean {
  const tableauPile = pileIndex(to, 'tableau');
  if (tableauPile !== null) {
    const pile = position.tableau[tableauPile];
    if (!pile || from === to) return false;
    return fitsOnTableau(card, topOf(pile));
  }
  const foundationPile = pileIndex(to, 'foundation');
  if (foundationPile !== null) {
    const piles = position.foundations;
    if (foundationPile === piles.length) return foundationPile < MAX_FOUNDATIONS && startsFoundation(card);
    const top = piles[foundationPile] ? topOf(piles[foundationPile]) : undefined;
    return top !== undefined && fitsOnFoundation(card, top);
  }
  if (to !== 'opponentClaw' && to !== 'opponentDiscard') return false;
  const them = position.players[other(position.toMove)];
  return fitsOnOpponentPile(card, topOf(to === 'opponentClaw' ? them.claw : them.discard));
}

/** Why a card move is refused for the player to move, or null when it is legal (R4, R5). */
export function checkMove(position: Position, move: CardMove): Rejection | null {
  const isKnownSource = (SOURCES_OFF_TABLEAU as readonly string[]).includes(move.from);
  const fromPile = pileIndex(move.from, 'tableau');
  if (!isKnownSource && (fromPile === null || fromPile >= TABLEAU_PILES)) {
    return reject('no-such-pile', 'A card can only be taken from your claw, your discard pile, your in-play card or a tableau pile.');
  }
  const card = sourceCard(position, move.from);
  if (card === undefined) {
    const where =
      move.from === 'claw'
        ? 'Your claw is empty.'
        : move.from === 'discard'
          ? 'Your discard pile is empty.'
          : move.from === 'inPlay'
            ? 'You have no card in play: turn up the top card of your deck first.'
            : 'That tableau pile is empty.';
    return reject('no-card-there', where);
  }
  if (card !== move.card && card % 52 !== move.card % 52) {
    return reject('not-that-card', `Only the top card can move: that is ${cardLabel(card)}.`);
  }
  return placementRejection(position, card, move.from, move.to);
}

function fromList(position: Position): From[] {
  const sources: From[] = [];
  position.tableau.forEach((pile, i) => {
    if (pile.length > 0) sources.push(tableauRef(i));
  });
  const me = position.players[position.toMove];
  if (me.claw.length > 0) sources.push('claw');
  if (me.discard.length > 0) sources.push('discard');
  if (me.inPlay !== null) sources.push('inPlay');
  return sources;
}

/** Every destination a card could be sent to on this table, legal or not. */
export function allDestinations(position: Position): To[] {
  const to: To[] = [];
  for (let i = 0; i <= Math.min(position.foundations.length, MAX_FOUNDATIONS - 1); i++) to.push(foundationRef(i));
  for (let i = 0; i < position.tableau.length; i++) to.push(tableauRef(i));
  to.push('opponentClaw', 'opponentDiscard');
  return to;
}

const TABLEAU_REFS = Array.from({ length: TABLEAU_PILES }, (_, i) => tableauRef(i));
const FOUNDATION_REFS = Array.from({ length: MAX_FOUNDATIONS }, (_, i) => foundationRef(i));

/**
 * The legal destinations of `card` from `from`, in the order of `allDestinations` (foundations,
 * tableau piles, the opponent's claw and discard pile): `canPlace` over that list, without building
 * and reading back the place names (this runs for every move the referee and self-play look at).
 */
function placesFor(position: Position, card: CardId, from: From, out: To[]): void {
  const piles = position.foundations;
  const last = Math.min(piles.length, MAX_FOUNDATIONS - 1);
  for (let i = 0; i <= last; i++) {
    if (i === piles.length ? startsFoundation(card) : fitsOnFoundation(card, topOf(piles[i]!)!)) out.push(FOUNDATION_REFS[i]!);
  }
  for (let i = 0; i < position.tableau.length; i++) {
    const ref = TABLEAU_REFS[i] ?? tableauRef(i);
    if (ref !== from && fitsOnTableau(card, topOf(position.tableau[i]!))) out.push(ref);
  }
  const them = position.players[other(position.toMove)];
  if (fitsOnOpponentPile(card, topOf(them.claw))) out.push('opponentClaw');
  if (fitsOnOpponentPile(card, topOf(them.discard))) out.push('opponentDiscard');
}

/**
 * Every legal card move for the player to move (R4.1–R4.3, R4.5 with R5). This is the one generator:
 * the referee, the analyzer, the table's drop highlighting and the tests all use it.
 */
export function legalMoves(position: Position): CardMove[] {
  const moves: CardMove[] = [];
  const places: To[] = [];
  for (const from of fromList(position)) {
    const card = sourceCard(position, from)!;
    places.length = 0;
    placesFor(position, card, from, places);
    for (const to of places) moves.push({ card, from, to });
  }
  return moves;
}

/** The legal destinations of the card at one source (for drop highlighting). */
export function legalDestinations(position: Position, from: From): To[] {
  const card = sourceCard(position, from);
  if (card === undefined) return [];
  const places: To[] = [];
  placesFor(position, card, from, places);
  return places;
}

/**
 * The position after a legal card move. The input is never mutated. Call `checkMove` first: a move
 * that is not legal here is a broken invariant and throws.
 */
export function applyMove(position: Position, move: CardMove): Position {
  const rejection = checkMove(position, move);
  if (rejection) throw new Error(`applyMove: illegal move (${rejection.code}): ${rejection.message}`);
  const card = sourceCard(position, move.from)!;
  const mover = position.toMove;
  const opponent = other(mover);
  let tableau = position.tableau;
  let foundations = position.foundations;
  let players = position.players;
  let me = players[mover];
  let them = players[opponent];

  const fromPile = pileIndex(move.from, 'tableau');
  if (fromPile !== null) {
    tableau = tableau.map((pile, i) => (i === fromPile ? pile.slice(0, -1) : pile));
  } else if (move.from === 'claw') {
    me = { ...me, claw: me.claw.slice(0, -1) };
  } else if (move.from === 'discard') {
    me = { ...me, discard: me.discard.slice(0, -1) };
  } else {
    me = { ...me, inPlay: null };
  }

  const toPile = pileIndex(move.to, 'tableau');
  const toFoundation = pileIndex(move.to, 'foundation');
  if (toPile !== null) {
    tableau = tableau.map((pile, i) => (i === toPile ? [...pile, card] : pile));
  } else if (toFoundation !== null) {
    foundations =
      toFoundation === foundations.length
        ? [...foundations, [card]]
        : foundations.map((pile, i) => (i === toFoundation ? [...pile, card] : pile));
  } else if (move.to === 'opponentClaw') {
    them = { ...them, claw: [...them.claw, card] };
  } else {
    them = { ...them, discard: [...them.discard, card] };
  }
  players = mover === 0 ? [me, them] : [them, me];
  return { toMove: mover, players, tableau, foundations };
}
