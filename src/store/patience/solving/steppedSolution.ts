// A solution played out on the table one move at a time (as the two-player game's missed line is,
// steppedLine.ts): display only, the game is not touched until the player chooses to play it.
import { applyMove, type PatienceMove, type PatiencePosition } from '../../../patience/index.ts';
import { moveWords } from './moveWords.ts';

export interface SteppedSolution {
  /** The table at each step: [0] is the game's table when the solution was opened, [k] after k moves. */
  readonly positions: readonly PatiencePosition[];
  readonly line: readonly PatienceMove[];
  /** How many moves of the line are shown as made (0 … the line's length). */
  readonly step: number;
}

export function openSolution(start: PatiencePosition, line: readonly PatienceMove[]): SteppedSolution {
  const positions = [start];
  for (const move of line) positions.push(applyMove(positions[positions.length - 1]!, move));
  return { positions, line, step: 0 };
}

/** The solution moved `delta` steps, kept within it. */
export function stepSolution(shown: SteppedSolution, delta: number): SteppedSolution {
  const step = Math.max(0, Math.min(shown.line.length, shown.step + delta));
  return step === shown.step ? shown : { ...shown, step };
}

/** The move the solution makes next, or null once it has been played out. */
export const nextSolutionMove = (shown: SteppedSolution): PatienceMove | null => shown.line[shown.step] ?? null;

/** The table shown at the step. */
export const solutionTable = (shown: SteppedSolution): PatiencePosition => shown.positions[shown.step]!;

/** "Solution, move 5 of 61: 7♣ onto 8♥ (pile 4)", or the end. */
export function solutionCaption(shown: SteppedSolution): string {
  const next = nextSolutionMove(shown);
  const total = shown.line.length;
  if (!next) return `Solution, all ${total} move${total === 1 ? '' : 's'} made: the game is won`;
  return `Solution, move ${shown.step + 1} of ${total}: ${moveWords(solutionTable(shown), next)}`;
}
