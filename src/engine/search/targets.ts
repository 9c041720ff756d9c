// Which faces fit a foundation right now (R5.1, R6.1). Foundations never change during a search:
// the first foundation play ends it.
import { ACE, faceFrom, rankOf, suitIndexOf } from '../cards.ts';
import { MAX_FOUNDATIONS, type Position } from '../position.ts';

/** For each face 0–51, the foundation pile it fits (the new pile's index for an Ace), or -1. */
export function foundationFits(position: Position): Int8Array {
  const fits = new Int8Array(52).fill(-1);
  const piles = position.foundations;
  if (piles.length < MAX_FOUNDATIONS) {
    for (let suit = 0; suit < 4; suit++) fits[faceFrom(suit, ACE)] = piles.length;
  }
  // Two decks: two piles may wait for the same card; the first one is the line's choice.
  for (let i = piles.length - 1; i >= 0; i--) {
    const top = piles[i]![piles[i]!.length - 1]!;
    if (rankOf(top) < 13) fits[faceFrom(suitIndexOf(top), rankOf(top) + 1)] = i;
  }
  return fits;
}

/** Marks in `wanted`, by the search board's face codes 1–52, the faces that fit a foundation now. */
export function markWanted(fits: Int8Array, wanted: Uint8Array): Uint8Array {
  for (let face = 0; face < 52; face++) wanted[face + 1] = fits[face]! >= 0 ? 1 : 0;
  return wanted;
}
