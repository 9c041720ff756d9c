// A nearly won Brigade table for the store and screen tests: the Jacks of ♥ ♦ ♣ are safe at once, and
// moving K♥ off J♠ (onto the empty pile 1) lets every other card go home safely.
import type { PatiencePosition } from '../../../src/patience/index.ts';
import { table, type TableSpec } from '../../patience/helpers.ts';

export const NEARLY_WON_SPEC = {
  tableau: [['JS', 'KH'], [], ['QD']],
  reserve: [['QS'], ['KS'], ['JH'], ['QH'], ['JD'], ['KD'], ['JC'], ['QC'], ['KC']],
  foundations: [10, 10, 10, 10],
} satisfies TableSpec;

export const nearlyWon = (grace: PatiencePosition['grace'] = 'up'): PatiencePosition => table({ ...NEARLY_WON_SPEC, grace });
