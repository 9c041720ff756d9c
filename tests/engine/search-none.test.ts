// R6.2 distance none: the pile-count proof (search/bottoms.ts) and the search on positions with three
// or four empty piles, long runs and held piles, against the plain reference search.
import { foundationDistance } from '../../src/engine/analysis.ts';
import { positionsWithoutPlay } from '../../src/engine/generate.ts';
import type { Position } from '../../src/engine/position.ts';
import { PileCount } from '../../src/engine/search/bottoms.ts';
import { provesNone, table } from './helpers.ts';
import { lineProblem } from './lines.ts';
import { searchDistance as referenceDistance } from './reference-search.ts';

/** Positions without a foundation play now: empty piles, runs, buried targets, and mixed piles that hold cards with no host. */
function positions(seed: number, count: number): Position[] {
  return positionsWithoutPlay(seed, count, [
    { runs: true, emptyPiles: 3, buryWanted: 4, maxPile: 5 },
    { runs: true, emptyPiles: 4, buryWanted: 4, maxPile: 6 },
    { emptyPiles: 3, buryWanted: 4, maxPile: 4 },
    { emptyPiles: 4, buryWanted: 5, maxPile: 3 },
    { emptyPiles: 2, buryWanted: 4, maxPile: 3 },
  ]);
}

/** What the pile-count proof says of a position: true when it proves that no target can be reached. */
const pileCountProvesNone = (position: Position): boolean => provesNone(new PileCount(), position);

describe('R6.2 none: every proof of none is confirmed by the reference search', () => {
  it('on 2400 positions with 2–4 empty piles, runs and buried targets', () => {
    let proofs = 0;
    let settled = 0;
    let nones = 0;
    for (const position of positions(5150, 2400)) {
      const proved = pileCountProvesNone(position);
      const reference = referenceDistance(position, Infinity, 2500);
      const fast = foundationDistance(position);
      if (proved) {
        proofs++;
        expect(fast.distance).toBeNull();
      }
      if (fast.distance !== null) expect(lineProblem(position, fast.line, fast.distance)).toBeNull();
      if (!reference) continue;
      settled++;
      if (reference.distance === null) nones++;
      if (proved && reference.distance !== null) throw new Error(`pile count proved none, reference ${reference.distance}: ${JSON.stringify(position)}`);
      if (fast.distance !== reference.distance) throw new Error(`fast ${fast.distance} ≠ reference ${reference.distance} on ${JSON.stringify(position)}`);
    }
    // The proof must be put to work, and the reference must settle most positions, nones included.
    expect(proofs).toBeGreaterThan(30);
    expect(settled).toBeGreaterThan(2200);
    expect(nones).toBeGreaterThan(60);
  }, 60_000);
});

const KINGS = [['KS'], ['KD'], ['KC'], ['KH']];

describe('R6.2 none: held piles (a card with no host above a pile\'s bottom)', () => {
  const cases = [
    {
      // Six cards with no host above the A♣ need six piles; the Q♣ (no red King) holds its pile over
      // the 3♣ and the J♠ (no red Queen) holds its pile over the 7♥: eight piles are too many.
      name: 'two held piles and six homeless cover cards: none',
      spec: {
        players: [{ claw: ['7C'], discard: ['TH'], inPlay: '7D' }, { claw: ['4C'], discard: ['7S'] }],
        tableau: [[], ['3C', 'QC'], [], [], [], ['2C', '8S'], ['7H', 'JS'], ['AC', 'KS', '8H', '4H', '3H', 'KC', 'KC']],
      },
      distance: null,
    },
    {
      // The same with the J♠ given a host (a red Queen on a pile of its own): the pile of the 7♥ can
      // be emptied, so the proof must not claim none.
      name: 'the same with a host for the J♠: reachable',
      spec: {
        players: [{ claw: ['7C'], discard: ['TH'], inPlay: '7D' }, { claw: ['4C'], discard: ['7S'] }],
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
