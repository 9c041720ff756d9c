// Changes to the table that are not card moves (RULES R4.4, R4.6, R7.2) and the win condition (R8.1).
import type { CardId } from './cards.ts';
import { other, topOf, type PlayerIndex, type PlayerPiles, type Position } from './position.ts';

/** The position with one player's zones replaced. */
export function withPlayer(position: Position, player: PlayerIndex, piles: PlayerPiles): Position {
  const players: [PlayerPiles, PlayerPiles] = player === 0 ? [piles, position.players[1]] : [position.players[0], piles];
  return { ...position, players };
}

/** Whether the player to move has something to reveal (R4.4): a deck, or a discard pile to turn over. */
export const canReveal = (piles: PlayerPiles): boolean => piles.inPlay === null && (piles.deck.length > 0 || piles.discard.length > 0);

/** R4.7: passing is allowed only with no card in play and nothing left to reveal. */
export const canPass = (piles: PlayerPiles): boolean => piles.inPlay === null && piles.deck.length === 0 && piles.discard.length === 0;

/**
 * R4.4: the top card of the deck becomes the in-play card. An empty deck is first replaced by the
 * discard pile turned over, unshuffled: the card discarded earliest (the pile's bottom) becomes the
 * deck's top. Call only when `canReveal` holds.
 */
export function reveal(position: Position): { position: Position; card: CardId; turnedOver: boolean } {
  const me = position.players[position.toMove];
  const turnedOver = me.deck.length === 0;
  const deck = turnedOver ? me.discard.slice().reverse() : me.deck;
  const card = topOf(deck)!;
  const piles: PlayerPiles = { deck: deck.slice(0, -1), inPlay: card, discard: turnedOver ? [] : me.discard, claw: me.claw };
  return { position: withPlayer(position, position.toMove, piles), card, turnedOver };
}

/** R4.6 and R7.2: a player's in-play card goes on their own discard pile (unchanged when there is none). */
export function discardInPlay(position: Position, player: PlayerIndex): Position {
  const piles = position.players[player];
  if (piles.inPlay === null) return position;
  return withPlayer(position, player, { ...piles, inPlay: null, discard: [...piles.discard, piles.inPlay] });
}

/** The position with the other player to move. */
export const passTurn = (position: Position): Position => ({ ...position, toMove: other(position.toMove) });

const hasNoCards = (p: PlayerPiles): boolean => p.deck.length === 0 && p.inPlay === null && p.discard.length === 0 && p.claw.length === 0;

/** R8.1: the player whose deck, in-play card, discard pile and claw are all empty, if any (the mover first). */
export function winnerOf(position: Position): PlayerIndex | null {
  const mover = position.toMove;
  if (hasNoCards(position.players[mover])) return mover;
  if (hasNoCards(position.players[other(mover)])) return other(mover);
  return null;
}
