// One string per Brigade table, for the solver's answers kept on the page. Exact, not up to the order
// of the piles: a kept solution names piles and places by number, so it fits only its own table.
import type { PatiencePosition } from '../../../patience/index.ts';

const char = (face: number): string => String.fromCharCode(48 + face);
const places = (piles: readonly (readonly number[])[]): string => piles.map((pile) => pile.map(char).join('')).join('|');

/** The key of a table: piles, reserve places, foundations, the pack's top, the grace rule and whether it was used. */
export const patienceKey = (position: PatiencePosition): string =>
  `${places(position.tableau)}/${places(position.reserve)}/${position.foundations.join(',')}/${position.top}/${position.grace}${position.graceUsed ? '!' : ''}`;
