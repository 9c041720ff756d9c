// The referee (RULES R6) and the knock (R7), with the house rules that change them.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  currentFault,
  distanceNow,
  makeMove,
  moralScores,
  moralWinner,
  previousFault,
  type Action,
  type GameState,
} from '../../src/engine/index.ts';
import { ACE_UP, QUIET, TWO_AWAY } from './fixtures.ts';
import { codesOf, DISCARD, gameAt, knockBy, mv, play, referee, REVEAL, table, TAKE_BACK } from './helpers.ts';

const aceUp = () => gameAt(table(ACE_UP));
const AH_UP = mv('AH', 'tableau:6', 'foundation:0');
/** TWO_AWAY with the 2♦ on the claw: it could go on the 3♠, off the way to the 5♥. */
const TWO_AWAY_WITH_2D = { ...TWO_AWAY, players: [{ ...TWO_AWAY.players[0], claw: ['3D', '2D'] }, TWO_AWAY.players[1]] } as const;

describe('R6 foundation plays come first', () => {
  it.each([
    { name: 'a reveal at distance 0', spec: ACE_UP, actions: [REVEAL] },
    { name: 'a move that is not the foundation play at distance 0', spec: ACE_UP, actions: [mv('JS', 'claw', 'tableau:2')] },
    { name: 'a discard at distance 2', spec: TWO_AWAY, actions: [DISCARD] },
    { name: 'a move off every shortest way at distance 2', spec: TWO_AWAY_WITH_2D, actions: [mv('2D', 'claw', 'tableau:7')] },
  ])('R6.4 a fault: $name (carried out all the same)', ({ spec, actions }) => {
    const start = gameAt(table(spec));
    const next = play(start, ...actions);
    expect(next.actions).toHaveLength(1);
    expect(currentFault(next, referee) ?? previousFault(next, referee)).toMatchObject({
      player: 0,
      turn: 1,
      position: start.position,
      distance: distanceNow(start, referee),
      action: next.actions[0],
    });
  });

  it.each([
    { name: 'the foundation play at distance 0', spec: ACE_UP, action: AH_UP },
    { name: 'the first move of the line at distance 2', spec: TWO_AWAY, action: mv('QC', 'tableau:4', 'tableau:3') },
    { name: 'another shortest way at distance 2 (the other Q♣)', spec: TWO_AWAY, action: mv('QC', 'tableau:5', 'tableau:3') },
    { name: 'a reveal when no foundation play is in reach', spec: QUIET, action: REVEAL },
    { name: 'any move when no foundation play is in reach', spec: QUIET, action: mv('QD', 'tableau:2', 'tableau:1') },
  ])('R6.3 no fault: $name', ({ spec, action }) => {
    expect(currentFault(play(gameAt(table(spec)), action), referee)).toBeNull();
  });

  it('R6.2 the distance follows the position, for the player to move', () => {
    const start = gameAt(table(TWO_AWAY));
    expect(distanceNow(start, referee)).toBe(2);
    const one = play(start, mv('QC', 'tableau:4', 'tableau:3'));
    expect(distanceNow(one, referee)).toBe(1);
    expect(distanceNow(play(one, mv('9C', 'tableau:0', 'tableau:4')), referee)).toBe(0);
  });

  it('R7.2 the fault keeps the missed line from the position before it', () => {
    const fault = previousFault(play(gameAt(table(TWO_AWAY)), DISCARD), referee)!;
    expect(fault.missedLine.map(makeMove)).toEqual([
      { card: 'QC', from: 'tableau:4', to: 'tableau:3' },
      { card: '9C', from: 'tableau:0', to: 'tableau:4' },
      { card: '5H', from: 'tableau:0', to: 'foundation:0' },
    ]);
  });

  it('R7.2 only the first fault of a turn is kept', () => {
    const start = aceUp();
    const next = play(start, mv('JS', 'claw', 'tableau:2'), REVEAL);
    expect(currentFault(next, referee)!.action).toEqual(next.actions[0]);
    expect(currentFault(next, referee)!.position).toBe(start.position);
  });
});

describe('R7.1 the knock window', () => {
  it('the watching player may knock at any moment of the opponent’s turn', () => {
    for (const actions of [[], [REVEAL], [REVEAL, mv('JS', 'claw', 'tableau:2')]] as Action[][]) {
      expect(applyAction(play(gameAt(table(QUIET)), ...actions), knockBy(1), referee).ok).toBe(true);
    }
  });

  it.each([
    { name: 'the mover knocks with no previous turn', actions: [], by: 0, code: 'knock-not-your-window' },
    { name: 'the mover knocks after acting this turn', actions: [REVEAL, DISCARD, REVEAL], by: 1, code: 'knock-too-late' },
    { name: 'the mover knocks a turn already knocked validly', actions: [REVEAL, DISCARD, knockBy(1)], by: 1, code: 'already-knocked' },
    { name: 'the knocker of a turn ended by the knock knocks it again', actions: [REVEAL, knockBy(1)], by: 1, code: 'already-knocked' },
  ] as const)('refused: $name', ({ actions, by, code }) => {
    const state = play(aceUp(), ...actions);
    const result = applyAction(state, knockBy(by), referee);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message.length).toBeGreaterThan(10);
    }
  });
});

describe('R7.2 a valid knock', () => {
  it('during the turn: the turn ends, the in-play card is discarded, the knocker moves', () => {
    const start = aceUp();
    const faulty = play(start, REVEAL);
    const knocked = play(faulty, knockBy(1));
    expect(codesOf(knocked.position.players[0].discard)).toEqual(['KH', '4C', '2D']);
    expect(knocked.position.players[0].inPlay).toBeNull();
    expect(knocked.position.toMove).toBe(1);
    expect(knocked.turn).toBe(2);
    expect(knocked.actionsThisTurn).toBe(0);
    expect(knocked.knocked).toEqual([1, 0]);
    expect(knocked.falseKnocks).toEqual([0, 0]);
    expect(knocked.previousTurn).toEqual({ player: 0, turn: 1, steps: faulty.steps, knockable: false });
    expect(previousFault(knocked, referee)).toEqual(currentFault(faulty, referee));
    expect(knocked.lastKnock).toEqual({ valid: true, knocker: 1, offender: 0, fault: currentFault(faulty, referee) });
    expect(knocked.lastKnock!.valid && knocked.lastKnock!.fault.position).toBe(start.position);
    expect(knocked.log.at(-1)).toEqual({
      turn: 1,
      player: 1,
      text: "North knocked: South turned up a card, but A♥ could have gone to a foundation; South's 2♦ goes to the discard pile",
    });
    // The knocker takes the turn from the position as it stands: the A♥ is still there to play.
    expect(distanceNow(knocked, referee)).toBe(0);
  });

  it('right after the turn: the table stays, the offender is counted, the turn cannot be knocked again', () => {
    const ended = play(aceUp(), REVEAL, DISCARD);
    const knocked = play(ended, knockBy(1));
    expect(knocked.position).toBe(ended.position);
    expect(knocked.knocked).toEqual([1, 0]);
    expect(knocked.previousTurn!.knockable).toBe(false);
    expect(knocked.turn).toBe(2);
    expect(knocked.lastKnock).toMatchObject({ valid: true, knocker: 1, offender: 0 });
    // The knocker goes on with their own turn.
    expect(currentFault(play(knocked, AH_UP), referee)).toBeNull();
  });
});

describe('R7.3 a false knock', () => {
  const falseKnock = (rules: { countFalseKnocks?: boolean }) => {
    const before = play(gameAt(table(QUIET), rules), REVEAL);
    return { before, after: play(before, knockBy(1)) };
  };

  it('changes nothing on the table and counts against the knocker by default', () => {
    const { before, after } = falseKnock({});
    expect(after.position).toBe(before.position);
    expect(after.turn).toBe(1);
    expect(after.actionsThisTurn).toBe(before.actionsThisTurn);
    expect(after.falseKnocks).toEqual([0, 1]);
    expect(after.lastKnock).toEqual({ valid: false, knocker: 1, counted: true });
    expect(after.log.at(-1)!.text).toBe('North knocked, but South had made no fault: a false knock, counted against North');
    expect(moralScores(after)).toEqual([0, 1]);
    expect(moralWinner(after)).toBe(0);
  });

  it('is not counted when the house rule is off', () => {
    const { after } = falseKnock({ countFalseKnocks: false });
    expect(after.falseKnocks).toEqual([0, 0]);
    expect(after.lastKnock).toEqual({ valid: false, knocker: 1, counted: false });
    expect(moralWinner(after)).toBe('shared');
  });

  it('of the previous turn leaves it knockable (only a valid knock closes it)', () => {
    const after = play(gameAt(table(QUIET)), REVEAL, DISCARD, knockBy(1));
    expect(after.falseKnocks).toEqual([0, 1]);
    expect(after.previousTurn!.knockable).toBe(true);
  });
});

describe('R8.3 moral victory', () => {
  const scored = (knocked: [number, number], falseKnocks: [number, number], countFalseKnocks = true): GameState => ({
    ...gameAt(table(QUIET), { countFalseKnocks }),
    knocked,
    falseKnocks,
  });
  it.each([
    { name: 'fewer knocks wins', state: scored([2, 1], [0, 0]), scores: [2, 1], winner: 1 },
    { name: 'false knocks count', state: scored([1, 1], [0, 2]), scores: [1, 3], winner: 0 },
    { name: 'false knocks do not count with the house rule off', state: scored([1, 1], [0, 2], false), scores: [1, 1], winner: 'shared' },
    { name: 'equal scores share it', state: scored([0, 0], [0, 0]), scores: [0, 0], winner: 'shared' },
  ])('$name', ({ state, scores, winner }) => {
    expect(moralScores(state)).toEqual(scores);
    expect(moralWinner(state)).toBe(winner);
  });
});

describe('house rule: knock horizon', () => {
  it.each([
    { horizon: null, distance: 2, fault: true },
    { horizon: 2, distance: 2, fault: true },
    { horizon: 1, distance: null, fault: false },
    { horizon: 0, distance: null, fault: false },
  ])('horizon $horizon: distance $distance, a discard is a fault: $fault', ({ horizon, distance, fault }) => {
    const start = gameAt(table(TWO_AWAY), { knockHorizon: horizon });
    expect(distanceNow(start, referee)).toBe(distance);
    expect(previousFault(play(start, DISCARD), referee) !== null).toBe(fault);
  });

  it('a foundation play now is always within the horizon', () => {
    expect(distanceNow(gameAt(table(ACE_UP), { knockHorizon: 0 }), referee)).toBe(0);
  });
});

describe('house rule: take-back', () => {
  const withTakeBack = (spec = QUIET) => gameAt(table(spec), { takeBack: true });

  it('undoes the last card move of the turn, exactly', () => {
    const start = withTakeBack();
    const moved = play(start, mv('JS', 'claw', 'tableau:2'));
    const back = play(moved, TAKE_BACK);
    expect(back.position).toEqual(start.position);
    expect(distanceNow(back, referee)).toBe(distanceNow(start, referee));
    // The move leaves the turn's judged actions: it is as if it was never made.
    expect(back.steps).toEqual(start.steps);
    expect(back.actionsThisTurn).toBe(2);
    expect(back.actions.map((a) => a.type)).toEqual(['move', 'takeBack']);
    expect(back.log.at(-1)!.text).toBe('South took back J♠: it goes from tableau pile 3 back to the claw');
  });

  it('goes back one move at a time', () => {
    const start = withTakeBack();
    const twice = play(start, mv('QD', 'tableau:2', 'tableau:1'), mv('JS', 'claw', 'tableau:1'), TAKE_BACK, TAKE_BACK);
    expect(twice.position).toEqual(start.position);
  });

  it.each([
    { name: 'the house rule is off', state: () => play(gameAt(table(QUIET)), mv('JS', 'claw', 'tableau:2')), code: 'take-back-off' },
    { name: 'the move was a fault', state: () => play(withTakeBack(ACE_UP), mv('JS', 'claw', 'tableau:2')), code: 'take-back-fault' },
    { name: 'no card move yet', state: () => withTakeBack(), code: 'take-back-nothing' },
    {
      name: 'a reveal came after the move',
      state: () => play(withTakeBack(), mv('JS', 'claw', 'tableau:2'), REVEAL),
      code: 'take-back-nothing',
    },
    {
      name: 'the move was made last turn',
      state: () => play(withTakeBack(), mv('JS', 'claw', 'tableau:2'), REVEAL, DISCARD),
      code: 'take-back-nothing',
    },
  ])('is refused when $name', ({ state, code }) => {
    expect(applyAction(state(), TAKE_BACK, referee)).toMatchObject({ ok: false, error: { code } });
  });
});
