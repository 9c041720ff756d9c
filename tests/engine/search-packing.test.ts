// R6.2 distance none: the packing proof (search/packing.ts), every none it claims confirmed by the plain
// reference search, on positions with two buried targets and on named positions. The same on 2000
// positions with three or four empty piles, long runs and buried targets is in
// tests/exact/search-packing.exact.test.ts (`npm run test:exact`).
import { isFoundationPlay, legalMoves, type Position } from '../../src/engine/index.ts';
import { foundationDistance } from '../../src/engine/search/index.ts';
import { allCards } from '../../src/engine/position.ts';
import { Packing } from '../../src/engine/search/packing.ts';
import { foundationFits } from '../../src/engine/search/targets.ts';
import { mulberry32, randomPosition, type GenerateOptions } from '../../src/tooling/generate.ts';
import { provesNone, table } from './helpers.ts';
import { searchDistance as referenceDistance } from './reference-search.ts';

const packingProvesNone = (position: Position): boolean => provesNone(new Packing(), position);

/**
 * Positions with a second wanted card just under the top two cards of another pile: that pile's top
 * part is where the proof assumes least (the card above the wanted one never moves, nothing more).
 */
function positionsWithTwoTargets(seed: number, tries: number): Position[] {
  const random = mulberry32(seed);
  const kinds: GenerateOptions[] = [
    { runs: true, emptyPiles: 1, buryWanted: 4, maxPile: 5 },
    { emptyPiles: 1, buryWanted: 4, maxPile: 4 },
    { runs: true, emptyPiles: 2, buryWanted: 5, maxPile: 6 },
    { emptyPiles: 0, buryWanted: 3, maxPile: 4 },
  ];
  const copies = (position: Position, face: number) => allCards(position).filter((card) => card % 52 === face).length;
  const out: Position[] = [];
  for (let k = 0; k < tries; k++) {
    const base = randomPosition(random, kinds[k % kinds.length]);
    const fits = foundationFits(base);
    const wantedFaces = [...Array(52).keys()].filter((face) => fits[face]! >= 0);
    const piles = [...base.tableau.keys()].filter(
      (i) => base.tableau[i]!.length >= 2 && !base.tableau[i]!.some((card) => fits[card % 52]! >= 0),
    );
    if (piles.length === 0 || wantedFaces.length === 0) continue;
    const at = piles[Math.floor(random() * piles.length)]!;
    const face = wantedFaces[Math.floor(random() * wantedFaces.length)]!;
    const held = copies(base, face);
    if (held > 1) continue;
    const pile = [...base.tableau[at]!];
    pile.splice(pile.length - 2, 0, face + 52 * held);
    const position: Position = { ...base, tableau: base.tableau.map((p, i) => (i === at ? pile : p)) };
    if (!legalMoves(position).some(isFoundationPlay)) out.push(position);
  }
  return out;
}

describe('R6.2 none: packing proofs with two buried targets are confirmed by the reference search', () => {
  it('on about 1200 positions with 0–2 empty piles', () => {
    let proofs = 0;
    for (const position of positionsWithTwoTargets(1, 6000)) {
      if (!packingProvesNone(position)) continue;
      proofs++;
      const reference = referenceDistance(position, Infinity, 5000);
      if (reference && reference.distance !== null)
        throw new Error(`packing proved none, reference ${reference.distance}: ${JSON.stringify(position)}`);
    }
    expect(proofs).toBeGreaterThan(80);
  }, 90_000);
});

describe('R6.2 none: the packing count at the goal and before a card that needs an empty pile', () => {
  const cases = [
    {
      // The K♦ above the A♠ can only go to an empty pile. Before it moves, the Q♣ on it has gone, and
      // with no red King free it needs a pile of its own; six piles of a card with no host leave no
      // empty pile for the K♦ then, though at the goal the Q♣ could lie on it (so the goal alone,
      // as bottoms.ts counts it, fits in eight piles).
      name: 'the card on a King needs the pile the King needs: none',
      spec: {
        players: [{}, {}],
        tableau: [['AS', 'KD', 'QC'], ['KS'], ['KC'], ['KS'], ['KC'], ['2H'], ['2D'], []],
      },
      distance: null,
    },
    {
      // One such pile fewer: the Q♣ takes one empty pile and the K♦ the other.
      name: 'the same with one more empty pile: reachable',
      spec: {
        players: [{}, {}],
        tableau: [['AS', 'KD', 'QC'], ['KS'], ['KC'], ['KS'], ['KC'], ['2H'], [], []],
      },
      distance: 'some',
    },
    {
      // The 9♦ has a host, the T♠, but two Kings lie on it: making it a top before the 9♦ moves
      // needs two more piles. The 9♦ takes the empty pile instead: the moment before it moves is
      // counted with an empty pile or with a host on top, and the empty pile fits.
      name: 'a card whose host is buried goes to the empty pile: reachable',
      spec: {
        players: [{}, {}],
        tableau: [['AS', '9D'], ['TS', 'KC', 'KD'], ['KS'], ['KS'], ['KH'], ['KH'], ['KD'], []],
      },
      distance: 'some',
    },
  ] as const;
  for (const c of cases) {
    it(c.name, () => {
      const position = table(c.spec);
      const reference = referenceDistance(position, Infinity);
      expect(reference).toBeDefined();
      if (c.distance === null) {
        expect(reference!.distance).toBeNull();
        expect(packingProvesNone(position)).toBe(true);
        expect(foundationDistance(position).distance).toBeNull();
      } else {
        expect(reference!.distance).not.toBeNull();
        expect(packingProvesNone(position)).toBe(false);
        expect(foundationDistance(position).distance).toBe(reference!.distance);
      }
    });
  }
});
