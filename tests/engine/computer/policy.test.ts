// The computer opponent's choices on named positions: R6 foundation plays and shortest
// ways, R7 knocks, R5.4 loading the opponent, and what sets the levels apart.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  chooseComputerAction,
  COMPUTER_LEVELS,
  computerKnock,
  decisionRandom,
  mulberry32,
  wouldBeFault,
  type Action,
  type ComputerLevel,
  type GameState,
} from '../../../src/engine/index.ts';
import { LocalReferee } from '../../../src/engine/search/index.ts';
import { playComputerGame } from '../../../src/tooling/match.ts';
import { ACE_UP, QUIET, TWO_AWAY } from '../fixtures.ts';
import { DISCARD, REVEAL, gameAt, mv, play, table, type TableSpec } from '../helpers.ts';

const referee = new LocalReferee();
const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);
const choose = (game: GameState, level: ComputerLevel, seed: number) => chooseComputerAction(game, referee, level, mulberry32(seed));
const knockOf = (game: GameState, level: ComputerLevel, seed: number) => computerKnock(game, referee, level, mulberry32(seed));
const moveOf = (action: Action) => (action.type === 'move' ? `${action.move.from}>${action.move.to}` : action.type);

describe('R6.3 the mover follows the referee', () => {
  it('plays the foundation play on the table at every level above beginner, whatever the seed', () => {
    const game = gameAt(table(ACE_UP));
    for (const level of ['casual', 'expert'] as const) {
      for (const seed of SEEDS) expect(moveOf(choose(game, level, seed))).toBe('tableau:6>foundation:0');
    }
  });

  it('follows a shortest way to a buried card (distance 2) as the expert, move by move, to the foundation play', () => {
    for (const seed of SEEDS.slice(0, 10)) {
      let game = gameAt(table(TWO_AWAY));
      for (let step = 0; step < 3; step++) {
        const action = choose(game, 'expert', seed + step);
        expect(action.type).toBe('move');
        expect(wouldBeFault(game, action, referee)).toBe(false);
        game = play(game, action);
      }
      expect(game.position.foundations[0]!.length).toBe(5);
    }
  });

  it('a casual player sometimes misses a line two moves deep, an expert never; a beginner misses more', () => {
    // TWO_AWAY with a 9♠ on top of South's claw that fits North's claw (8♠): tempting, and off the way.
    const game = gameAt(table({ ...TWO_AWAY, players: [{ ...TWO_AWAY.players[0], claw: ['3D', '9S'] }, TWO_AWAY.players[1]] }));
    const faults = (level: ComputerLevel) => SEEDS.filter((seed) => wouldBeFault(game, choose(game, level, seed), referee)).length;
    expect(faults('expert')).toBe(0);
    expect(faults('casual')).toBeGreaterThan(0);
    expect(faults('beginner')).toBeGreaterThan(faults('casual'));
  });

  it('the beginner misses a play one move away now and then; the casual player never does', () => {
    // QUIET with the A♥ under the 2♠ on pile 6: one move (2♠ to the empty pile 2) uncovers it.
    const spec: TableSpec = { ...QUIET, tableau: [['5H', '9C'], ['KS'], [], ['KD'], ['QC'], ['7C'], ['AH', '2S'], ['3S']] };
    const game = gameAt(table(spec));
    const faults = (level: ComputerLevel) => SEEDS.filter((seed) => wouldBeFault(game, choose(game, level, seed), referee)).length;
    expect(faults('casual')).toBe(0);
    expect(faults('beginner')).toBeGreaterThan(0);
  });
});

describe('R7 knocks', () => {
  const faulted = play(gameAt(table(ACE_UP)), REVEAL); // South reveals with a foundation play on the table: a fault
  const clean = play(gameAt(table(QUIET)), REVEAL); // nothing in reach: no fault

  it('the expert watching knocks the fault at once, whatever the seed', () => {
    for (const seed of SEEDS) expect(knockOf(faulted, 'expert', seed)).toEqual({ type: 'knock', by: 1 });
  });

  it('the expert knocks the turn just ended before its first action (R7.1), and the knock is valid', () => {
    const ended = play(faulted, DISCARD);
    const action = choose(ended, 'expert', 1);
    expect(action).toEqual({ type: 'knock', by: 1 });
    const after = applyAction(ended, action, referee);
    expect(after.ok && after.value.lastKnock?.valid).toBe(true);
  });

  it('no level above beginner knocks without a fault; the expert and casual never knock falsely', () => {
    for (const level of ['casual', 'expert'] as const) {
      for (const seed of SEEDS) expect(knockOf(clean, level, seed)).toBeNull();
    }
  });

  it('a casual watcher sometimes does not notice; a beginner notices less often, and sometimes knocks falsely', () => {
    const noticed = (level: ComputerLevel) => SEEDS.filter((seed) => knockOf(faulted, level, seed) !== null).length;
    expect(noticed('casual')).toBeLessThan(SEEDS.length);
    expect(noticed('casual')).toBeGreaterThan(noticed('beginner'));
    const many = Array.from({ length: 2000 }, (_, i) => i);
    expect(many.some((seed) => knockOf(clean, 'beginner', seed) !== null)).toBe(true);
  });

  it('nobody knocks an opponent who has not acted yet, nor twice in one look', () => {
    const fresh = gameAt(table(ACE_UP));
    for (const level of COMPUTER_LEVELS) for (const seed of SEEDS) expect(knockOf(fresh, level, seed)).toBeNull();
    const knocked = play(clean, { type: 'knock', by: 1 });
    for (const seed of SEEDS) expect(knockOf(knocked, 'beginner', seed)).toBeNull();
  });
});

describe('habits with nothing in reach (R5.4, R8.1)', () => {
  it("the expert unloads its claw onto the opponent's claw rather than onto an empty pile", () => {
    const spec: TableSpec = {
      ...QUIET,
      players: [{ ...QUIET.players[0], claw: ['3D', '9S'] }, QUIET.players[1]],
      tableau: [['5H', '9C'], ['KS'], [], ['KD'], ['QC'], ['7C'], ['2S'], ['3S']],
    };
    expect(choose(gameAt(table(spec)), 'expert', 1)).toEqual(mv('9S', 'claw', 'opponentClaw'));
  });

  it('keeps its empty pile: a claw card goes onto a tableau card when it can', () => {
    // The J♠ on top of the claw fits on the Q♦ of pile 2, or on the empty pile 1.
    const spec: TableSpec = { ...QUIET, tableau: [['5H', '9C'], [], ['QD'], ['KD'], ['QC'], ['7C'], ['2S'], ['3S']] };
    expect(choose(gameAt(table(spec)), 'expert', 1)).toEqual(mv('JS', 'claw', 'tableau:2'));
  });

  it('with nothing worth moving, reveals; with a card in play and nowhere to put it, discards', () => {
    // QUIET with a 4♥ on top of South's claw: it fits nowhere, and neither does the 4♣ on the discard
    // pile; no tableau card can empty its pile (K♥ under no Q♦, the Q♣ on an 8♠).
    const quiet: TableSpec = {
      ...QUIET,
      players: [{ ...QUIET.players[0], claw: ['3D', '4H'] }, QUIET.players[1]],
      tableau: [['5H', '9C'], ['KH'], ['QD'], ['KD'], ['8S', 'QC'], ['7C'], ['2S'], ['3S']],
    };
    expect(choose(gameAt(table(quiet)), 'expert', 1)).toEqual(REVEAL);
    const stuck: TableSpec = { ...quiet, players: [{ ...quiet.players[0], inPlay: '4S' }, quiet.players[1]] };
    expect(choose(gameAt(table(stuck)), 'expert', 1)).toEqual(DISCARD);
  });
});

describe('whole games', () => {
  it('are the same from the same deal and seed; every chosen action is accepted', () => {
    const a = playComputerGame(3, ['expert', 'beginner'], { seed: 5, referee });
    expect(playComputerGame(3, ['expert', 'beginner'], { seed: 5, referee })).toEqual(a);
    expect(a.state.result).not.toBeNull();
  });

  it('the expert neither faults nor knocks falsely nor misses a knock against a beginner', () => {
    for (const deal of [1, 2]) {
      const { tallies } = playComputerGame(deal, ['beginner', 'expert'], { seed: 9, referee });
      expect(tallies[1]).toMatchObject({ faults: 0, falseKnocks: 0, missedKnocks: 0 });
      expect(tallies[1].validKnocks).toBeGreaterThan(0);
      expect(tallies[0].faults).toBeGreaterThan(0);
    }
  });

  it('decisionRandom draws the same numbers for the same state and seat, and others for the other seat', () => {
    const game = gameAt(table(QUIET));
    expect(decisionRandom(4, game, 0)()).toBe(decisionRandom(4, game, 0)());
    expect(decisionRandom(4, game, 0)()).not.toBe(decisionRandom(4, game, 1)());
  });
});
