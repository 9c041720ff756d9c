// Small Brigade tables (a pack of Aces to fives, grace off) whose fate the solver decides at once: a
// start, a move that keeps it winnable, then a move that loses it (3♦ onto the last empty pile leaves
// 3♣ in the reserve with nowhere to go, and every 2 buried under a 4 and a 5).
import { applyMove, type PatienceMove, type PatiencePosition } from '../../../../src/patience/index.ts';
import { move, table } from '../../../patience/helpers.ts';

const PILES = [
  ['2S', '4H', '5S'],
  ['2H', '4S', '5H'],
  ['2D', '4C', '5D'],
  ['2C', '4D', '5C'],
];

/** Two empty piles; reserve 3♦ 3♣ 3♠, 3♥ on pile 5. */
export const LOST_START: PatiencePosition = table({
  tableau: [...PILES, [], ['3H'], []],
  reserve: [['3D'], ['3C'], ['3S']],
  top: 5,
  grace: 'off',
});
/** 3♠ onto the empty pile 4: still winnable. */
export const KEEPS: PatienceMove = move('3S', 'tableau:4');
/** Then 3♦ onto the empty pile 6: lost. */
export const LOSES: PatienceMove = move('3D', 'tableau:6');

export const afterKeeps = applyMove(LOST_START, KEEPS);
export const afterLoses = applyMove(afterKeeps, LOSES);
