// The analysis board (a position pasted, typed or opened from a shared link): for any position, whether a
// foundation play is reachable, the shortest line step by step, and the one judge of a tried action (R5,
// R6.2, R6.3, R6.4).
import {
  applyMove,
  checkMove,
  distanceNow,
  faultWarning,
  lineWords,
  moveWords,
  reachWords,
  type Action,
  type CardMove,
  type GameState,
  type Position,
  type Referee,
} from '../engine/index.ts';
import { LocalReferee } from '../engine/search/index.ts';

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

/** The one verdict on an action tried on the board (R5, R6.3, R6.4), in words. */
export interface TriedVerdict {
  readonly kind: 'illegal' | 'fault' | 'fine';
  /** "2♠ onto 3♦ is a fault (R6.4): 5♥ can go up in three moves. Move Q♣ onto K♦, then …", or the engine's refusal. */
  readonly text: string;
}

/** The tried action as the player did it: "2♠ onto 3♦", "Turning up a card"; null for what is not play. */
function triedWords(before: GameState, action: Action): string | null {
  switch (action.type) {
    case 'move':
      return moveWords(before.position, action.move, before.names);
    case 'reveal':
      return 'Turning up a card';
    case 'discard':
      return 'Discarding';
    case 'pass':
      return 'Passing';
    default:
      return null;
  }
}

/**
 * The analysis board's one judge of a tried action, on the game as it was before it: a card move the
 * engine refuses is illegal (R5, in the engine's words), else a fault (R6.4) with what was reachable,
 * else fine (R6.3). Null for what is not play (a knock, a take-back). Nothing is played.
 */
export function judgeTried(before: GameState, action: Action, referee: Referee = new LocalReferee()): TriedVerdict | null {
  const tried = triedWords(before, action);
  if (tried === null) return null;
  const rejection = action.type === 'move' ? checkMove(before.position, action.move) : null;
  if (rejection) return { kind: 'illegal', text: rejection.message };
  const fault = faultWarning(before, action, referee);
  if (fault) return { kind: 'fault', text: `${tried} is a fault (R6.4): ${fault.reach}. ${fault.lineText}.` };
  const distance = distanceNow(before, referee);
  if (distance === null) return { kind: 'fine', text: `${tried} is fine: no foundation play can be reached, so nothing is a fault.` };
  const play = action.type === 'move' && distance === 0;
  return { kind: 'fine', text: play ? `${tried}: the foundation play (R6.3).` : `${tried} keeps to a shortest way (R6.3).` };
}

/** The verdict on the last action of `after`, when it is one action past `before`. */
export function judgeLast(before: GameState | null, after: GameState | null, referee: Referee): TriedVerdict | null {
  if (!before || !after || after.actions.length !== before.actions.length + 1) return null;
  return judgeTried(before, after.actions[after.actions.length - 1]!, referee);
}
