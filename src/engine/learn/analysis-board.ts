// The analysis board (issue 4, "Shareable positions"): for any position, whether a foundation play is
// reachable, the shortest line step by step, and what a tried move would be (R5, R6.2, R6.3).
import { analyze, type Analysis } from '../analysis.ts';
import type { Action } from '../game.ts';
import { applyMove, checkMove, legalMoves, type CardMove } from '../moves.ts';
import type { Position } from '../position.ts';
import { rememberedDistance } from '../referee.ts';
import { faultWarning } from './coach.ts';
import { gameAt } from './game-at.ts';
import { lineWords, reachWords } from './words.ts';

export interface BoardAnalysis {
  /** The foundation distance (R6.2), or null when no foundation play can be reached. */
  readonly distance: number | null;
  /** One shortest line, and the table before each of its moves and after the last (length + 1). */
  readonly line: readonly CardMove[];
  readonly steps: readonly Position[];
  /** "5♥ can go up in three moves", or that none can. */
  readonly reach: string;
  /** "Move Q♣ onto K♦, then …"; empty when there is no line. */
  readonly lineText: string;
  /** Every legal card move, and those that are not faults (R6.3). */
  readonly legalMoves: readonly CardMove[];
  readonly faultFree: readonly CardMove[];
}

/**
 * The full analysis, without a second search when the referee already knows that no foundation play
 * can be reached: then no move is a fault (R6.3), so every legal move is fault-free. The board's
 * game has the referee's distance of each table it shows (`gameAt`, and the referee carries "none"
 * across a move without searching), so a position whose proof of none is slow is searched once.
 */
function fullAnalysis(position: Position): Analysis {
  if (rememberedDistance(position)?.distance !== null) return analyze(position);
  const moves = legalMoves(position);
  return { distance: null, line: [], legalMoves: moves, faultFree: moves };
}

/** Everything the analysis board shows for a position. */
export function analyzeBoard(position: Position, names?: readonly [string, string]): BoardAnalysis {
  const analysis = fullAnalysis(position);
  const steps = [position];
  for (const move of analysis.line) steps.push(applyMove(steps[steps.length - 1]!, move));
  return {
    distance: analysis.distance,
    line: analysis.line,
    steps,
    reach: reachWords(analysis.line),
    lineText: lineWords(position, analysis.line, names),
    legalMoves: analysis.legalMoves,
    faultFree: analysis.faultFree,
  };
}

/** What a move tried on the board would be. */
export type TriedMove =
  | { readonly kind: 'illegal'; readonly message: string }
  | { readonly kind: 'fault'; readonly message: string }
  | { readonly kind: 'fine'; readonly message: string };

/** Judges one move tried on the board, without playing it: illegal (R5), a fault (R6.4) with what was reachable, or fine. */
export function tryBoardMove(position: Position, move: CardMove): TriedMove {
  const rejection = checkMove(position, move);
  if (rejection) return { kind: 'illegal', message: rejection.message };
  const game = gameAt(position);
  const action: Action = { type: 'move', move };
  const fault = faultWarning(game, action);
  if (fault) return { kind: 'fault', message: `A fault (R6.4): ${fault.reach}. ${fault.lineText}.` };
  return { kind: 'fine', message: game.distance === null ? 'No foundation play is reachable: any legal move is fine.' : 'This keeps to a shortest way (R6.3).' };
}
