// The generator's promises: `runs` with `buryInRun` gives tables that play can make (R3, R5.2), with a
// card that fits a foundation (R5.1) buried exactly as deep as asked.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankOf, suitIndexOf } from '../../src/engine/index.ts';
import { isRed } from '../../src/engine/cards.ts';
import { allCards } from '../../src/engine/position.ts';
import { foundationFits } from '../../src/engine/search/targets.ts';
import { mulberry32, randomPosition } from '../../src/tooling/generate.ts';

describe('generated positions (tests and the bench)', () => {
  it('runs + buryInRun: every pile a run as play makes it, foundations in order, no card twice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 4 }),
        (seed, depth, emptyPiles) => {
          const position = randomPosition(mulberry32(seed), { runs: true, buryInRun: depth, emptyPiles, maxPile: 8 });
          const cards = allCards(position);
          expect(new Set(cards).size).toBe(cards.length);
          for (const pile of position.tableau) {
            for (let i = 1; i < pile.length; i++) {
              expect(rankOf(pile[i]!)).toBe(rankOf(pile[i - 1]!) - 1);
              expect(isRed(pile[i]!)).not.toBe(isRed(pile[i - 1]!));
            }
          }
          for (const pile of position.foundations)
            pile.forEach((card, i) => expect([rankOf(card), suitIndexOf(card)]).toEqual([i + 1, suitIndexOf(pile[0]!)]));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('runs + buryInRun: a card that fits a foundation lies exactly that deep (unless the cards are not to be had)', () => {
    for (const depth of [5, 7]) {
      let buried = 0;
      for (let seed = 1; seed <= 200; seed++) {
        const position = randomPosition(mulberry32(seed), { runs: true, buryInRun: depth, emptyPiles: 3, maxPile: 8 });
        const fits = foundationFits(position);
        if (position.tableau.some((pile) => pile.length > depth && fits[pile[pile.length - 1 - depth]! % 52]! >= 0)) buried++;
      }
      expect(buried).toBeGreaterThanOrEqual(190);
    }
  });
});
