// The search board's Zobrist keys (astar.ts, "Why it is exact": tableau piles are interchangeable).
// Each card adds a random word that depends on its height in its pile; each pile's sum goes through a
// non-linear finaliser before the piles are summed, so that the sum over piles does not mix cards of
// different piles. Two keys of 32 bits each; the table verifies every hit pile by pile anyway.
import { fmix32, randomWords } from '../rng.ts';
import { TABLEAU_PILES } from '../position.ts';
import { Board, PILE_CAP } from './board.ts';

/** Per card face and height: the words of key A and key B, side by side. */
const Z = randomWords(0x2545f491, 2 * 53 * PILE_CAP);

/** Key B's finaliser: another mix than key A's (fmix32), so the two keys fail independently. */
function finB(x: number): number {
  x ^= x >>> 15;
  x = Math.imul(x, 0x2c1b3c6d);
  x ^= x >>> 12;
  x = Math.imul(x, 0x297a2d39);
  return (x ^ (x >>> 15)) | 0;
}

/** The keys of the board, kept up to date card by card as the search moves cards. */
export class BoardKeys {
  private readonly pileA = new Int32Array(TABLEAU_PILES);
  private readonly pileB = new Int32Array(TABLEAU_PILES);
  /** Each pile's finished key, as it goes into the sums. */
  private readonly pileFinA = new Int32Array(TABLEAU_PILES);
  private readonly pileFinB = new Int32Array(TABLEAU_PILES);
  private sumA = 0;
  private sumB = 0;
  /** The table key of the board (after `seal`): the piles' sum and the five extra slots. */
  keyA = 0;
  keyB = 0;

  /** `card` was put on `pile` at `height` (+1) or taken from there (−1). */
  change(pile: number, card: number, height: number, sign: 1 | -1): void {
    const z = (card * PILE_CAP + height) * 2;
    const a = (this.pileA[pile]! + sign * Z[z]!) | 0;
    const b = (this.pileB[pile]! + sign * Z[z + 1]!) | 0;
    const fa = fmix32(a) | 0;
    const fb = finB(b);
    this.pileA[pile] = a;
    this.pileB[pile] = b;
    this.sumA = (this.sumA - this.pileFinA[pile]! + fa) | 0;
    this.sumB = (this.sumB - this.pileFinB[pile]! + fb) | 0;
    this.pileFinA[pile] = fa;
    this.pileFinB[pile] = fb;
  }

  /** Recomputes the pile keys from the board's cards, and seals. */
  rehash(board: Board): void {
    const { cards, len } = board;
    let sumA = 0;
    let sumB = 0;
    for (let p = 0; p < TABLEAU_PILES; p++) {
      let a = 0;
      let b = 0;
      const base = p * PILE_CAP;
      for (let i = 0; i < len[p]!; i++) {
        const z = (cards[base + i]! * PILE_CAP + i) * 2;
        a = (a + Z[z]!) | 0;
        b = (b + Z[z + 1]!) | 0;
      }
      this.pileA[p] = a;
      this.pileB[p] = b;
      this.pileFinA[p] = fmix32(a) | 0;
      this.pileFinB[p] = finB(b);
      sumA = (sumA + this.pileFinA[p]!) | 0;
      sumB = (sumB + this.pileFinB[p]!) | 0;
    }
    this.sumA = sumA;
    this.sumB = sumB;
    this.seal(board.extra);
  }

  /** Sets the table key from the piles' sums and the five extra slots. */
  seal(extra: Uint8Array): void {
    const x = extra[0]! | (extra[1]! << 6) | (extra[2]! << 12) | (extra[3]! << 18) | (extra[4]! << 24);
    this.keyA = (this.sumA + fmix32(x ^ 0x3c6ef372)) | 0;
    this.keyB = (this.sumB + finB(x + 0x1b873593)) | 0;
  }
}
