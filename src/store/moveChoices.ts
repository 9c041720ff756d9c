// "What can I play?": every action the player to move may make now, in words, each playable as it is
// (R4: the card moves of the engine's one generator, then turning up a card, discarding, passing, a
// take-back when the house rule allows it, and the knock of R7.1 at the start of a turn). A list a
// person reads or hears, and plays from by number, without carrying a card.
import {
  availableActions,
  cardName,
  isFoundationPlay,
  legalMoves,
  other,
  pileIndex,
  type CardMove,
  type From,
  type GameState,
  type Position,
  type To,
} from '../engine/index.ts';
import { drawnPlace } from './foundationSlots.ts';
import type { GameStoreEvents } from './gameStoreShape.ts';

/** One thing the player to move may do now, in words. */
export type MoveChoice =
  | { readonly kind: 'move'; readonly move: CardMove; readonly words: string }
  | { readonly kind: 'reveal' | 'discard' | 'pass' | 'takeBack' | 'knock'; readonly words: string };

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Where the mover takes a card from, said to them. */
function fromWords(from: From): string {
  const pile = pileIndex(from, 'tableau');
  if (pile !== null) return `tableau pile ${pile + 1}`;
  return from === 'claw' ? 'your claw' : from === 'discard' ? 'your discard pile' : 'your card in play';
}

/** Where a card goes, said as the table labels it (a foundation by the place it is drawn at). */
function toWords(position: Position, to: To, names: readonly [string, string], places: readonly number[]): string {
  const tableau = pileIndex(to, 'tableau');
  if (tableau !== null) return `tableau pile ${tableau + 1}`;
  const foundation = pileIndex(to, 'foundation');
  const count = position.foundations.length;
  if (foundation !== null) return foundation === count ? 'a new foundation' : `foundation ${drawnPlace(places, count, foundation) + 1}`;
  const opponent = names[other(position.toMove)];
  return to === 'opponentClaw' ? `${opponent}'s claw` : `${opponent}'s discard pile`;
}

/** "Seven of clubs from your claw to tableau pile 5". */
export function moveWords(game: GameState, move: CardMove, places: readonly number[] = []): string {
  return `${capital(cardName(move.card))} from ${fromWords(move.from)} to ${toWords(game.position, move.to, game.names, places)}`;
}

/**
 * Everything the player to move may do now: foundation plays first (R6 asks for them first), the other
 * card moves in the generator's order, then the actions that are not card moves. Empty once the game is over.
 */
export function moveChoices(game: GameState, places: readonly number[] = []): MoveChoice[] {
  if (game.result !== null) return [];
  const moves = legalMoves(game.position);
  const ordered = [...moves.filter(isFoundationPlay), ...moves.filter((move) => !isFoundationPlay(move))];
  const choices: MoveChoice[] = ordered.map((move) => ({ kind: 'move', move, words: moveWords(game, move, places) }));
  const available = availableActions(game);
  const me = game.position.players[game.position.toMove];
  if (available.reveal) {
    choices.push({
      kind: 'reveal',
      words: me.deck.length > 0 ? 'Turn up a card from your deck' : 'Turn your discard pile over and turn up a card',
    });
  }
  if (available.pass) choices.push({ kind: 'pass', words: 'Pass: nothing is left to turn up' });
  if (available.takeBack) choices.push({ kind: 'takeBack', words: 'Take back your last card move' });
  if (available.knockBy === game.position.toMove)
    choices.push({ kind: 'knock', words: `Knock ${game.names[other(game.position.toMove)]}'s last turn` });
  // Last, as the one choice that ends the turn for good (R4.6).
  if (available.discard && me.inPlay !== null)
    choices.push({ kind: 'discard', words: `Discard the ${cardName(me.inPlay)} and end your turn` });
  return choices;
}

/** Plays a choice through the store's own events, as a drop, a click or a key would; true when the store took it. */
export function playChoice(events: GameStoreEvents, game: GameState, choice: MoveChoice): boolean {
  const mover = game.position.toMove;
  switch (choice.kind) {
    case 'move':
      return events.cardDropped(choice.move.from, { kind: 'move', to: choice.move.to });
    case 'reveal':
      events.deckClicked(mover);
      return true;
    case 'discard':
      events.discardChosen(mover);
      return true;
    case 'pass':
      events.passChosen(mover);
      return true;
    case 'takeBack':
      events.takeBackChosen();
      return true;
    case 'knock':
      events.knockCalled(mover);
      return true;
  }
}
