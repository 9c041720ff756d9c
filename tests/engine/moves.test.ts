// R5: the fast placement check used by the generator agrees with the explained one everywhere.
import fc from 'fast-check';
import { allDestinations, legalDestinations, legalMoves, sourceCard, type From } from '../../src/engine/index.ts';
import { canPlace, placementRejection } from '../../src/engine/moves.ts';
import { mulberry32, randomPosition } from '../../src/tooling/generate.ts';

describe('R5 destinations: canPlace and placementRejection agree', () => {
  it('on every source and destination of generated positions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (seed, runs) => {
        const position = randomPosition(mulberry32(seed), { runs });
        const sources: From[] = ['claw', 'discard', 'inPlay', ...position.tableau.map((_, i) => `tableau:${i}` as const)];
        for (const from of sources) {
          const card = sourceCard(position, from);
          if (card === undefined) continue;
          for (const to of allDestinations(position)) {
            expect(canPlace(position, card, from, to)).toBe(placementRejection(position, card, from, to) === null);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('R4, R5 the move generator is canPlace over every source and destination, in that order', () => {
  it('on generated positions, foundations and opponent piles included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (seed, runs) => {
        const position = randomPosition(mulberry32(seed), { runs, emptyPiles: seed % 4 });
        const sources: From[] = [...position.tableau.map((_, i) => `tableau:${i}` as const), 'claw', 'discard', 'inPlay'];
        const expected = sources.flatMap((from) => {
          const card = sourceCard(position, from);
          if (card === undefined) return [];
          const to = allDestinations(position).filter((place) => canPlace(position, card, from, place));
          expect(legalDestinations(position, from)).toEqual(to);
          return to.map((place) => ({ card, from, to: place }));
        });
        expect(legalMoves(position)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
