// R3.1: the seeded shuffle is part of the game's contract; these numbers must never change.
import { describe, expect, it } from 'vitest';
import { isDealNumber, mulberry32, seedFrom, shuffle } from '../../src/engine/index.ts';
import { dealSeed, fmix32 } from '../../src/engine/rng.ts';

describe('R3.1 seeded randomness', () => {
  it('mulberry32 gives the reference stream (seed 1 → 0.6270739405881613, …)', () => {
    const next = mulberry32(1);
    expect([next(), next(), next()].map((x) => x * 2 ** 32)).toEqual([2693262067, 11749833, 2265367787]);
  });

  it('seeds are pinned: the salt, MurmurHash3 fmix32 and the deal words', () => {
    expect(fmix32(0)).toBe(0);
    expect(seedFrom([])).toBe(0x42524947);
    expect(seedFrom([0, 0, 0, 0])).toBe(3476631737);
    expect(dealSeed(1, 0, 0)).toBe(3897429314);
    expect(dealSeed(1, 1, 0)).toBe(2774861261);
    expect(dealSeed(2 ** 40 + 5, 1, 3)).toBe(3176610054);
  });

  it('each player and each attempt gets its own seed', () => {
    const seeds = new Set([dealSeed(7, 0, 0), dealSeed(7, 1, 0), dealSeed(7, 0, 1), dealSeed(7, 1, 1), dealSeed(8, 0, 0)]);
    expect(seeds.size).toBe(5);
  });

  it('shuffle is a permutation, reproducible, and leaves its input alone', () => {
    const cards = Array.from({ length: 52 }, (_, i) => i);
    const frozen = Object.freeze(cards.slice());
    const a = shuffle(frozen, mulberry32(99));
    expect(a).toEqual(shuffle(frozen, mulberry32(99)));
    expect(a.slice().sort((x, y) => x - y)).toEqual(cards);
    expect(a).not.toEqual(cards);
  });

  it.each([
    ['zero', 0, true],
    ['a big safe integer', Number.MAX_SAFE_INTEGER, true],
    ['a negative number', -1, false],
    ['a fraction', 1.5, false],
    ['beyond safe integers', 2 ** 53, false],
    ['a string', '1', false],
  ])('deal numbers: %s', (_name, value, expected) => {
    expect(isDealNumber(value)).toBe(expected);
  });
});
