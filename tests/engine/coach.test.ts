// Coaching (house rules): the coach warns before a fault and names what is reachable (R6.3, R6.4); the
// knock radar signals exactly when a knock would be valid (R7.1, R7.2).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  chooseAction,
  coachWarning,
  distanceNow,
  distanceWords,
  faultFreeWords,
  gameAt,
  knockRadar,
  legalMoves,
  lineWords,
  missedWords,
  mulberry32,
  newGame,
  previousFault,
  radarPositions,
  wouldBeFault,
  type Action,
  type GameState,
  type Position,
} from '../../src/engine/index.ts';
import { DISCARD, REVEAL, mv, play, referee, table } from './helpers.ts';

const BURIED = table({
  players: [{ deck: ['9D', '2D'], inPlay: '7H', discard: ['KH', '4C'], claw: ['3D', 'JS'] }, { claw: ['8S'] }],
  tableau: [['5H', '9C'], ['KS'], ['KS'], ['KD'], ['QC'], ['QC'], ['2S'], ['3S']],
  foundations: [['AH', '2H', '3H', '4H']],
});

describe('coachWarning (R6.3, R6.4)', () => {
  const game = gameAt(BURIED);

  it('warns before a discard at distance 2 and names the card and the line', () => {
    const warning = coachWarning(game, DISCARD, referee)!;
    expect(warning.text).toBe('5♥ can go up in three moves — play this anyway?');
    expect(warning.distance).toBe(2);
    expect(warning.lineText).toBe('Move Q♣ onto K♦, then 9♣ to an empty pile, then 5♥ to the foundation');
  });

  it('says nothing before a move on a shortest way, or an action the engine refuses', () => {
    expect(coachWarning(game, mv('QC', 'tableau:4', 'tableau:3'), referee)).toBeNull();
    expect(coachWarning(game, mv('QC', 'tableau:5', 'tableau:3'), referee)).toBeNull();
    expect(coachWarning(game, REVEAL, referee)).toBeNull(); // a card is in play already (R4.4)
    expect(coachWarning(game, mv('9C', 'tableau:0', 'tableau:1'), referee)).toBeNull(); // illegal (R5.2)
    expect(coachWarning(game, { type: 'knock', by: 1 }, referee)).toBeNull();
  });

  it('warns at distance 0: "can go up now"', () => {
    const zero = gameAt(
      table({
        players: [{ claw: ['5H'], deck: ['2C'] }, { claw: ['8S'] }],
        tableau: [['6S'], [], [], [], [], [], [], []],
        foundations: [['AH', '2H', '3H', '4H']],
      }),
    );
    expect(coachWarning(zero, mv('5H', 'claw', 'tableau:0'), referee)!.text).toBe('5♥ can go up now — play this anyway?');
    expect(coachWarning(zero, mv('5H', 'claw', 'foundation:0'), referee)).toBeNull();
  });

  it('says nothing when no foundation play is reachable, or the knock horizon puts it out of reach', () => {
    expect(coachWarning(gameAt(BURIED, { rules: { knockHorizon: 1 } }), DISCARD, referee)).toBeNull();
    const start = newGame({ dealNumber: 4 });
    if (distanceNow(start, referee) === null) expect(coachWarning(start, REVEAL, referee)).toBeNull();
  });

  it('warns exactly before the actions the referee calls faults (self-play states)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 60 }), (deal, steps) => {
        let state = newGame({ dealNumber: deal });
        const random = mulberry32(deal);
        for (let i = 0; i < steps && state.result === null; i++)
          state = play(state, chooseAction(state, referee, random, { faultRate: 0.2, knockRate: 0 }));
        if (state.result !== null) return;
        const actions: Action[] = [...legalMoves(state.position).map((move) => ({ type: 'move', move }) as const), REVEAL, DISCARD];
        for (const action of actions) {
          if (!applyAction(state, action, referee).ok) continue;
          expect(coachWarning(state, action, referee) !== null).toBe(wouldBeFault(state, action, referee));
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('knockRadar (R7.1, R7.2)', () => {
  it('is quiet at the start, signals the watcher after a fault, and the new mover after a faulty turn', () => {
    const game = gameAt(BURIED);
    expect(knockRadar(game, referee)).toBeNull();
    const revealedNot = play(game, mv('QC', 'tableau:4', 'tableau:3'));
    expect(knockRadar(revealedNot, referee)).toBeNull();
    const faulted = play(revealedNot, mv('7H', 'inPlay', 'tableau:4'));
    expect(knockRadar(faulted, referee)).toEqual({ watcher: 1, window: 'during-turn' });
    const ended = play(faulted, { type: 'reveal' }, DISCARD);
    expect(knockRadar(ended, referee)).toEqual({ watcher: 1, window: 'after-turn' });
    expect(knockRadar(play(ended, { type: 'knock', by: 1 }), referee)).toBeNull();
  });

  it('signals exactly when the engine would accept a knock as valid (random self-play)', () => {
    const validKnockBy = (state: GameState): number | null => {
      for (const by of [0, 1] as const) {
        const result = applyAction(state, { type: 'knock', by }, referee);
        if (result.ok && result.value.lastKnock?.valid) return by;
      }
      return null;
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (deal) => {
        let state = newGame({ dealNumber: deal });
        const random = mulberry32(deal);
        for (let i = 0; i < 80 && state.result === null; i++) {
          // The radar asks the referee about the positions radarPositions names, and nothing else.
          const asked: Position[] = [];
          const radar = knockRadar(state, { verdict: (position) => (asked.push(position), referee.verdict(position)) });
          const named = radarPositions(state);
          for (const position of asked) expect(named).toContain(position);
          expect(radar?.watcher ?? null).toBe(validKnockBy(state));
          state = play(state, chooseAction(state, referee, random, { faultRate: 0.3, knockRate: 0.3 }));
        }
      }),
      { numRuns: 6 },
    );
  });
});

describe('words', () => {
  it('describes a line with the opponent’s name and a missed play as R7.2 shows it', () => {
    const load = table({
      players: [{ claw: ['9C'], deck: ['2D'] }, { claw: ['TC'] }],
      tableau: [['5H'], [], [], [], [], [], [], []],
      foundations: [['AH', '2H', '3H', '4H']],
    });
    const line = [mv('9C', 'claw', 'opponentClaw'), mv('5H', 'tableau:0', 'foundation:0')].map(
      (a) => (a as Extract<Action, { type: 'move' }>).move,
    );
    expect(lineWords(load, line, ['South', 'North'])).toBe("Move 9♣ onto North's claw, then 5♥ to the foundation");
    expect(lineWords(load, line)).toBe("Move 9♣ onto the opponent's claw, then 5♥ to the foundation");
    const game = gameAt(BURIED);
    const faulted = play(game, DISCARD);
    expect(missedWords(previousFault(faulted, referee)!, faulted.names)).toBe(
      'South missed 5♥ to the foundation: move Q♣ onto K♦, then 9♣ to an empty pile, then 5♥ to the foundation',
    );
  });

  it('says the foundation distance with the number it is (R6.2), and counts fault-free moves in good English', () => {
    const line = [mv('9C', 'claw', 'opponentClaw'), mv('5H', 'tableau:0', 'foundation:0')].map(
      (a) => (a as Extract<Action, { type: 'move' }>).move,
    );
    expect(distanceWords(line)).toBe('one move first, then 5♥ can go up');
    expect(distanceWords(line.slice(1))).toBe('5♥ can go up now');
    expect(distanceWords([])).toBe('No foundation play can be reached');
    expect(faultFreeWords(1, 1)).toBe('The one legal card move is not a fault.');
    expect(faultFreeWords(0, 1)).toBe('The one legal card move is a fault.');
    expect(faultFreeWords(1, 7)).toBe('1 of the 7 legal card moves is not a fault.');
    expect(faultFreeWords(3, 7)).toBe('3 of the 7 legal card moves are not faults.');
    expect(faultFreeWords(4, 4)).toBe('None of the 4 legal card moves is a fault.');
    expect(faultFreeWords(0, 4)).toBe('All 4 legal card moves are faults.');
    expect(faultFreeWords(0, 0)).toBe('There is no legal card move.');
  });
});
