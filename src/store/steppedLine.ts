// The missed line after a valid knock (RULES R7.2): the board as it stood at the first fault of the knocked
// turn, then the missed line played out one move at a time. Display only: nothing here touches the game.
import {
  applyMove,
  cardLabel,
  checkMove,
  describeLineMove,
  type Action,
  type CardMove,
  type FaultRecord,
  type PlayerIndex,
  type Position,
} from '../engine/index.ts';

/** A line stepped through on the board, one move at a time: the missed line after a valid knock (R7.2), or the analysis board's shortest line. */
export interface SteppedLine {
  /** Who knocked. */
  readonly knocker: PlayerIndex;
  /** The fault that was knocked: its position, the line that was missed, what was done instead. */
  readonly fault: FaultRecord;
  /** The board at each step: [0] is the position of the fault, [k] is after k moves of the missed line. */
  readonly positions: readonly Position[];
  /** How many moves of the line are shown as made (0 … the line's length). */
  readonly step: number;
}

/**
 * The missed line of a knocked fault. The line is played out with the engine's own moves; should a move of
 * it be one the engine refuses (a broken line from the analyzer), the line stops before it rather
 * than take the table down with it.
 */
export function openSteppedLine(knocker: PlayerIndex, fault: FaultRecord): SteppedLine {
  const positions = [fault.position];
  const line: CardMove[] = [];
  for (const move of fault.missedLine) {
    const position = positions[positions.length - 1]!;
    if (checkMove(position, move) !== null) break;
    positions.push(applyMove(position, move));
    line.push(move);
  }
  const playable = line.length === fault.missedLine.length ? fault : { ...fault, missedLine: line };
  return { knocker, fault: playable, positions, step: 0 };
}

/** The line moved `delta` steps along the line, kept within it. */
export function stepLine(shown: SteppedLine, delta: number): SteppedLine {
  const step = Math.max(0, Math.min(shown.fault.missedLine.length, shown.step + delta));
  return step === shown.step ? shown : { ...shown, step };
}

/** The move the line points at next, or null once the line has been played out. */
export const nextLineMove = (shown: SteppedLine): CardMove | null => shown.fault.missedLine[shown.step] ?? null;

/** "South missed 5♥ to the foundation". */
export function missedLineHeadline(shown: SteppedLine, names: readonly [string, string]): string {
  const play = shown.fault.missedLine[shown.fault.missedLine.length - 1];
  const who = names[shown.fault.player];
  return play ? `${who} missed ${cardLabel(play.card)} to the foundation` : `${who} missed a foundation play`;
}

/** What the offender did instead of heading for the foundation play. */
export function faultWords(shown: SteppedLine, names: readonly [string, string]): string {
  const who = names[shown.fault.player];
  const action: Action = shown.fault.action;
  switch (action.type) {
    case 'move':
      return `Instead, ${who} moved ${describeLineMove(shown.fault.position, action.move, names)}.`;
    case 'reveal':
      return `Instead, ${who} turned up a card from the deck.`;
    case 'discard': {
      const card = shown.fault.position.players[shown.fault.player].inPlay;
      return `Instead, ${who} discarded${card === null ? '' : ` ${cardLabel(card)}`} and ended the turn.`;
    }
    case 'pass':
      return `Instead, ${who} passed.`;
    default:
      return '';
  }
}

/** "Step 2 of 3: Q♣ from tableau pile 5 to tableau pile 4", or the closing line once played out. */
export function lineStepWords(shown: SteppedLine, names: readonly [string, string]): string {
  const line = shown.fault.missedLine;
  const move = nextLineMove(shown);
  if (move === null) return `The foundation play: ${line.length} move${line.length === 1 ? '' : 's'} in all.`;
  const position = shown.positions[shown.step]!;
  return `Move ${shown.step + 1} of ${line.length}: ${describeLineMove(position, move, names)}.`;
}
