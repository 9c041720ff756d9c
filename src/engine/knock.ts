// The knock (RULES R7): who may knock when, and what a valid or false knock does.
import { describeFalseKnock, describeValidKnock } from './describe.ts';
import { other, type PlayerIndex } from './position.ts';
import { firstFault, type Referee } from './verdicts.ts';
import { err, ok, type Result } from './result.ts';
import type { FaultRecord, GameRejection, GameState } from './state.ts';
import { discardInPlay } from './zones.ts';
import { endTurn, recorded } from './turn.ts';

const reject = (code: GameRejection['code'], message: string): Result<never, GameRejection> => err({ code, message });

const plusOne = (counts: readonly [number, number], player: PlayerIndex): readonly [number, number] =>
  player === 0 ? [counts[0] + 1, counts[1]] : [counts[0], counts[1] + 1];

/**
 * Which turn a knock by `by` targets (R7.1): the opponent's turn in progress, or — for the player to
 * move, before their first action — the turn the opponent just ended. A rejection when neither.
 */
function target(state: GameState, by: PlayerIndex): Result<'current' | 'previous', GameRejection> {
  if (by !== state.position.toMove) return ok('current');
  const previous = state.previousTurn;
  if (previous === null)
    return reject(
      'knock-not-your-window',
      'There is no turn of your opponent to knock yet: you can knock only during their turn or right after it.',
    );
  if (state.actionsThisTurn > 0)
    return reject('knock-too-late', 'Too late to knock: you have already acted this turn. Knock before your first action.');
  if (!previous.knockable) return reject('already-knocked', 'That turn has already been knocked.');
  return ok('previous');
}

/**
 * The state after a knock by `by` (R7.2, R7.3), or why it is not allowed now. The referee judges the
 * targeted turn's actions (the verdicts of `positionsToJudge`).
 */
export function knock(state: GameState, by: PlayerIndex, referee: Referee): Result<GameState, GameRejection> {
  const targeted = target(state, by);
  if (!targeted.ok) return targeted;
  const action = { type: 'knock', by } as const;
  const turn = targeted.value === 'current' ? state : state.previousTurn!;
  const fault: FaultRecord | null = firstFault(turn.steps, turn.turn, state.rules, referee);
  if (fault === null) {
    const counted = state.rules.countFalseKnocks;
    return ok({
      ...state,
      ...recorded(state, action, by, describeFalseKnock(state.names, by, counted)),
      falseKnocks: counted ? plusOne(state.falseKnocks, by) : state.falseKnocks,
      lastKnock: { valid: false, knocker: by, counted },
    });
  }
  const offender = other(by);
  const common = {
    knocked: plusOne(state.knocked, offender),
    lastKnock: { valid: true, knocker: by, offender, fault } as const,
  };
  if (targeted.value === 'previous') {
    // The offender's turn is already over and nothing is in play: only the count and the lesson change.
    return ok({
      ...state,
      ...recorded(state, action, by, describeValidKnock(state.names, by, fault, null)),
      ...common,
      previousTurn: { ...state.previousTurn!, knockable: false },
    });
  }
  // The turn in progress ends at once; the in-play card goes to the discard pile; the knocker moves.
  const inPlay = state.position.players[offender].inPlay;
  const knocked: GameState = {
    ...state,
    ...recorded(state, action, by, describeValidKnock(state.names, by, fault, inPlay)),
    ...common,
    position: discardInPlay(state.position, offender),
  };
  return ok(endTurn(knocked, false));
}
