// R6.2 distance none: the pile-count proof (search/bottoms.ts) and the search on named positions with
// held piles, against the plain reference search. The same on 2400 generated positions is in
// tests/exact/search-none.exact.test.ts (`npm run test:exact`).
import type { Position } from '../../src/engine/index.ts';
import { foundationDistance } from '../../src/engine/search/index.ts';
import { PileCount } from '../../src/engine/search/bottoms.ts';
import { provesNone, table } from './helpers.ts';
import { searchDistance as referenceDistance } from './reference-search.ts';

/** What the pile-count proof says of a position: true when it proves that no target can be reached. */
const pileCountProvesNone = (position: Position): boolean => provesNone(new PileCount(), position);

const KINGS = [['KS'], ['KD'], ['KC'], ['KH']];

describe("R6.2 none: held piles (a card with no host above a pile's bottom)", () => {
  const cases = [
    {
      // Six cards with no host above the A♣ need six piles; the Q♣ (no red King) holds its pile over
      // the 3♣ and the J♠ (no red Queen) holds its pile over the 7♥: eight piles are too many.
      name: 'two held piles and six homeless cover cards: none',
      spec: {
        players: [
          { claw: ['7C'], discard: ['TH'], inPlay: '7D' },
          { claw: ['4C'], discard: ['7S'] },
        ],
        tableau: [[], ['3C', 'QC'], [], [], [], ['2C', '8S'], ['7H', 'JS'], ['AC', 'KS', '8H', '4H', '3H', 'KC', 'KC']],
      },
      distance: null,
    },
    {
      // The same with the J♠ given a host (a red Queen on a pile of its own): the pile of the 7♥ can
      // be emptied, so the proof must not claim none.
      name: 'the same with a host for the J♠: reachable',
      spec: {
        players: [
          { claw: ['7C'], discard: ['TH'], inPlay: '7D' },
          { claw: ['4C'], discard: ['7S'] },
        ],
        tableau: [['QH'], ['3C', 'QC'], [], [], [], ['2C', '8S'], ['7H', 'JS'], ['AC', 'KS', '8H', '4H', '3H', 'KC']],
      },
      distance: 'some',
    },
    {
      // A held pile whose bottom could go to the opponent's claw still holds its pile: the 3♣ can only
      // leave once the K♥ on it has (no place but an empty pile). Four Kings above the A♠, three
      // piles of a lone King, and the pile of the 3♣: eight piles.
      name: 'a held pile over a bottom that could be sunk',
      spec: {
        players: [{}, { claw: ['4C'] }],
        tableau: [['3C', 'KH'], [], ['AS', 'KD', 'KC', 'KS', 'KH'], ...KINGS.slice(0, 3), ['QS', 'JD'], []],
      },
      distance: null,
    },
    {
      // The 6♣ can go onto the opponent's 5♣ or take the 5♦ (its only black 6), not both: with it
      // sunk, the 5♦ keeps a pile; with it on the table, it needs a pile of its own. Three Kings
      // above the A♠ and four piles of a lone King leave one pile short either way.
      name: 'a card that might be sunk either goes or hosts: none',
      spec: {
        players: [{}, { claw: ['5C'] }],
        tableau: [['AS', 'KD', 'KH', 'KS', '6C'], ['5D'], ['KC'], ['KC'], ['KS'], ['KD'], [], []],
      },
      distance: null,
    },
  ] as const;
  for (const c of cases) {
    it(c.name, () => {
      const position = table(c.spec);
      const reference = referenceDistance(position, Infinity);
      const fast = foundationDistance(position);
      if (c.distance === null) {
        expect(reference?.distance).toBeNull();
        expect(fast.distance).toBeNull();
        expect(pileCountProvesNone(position)).toBe(true);
      } else {
        expect(reference?.distance).not.toBeNull();
        expect(fast.distance).toBe(reference!.distance);
        expect(pileCountProvesNone(position)).toBe(false);
      }
    });
  }
});
