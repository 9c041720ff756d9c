// The game's story in words (the log): what each accepted action did, as both players may read it.
// Faults are never named here: spotting them is the other player's job (R7).
import { cardLabel, type CardId } from './cards.ts';
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
  return turnedOver ? `${name} turned the discard pile over as a new deck and turned up ${cardLabel(card)}` : `${name} turned up ${cardLabel(card)}`;
}

export const describeDiscard = (name: string, card: CardId): string => `${name} discarded ${cardLabel(card)}`;
export const describePass = (name: string): string => `${name} passed, with nothing left to reveal`;
export const describeTakeBack = (name: string, move: CardMove): string => `${name} took back ${cardLabel(move.card)}`;
export const describeWin = (name: string): string => `${name} has no cards left and wins the game`;
export const describeResign = (names: Names, by: PlayerIndex): string => `${names[by]} resigned; ${names[other(by)]} wins the game`;
export const describeDraw = (reason: 'agreed' | 'turn-limit'): string =>
  reason === 'agreed' ? 'The players agreed a draw' : 'The game was drawn: the turn limit was reached';

/** What a valid knock says (R7.2): who missed what, in the position where it was missed. */
export function describeValidKnock(names: Names, knocker: PlayerIndex, fault: FaultRecord, discarded: CardId | null): string {
  const play = fault.missedLine[fault.missedLine.length - 1];
  const missed = play ? `, missing ${cardLabel(play.card)} to the foundations` : '';
  const moved = discarded === null ? '' : `; ${names[fault.player]}'s ${cardLabel(discarded)} goes to the discard pile`;
  return `${names[knocker]} knocked: ${names[fault.player]} left the shortest way to a foundation play${missed}${moved}`;
}

/** What a false knock says (R7.3). */
export function describeFalseKnock(names: Names, knocker: PlayerIndex, counted: boolean): string {
  return `${names[knocker]} knocked, but ${names[other(knocker)]} had made no fault: a false knock${counted ? ', counted against ' + names[knocker] : ''}`;
}
