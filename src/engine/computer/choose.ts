// The computer opponent, so that one person can play alone: a policy over the engine's legal actions, the
// way a person at a level plays. As the mover it follows the referee's shortest way to a foundation play
// (R6.3) unless its level misses the line, and otherwise plays by habit (habits.ts). As the watcher it
// knocks a fault (R7.1) when it notices one, asking the referee like a person's knock would. Pure: the
// state is not changed, and every chance is drawn from the `Random` handed in.
import { isFoundationPlay } from '../moves.ts';
import { other, type PlayerIndex } from '../position.ts';
import { mulberry32, seedFrom, type Random } from '../rng.ts';
import type { Action, GameState } from '../state.ts';
import { canReveal } from '../zones.ts';
import { currentFault, distanceNow, previousFault, type Referee } from '../verdicts.ts';
import { bestMove, habitMove } from './habits.ts';
import { LEVELS, type ComputerLevel, type LevelProfile } from './levels.ts';

/** Moves by habit a turn may hold before the computer only reveals, discards or passes (no endless shuffling). */
const MAX_HABIT_ACTIONS = 60;
/** Whims (random moves) stop earlier, so that a beginner's turn ends. */
const MAX_WHIM_ACTIONS = 20;

/**
 * The random source of one decision of a computer seat: from the game's seed, the seat and the number
 * of actions so far. A decision asked again (after a verdict came, or after the game was saved and
 * resumed) draws the same numbers, so the game goes on the same way.
 */
export const decisionRandom = (seed: number, state: GameState, seat: PlayerIndex): Random =>
  mulberry32(seedFrom([seed >>> 0, seat, state.actions.length]));

const knockBy = (by: PlayerIndex): Action => ({ type: 'knock', by });

/**
 * Whether `by` knocks now, and the knock if so. The turn it can target (R7.1): the opponent's turn in
 * progress for the watcher, the turn just ended for the mover before its first action. A fault is
 * found by asking the referee (verdicts.ts), exactly as a person's knock is judged; the level decides
 * whether it is noticed, and whether a beginner knocks with nothing to knock.
 */
function knockChoice(state: GameState, referee: Referee, profile: LevelProfile, random: Random, by: PlayerIndex): Action | null {
  if (state.result !== null) return null;
  const last = state.actions[state.actions.length - 1];
  // One knock per look: after its own knock it waits for the game to move on.
  if (last?.type === 'knock' && last.by === by) return null;
  const asMover = by === state.position.toMove;
  if (asMover) {
    if (state.actionsThisTurn > 0 || state.previousTurn?.knockable !== true || state.previousTurn.steps.length === 0) return null;
  } else if (state.steps.length === 0) return null;
  const fault = asMover ? previousFault(state, referee) : currentFault(state, referee);
  const chance = fault !== null ? profile.noticeFault : profile.falseKnock;
  return chance > 0 && random() < chance ? knockBy(by) : null;
}

/** The computer as the watcher: a knock of the opponent's turn in progress (R7.1), or null. */
export function computerKnock(state: GameState, referee: Referee, level: ComputerLevel, random: Random): Action | null {
  return knockChoice(state, referee, LEVELS[level], random, other(state.position.toMove));
}

/** Discard, reveal or pass: with no card in play, one of the last two is always allowed (R4.4, R4.7). */
function turnAction(state: GameState): Action {
  const me = state.position.players[state.position.toMove];
  if (me.inPlay !== null) return { type: 'discard' };
  return canReveal(me) ? { type: 'reveal' } : { type: 'pass' };
}

/**
 * The computer's next action as the player to move: a knock of the turn just ended (R7.1), the next
 * move of a shortest way to a foundation play (R6.3) — the most useful of the fault-free ones — or a
 * move by habit, then a reveal, discard or pass. The game must not be over.
 */
export function chooseComputerAction(state: GameState, referee: Referee, level: ComputerLevel, random: Random): Action {
  if (state.result !== null) throw new Error('chooseComputerAction: the game is over');
  const profile = LEVELS[level];
  const knock = knockChoice(state, referee, profile, random, state.position.toMove);
  if (knock !== null) return knock;
  const position = state.position;
  const distance = distanceNow(state, referee);
  const sees = distance !== null && !(random() < profile.missLine[Math.min(distance, 2)]!);
  if (sees) {
    const verdict = referee.verdict(position);
    const onTheWay = distance === 0 ? verdict.legalMoves.filter(isFoundationPlay) : verdict.faultFree;
    return { type: 'move', move: bestMove(position, onTheWay, profile) ?? verdict.line[0]! };
  }
  if (state.actionsThisTurn < MAX_HABIT_ACTIONS) {
    const move = habitMove(position, profile, random, distance === null, state.actionsThisTurn < MAX_WHIM_ACTIONS);
    if (move !== null) return { type: 'move', move };
  }
  return turnAction(state);
}
