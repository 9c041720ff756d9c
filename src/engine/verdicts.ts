// The referee's judgement (RULES R6, R7), without the search: the verdict on a position — its
// foundation distance, one shortest line and the moves that are not faults — and the judgement of a
// turn's actions from those verdicts.
//
// The game reducer never searches while a card moves: it writes down each judged action of a turn with
// the position before it (`TurnStep`). Only what needs a fault decided — a knock, a take-back, the
// coach, the knock radar — asks a `Referee` for the verdicts of those positions. A referee is an object
// handed in: `LocalReferee` (referee.ts) searches in the caller's thread (tests, the command line, the
// bench, a worker); the page's store asks a Web Worker (src/store/refereeService.ts). This module
// holds no search, so the page's first load carries none.
import type { Analysis } from './analysis.ts';
import { isFoundationPlay, type CardMove } from './moves.ts';
import type { Position } from './position.ts';
import type { Action, FaultRecord, GameState, HouseRules, TurnStep } from './state.ts';

/** What the referee knows of a position, for the player to move: the analysis of docs/formats.md. */
export type Verdict = Analysis;

/** Answers the verdict on any position, exactly (R6.2, R6.3). */
export interface Referee {
  verdict(position: Position): Verdict;
  /** Told of a card move the caller made, a referee may know the position after it without a search. */
  follow?(before: Position, move: CardMove, after: Position): void;
}

/** The last `capacity` verdicts by position key; the least recently used goes first. */
export class VerdictCache {
  private readonly map = new Map<string, Verdict>();

  constructor(private readonly capacity: number) {}

  /** The verdict for `key` if kept, without searching. */
  get(key: string): Verdict | undefined {
    const hit = this.map.get(key);
    if (hit !== undefined) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }

  set(key: string, verdict: Verdict): void {
    this.map.delete(key);
    this.map.set(key, verdict);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value!);
  }

  get size(): number {
    return this.map.size;
  }
}

/** The distance a player is held to: with the knock-horizon house rule, a farther play does not count. */
export function heldDistance(verdict: Verdict, rules: HouseRules): number | null {
  const { distance } = verdict;
  if (distance === null) return null;
  return rules.knockHorizon !== null && distance > rules.knockHorizon ? null : distance;
}

/** Whether two card moves are the same move (the card is the one at the source). */
const sameMove = (a: CardMove, b: CardMove): boolean => a.from === b.from && a.to === b.to;

/**
 * Whether an action of the player to move is a fault (R6.3, R6.4), given the verdict on the position
 * it was made in. Only card moves, reveals, discards and passes are judged; knocks, take-backs,
 * resignations and draws are not play.
 */
export function isFaultIn(verdict: Verdict, action: Action, rules: HouseRules): boolean {
  const distance = heldDistance(verdict, rules);
  if (distance === null) return false;
  switch (action.type) {
    case 'move':
      if (distance === 0) return !isFoundationPlay(action.move);
      // The first move of the shortest line is fault-free without the list (R6.3): the rest of the
      // line reaches the play in k − 1 moves, and none shorter is, or the distance would be below k.
      // A referee that has the distance and line but not yet the list so never searches for it.
      if (verdict.line[0] !== undefined && sameMove(verdict.line[0], action.move)) return false;
      return !verdict.faultFree.some((move) => sameMove(move, action.move));
    case 'reveal':
    case 'discard':
    case 'pass':
      return true;
    default:
      return false;
  }
}

/** The record of a fault (R7.2): the position before it and the line that was missed. */
export function faultRecordOf(step: TurnStep, turn: number, verdict: Verdict, rules: HouseRules): FaultRecord {
  return {
    player: step.position.toMove,
    turn,
    position: step.position,
    distance: heldDistance(verdict, rules) ?? 0,
    missedLine: verdict.line,
    action: step.action,
  };
}

/** The first fault among a turn's judged actions (R6.4), or null when it holds none. */
export function firstFault(steps: readonly TurnStep[], turn: number, rules: HouseRules, referee: Referee): FaultRecord | null {
  for (const step of steps) {
    const verdict = referee.verdict(step.position);
    if (isFaultIn(verdict, step.action, rules)) return faultRecordOf(step, turn, verdict, rules);
  }
  return null;
}

/** The first fault of the turn in progress. */
export const currentFault = (state: GameState, referee: Referee): FaultRecord | null =>
  firstFault(state.steps, state.turn, state.rules, referee);

/** The first fault of the turn before this one, or null when there is none (or no such turn). */
export function previousFault(state: GameState, referee: Referee): FaultRecord | null {
  const previous = state.previousTurn;
  return previous === null ? null : firstFault(previous.steps, previous.turn, state.rules, referee);
}

/** The foundation distance the player to move is held to now (R6.2, horizon applied); null when none or the game is over. */
export function distanceNow(state: GameState, referee: Referee): number | null {
  return state.result !== null ? null : heldDistance(referee.verdict(state.position), state.rules);
}

/** Whether the action would be a fault if the player to move made it now. */
export const wouldBeFault = (state: GameState, action: Action, referee: Referee): boolean =>
  state.result === null && isFaultIn(referee.verdict(state.position), action, state.rules);

/**
 * The positions whose verdicts `applyAction` will ask for: a knock judges the turn it targets (R7.1),
 * a take-back the move it undoes. Every other action needs no search.
 */
export function positionsToJudge(state: GameState, action: Action): Position[] {
  if (action.type === 'knock') {
    const steps = action.by === state.position.toMove ? (state.previousTurn?.steps ?? []) : state.steps;
    return steps.map((step) => step.position);
  }
  if (action.type === 'takeBack') {
    const last = state.takeBacks[state.takeBacks.length - 1];
    return last ? [last.before] : [];
  }
  return [];
}

/** A stranger's table whose search would store more than its budget allows: no verdict, and no guess. */
export interface TooHard {
  readonly kind: 'too-hard';
  /** Search nodes stored when the search stopped. */
  readonly nodes: number;
}

/**
 * Whose table a verdict is asked for: a game's, which must be decided whatever it costs (a knock needs
 * the answer), or a stranger's (a link, a paste, a file), which is refused past its budget.
 */
export type Asker = 'game' | 'stranger';
