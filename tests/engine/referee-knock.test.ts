// The referee as a service (RULES R6, R7): the knock that judges a turn only when it is made, a replay
// that asks the referee nothing but what the knocks and take-backs need, and the verdict that follows a move.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  availableActions,
  chooseAction,
  isFoundationPlay,
  makeRecord,
  newGame,
  other,
  positionKey,
  positionsToJudge,
  replay,
  type Action,
  type FaultRecord,
  type GameState,
  type HouseRules,
  type Position,
  type Referee,
  type Verdict,
} from '../../src/engine/index.ts';
import { analyze, foundationDistance, isOnShortestWay, LocalReferee } from '../../src/engine/search/index.ts';
import { mulberry32 } from '../../src/tooling/generate.ts';
import { playGame } from '../../src/tooling/play-game.ts';
import { ACE_UP, QUIET, TWO_AWAY } from './fixtures.ts';
import { DISCARD, gameAt, knockBy, mv, play, REVEAL, table } from './helpers.ts';
import { lineProblem } from './lines.ts';

/** A referee that passes every question on and writes down the positions it was asked about. */
class RecordingReferee implements Referee {
  readonly asked: Position[] = [];
  constructor(private readonly inner: Referee) {}
  verdict(position: Position): Verdict {
    this.asked.push(position);
    return this.inner.verdict(position);
  }
}

function eagerFault(state: GameState, action: Action): Omit<FaultRecord, 'missedLine'> | null {
  if (action.type !== 'move' && action.type !== 'reveal' && action.type !== 'discard' && action.type !== 'pass') return null;
  const found = foundationDistance(structuredClone(state.position)).distance;
  const horizon = state.rules.knockHorizon;
  const distance = found !== null && (horizon === null || found <= horizon) ? found : null;
  if (distance === null) return null;
  const fault = action.type !== 'move' || !isOnShortestWay(structuredClone(state.position), action.move, distance);
  return fault ? { player: state.position.toMove, turn: state.turn, position: state.position, distance, action } : null;
}

function expectSameFault(found: FaultRecord, eager: Omit<FaultRecord, 'missedLine'>): void {
  expect(found).toMatchObject({ player: eager.player, turn: eager.turn, distance: eager.distance, action: eager.action });
  expect(found.position).toBe(eager.position);
  expect(lineProblem(found.position, found.missedLine, found.distance)).toBeNull();
  expect(isFoundationPlay(found.missedLine[found.missedLine.length - 1]!)).toBe(true);
}

describe('R7.2 the knock judges the turn when it is made', () => {
  it('a fault, then the knock: nothing is asked while the cards move, and the knock finds the fault the eager referee would have kept', () => {
    const recording = new RecordingReferee(new LocalReferee());
    const start = gameAt(table(TWO_AWAY));
    const one = play(start, mv('QC', 'tableau:4', 'tableau:3')); // on the line: no fault
    const faulted = applyAction(one, mv('7H', 'inPlay', 'tableau:4'), recording); // off every shortest way
    if (!faulted.ok) throw new Error(faulted.error.message);
    const after = applyAction(faulted.value, REVEAL, recording); // another action: the knock never needs to judge it
    if (!after.ok) throw new Error(after.error.message);
    expect(recording.asked).toEqual([]);
    const expected = eagerFault(one, faulted.value.actions[1]!)!;
    expect(expected).not.toBeNull();
    expect(expected.distance).toBe(1);
    const knocked = applyAction(after.value, knockBy(1), recording);
    if (!knocked.ok) throw new Error(knocked.error.message);
    const kept = knocked.value.lastKnock;
    if (!kept?.valid) throw new Error('the knock was not valid');
    expectSameFault(kept.fault, expected);
    // The knock asked about the turn's positions in order, and stopped at the first fault.
    expect(recording.asked).toEqual([start.position, one.position]);
    expect(positionsToJudge(after.value, knockBy(1))).toEqual([start.position, one.position, faulted.value.position]);
  });

  it.each([
    { name: 'default house rules', rules: {} },
    { name: 'knock horizon 2', rules: { knockHorizon: 2 } },
  ] as { name: string; rules: Partial<HouseRules> }[])(
    'along self-played games ($name): every knock finds exactly the eager first fault, in either window',
    ({ rules }) => {
      let valid = 0;
      let falseKnocks = 0;
      let previousWindow = 0;
      for (const deal of [5, 17, 29]) {
        const referee = new LocalReferee();
        let state = newGame({ dealNumber: deal, rules });
        const random = mulberry32(deal);
        let current: Omit<FaultRecord, 'missedLine'> | null = null;
        let previous: Omit<FaultRecord, 'missedLine'> | null = null;
        for (let i = 0; i < 400 && state.result === null; i++) {
          // A knock by the watcher now, or by the mover on the turn before: what it finds (not played on).
          const mover = state.position.toMove;
          const windows: [number, Omit<FaultRecord, 'missedLine'> | null][] = [];
          if (state.actionsThisTurn > 0) windows.push([other(mover), current]);
          else if (state.previousTurn?.knockable) windows.push([mover, previous]);
          for (const [by, eager] of windows) {
            const recording = new RecordingReferee(referee);
            const knock: Action = { type: 'knock', by: by as 0 | 1 };
            const knocked = applyAction(state, knock, recording);
            if (!knocked.ok) throw new Error(knocked.error.message);
            const asked = positionsToJudge(state, knock);
            expect(asked.slice(0, recording.asked.length)).toEqual(recording.asked);
            const outcome = knocked.value.lastKnock!;
            if (eager === null) {
              expect(outcome.valid).toBe(false);
              expect(recording.asked).toHaveLength(asked.length);
              falseKnocks++;
            } else {
              if (!outcome.valid) throw new Error(`deal ${deal}: the knock missed the fault at turn ${eager.turn}`);
              expectSameFault(outcome.fault, eager);
              valid++;
              if (by === mover) previousWindow++;
            }
          }
          const action = chooseAction(state, referee, random, { faultRate: 0.3, knockRate: 0 });
          const eager = eagerFault(state, action);
          const next = applyAction(state, action, referee);
          if (!next.ok) throw new Error(next.error.message);
          current ??= eager;
          if (next.value.turn !== state.turn) [previous, current] = [current, null];
          state = next.value;
        }
      }
      expect(valid).toBeGreaterThan(20);
      expect(previousWindow).toBeGreaterThan(5);
      expect(falseKnocks).toBeGreaterThan(20);
    },
    60_000,
  );
});

// --- replay ------------------------------------------------------------------------------------------

/** Applies a record's actions one by one, writing down the positions the referee was asked about at each. */
function oneByOne(first: GameState, actions: readonly Action[], inner: Referee): { state: GameState; asked: Position[] } {
  let state = first;
  const asked: Position[] = [];
  for (const action of actions) {
    const recording = new RecordingReferee(inner);
    const next = applyAction(state, action, recording);
    if (!next.ok) throw new Error(next.error.message);
    // Only what positionsToJudge names, in its order (a knock stops at the first fault it finds).
    const named = positionsToJudge(state, action);
    expect(named.slice(0, recording.asked.length)).toEqual(recording.asked);
    if (action.type !== 'knock' && action.type !== 'takeBack') expect(recording.asked).toEqual([]);
    asked.push(...recording.asked);
    state = next.value;
  }
  return { state, asked };
}

describe('replay asks the referee only what the knocks and take-backs need', () => {
  it('long self-played records: the same questions as playing the actions one by one, and the same game', () => {
    let knocks = 0;
    for (const deal of [2, 6, 13]) {
      const game = playGame(deal, { faultRate: 0.1, knockRate: 0.5, falseKnockRate: 0.05 });
      expect(game.actions.length).toBeGreaterThan(150);
      knocks += game.actions.filter((a) => a.type === 'knock').length;
      const record = makeRecord(game);
      const direct = oneByOne(newGame({ dealNumber: deal }), game.actions, new LocalReferee());
      const recording = new RecordingReferee(new LocalReferee());
      const replayed = replay(record, recording);
      expect(replayed).toEqual({ ok: true, value: direct.state });
      expect(direct.state).toEqual(game);
      expect(recording.asked.map(positionKey)).toEqual(direct.asked.map(positionKey));
      expect(recording.asked.length).toBeLessThan(game.actions.length);
    }
    expect(knocks).toBeGreaterThan(10);
  }, 60_000);

  it('a record with take-backs (house rule): each asks about the move it undoes, and nothing else is asked', () => {
    const rules = { takeBack: true };
    const referee = new LocalReferee();
    let state = newGame({ dealNumber: 31, rules });
    const random = mulberry32(31);
    let takeBacks = 0;
    for (let i = 0; i < 300 && state.result === null; i++) {
      const action = chooseAction(state, referee, random, { faultRate: 0.1, knockRate: 0.5 });
      const next = applyAction(state, action, referee);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      if (action.type === 'move' && availableActions(state).takeBack && random() < 0.3) {
        const back = applyAction(state, { type: 'takeBack' }, referee);
        if (back.ok) {
          state = back.value;
          takeBacks++;
        } else {
          expect(back.error.code).toBe('take-back-fault');
        }
      }
    }
    expect(takeBacks).toBeGreaterThan(5);
    const direct = oneByOne(newGame({ dealNumber: 31, rules }), state.actions, new LocalReferee());
    expect(direct.state).toEqual(state);
    const recording = new RecordingReferee(new LocalReferee());
    expect(replay(makeRecord(state), recording)).toEqual({ ok: true, value: state });
    expect(recording.asked.map(positionKey)).toEqual(direct.asked.map(positionKey));
    expect(recording.asked.length).toBeGreaterThanOrEqual(takeBacks);
  }, 60_000);

  it('a take-back of a fault is refused after asking about that move alone', () => {
    const recording = new RecordingReferee(new LocalReferee());
    const faulted = play(gameAt(table(ACE_UP), { takeBack: true }), mv('JS', 'claw', 'tableau:2'));
    expect(applyAction(faulted, { type: 'takeBack' }, recording)).toMatchObject({ ok: false, error: { code: 'take-back-fault' } });
    expect(recording.asked).toEqual([table(ACE_UP)]);
    expect(recording.asked[0]).toBe(faulted.takeBacks[0]!.before);
    // A reveal or a discard asks nothing.
    const quiet = new RecordingReferee(new LocalReferee());
    const revealed = applyAction(gameAt(table(QUIET)), REVEAL, quiet);
    expect(revealed.ok && applyAction(revealed.value, DISCARD, quiet).ok).toBe(true);
    expect(quiet.asked).toEqual([]);
  });
});

// --- What a card move tells (LocalReferee.follow) ------------------------------------------------------

describe('LocalReferee.follow: the verdict after a move, without a search, is the searched one (R6.2, R6.3)', () => {
  it('along self-played games with faults, every followed verdict has the searched distance and moves, and a shortest line', () => {
    const moves = (list: readonly { card: number; from: string; to: string }[]) => new Set(list.map((m) => `${m.card} ${m.from} ${m.to}`));
    let followed = 0;
    for (const deal of [1, 2, 3, 4, 5, 6]) {
      const referee = new LocalReferee();
      let state = newGame({ dealNumber: deal });
      for (let i = 0; i < 400 && state.result === null; i++) {
        const action = chooseAction(state, referee, mulberry32(deal * 1000 + i), { faultRate: 0.1, knockRate: 0.5 });
        const before = state.position;
        const known = referee.known(before) !== undefined;
        const next = applyAction(state, action, referee);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
        if (action.type !== 'move' || !known) continue;
        referee.follow(before, action.move, state.position);
        const got = referee.verdict(state.position);
        const want = analyze(state.position);
        expect(got.distance).toBe(want.distance);
        expect(moves(got.faultFree)).toEqual(moves(want.faultFree));
        expect(moves(got.legalMoves)).toEqual(moves(want.legalMoves));
        if (want.distance === null) expect(got.line).toEqual([]);
        else expect(lineProblem(state.position, got.line, want.distance)).toBeNull();
        followed++;
      }
    }
    expect(followed).toBeGreaterThan(300);
  });
});
