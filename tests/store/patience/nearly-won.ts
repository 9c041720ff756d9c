// A nearly won Brigade table for the store and screen tests: the Jacks of ♥ ♦ ♣ are safe at once, and
// moving K♥ off J♠ (onto the empty pile 1) lets every other card go home safely.
import type { PatiencePosition } from '../../../src/patience/index.ts';
import { table } from '../../patience/helpers.ts';

export function nearlyWon(grace: PatiencePosition['grace'] = 'up'): PatiencePosition {
  return table({
    tableau: [['JS', 'KH'], [], ['QD']],
    reserve: [['QS'], ['KS'], ['JH'], ['QH'], ['JD'], ['KD'], ['JC'], ['QC'], ['KC']],
    foundations: [10, 10, 10, 10],
    grace,
  });
}
