// Cards (RULES R1). A physical card is an id 0–103: two decks of 52, so the two 5♥ are different
// cards with the same face. Rank, suit and colour are pure functions of the id.

/** Suits in the order of the position format's letters (docs/formats.md): spades, hearts, diamonds, clubs. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
/** A suit letter as written in card codes. */
export type Suit = (typeof SUITS)[number];
/** Rank letters from low to high (R1.2): index + 1 is the rank value, Ace = 1, King = 13. */
export const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export type RankLetter = (typeof RANK_LETTERS)[number];
/** Rank value 1 (Ace) to 13 (King); Ace is always low (R1.2). */
export type Rank = number;
/** One physical card: deck × 52 + suit × 13 + (rank − 1). Deck 0 is player 0's deck at the deal (R1.4). */
export type CardId = number;
/** What a card shows, whichever deck it came from: suit × 13 + (rank − 1), 0–51. */
export type Face = number;
export type Colour = 'red' | 'black';

/** Both decks together (R1.1). */
export const CARD_COUNT = 104;
export const DECK_SIZE = 52;
export const ACE = 1;
export const KING = 13;

export const faceOf = (card: CardId): Face => card % DECK_SIZE;
export const rankOf = (card: CardId | Face): Rank => (card % 13) + 1;
export const suitIndexOf = (card: CardId | Face): number => Math.floor((card % DECK_SIZE) / 13);
export const suitOf = (card: CardId | Face): Suit => SUITS[suitIndexOf(card)]!;
/** Hearts and diamonds are red; spades and clubs are black (R1.3). */
export const isRed = (card: CardId | Face): boolean => {
  const s = suitIndexOf(card);
  return s === 1 || s === 2;
};
export const colourOf = (card: CardId | Face): Colour => (isRed(card) ? 'red' : 'black');
/** The deck (0 or 1) a physical card came from. */
export const deckOf = (card: CardId): 0 | 1 => (card >= DECK_SIZE ? 1 : 0);
export const faceFrom = (suitIndex: number, rank: Rank): Face => suitIndex * 13 + rank - 1;
/** The physical card of a face in a given deck. */
export const cardFrom = (face: Face, deck: 0 | 1): CardId => face + deck * DECK_SIZE;

/** The two-character code of docs/formats.md: `TH` is the ten of hearts. */
export function cardCode(card: CardId | Face): string {
  return RANK_LETTERS[rankOf(card) - 1]! + suitOf(card);
}

/** Reads a card code (`TH`, `AS`) into a face, or null when it is not a card. */
export function parseFace(code: unknown): Face | null {
  if (typeof code !== 'string' || code.length !== 2) return null;
  const rank = RANK_LETTERS.indexOf(code[0] as RankLetter);
  const suit = SUITS.indexOf(code[1] as Suit);
  if (rank < 0 || suit < 0) return null;
  return faceFrom(suit, rank + 1);
}

const SUIT_SYMBOLS: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const SUIT_NAMES: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_SHORT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const RANK_NAMES = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'];

export const suitSymbol = (card: CardId | Face): string => SUIT_SYMBOLS[suitOf(card)];
/** Short label for players: `10♥`, `A♠`. */
export const cardLabel = (card: CardId | Face): string => RANK_SHORT[rankOf(card) - 1]! + suitSymbol(card);
/** Words for screen readers and sentences: `ten of hearts`. */
export const cardName = (card: CardId | Face): string => `${RANK_NAMES[rankOf(card) - 1]} of ${SUIT_NAMES[suitOf(card)]}`;
/** A rank in words (`seven`), for sentences such as "goes on a black eight". */
export const rankName = (rank: Rank): string => RANK_NAMES[rank - 1] ?? String(rank);
export const rankLabel = (rank: Rank): string => RANK_SHORT[rank - 1] ?? String(rank);
