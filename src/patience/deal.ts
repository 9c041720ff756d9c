// Seeded Brigade deals (P1.2, P1.3): a deal number gives the same table everywhere, forever. The
// project's seeded randomness (engine/rng.ts) with a word of Brigade's own in the seed, so that deal N
// of Brigade is not a shuffle the two-player game also makes. Changing anything here changes every
// deal: don't.
import { ACE, isDealNumber, KING, mulberry32, rankOf, seedFrom, shuffle, type Face } from '../engine/index.ts';
import {
  DEFAULT_GRACE,
  FOUNDATIONS,
  packOf,
  PILE_DEPTH,
  RESERVE_PLACES,
  TABLEAU_PILES,
  type GraceRule,
  type PatiencePosition,
} from './position.ts';

/** "BGDE": the seed's last word, after the deal number's low and high words. */
const BRIGADE_WORD = 0x42474445;

/** The seed of a Brigade deal: the deal number's low word, its high word, then BRIGADE_WORD. */
export function brigadeSeed(dealNumber: number): number {
  return seedFrom([(dealNumber % 4294967296) >>> 0, Math.floor(dealNumber / 4294967296) >>> 0, BRIGADE_WORD]);
}

/** The shape of a deal: Brigade's, or a smaller one for exhaustive tests. */
export interface DealShape {
  /** The highest rank in the pack (13: Ace to King). */
  readonly top: number;
  readonly piles: number;
  readonly depth: number;
  readonly reserve: number;
}

export const BRIGADE_SHAPE: DealShape = { top: KING, piles: TABLEAU_PILES, depth: PILE_DEPTH, reserve: RESERVE_PLACES };

/**
 * A deal of `shape` from a seed: the Aces start the foundations (P1.2); the other cards, in face order
 * (♠ 2–K, ♥ 2–K, ♦, ♣), are shuffled (engine/rng.ts, Fisher–Yates) and dealt face up (P1.3, P1.4):
 * the first `depth` to pile 0 bottom to top, the next to pile 1, and so on, then one to each reserve
 * place in order. Cards left over (a shape with fewer places than cards) are a programming error.
 */
export function dealShape(seed: number, shape: DealShape, grace: GraceRule = DEFAULT_GRACE): PatiencePosition {
  const cards = packOf(shape.top).filter((face) => rankOf(face) !== ACE);
  if (cards.length !== shape.piles * shape.depth + shape.reserve) throw new RangeError('dealShape: the places do not hold the pack');
  const shuffled = shuffle(cards, mulberry32(seed));
  const tableau: Face[][] = [];
  for (let i = 0; i < shape.piles; i++) tableau.push(shuffled.slice(i * shape.depth, (i + 1) * shape.depth));
  const reserve = shuffled.slice(shape.piles * shape.depth).map((face) => [face]);
  return { tableau, reserve, foundations: Array<number>(FOUNDATIONS).fill(ACE), top: shape.top, grace, graceUsed: false };
}

/** Brigade deal number N (0 to 2^53 − 1) with a grace rule. Any other number is a programming error and throws. */
export function dealBrigade(dealNumber: number, grace: GraceRule = DEFAULT_GRACE): PatiencePosition {
  if (!isDealNumber(dealNumber)) throw new RangeError(`dealBrigade: ${dealNumber} is not a deal number`);
  return dealShape(brigadeSeed(dealNumber), BRIGADE_SHAPE, grace);
}
