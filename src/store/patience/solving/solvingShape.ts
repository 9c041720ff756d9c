// What the solver's tools show beside the table (the patience store keeps the game; this only what the
// solver has said about it), and the tools' actions.
import type { LostMessage } from './lostWords.ts';
import type { SteppedSolution } from './steppedSolution.ts';

/** The sign of "Still winnable?": asked, or answered for the table now. */
export type WinnableSign = 'checking' | 'winnable' | 'lost' | 'undecided';

export interface SolvingState {
  /** The sign for the table now; null when not asked (the setting off and no question). */
  readonly sign: WinnableSign | null;
  /** The game can no longer be won: the words and the undo that goes back to where it could. */
  readonly lost: LostMessage | null;
  /** The solution shown step by step, or null. */
  readonly solution: SteppedSolution | null;
  /** The solution steps by itself ("Play all"). */
  readonly playing: boolean;
  /** What the solver is doing that the player waits for ("Finding a winnable deal…"), or null. */
  readonly busy: string | null;
}

export interface SolvingActions {
  /** H: the next move of a solution from the table now, marked and said; or why there is none. */
  hint(): void;
  /** "Still winnable?": the sign for the table now, and the way back if it is lost, said in words. */
  checkWinnable(): void;
  /** The sign for the table now, said only when the game has just been lost (the setting's check after each move). */
  refreshSign(): void;
  /** Takes moves back (each an undo of the game's record) until the table has `moves` moves in effect. */
  undoTo(moves: number): void;
  /** Shows a solution from the table now, step by step. */
  showSolution(): void;
  stepSolution(delta: number): void;
  playSolution(): void;
  closeSolution(): void;
  /** Makes the solution's moves shown so far as the player's own (the game is marked as helped). */
  playFromHere(): void;
  /** Stops listening and every search. */
  dispose(): void;
}

export type SolvingStoreState = SolvingState & SolvingActions;
