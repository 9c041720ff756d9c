// Refusals the table gives before an action reaches the reducer (docs/architecture.md §4): a drop on
// the discard pile of a card that is not in play (R4.6) and a click on the deck of the player who
// waits (R4.4). Each is a value with a code and a sentence a player understands, or null when there is
// nothing to refuse. The analysis board's refusal of a position already won (R8.1) is in
// start-refusal.ts: only that lazily loaded screen asks it, so the page's first load does not carry it.
import type { From } from './moves.ts';
import type { PlayerIndex } from './position.ts';
import type { GameState } from './state.ts';

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
