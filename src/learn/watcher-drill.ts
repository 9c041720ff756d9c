// Drill "Be the watcher": one turn of seeded self-play, replayed move by move; the learner
// knocks or lets it pass and is told whether that was right, and what the fault was (R7).
import {
  applyAction,
  faultRecordOf,
  gameAt,
  isFaultIn,
  missedWords,
  mulberry32,
  NAMES,
  other,
  randomBelow,
  seedFrom,
  type Action,
  type FaultRecord,
  type GameState,
  type PlayerIndex,
  type Position,
  type Referee,
} from '../engine/index.ts';
import { LocalReferee } from '../engine/search/index.ts';
import { drillDeal, selfPlaySteps } from './selfplay-walk.ts';

/** The first fault of a drill's turn (R6.4) and what it missed. */
export interface WatcherFault {
  /** Index in the drill's actions of the first faulty action. */
  readonly index: number;
  /** The referee's record: the position before it and the missed line (R7.2). */
  readonly record: FaultRecord;
  /** "North missed 5♥ to the foundation" (with the line when the card was buried). */
  readonly missed: string;
  /** The faulty action as the log says it: "North turned up 7♣". */
  readonly action: string;
}

export interface WatcherDrill {
  readonly seed: number;
  /** The deal and turn of the self-played game the turn comes from. */
  readonly dealNumber: number;
  readonly turn: number;
  readonly names: readonly [string, string];
  /** The player whose turn is replayed, and the learner's seat as the watcher. */
  readonly mover: PlayerIndex;
  readonly watcher: PlayerIndex;
  /** The table before the turn. */
  readonly position: Position;
  /** The mover's actions, in order; the last one ends the turn (a discard or a pass). */
  readonly actions: readonly Action[];
  /** The turn's first fault, or null for a clean turn. */
  readonly fault: WatcherFault | null;
}

const WATCHER_SALT = 0x3a7c;
/** How often the computer player misses a reachable foundation play while drills are made. */
const FAULT_RATE = 0.35;
const MAX_ATTEMPTS = 200;
const MAX_TURN_ACTIONS = 12;

/** The game at the start of a drill's turn, as the UI replays it. */
export const watcherStart = (drill: Pick<WatcherDrill, 'position' | 'names'>): GameState => gameAt(drill.position, { names: drill.names });

/** The states of the replayed turn: before the first action, then after each (length = actions + 1). */
export function watcherStates(drill: WatcherDrill, referee: Referee = new LocalReferee()): GameState[] {
  const states = [watcherStart(drill)];
  for (const action of drill.actions) {
    const next = applyAction(states[states.length - 1]!, action, referee);
    if (!next.ok) throw new Error(`watcherStates: ${action.type} refused: ${next.error.message}`);
    states.push(next.value);
  }
  return states;
}

/** The first fault of a turn replayed from its position, found by the referee. */
function firstFault(
  position: Position,
  actions: readonly Action[],
  names: readonly [string, string],
  referee: Referee,
): WatcherFault | null {
  let state = gameAt(position, { names });
  for (let index = 0; index < actions.length; index++) {
    const action = actions[index]!;
    const next = applyAction(state, action, referee);
    if (!next.ok) throw new Error(`firstFault: ${action.type} refused: ${next.error.message}`);
    const verdict = referee.verdict(state.position);
    if (isFaultIn(verdict, action, state.rules)) {
      const record = faultRecordOf({ position: state.position, action }, state.turn, verdict, state.rules);
      return { index, record, missed: missedWords(record, names), action: next.value.log[next.value.log.length - 1]!.text };
    }
    state = next.value;
  }
  return null;
}

/** A turn to watch for a seed: about half of them hold a fault. The same seed gives the same drill. */
export function makeWatcherDrill(seed: number, referee: Referee = new LocalReferee()): WatcherDrill {
  const random = mulberry32(seedFrom([seed >>> 0, WATCHER_SALT]));
  const wantFault = random() < 0.5;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const dealNumber = drillDeal(seed, attempt, WATCHER_SALT);
    const fromTurn = 2 + randomBelow(random, 25);
    let start: GameState | null = null;
    let actions: Action[] = [];
    for (const { state, action } of selfPlaySteps(dealNumber, { faultRate: FAULT_RATE, knockRate: 0, referee })) {
      // The mover's knock of the turn before is not part of the turn to watch (R7.1).
      if (action.type === 'knock') continue;
      if (state.actionsThisTurn === 0) [start, actions] = [state, []];
      actions.push(action);
      if ((action.type !== 'discard' && action.type !== 'pass') || start === null || start.turn < fromTurn) continue;
      if (actions.length > MAX_TURN_ACTIONS || !actions.some((a) => a.type === 'move')) continue;
      const fault = firstFault(start.position, actions, NAMES, referee);
      if ((fault !== null) !== wantFault) continue;
      const mover = start.position.toMove;
      return { seed, dealNumber, turn: start.turn, names: NAMES, mover, watcher: other(mover), position: start.position, actions, fault };
    }
  }
  throw new Error(`makeWatcherDrill: no turn found for seed ${seed}`);
}

/** What the learner's choice was worth. */
export type WatcherVerdictKind =
  /** Knocked after the fault: a valid knock (R7.2). */
  | 'valid-knock'
  /** Let a clean turn pass. */
  | 'clean-pass'
  /** Let a faulty turn pass. */
  | 'missed-fault'
  /** Knocked a turn without a fault (R7.3). */
  | 'false-knock'
  /** Knocked before the fault came: at that moment, a false knock (R7.3). */
  | 'too-early';

export interface WatcherVerdict {
  readonly right: boolean;
  readonly kind: WatcherVerdictKind;
  /** What to tell the learner, naming the fault when there was one. */
  readonly message: string;
}

/**
 * Judges the learner's knock: `knockAfterIndex` is the index of the last action seen when they
 * knocked (−1: before the first; the last index: after the turn ended, R7.1), null for no knock.
 * The engine's own knock decides whether it was valid.
 */
export function judgeWatcherKnock(
  drill: WatcherDrill,
  knockAfterIndex: number | null,
  referee: Referee = new LocalReferee(),
): WatcherVerdict {
  const who = drill.names[drill.mover];
  const fault = drill.fault;
  const faultText = fault && `${fault.missed} (action ${fault.index + 1}: ${fault.action})`;
  if (knockAfterIndex === null) {
    return fault === null
      ? { right: true, kind: 'clean-pass', message: `Right: ${who}'s turn had no fault, so there was nothing to knock.` }
      : { right: false, kind: 'missed-fault', message: `${who}'s turn had a fault you let pass: ${faultText}.` };
  }
  if (!Number.isInteger(knockAfterIndex) || knockAfterIndex < -1 || knockAfterIndex >= drill.actions.length) {
    throw new RangeError(`judgeWatcherKnock: no action ${knockAfterIndex} in a turn of ${drill.actions.length}`);
  }
  const before = watcherStates(drill)[knockAfterIndex + 1]!;
  const knocked = applyAction(before, { type: 'knock', by: drill.watcher }, referee);
  if (knocked.ok && knocked.value.lastKnock?.valid)
    return { right: true, kind: 'valid-knock', message: `Right, a valid knock: ${faultText}.` };
  if (fault === null) return { right: false, kind: 'false-knock', message: `A false knock (R7.3): ${who}'s turn had no fault.` };
  return {
    right: false,
    kind: 'too-early',
    message: `Too early: ${who} had made no fault yet when you knocked, so it would be a false knock (R7.3). The fault came later: ${faultText}.`,
  };
}
