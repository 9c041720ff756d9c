// The patience table's places: their `data-place` names (what the browser tests and the keyboard find),
// their words for a player, and what a place means as a destination (a move's `to`).
import { cardName, type Face } from '../../engine/index.ts';
import { legalMoves, positionOf, runLength, type PatienceGame, type PatiencePosition, type PatienceTo } from '../../patience/index.ts';
import type { PatienceSelection } from '../../store/patience/patienceStore.ts';

export type PatiencePlaceKind = 'tableau' | 'reserve' | 'foundation';

export interface PatiencePlaceRef {
  readonly kind: PatiencePlaceKind;
  readonly index: number;
}

export const SUIT_WORDS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export const SUIT_SIGNS = ['♠', '♥', '♦', '♣'] as const;

/** `patience-tableau-0` … `-6`, `patience-reserve-0` … `-12`, `patience-foundation-0` … `-3` (♠ ♥ ♦ ♣). */
export const placeId = (place: PatiencePlaceRef): string => `patience-${place.kind}-${place.index}`;

/** "pile 3", "reserve place 12", "the hearts foundation": counted from 1 for a player. */
export function placeWords(place: PatiencePlaceRef): string {
  if (place.kind === 'tableau') return `pile ${place.index + 1}`;
  if (place.kind === 'reserve') return `reserve place ${place.index + 1}`;
  return `the ${SUIT_WORDS[place.index]} foundation`;
}

/** A move's destination when a card is put on this place (a foundation takes the card's own suit, whichever is chosen). */
export const destinationOf = (place: PatiencePlaceRef): PatienceTo =>
  place.kind === 'foundation' ? 'foundation' : place.kind === 'tableau' ? `tableau:${place.index}` : `reserve:${place.index}`;

/** Whether the `count` cards at the top of a place may be lifted together now: a run on a pile (P3.4), one reserve card. */
export function canLift(position: PatiencePosition, place: PatiencePlaceRef, count: number): boolean {
  if (place.kind === 'foundation') return false;
  if (place.kind === 'reserve') return count === 1 && position.reserve[place.index]!.length > 0;
  return runLength(position.tableau[place.index]!) >= count;
}

/** The destinations the lifted card (and the cards on it) may go to now. */
export function destinationsOf(game: PatienceGame, selected: PatienceSelection | null): ReadonlySet<PatienceTo> {
  if (!selected) return new Set();
  const moves = legalMoves(positionOf(game)).filter((m) => m.card === selected.card && m.count === selected.count);
  return new Set(moves.map((m) => m.to));
}

/** A card's accessible name: the card, its place and whether it can be picked up. */
export function cardWords(card: Face, place: PatiencePlaceRef, liftable: boolean, lifted: boolean): string {
  const state = lifted ? 'lifted' : liftable ? 'can be picked up' : 'cannot be picked up';
  return `${cardName(card)}, ${placeWords(place)}, ${state}`;
}
