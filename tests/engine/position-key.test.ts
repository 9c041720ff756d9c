// The referee's cache key (position.ts `positionKey`): two tables a player can tell apart never share one.
import { describe, expect, it } from 'vitest';
import { applyAction, chooseAction, newGame, positionKey, type Position } from '../../src/engine/index.ts';
import { analyze, LocalReferee } from '../../src/engine/search/index.ts';
import { CARD_COUNT } from '../../src/engine/cards.ts';
import { positionFromKey } from '../../src/engine/position.ts';
import { mulberry32 } from '../../src/tooling/generate.ts';
import { table } from './helpers.ts';

/** A table whose first two tableau piles hold `first` and `second` (card ids), the rest empty. */
function withPiles(first: number[], second: number[]): Position {
  const base = table({ players: [{ deck: ['5S'] }, { deck: ['6S'] }], tableau: [[], [], [], [], [], [], [], []] });
  return { ...base, tableau: [first, second, [], [], [], [], [], []] };
}

describe('positionKey', () => {
  it('tells a card moved to the next pile from a card left on its pile, for every card id', () => {
    for (let card = 0; card < CARD_COUNT; card++) {
      const other = (card + 1) % CARD_COUNT;
      expect(positionKey(withPiles([other, card], []))).not.toBe(positionKey(withPiles([other], [card])));
    }
  });

  it('found on play: the Q♥ of the second deck moved off the K♣ to an empty pile is judged afresh (distance 0, not 1)', () => {
    const kc = 103;
    const qh = 76;
    const before = {
      ...table({
        toMove: 1,
        players: [{ deck: ['5S'] }, { deck: ['6S'] }],
        tableau: [[], [], [], [], [], [], [], []],
        foundations: [['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', 'TC', 'JC', 'QC']],
      }),
    };
    const stacked: Position = { ...before, tableau: [[], [], [], [kc, qh], [], [], [], []] };
    const apart: Position = { ...before, tableau: [[], [], [], [kc], [qh], [], [], []] };
    const referee = new LocalReferee();
    expect(referee.verdict(stacked).distance).toBe(1);
    expect(referee.verdict(apart)).toEqual(analyze(apart));
    expect(referee.verdict(apart).distance).toBe(0);
  });

  it('rebuilds a position with its key, whose analysis is the analysis of every position with that key', () => {
    let checked = 0;
    for (const deal of [7, 8, 9]) {
      const referee = new LocalReferee();
      let state = newGame({ dealNumber: deal });
      for (let i = 0; i < 250 && state.result === null; i++) {
        const key = positionKey(state.position);
        const rebuilt = positionFromKey(key);
        expect(positionKey(rebuilt)).toBe(key);
        expect(analyze(rebuilt)).toEqual(analyze(state.position));
        checked++;
        const next = applyAction(state, chooseAction(state, referee, mulberry32(deal * 1000 + i), { faultRate: 0.1 }), referee);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
