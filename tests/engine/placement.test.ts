// R5, the placement rule, as one module: named cases for each destination.
import { parseFace } from '../../src/engine/index.ts';
import { fitsOnFoundation, fitsOnOpponentPile, fitsOnTableau, startsFoundation } from '../../src/engine/placement.ts';

const c = (code: string) => parseFace(code)!;

describe('R5 placement', () => {
  it.each([
    ['6H', '7S', true, 'a red 6 on a black 7'],
    ['6H', '7D', false, 'not on a red 7'],
    ['6H', '8S', false, 'not two ranks up'],
    ['KS', undefined, true, 'anything on an empty pile (R5.3)'],
  ])('R5.2 tableau: %s on %s is %s (%s)', (card, top, fits, _why) => {
    expect(fitsOnTableau(c(card), top === undefined ? undefined : c(top))).toBe(fits);
  });

  it.each([
    ['2H', 'AH', true],
    ['2H', 'AD', false],
    ['3H', 'AH', false],
  ])('R5.1 foundation: %s on %s is %s', (card, top, fits) => expect(fitsOnFoundation(c(card), c(top))).toBe(fits));

  it('R5.1: only an Ace starts a foundation', () => {
    expect(startsFoundation(c('AC'))).toBe(true);
    expect(startsFoundation(c('2C'))).toBe(false);
  });

  it.each([
    ['8S', '9S', true],
    ['TS', '9S', true],
    ['8H', '9S', false],
    ['KS', 'AS', false],
    ['8S', undefined, false],
  ])('R5.4 opponent pile: %s on %s is %s (same suit, one up or down, never empty, no wrap)', (card, top, fits) => {
    expect(fitsOnOpponentPile(c(card), top === undefined ? undefined : c(top))).toBe(fits);
  });
});
