// The review of a game (R6, R7): every turn judged afresh, so that the faults nobody knocked are
// known as well as the knocked ones; every knock with its verdict; every take-back; and, per player,
// the faults made, knocked and missed, the false knocks and the knocks missed.
//
// A turn's fault is its first judged action that the referee calls a fault (R6.4: `firstFault`), the
// same judgement a knock makes. A fault's fate is "knocked" when a valid knock targeted its turn,
// "open" while its turn can still be knocked (the turn in progress, or the turn just ended before the
// next player's first action, R7.1), and otherwise "missed": the other player let it pass.
import { other, type PlayerIndex, type Position } from './position.ts';
import { recordStart, type GameRecord, type ReplayPause } from './record.ts';
import { applyAction } from './game.ts';
import { err, ok, type Result } from './result.ts';
import type { FaultRecord, GameState, HouseRules, TurnStep } from './state.ts';
import { firstFault, positionsToJudge, type Referee } from './verdicts.ts';

export type FaultFate = 'knocked' | 'missed' | 'open';

/** One turn of the game, judged. */
export interface ReviewedTurn {
  readonly turn: number;
  readonly player: PlayerIndex;
  /** The judged actions of the turn as they stood when it ended (take-backs undone). */
  readonly steps: readonly TurnStep[];
  /** The turn's first fault, or null when it made none. */
  readonly fault: FaultRecord | null;
  /** What became of the fault; null when there was none. */
  readonly fate: FaultFate | null;
}

/** A knock, where it was made in the record and what the referee said. */
export interface ReviewedKnock {
  /** Its index in the record's actions. */
  readonly at: number;
  readonly by: PlayerIndex;
  /** The turn it targeted (R7.1). */
  readonly turn: number;
  readonly valid: boolean;
}

/** A card move taken back (house rule), where in the record and by whom. */
export interface ReviewedTakeBack {
  readonly at: number;
  readonly player: PlayerIndex;
  readonly turn: number;
}

/** One player's figures over the game. */
export interface ReviewFigures {
  readonly faultsMade: number;
  /** Of the faults made, those a valid knock caught. */
  readonly faultsKnocked: number;
  /** Of the faults made, those whose knock window closed with nobody knocking. */
  readonly faultsMissed: number;
  readonly falseKnocks: number;
  /** The other player's faults this player let pass (the other's faults missed). */
  readonly knocksMissed: number;
}

export interface GameReview {
  readonly turns: readonly ReviewedTurn[];
  readonly knocks: readonly ReviewedKnock[];
  readonly takeBacks: readonly ReviewedTakeBack[];
  readonly figures: readonly [ReviewFigures, ReviewFigures];
  /** The game at the record's end. */
  readonly final: GameState;
}

/** A turn as it ended (or stood at the record's end), before it is judged. */
export interface EndedTurn {
  readonly turn: number;
  readonly player: PlayerIndex;
  readonly steps: readonly TurnStep[];
}

/** A record walked through: its turns as they ended, its knocks and take-backs, and the game at its end. */
export interface WalkedGame {
  readonly ended: readonly EndedTurn[];
  readonly knocks: readonly ReviewedKnock[];
  readonly takeBacks: readonly ReviewedTakeBack[];
  readonly final: GameState;
}

/** The turn a knock by `by` targets in `state` (R7.1): the mover's knock targets the turn just ended. */
const targetedTurn = (state: GameState, by: PlayerIndex): number => (by === state.position.toMove ? state.previousTurn!.turn : state.turn);

/** The turns whose knock window is still open at the record's end. */
function openTurns(state: GameState): Set<number> {
  if (state.result !== null) return new Set();
  const open = new Set([state.turn]);
  if (state.previousTurn?.knockable && state.actionsThisTurn === 0) open.add(state.previousTurn.turn);
  return open;
}

/**
 * Walks the record's actions, gathering each turn as it ends, every knock and every take-back. Like
 * `replaying`, it pauses before each action whose verdicts the referee needs (a knock, a take-back)
 * and every few hundred actions, so that a driver can wait for a worker or yield to the page.
 */
export function* walking(record: GameRecord, referee: Referee): Generator<ReplayPause, Result<WalkedGame>, void> {
  let state = recordStart(record);
  const ended: EndedTurn[] = [];
  const knocks: ReviewedKnock[] = [];
  const takeBacks: ReviewedTakeBack[] = [];
  for (let at = 0; at < record.actions.length; at++) {
    const action = record.actions[at]!;
    const needs = positionsToJudge(state, action);
    if (needs.length > 0) yield { needs };
    else if (at % WALK_PAUSE_EVERY === WALK_PAUSE_EVERY - 1) yield { done: at };
    // The game's own actions and log are not carried along: copying them at each step would make a
    // long record quadratic, and the review reads neither.
    const next = applyAction({ ...state, actions: [], log: [] }, action, referee);
    if (!next.ok) return err(`actions[${at}] (${action.type}): ${next.error.message}`);
    if (action.type === 'knock')
      knocks.push({ at, by: action.by, turn: targetedTurn(state, action.by), valid: next.value.lastKnock?.valid === true });
    if (action.type === 'takeBack') takeBacks.push({ at, player: state.position.toMove, turn: state.turn });
    if (next.value.turn !== state.turn)
      ended.push({ turn: state.turn, player: state.position.toMove, steps: next.value.previousTurn!.steps });
    state = next.value;
  }
  // The turn the record ends in: in progress, or the one the game ended in.
  if (state.steps.length > 0) ended.push({ turn: state.turn, player: state.position.toMove, steps: state.steps });
  return ok({ ended, knocks, takeBacks, final: state });
}

/** How many actions the walk makes between two progress pauses. */
const WALK_PAUSE_EVERY = 128;

/** The positions whose verdicts judging `turn` may ask for (its first fault is among its steps). */
export const turnPositions = (turn: EndedTurn): Position[] => turn.steps.map((step) => step.position);

/** The turns a walked game's knocks caught, and those still open to a knock: what a fault's fate is read from. */
export interface Fates {
  readonly knocked: ReadonlySet<number>;
  readonly open: ReadonlySet<number>;
}

export const fatesOf = (walked: WalkedGame): Fates => ({
  knocked: new Set(walked.knocks.filter((k) => k.valid).map((k) => k.turn)),
  open: openTurns(walked.final),
});

/** One ended turn judged: its first fault and that fault's fate. */
export function judgeTurn({ turn, player, steps }: EndedTurn, fates: Fates, rules: HouseRules, referee: Referee): ReviewedTurn {
  const fault = firstFault(steps, turn, rules, referee);
  const fate: FaultFate | null = fault === null ? null : fates.knocked.has(turn) ? 'knocked' : fates.open.has(turn) ? 'open' : 'missed';
  return { turn, player, steps, fault, fate };
}

function figuresOf(turns: readonly ReviewedTurn[], knocks: readonly ReviewedKnock[], player: PlayerIndex): ReviewFigures {
  const faults = (p: PlayerIndex, fate?: FaultFate) =>
    turns.filter((t) => t.player === p && t.fault !== null && (fate === undefined || t.fate === fate)).length;
  return {
    faultsMade: faults(player),
    faultsKnocked: faults(player, 'knocked'),
    faultsMissed: faults(player, 'missed'),
    falseKnocks: knocks.filter((k) => k.by === player && !k.valid).length,
    knocksMissed: faults(other(player), 'missed'),
  };
}

/** The review of a walked game once all its turns are judged. */
export function reviewOf(walked: WalkedGame, turns: readonly ReviewedTurn[]): GameReview {
  const { knocks, takeBacks, final } = walked;
  return { turns, knocks, takeBacks, final, figures: [figuresOf(turns, knocks, 0), figuresOf(turns, knocks, 1)] };
}

/** The review of the game a record describes, every turn judged by `referee`; an error if the record does not replay. */
export function reviewGame(record: GameRecord, referee: Referee): Result<GameReview> {
  const walk = walking(record, referee);
  let step = walk.next();
  while (!step.done) step = walk.next();
  const walked = step.value;
  if (!walked.ok) return walked;
  const fates = fatesOf(walked.value);
  const rules = walked.value.final.rules;
  return ok(
    reviewOf(
      walked.value,
      walked.value.ended.map((turn) => judgeTurn(turn, fates, rules, referee)),
    ),
  );
}
