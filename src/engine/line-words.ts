// Lines of play in a player's words: "Move 9♣ onto North's claw, then 5♥ to the foundation". Used by
// the coach, the lessons and the drills to say what was reachable or missed (R6.2, R7.2).
import { ACE, cardLabel, rankOf } from './cards.ts';
import { applyMove, pileIndex, type CardMove } from './moves.ts';
import { other, topOf, type Position } from './position.ts';
import type { FaultRecord } from './state.ts';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count in words up to ten ("two"), digits beyond. */
export const countWords = (n: number): string => NUMBER_WORDS[n] ?? String(n);

/** "North's", or "the opponent's" when no name is given. */
const possessive = (name: string | undefined): string => (name === undefined ? "the opponent's" : `${name}'s`);

/**
 * One move, said against the position it is made in: "9♣ onto 10♥", "9♣ to an empty pile",
 * "5♥ to the foundation", "A♥ to a new foundation", "9♣ onto North's claw".
 */
export function moveWords(position: Position, move: CardMove, names?: readonly [string, string]): string {
  const card = cardLabel(move.card);
  const tableau = pileIndex(move.to, 'tableau');
  if (tableau !== null) {
    const top = topOf(position.tableau[tableau] ?? []);
    return top === undefined ? `${card} to an empty pile` : `${card} onto ${cardLabel(top)}`;
  }
  const foundation = pileIndex(move.to, 'foundation');
  if (foundation !== null) {
    return rankOf(move.card) === ACE && foundation === position.foundations.length
      ? `${card} to a new foundation`
      : `${card} to the foundation`;
  }
  const opponent = names?.[other(position.toMove)];
  return `${card} onto ${possessive(opponent)} ${move.to === 'opponentClaw' ? 'claw' : 'discard pile'}`;
}

/** A whole line from `position`: "Move Q♣ onto K♦, then 9♣ to an empty pile, then 5♥ to the foundation". */
export function lineWords(position: Position, line: readonly CardMove[], names?: readonly [string, string]): string {
  const parts: string[] = [];
  let at = position;
  for (const move of line) {
    parts.push(moveWords(at, move, names));
    at = applyMove(at, move);
  }
  return parts.length === 0 ? '' : `Move ${parts.join(', then ')}`;
}

/** How far a foundation play is, from the card's side: "5♥ can go up now", "4♥ can go up in two moves". */
export function reachWords(line: readonly CardMove[]): string {
  const play = line[line.length - 1];
  if (play === undefined) return 'No foundation play can be reached';
  const card = cardLabel(play.card);
  return line.length === 1 ? `${card} can go up now` : `${card} can go up in ${countWords(line.length)} moves`;
}

/**
 * The foundation distance in words (R6.2: the moves before a foundation play is available), so the
 * number said matches it: "5♥ can go up now", "two moves first, then 4♥ can go up".
 */
export function distanceWords(line: readonly CardMove[]): string {
  const play = line[line.length - 1];
  if (play === undefined) return 'No foundation play can be reached';
  const card = cardLabel(play.card);
  const before = line.length - 1;
  return before === 0 ? `${card} can go up now` : `${countWords(before)} ${before === 1 ? 'move' : 'moves'} first, then ${card} can go up`;
}

/** How many legal card moves are not faults (R6.3), in a sentence whatever the counts. */
export function faultFreeWords(faultFree: number, legal: number): string {
  if (legal === 0) return 'There is no legal card move.';
  if (legal === 1) return `The one legal card move ${faultFree === 1 ? 'is not' : 'is'} a fault.`;
  if (faultFree === legal) return `None of the ${legal} legal card moves is a fault.`;
  if (faultFree === 0) return `All ${legal} legal card moves are faults.`;
  return faultFree === 1
    ? `1 of the ${legal} legal card moves is not a fault.`
    : `${faultFree} of the ${legal} legal card moves are not faults.`;
}

/**
 * What a fault missed (R7.2): "South missed 5♥ to the foundation", followed for a buried card by the
 * line: "North missed 5♥ to the foundation: move Q♣ onto K♦, then 9♣ to an empty pile, then 5♥ to the foundation".
 */
export function missedWords(fault: FaultRecord, names: readonly [string, string]): string {
  const play = fault.missedLine[fault.missedLine.length - 1];
  const who = names[fault.player];
  if (play === undefined) return `${who} made a fault`;
  const head = `${who} missed ${cardLabel(play.card)} to the foundation`;
  if (fault.missedLine.length === 1) return head;
  const line = lineWords(fault.position, fault.missedLine, names);
  return `${head}: ${line[0]!.toLowerCase()}${line.slice(1)}`;
}
