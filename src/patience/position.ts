// The Brigade table (docs/patience.md, P1–P5) in memory: what the position format brigade-position/1
// holds. A card is a face 0–51 of the two-player game's card ids (one pack, so the face is the card).
import { faceFrom, KING, rankOf, suitIndexOf, type Face } from '../engine/index.ts';

/** P1.3: seven tableau piles of five cards, then thirteen reserve places. */
export const TABLEAU_PILES = 7;
export const PILE_DEPTH = 5;
export const RESERVE_PLACES = 13;
/** P5.1: after the grace move one reserve place holds two cards; no place ever holds more. */
export const MAX_RESERVE_DEPTH = 2;
/** P1.2: one foundation per suit, in the order ♠ ♥ ♦ ♣ (the order of SUITS). */
export const FOUNDATIONS = 4;

/** P5.2: the grace move's setting. */
export const GRACE_RULES = ['off', 'up', 'both'] as const;
export type GraceRule = (typeof GRACE_RULES)[number];
/** P5.2: one rank higher is the standard and the default. */
export const DEFAULT_GRACE: GraceRule = 'up';

/** A Brigade table: every pile bottom to top, the last card its top. */
export interface PatiencePosition {
  /** P3: the tableau piles (7 in Brigade), any of them may be empty. */
  readonly tableau: readonly (readonly Face[])[];
  /** P4.1: the reserve places (13 in Brigade), each 0 to 2 cards; places keep their numbers when emptied. */
  readonly reserve: readonly (readonly Face[])[];
  /** P2: the rank on top of each suit's foundation, ♠ ♥ ♦ ♣ (1: only its Ace). */
  readonly foundations: readonly number[];
  /** The highest rank of the pack: 13 in Brigade; less in the reduced packs the tests search exhaustively. */
  readonly top: number;
  /** P5.2: the house rule this game is played with. */
  readonly grace: GraceRule;
  /** P5.1: whether the grace move has been made in this game. */
  readonly graceUsed: boolean;
}

export const topOf = (pile: readonly Face[]): Face | undefined => pile[pile.length - 1];

/** P6.1: won when every foundation holds its suit up to the pack's top rank. */
export const isWon = (position: PatiencePosition): boolean => position.foundations.every((rank) => rank === position.top);

/** The number of empty tableau piles (P3.4 counts them for runs). */
export function emptyPiles(position: PatiencePosition): number {
  let n = 0;
  for (const pile of position.tableau) if (pile.length === 0) n++;
  return n;
}

/** Whether `face` is on its foundation already (P2.2: it stays there). */
export const onFoundation = (position: PatiencePosition, face: Face): boolean => rankOf(face) <= position.foundations[suitIndexOf(face)]!;

/** The next card each foundation takes (P2.1), or null when that suit is complete. */
export const foundationWants = (position: PatiencePosition, suit: number): Face | null => {
  const rank = position.foundations[suit]!;
  return rank >= position.top ? null : faceFrom(suit, rank + 1);
};

/** Every card of a pack whose ranks run from Ace to `top`, in face order. */
export function packOf(top: number = KING): Face[] {
  const cards: Face[] = [];
  for (let suit = 0; suit < FOUNDATIONS; suit++) for (let rank = 1; rank <= top; rank++) cards.push(faceFrom(suit, rank));
  return cards;
}
