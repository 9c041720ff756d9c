// Setting up a deal (RULES R3) from a deal number: the same number gives the same table everywhere.
import { DECK_SIZE, rankOf, type CardId } from './cards.ts';
import { PILES_PER_COLUMN, TABLEAU_PILES, type PlayerIndex, type PlayerPiles, type Position } from './position.ts';
import { dealSeed, isDealNumber, mulberry32, shuffle } from './rng.ts';

/** R3.2: each player gives the top 13 cards of their deck to the opponent as a claw. */
export const CLAW_SIZE = 13;

/** One player's deck of 52 physical cards (R1.4), shuffled for one attempt at a deal, bottom → top. */
export function shuffledDeck(dealNumber: number, player: PlayerIndex, attempt: number): CardId[] {
  const deck = Array.from({ length: DECK_SIZE }, (_, i) => player * DECK_SIZE + i);
  return shuffle(deck, mulberry32(dealSeed(dealNumber, player, attempt)));
}

/**
 * R3.4: who moves first, from the cards each player turned up, in the order turned. The higher rank
 * (Ace low) wins at the first place they differ; null when all four are equal (a void deal).
 */
export function startingPlayer(turned0: readonly CardId[], turned1: readonly CardId[]): PlayerIndex | null {
  for (let i = 0; i < Math.min(turned0.length, turned1.length); i++) {
    const a = rankOf(turned0[i]!);
    const b = rankOf(turned1[i]!);
    if (a !== b) return a > b ? 0 : 1;
  }
  return null;
}

interface Split {
  /** The 13 cards this player hands over (R3.2), order kept, top last. */
  readonly claw: CardId[];
  /** The 4 cards turned up, in the order turned (the deck's top first) (R3.3). */
  readonly turned: CardId[];
  /** What is left: 35 cards (R3.5). */
  readonly deck: CardId[];
}

function split(deck: readonly CardId[]): Split {
  const claw = deck.slice(deck.length - CLAW_SIZE);
  const rest = deck.slice(0, deck.length - CLAW_SIZE);
  const turned = rest.slice(rest.length - PILES_PER_COLUMN).reverse();
  return { claw, turned, deck: rest.slice(0, rest.length - PILES_PER_COLUMN) };
}

/**
 * The starting position of a deal (R3), and how many attempts it took (1 unless a deal was void).
 * A deal number outside 0 … 2^53 − 1 is a programming error and throws.
 */
export function dealGame(dealNumber: number): { position: Position; attempts: number } {
  if (!isDealNumber(dealNumber)) throw new RangeError(`dealGame: ${dealNumber} is not a deal number`);
  for (let attempt = 0; ; attempt++) {
    const s0 = split(shuffledDeck(dealNumber, 0, attempt));
    const s1 = split(shuffledDeck(dealNumber, 1, attempt));
    const toMove = startingPlayer(s0.turned, s1.turned);
    if (toMove === null) continue;
    const tableau: CardId[][] = Array.from({ length: TABLEAU_PILES }, () => []);
    s0.turned.forEach((card, i) => tableau[i]!.push(card));
    s1.turned.forEach((card, i) => tableau[PILES_PER_COLUMN + i]!.push(card));
    const piles = (own: Split, fromOpponent: Split): PlayerPiles => ({
      deck: own.deck,
      inPlay: null,
      discard: [],
      claw: fromOpponent.claw,
    });
    return { position: { toMove, players: [piles(s0, s1), piles(s1, s0)], tableau, foundations: [] }, attempts: attempt + 1 };
  }
}
