// The analysis board (issue 4, "Shareable positions"): for any position, whether a foundation play is
// reachable, the shortest line step by step, and what a tried move would be (R5, R6.2, R6.3).
import { applyMove, checkMove, distanceNow, faultWarning, gameAt, lineWords, LocalReferee, reachWords, type Action, type CardMove, type Position, type Referee } from '../engine/index.ts';

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

/** Everything the analysis board shows for a position, from the referee's verdict on it. */
export function analyzeBoard(position: Position, names?: readonly [string, string], referee: Referee = new LocalReferee()): BoardAnalysis {
  const analysis = referee.verdict(position);
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
export function tryBoardMove(position: Position, move: CardMove, referee: Referee = new LocalReferee()): TriedMove {
  const rejection = checkMove(position, move);
  if (rejection) return { kind: 'illegal', message: rejection.message };
  const game = gameAt(position);
  const action: Action = { type: 'move', move };
  const fault = faultWarning(game, action, referee);
  if (fault) return { kind: 'fault', message: `A fault (R6.4): ${fault.reach}. ${fault.lineText}.` };
  const none = distanceNow(game, referee) === null;
  return { kind: 'fine', message: none ? 'No foundation play is reachable: any legal move is fine.' : 'This keeps to a shortest way (R6.3).' };
}
