// Coaching in a real game (house rules, off by default: a coached game is practice): a warning before an
// action that would be a fault (R6.3, R6.4), and the knock radar, a quiet signal to the watcher that a
// fault was made (R7.1).
import type { CardId } from './cards.ts';
import type { Action, GameState } from './state.ts';
import { checkMove, type CardMove } from './moves.ts';
import { other, type PlayerIndex, type Position } from './position.ts';
import { currentFault, distanceNow, previousFault, wouldBeFault, type Referee } from './verdicts.ts';
import { canPass, canReveal } from './zones.ts';
import { lineWords, reachWords } from './line-words.ts';

/** What the coach says before a faulty action: what is reachable and how. */
export interface CoachWarning {
  /** The card the shortest line puts on a foundation. */
  readonly card: CardId;
  /** The foundation distance the mover is held to (R6.2). */
  readonly distance: number;
  /** One shortest line: `distance` moves, then the foundation play. */
  readonly line: readonly CardMove[];
  /** "4♥ can go up in two moves". */
  readonly reach: string;
  /** "Move 9♣ onto North's claw, then 4♥ to the foundation". */
  readonly lineText: string;
  /** The question to ask: "4♥ can go up in two moves — play this anyway?". */
  readonly text: string;
}

/**
 * Whether `action` is play the referee judges (R6.4) and the engine would accept now: a legal card
 * move, or a reveal, discard or pass that is allowed (R4.4, R4.6, R4.7). Knocks, take-backs,
 * resignations and draws are not play.
 */
function isAllowedPlay(state: GameState, action: Action): boolean {
  const me = state.position.players[state.position.toMove];
  switch (action.type) {
    case 'move':
      return checkMove(state.position, action.move) === null;
    case 'reveal':
      return canReveal(me);
    case 'discard':
      return me.inPlay !== null;
    case 'pass':
      return canPass(me);
    default:
      return false;
  }
}

/**
 * The facts of the fault `action` would be (R6.4), or null when it would not be one. An action the
 * engine would refuse is not a fault: its refusal says why. The action is not carried out.
 */
export function faultWarning(state: GameState, action: Action, referee: Referee): Omit<CoachWarning, 'text'> | null {
  if (!isAllowedPlay(state, action) || !wouldBeFault(state, action, referee)) return null;
  const distance = distanceNow(state, referee);
  const line = referee.verdict(state.position).line;
  const play = line[line.length - 1];
  if (play === undefined || distance === null) return null;
  return { card: play.card, distance, line, reach: reachWords(line), lineText: lineWords(state.position, line, state.names) };
}

/** Coach: null, or the warning to show before `action` because it would be a fault. */
export function coachWarning(state: GameState, action: Action, referee: Referee): CoachWarning | null {
  const facts = faultWarning(state, action, referee);
  return facts && { ...facts, text: `${facts.reach} — play this anyway?` };
}

/** The knock radar's signal: who may knock now, and whether the fault is in the turn going on or the one just ended. */
export interface KnockRadar {
  /** The player the signal is for: the one who may knock (R7.1). */
  readonly watcher: PlayerIndex;
  /** 'during-turn': the mover's turn in progress holds a fault; 'after-turn': the turn just ended did, and the new mover has not acted yet. */
  readonly window: 'during-turn' | 'after-turn';
}

/**
 * Knock radar: whether a knock now would be valid (R7.2), and for whom — without saying what the
 * fault was (that is the knock's reward). Null when there is nothing to signal.
 */
export function knockRadar(state: GameState, referee: Referee): KnockRadar | null {
  if (state.result !== null) return null;
  const mover = state.position.toMove;
  if (currentFault(state, referee) !== null) return { watcher: other(mover), window: 'during-turn' };
  if (state.actionsThisTurn === 0 && state.previousTurn?.knockable && previousFault(state, referee) !== null)
    return { watcher: mover, window: 'after-turn' };
  return null;
}

/** The positions whose verdicts `knockRadar` asks for. */
export function radarPositions(state: GameState): Position[] {
  const steps = state.actionsThisTurn === 0 && state.previousTurn?.knockable ? state.previousTurn.steps : state.steps;
  return steps.map((step) => step.position);
}
