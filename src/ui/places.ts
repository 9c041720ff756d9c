// Places on the table and their names in words. The engine speaks from the mover's side ('claw',
// 'opponentDiscard'); the board is drawn from a fixed side (player 0's claw, player 1's discard pile).
// These plain functions translate between the two, for drop targets, lesson arrows and announcements.
import {
  KING,
  other,
  pileIndex,
  rankName,
  rankOf,
  suitOf,
  type CardId,
  type From,
  type PlayerIndex,
  type Position,
  type To,
} from '../engine/index.ts';

/** A spot on the board as drawn, whoever moves: what `data-place` names in the DOM. */
export type PlaceId =
  | `tableau:${number}`
  | `foundation:${number}`
  | `claw:${PlayerIndex}`
  | `discard:${PlayerIndex}`
  | `deck:${PlayerIndex}`
  | `inPlay:${PlayerIndex}`;

/** Where a card the mover picks up lies on the board. */
export function placeOfFrom(from: From, mover: PlayerIndex): PlaceId {
  switch (from) {
    case 'claw':
      return `claw:${mover}`;
    case 'discard':
      return `discard:${mover}`;
    case 'inPlay':
      return `inPlay:${mover}`;
    default:
      return from;
  }
}

/** Where a destination of the mover lies on the board (a new foundation is the first empty place). */
export function placeOfTo(to: To, mover: PlayerIndex): PlaceId {
  if (to === 'opponentClaw') return `claw:${other(mover)}`;
  if (to === 'opponentDiscard') return `discard:${other(mover)}`;
  return to;
}

/** "tableau pile 3" — piles are numbered 1–8 for players, as in the engine's sentences. */
export const tableauName = (pile: number): string => `tableau pile ${pile + 1}`;

/**
 * Who hears a place named: the mover's own piles are "your claw" to the mover, and "North's claw" to
 * anyone else (the watcher of a drill, a screen reader's announcement heard by both players).
 */
export interface PointOfView {
  /** The player to move, whose claw, discard pile and card in play `From` means. */
  readonly mover: PlayerIndex;
  /** Who is spoken to: a player, or null for everyone at the table (names, never "your"). */
  readonly listener: PlayerIndex | null;
  readonly names: readonly [string, string];
}

/** Whose piles these are, from the point of view: "your" or "North's". */
const whose = (view: PointOfView | undefined): string =>
  view === undefined || view.listener === view.mover ? 'your' : `${view.names[view.mover]}'s`;

/** Where a card comes from, said to the player who moves it ("your claw"), or from another point of view ("North's claw"). */
export function fromWords(from: From, view?: PointOfView): string {
  switch (from) {
    case 'claw':
      return `${whose(view)} claw`;
    case 'discard':
      return `${whose(view)} discard pile`;
    case 'inPlay':
      return `${whose(view)} deck (the card in play)`;
    default:
      return tableauName(pileIndex(from, 'tableau') ?? 0);
  }
}

const SUIT_NAMES = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' } as const;

/** A foundation's height: "5", "the ace", "the king" (as a player reads the top card's corner). */
const heightWords = (card: CardId): string => {
  const rank = rankOf(card);
  return rank === 1 || rank > 10 ? `the ${rankName(rank)}` : String(rank);
};

/**
 * A started foundation pile by its suit and height (R5.1): "hearts foundation, up to 5", "hearts
 * foundation, up to the king, complete". Named by what it holds, so the name does not hang on where it is drawn.
 */
export function foundationWords(pile: readonly CardId[]): string {
  const top = pile[pile.length - 1]!;
  const name = `${SUIT_NAMES[suitOf(top)]} foundation, up to ${heightWords(top)}`;
  return rankOf(top) === KING ? `${name}, complete` : name;
}

/** An empty foundation place by its drawn place (0–7), which stays where it is across a reload: "empty foundation place 3". */
export const emptyFoundationWords = (slot: number): string => `empty foundation place ${slot + 1}`;

/** Where every card lies, as a place on the board. */
export function cardPlaces(position: Position): Map<CardId, PlaceId> {
  const places = new Map<CardId, PlaceId>();
  position.tableau.forEach((pile, i) => pile.forEach((card) => places.set(card, `tableau:${i}`)));
  position.foundations.forEach((pile, i) => pile.forEach((card) => places.set(card, `foundation:${i}`)));
  position.players.forEach((piles, i) => {
    const player = i as PlayerIndex;
    piles.deck.forEach((card) => places.set(card, `deck:${player}`));
    piles.discard.forEach((card) => places.set(card, `discard:${player}`));
    piles.claw.forEach((card) => places.set(card, `claw:${player}`));
    if (piles.inPlay !== null) places.set(piles.inPlay, `inPlay:${player}`);
  });
  return places;
}

/** The cards that lie somewhere else in `after` than in `before`, with the place each left. */
export function movedCards(before: Position, after: Position): Map<CardId, PlaceId> {
  const was = cardPlaces(before);
  const moved = new Map<CardId, PlaceId>();
  for (const [card, place] of cardPlaces(after)) {
    const from = was.get(card);
    if (from !== undefined && from !== place) moved.set(card, from);
  }
  return moved;
}
