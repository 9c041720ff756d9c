// Properties of the rules over random play from random deals (fast-check): the generator and the
// refusal agree on every move, applying a move keeps the 52 cards and never changes its input, and
// every table reached reads back from its JSON.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  applyMove,
  checkMove,
  legalMoves,
  makePatiencePosition,
  parsePatiencePosition,
  type PatienceMove,
  type PatiencePosition,
  type PatienceTo,
} from '../../src/patience/index.ts';
import { isLegal } from '../../src/patience/moves.ts';
import { randomGame, walk } from './random-play.ts';

const cardsOf = (p: PatiencePosition) => {
  const home = p.foundations.flatMap((rank, suit) => Array.from({ length: rank }, (_, i) => suit * 13 + i));
  return [...p.tableau.flat(), ...p.reserve.flat(), ...home].sort((a, b) => a - b);
};
const ALL = Array.from({ length: 52 }, (_, i) => i);

const game = randomGame(60);
const TO: PatienceTo[] = [
  'foundation',
  ...Array.from({ length: 8 }, (_, i) => `tableau:${i}` as const),
  ...Array.from({ length: 14 }, (_, i) => `reserve:${i}` as const),
];
const anyMove = fc.record({ card: fc.integer({ min: 0, max: 51 }), to: fc.constantFrom(...TO), count: fc.integer({ min: 1, max: 5 }) });

describe('the rules over random play', () => {
  it("checkMove accepts exactly the generator's moves; every other move gets a code and words with a rule number", () => {
    fc.assert(
      fc.property(game, fc.array(anyMove, { minLength: 20, maxLength: 20 }), ({ deal, grace, choices }, tries) => {
        for (const table of walk(deal, grace, choices)) {
          for (const m of [...tries, ...legalMoves(table)] as PatienceMove[]) {
            const rejection = checkMove(table, m);
            expect(rejection === null).toBe(isLegal(table, m));
            if (rejection) expect(rejection.message).toMatch(/\(P\d|There is no|not on this table|is on that pile|A card goes/);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a move keeps every card exactly once and changes nothing of the table it came from', () => {
    fc.assert(
      fc.property(game, ({ deal, grace, choices }) => {
        const tables = walk(deal, grace, choices);
        for (const table of tables) expect(cardsOf(table)).toEqual(ALL);
        const last = tables[tables.length - 1]!;
        const before = JSON.stringify(last);
        for (const m of legalMoves(last)) applyMove(last, m);
        expect(JSON.stringify(last)).toBe(before);
      }),
      { numRuns: 40 },
    );
  });

  it('every table reached reads back from its brigade-position/1 JSON', () => {
    fc.assert(
      fc.property(game, ({ deal, grace, choices }) => {
        for (const table of walk(deal, grace, choices))
          expect(parsePatiencePosition(JSON.parse(JSON.stringify(makePatiencePosition(table))))).toEqual({ ok: true, value: table });
      }),
      { numRuns: 40 },
    );
  });

  it('foundations only ever grow, one card at a time, in suit (P2)', () => {
    fc.assert(
      fc.property(game, ({ deal, grace, choices }) => {
        const tables = walk(deal, grace, choices);
        for (let i = 1; i < tables.length; i++) {
          const grew: number[] = tables[i]!.foundations.map((rank, s) => rank - tables[i - 1]!.foundations[s]!);
          expect(
            grew.filter((d) => d !== 0).length <= 1 &&
              grew.reduce((a, b) => a + b, 0) === grew.filter((d) => d !== 0).length &&
              grew.every((d) => d >= 0),
          ).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });
});
