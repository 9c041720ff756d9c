// The game's story in words (the log): what each accepted action did, as both players may read it.
// Faults are never named here: spotting them is the other player's job (R7).
import { cardLabel, type CardId } from './cards.ts';
import { countWords } from './line-words.ts';
import { pileIndex, type CardMove, type From, type To } from './moves.ts';
import { other, type PlayerIndex, type Position } from './position.ts';
import type { FaultRecord } from './state.ts';

type Names = readonly [string, string];

function fromWords(from: From): string {
  const pile = pileIndex(from, 'tableau');
  if (pile !== null) return `tableau pile ${pile + 1}`;
  // The in-play card lies face up on the deck (R2.2).
  return from === 'claw' ? 'the claw' : from === 'discard' ? 'the discard pile' : 'the deck';
}

function toWords(position: Position, to: To, names: Names): string {
  const tableau = pileIndex(to, 'tableau');
  if (tableau !== null) return `tableau pile ${tableau + 1}`;
  const foundation = pileIndex(to, 'foundation');
  if (foundation !== null) return foundation === position.foundations.length ? `a new foundation` : `foundation ${foundation + 1}`;
  const opponent = names[other(position.toMove)];
  return to === 'opponentClaw' ? `${opponent}'s claw` : `${opponent}'s discard pile`;
}

/** "South moved 7♥ from the claw to tableau pile 3", judged on the position before the move. */
export function describeMove(position: Position, move: CardMove, names: Names): string {
  return `${names[position.toMove]} moved ${cardLabel(move.card)} from ${fromWords(move.from)} to ${toWords(position, move.to, names)}`;
}

/** A move in a line of play, without the player's name: "Q♣ from tableau pile 5 to tableau pile 4". */
export function describeLineMove(position: Position, move: CardMove, names: Names): string {
  return `${cardLabel(move.card)} from ${fromWords(move.from)} to ${toWords(position, move.to, names)}`;
}

export function describeReveal(name: string, card: CardId, turnedOver: boolean): string {
  return turnedOver
    ? `${name} turned the discard pile over as a new deck and turned up ${cardLabel(card)}`
    : `${name} turned up ${cardLabel(card)}`;
}

export const describeDiscard = (name: string, card: CardId): string => `${name} discarded ${cardLabel(card)}`;
export const describePass = (name: string): string => `${name} passed, with nothing left to reveal`;
/** "South took back 7♣: it goes from tableau pile 3 back to the claw", said against the position before the move. */
export const describeTakeBack = (before: Position, move: CardMove, names: Names): string =>
  `${names[before.toMove]} took back ${cardLabel(move.card)}: it goes from ${toWords(before, move.to, names)} back to ${fromWords(move.from)}`;
export const describeWin = (name: string): string => `${name} has no cards left and wins the game`;
export const describeResign = (names: Names, by: PlayerIndex): string => `${names[by]} resigned; ${names[other(by)]} wins the game`;
export const describeDraw = (reason: 'agreed' | 'turn-limit'): string =>
  reason === 'agreed' ? 'The players agreed a draw' : 'The game was drawn: the turn limit was reached';

/**
 * What the offender did at a fault and what they could have done (R6.4), in a player's words:
 * "South discarded A♠ instead of playing it to a foundation", "South moved 7♣ to tableau pile 3, but
 * A♠ could have gone to a foundation in two moves", "South turned up a card, but …", "South passed, but …".
 */
export function describeFault(fault: FaultRecord, names: Names): string {
  const who = names[fault.player];
  const play = fault.missedLine[fault.missedLine.length - 1];
  if (play === undefined) return `${who} made a fault`;
  const missed = cardLabel(play.card);
  const moves = fault.missedLine.length;
  const could = `${missed} could have gone to a foundation${moves === 1 ? '' : ` in ${countWords(moves)} moves`}`;
  // The card that could go up now, put somewhere else: said as one card, not two.
  const sameCard = (card: CardId | null) => moves === 1 && card === play.card;
  const action = fault.action;
  switch (action.type) {
    case 'move': {
      const { card } = action.move;
      const moved = `${who} moved ${cardLabel(card)} to ${toWords(fault.position, action.move.to, names)}`;
      return sameCard(card) ? `${moved} instead of playing it to a foundation` : `${moved}, but ${could}`;
    }
    case 'discard': {
      const card = fault.position.players[fault.player].inPlay;
      const discarded = card === null ? `${who} discarded` : `${who} discarded ${cardLabel(card)}`;
      return sameCard(card) ? `${discarded} instead of playing it to a foundation` : `${discarded}, but ${could}`;
    }
    case 'reveal':
      return `${who} turned up a card, but ${could}`;
    case 'pass':
      return `${who} passed, but ${could}`;
    default:
      return `${who} made a fault: ${could}`;
  }
}

/** What a valid knock says (R7.2): what the offender did, what they could have done, in the position where it was missed. */
export function describeValidKnock(names: Names, knocker: PlayerIndex, fault: FaultRecord, discarded: CardId | null): string {
  const moved = discarded === null ? '' : `; ${names[fault.player]}'s ${cardLabel(discarded)} goes to the discard pile`;
  return `${names[knocker]} knocked: ${describeFault(fault, names)}${moved}`;
}

/** What a false knock says (R7.3). */
export function describeFalseKnock(names: Names, knocker: PlayerIndex, counted: boolean): string {
  return `${names[knocker]} knocked, but ${names[other(knocker)]} had made no fault: a false knock${counted ? ', counted against ' + names[knocker] : ''}`;
}
