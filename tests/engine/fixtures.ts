// Named positions for the referee's tests (RULES R4–R8).
import type { TableSpec } from './helpers.ts';

/** No Ace in sight and no foundation: the distance is none, nothing is a fault. */
export const QUIET: TableSpec = {
  players: [
    { deck: ['9D', '2D'], discard: ['KH', '4C'], claw: ['3D', 'JS'] },
    { deck: ['5S', '6S'], discard: ['8D'], claw: ['8S'] },
  ],
  tableau: [['5H', '9C'], ['KS'], ['QD'], ['KD'], ['QC'], ['7C'], ['2S'], ['3S']],
};

/** QUIET with an Ace of hearts on tableau pile 7: a foundation play is available now (distance 0). */
export const ACE_UP: TableSpec = { ...QUIET, tableau: [['5H', '9C'], ['KS'], ['QD'], ['KD'], ['QC'], ['7C'], ['2S', 'AH'], ['3S']] };

/** docs/formats.md's example: the 5♥ under the 9♣ is two moves away (distance 2). */
export const TWO_AWAY: TableSpec = {
  players: [{ deck: ['9D', '2D'], inPlay: '7H', discard: ['KH', '4C'], claw: ['3D', 'JS'] }, { claw: ['8S'] }],
  tableau: [['5H', '9C'], ['KS'], ['KS'], ['KD'], ['QC'], ['QC'], ['2S'], ['3S']],
  foundations: [['AH', '2H', '3H', '4H']],
};

/** Player 0 holds only the A♠ and the 2♠ in the claw: two foundation plays win the game (R8.1). */
export const TWO_TO_GO: TableSpec = {
  players: [{ claw: ['2S', 'AS'] }, { deck: ['5S'], claw: ['8S'] }],
  tableau: [['9C'], ['KS'], [], [], ['QC'], [], [], []],
};
