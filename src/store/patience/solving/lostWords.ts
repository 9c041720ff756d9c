// What the page says when a game can no longer be won, and where undo would take it back to.
import type { LastWinnable } from './lastWinnable.ts';

/** The words, and the table to undo to (its number of moves in effect), when there is one. */
export interface LostMessage {
  readonly text: string;
  readonly undoTo: number | null;
}

const where = (index: number): string => (index === 0 ? 'to the start' : `to move ${index}`);

export function lostMessage(found: LastWinnable): LostMessage {
  if (found.kind === 'none') return { text: 'This deal cannot be won, not even from its start.', undoTo: null };
  if (found.kind === 'undecided') {
    return { text: 'This deal can no longer be won, and where it last could was too big for the solver to decide.', undoTo: null };
  }
  const text = `This deal can no longer be won: undo ${where(found.index)}, where it still could`;
  return {
    text: found.exact ? text : `${text} (a later table was too big to decide, so it may have been won from later)`,
    undoTo: found.index,
  };
}

/** The undo button's words. */
export const undoToWords = (index: number): string => `Undo ${where(index)}`;
