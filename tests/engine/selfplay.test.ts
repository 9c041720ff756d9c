// The computer player: whole games, every action refereed (RULES R4–R8).
import { describe, expect, it } from 'vitest';
import { applyAction, chooseAction, newGame } from '../../src/engine/index.ts';
import { playGame } from '../../src/tooling/play-game.ts';
import { referee } from './helpers.ts';

describe('self-play', () => {
  it.each([1, 2, 5, 42])('plays deal %i to the end without a fault when told to play well', (deal) => {
    const game = playGame(deal);
    expect(game.result).not.toBeNull();
    expect(game.knocked).toEqual([0, 0]);
    expect(game.falseKnocks).toEqual([0, 0]);
  });

  it('wins most games outright (a sensible player)', () => {
    const results = [1, 2, 3, 4, 5, 6].map((deal) => playGame(deal).result!.kind);
    expect(results.filter((kind) => kind === 'win').length).toBeGreaterThanOrEqual(4);
  });

  it('R7 with a fault rate, misses foundation plays and gets knocked', () => {
    const game = playGame(9, { faultRate: 0.3, falseKnockRate: 0.05 });
    expect(game.knocked[0] + game.knocked[1]).toBeGreaterThan(0);
    expect(game.falseKnocks[0] + game.falseKnocks[1]).toBeGreaterThan(0);
    expect(game.actions.some((a) => a.type === 'knock')).toBe(true);
  });

  it('declares a draw at the turn limit, and says so', () => {
    const game = playGame(1, { maxTurns: 3 });
    expect(game.result).toEqual({ kind: 'draw', reason: 'turn-limit' });
    expect(game.turn).toBe(4);
    expect(game.log.at(-1)!.text).toBe('The game was drawn: the turn limit was reached');
  });

  it('is deterministic: the same deal and seed give the same game; a chosen action is always accepted', () => {
    expect(playGame(11, { seed: 3, faultRate: 0.2 })).toEqual(playGame(11, { seed: 3, faultRate: 0.2 }));
    const start = newGame({ dealNumber: 11 });
    expect(chooseAction(start, referee)).toEqual(chooseAction(start, referee));
    expect(applyAction(start, chooseAction(start, referee), referee).ok).toBe(true);
  });

  it('refuses to choose for a finished game', () => {
    const over = playGame(1, { maxTurns: 1 });
    expect(() => chooseAction(over, referee)).toThrow(/over/);
  });
});
