// The Brigade bench's interval (scripts/bench-patience.ts): the 95% Wilson score interval, checked
// against the values of the textbook formula worked by hand.
import { describe, expect, it } from 'vitest';
import { readPatienceOptions, wilson } from '../../scripts/bench-patience.ts';

describe('wilson', () => {
  it.each([
    [5, 10, 0.2366, 0.7634],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [95, 100, 0.8882, 0.9785],
  ])('%i of %i: %f–%f', (wins, n, low, high) => {
    const [a, b] = wilson(wins, n);
    expect(a).toBeCloseTo(low, 4);
    expect(b).toBeCloseTo(high, 4);
  });

  it('no deals: the whole range', () => expect(wilson(0, 0)).toEqual([0, 1]));
});

describe('the options', () => {
  it('default to the first 10,000 deals under every rule; refuse an unknown rule', () => {
    expect(readPatienceOptions(['--patience'])).toMatchObject({ deals: 10_000, first: 1, graces: ['off', 'up', 'both'] });
    expect(readPatienceOptions(['--patience', '--deals', '5', '--grace', 'up'])).toMatchObject({ deals: 5, graces: ['up'] });
    expect(() => readPatienceOptions(['--grace', 'down'])).toThrow(/--grace takes/);
  });
});
