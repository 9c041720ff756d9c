// Refusals the table gives before an action reaches the reducer (docs/architecture.md §4): a drop on
// the discard pile of a card that is not in play (R4.6), a click on the deck of the player who waits
// (R4.4), and a set position whose game would be over before it began (R8.1). Each is a value with a
// code and a sentence a player understands, or null when there is nothing to refuse.
import type { From } from './moves.ts';
import type { PlayerIndex, Position } from './position.ts';
import type { GameState } from './state.ts';
import { winnerOf } from './table.ts';

/** Why the table refuses before asking the reducer. */
export interface TableRefusal {
  readonly code: 'discard-takes-in-play' | 'deck-waits' | 'already-won';
  readonly message: string;
}

/** R4.6: the mover's own discard pile takes only their in-play card, and taking it ends the turn. */
export function discardDropRefusal(from: From): TableRefusal | null {
  if (from === 'inPlay') return null;
  return { code: 'discard-takes-in-play', message: 'Your own discard pile takes only your card in play, and that ends your turn.' };
}

/** R4.4: only the player to move reveals; the other player's deck waits for their turn. */
export function deckRefusal(game: GameState, player: PlayerIndex): TableRefusal | null {
  const mover = game.position.toMove;
  if (player === mover) return null;
  return { code: 'deck-waits', message: `It is ${game.names[mover]}'s turn: ${game.names[player]}'s deck waits.` };
}

/** R8.1: a player with no cards left has already won, so a game from this position would be over before its first move. */
export function startRefusal(position: Position, names: readonly [string, string]): TableRefusal | null {
  const done = winnerOf(position);
  if (done === null) return null;
  return { code: 'already-won', message: `Not started: ${names[done]} has no cards left, so the game would be over before it began (R8.1). Set up another position.` };
}
