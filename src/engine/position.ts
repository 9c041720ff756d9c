// The table as a referee sees it (RULES R2): the position format brigadier-position/1 in memory.
import type { CardId } from './cards.ts';

/** Player 0 sits on the left (tableau piles 0–3), player 1 on the right (piles 4–7). */
export type PlayerIndex = 0 | 1;
export const PLAYERS = [0, 1] as const;
export const TABLEAU_PILES = 8;
export const PILES_PER_COLUMN = 4;
/** Two decks hold eight aces, so never more than eight foundation piles (R2.6). */
export const MAX_FOUNDATIONS = 8;

/** One player's own zones (R2.1–R2.4). Every pile runs from bottom to top: the last card is the top. */
export interface PlayerPiles {
  /** Face down; the last card is the next one a reveal turns up (R4.4). */
  readonly deck: readonly CardId[];
  /** The card last revealed, lying face up on the deck, or null (R2.2). */
  readonly inPlay: CardId | null;
  /** Face up; only the last (top) card can be seen and played (R2.3). */
  readonly discard: readonly CardId[];
  /** The 13 cards from the opponent's deck; only the last (top) card is face up (R2.4). */
  readonly claw: readonly CardId[];
}

/** Everything on the table and who moves: what docs/formats.md calls a position. */
export interface Position {
  /** The player whose turn it is. */
  readonly toMove: PlayerIndex;
  /** Player 0's and player 1's own zones. */
  readonly players: readonly [PlayerPiles, PlayerPiles];
  /** Exactly 8 piles, bottom to top; 0–3 are player 0's column, 4–7 player 1's (R2.5). */
  readonly tableau: readonly (readonly CardId[])[];
  /** 0 to 8 piles, each an Ace and then one suit going up one rank at a time (R2.6). */
  readonly foundations: readonly (readonly CardId[])[];
}

export const other = (player: PlayerIndex): PlayerIndex => (player === 0 ? 1 : 0);
export const topOf = (pile: readonly CardId[]): CardId | undefined => pile[pile.length - 1];
/** The player whose column holds a tableau pile. */
export const columnOwner = (pile: number): PlayerIndex => (pile < PILES_PER_COLUMN ? 0 : 1);

/** Every card on the table, in no particular order. */
export function allCards(position: Position): CardId[] {
  const cards: CardId[] = [];
  for (const p of position.players) {
    cards.push(...p.deck, ...p.discard, ...p.claw);
    if (p.inPlay !== null) cards.push(p.inPlay);
  }
  for (const pile of position.tableau) cards.push(...pile);
  for (const pile of position.foundations) cards.push(...pile);
  return cards;
}

// Cards are the characters 48 and up; the marks between them ('-', '/', '#') are below 48, so no card reads as a mark.
const NONE = 45; // '-'
const PILE = 47; // '/'
const FOUNDATIONS = 35; // '#'
const cardCode = (card: CardId | null | undefined): number => (card === null || card === undefined ? NONE : 48 + card);
/**
 * The key's character codes, written in place and read as one string at the end: the referee keys
 * every new position of a game, and a string grown a character at a time is a chain of pieces that
 * the cache's lookup must flatten first. Room for every card and mark (at most 128).
 */
const keyCodes = new Uint16Array(256);

/**
 * The key of what the player to move can use and see (R6.2): whose turn, each player's in-play card
 * and the tops of their claw and discard pile, every tableau card, and the top of each foundation pile
 * in order. Two positions with one key get the same verdict: a reveal is never part of a way to a
 * foundation play, and a card under a claw or discard top is hidden (tests/engine/referee.test.ts
 * checks it against the analyzer).
 */
export function positionKey(position: Position): string {
  const codes = keyCodes;
  let n = 0;
  codes[n++] = 48 + position.toMove;
  for (const p of position.players) {
    codes[n++] = cardCode(p.inPlay);
    codes[n++] = cardCode(topOf(p.claw));
    codes[n++] = cardCode(topOf(p.discard));
  }
  for (const pile of position.tableau) {
    codes[n++] = PILE;
    for (const card of pile) codes[n++] = 48 + card;
  }
  codes[n++] = FOUNDATIONS;
  for (const pile of position.foundations) codes[n++] = cardCode(topOf(pile));
  return String.fromCharCode.apply(null, codes.subarray(0, n) as unknown as number[]);
}

/**
 * A position with this key (`positionKey`): what the key keeps, and nothing hidden. Each claw and
 * discard pile holds only its top, each foundation only its top, and the decks are empty. It has every
 * card move, foundation distance, line and fault-free move of each position with the key, for those
 * read only what the key keeps (R6.2); it is no table to play on.
 */
export function positionFromKey(key: string): Position {
  let n = 0;
  const next = () => key.charCodeAt(n++);
  const card = (code: number): CardId | null => (code === NONE ? null : code - 48);
  const pile = (code: number): CardId[] => (code === NONE ? [] : [code - 48]);
  const toMove = (next() - 48) as PlayerIndex;
  const player = (): PlayerPiles => {
    const inPlay = card(next());
    const claw = pile(next());
    return { deck: [], inPlay, claw, discard: pile(next()) };
  };
  const players: [PlayerPiles, PlayerPiles] = [player(), player()];
  const tableau: CardId[][] = [];
  let code = next();
  while (code === PILE) {
    const cards: CardId[] = [];
    for (code = next(); code >= 48; code = next()) cards.push(code - 48);
    tableau.push(cards);
  }
  const foundations: CardId[][] = [];
  while (n < key.length) foundations.push(pile(next()));
  return { toMove, players, tableau, foundations };
}
