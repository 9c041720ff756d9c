// The search's scratch board: a position reduced to what R6.2 lets the player to move use, in flat
// typed arrays that the search mutates in place (docs/architecture.md §3 allows it inside the search module).
// Cards are face codes 1–52 (face + 1); 0 means "no card".
import { isRed, rankOf, suitIndexOf } from '../cards.ts';
import { fitsOnOpponentPile, fitsOnTableau } from '../placement.ts';
import { other, TABLEAU_PILES, topOf, type Position } from '../position.ts';

/** Room for one pile: every card of both decks, with margin. */
export const PILE_CAP = 112;
/** Sources beyond the tableau piles 0–7. */
export const FROM_CLAW = 8;
export const FROM_DISCARD = 9;
export const FROM_IN_PLAY = 10;
/** Destinations beyond the tableau piles 0–7. */
export const TO_OPP_CLAW = 8;
export const TO_OPP_DISCARD = 9;
/** Slots of `extra`: the mover's three one-use sources, then the tops of the opponent's two piles. */
export const X_CLAW = 0;
export const X_DISCARD = 1;
export const X_IN_PLAY = 2;
export const X_OPP_CLAW = 3;
export const X_OPP_DISCARD = 4;
export const EXTRA_SLOTS = 5;

/** Rank (1–13), suit (0–3) and redness of each face code; index 0 is unused. */
export const RANK = new Uint8Array(53);
export const SUIT = new Uint8Array(53);
export const RED = new Uint8Array(53);
for (let code = 1; code <= 52; code++) {
  RANK[code] = rankOf(code - 1);
  SUIT[code] = suitIndexOf(code - 1);
  RED[code] = isRed(code - 1) ? 1 : 0;
}

/**
 * Per card × 64 + top, whether the card may go there: bit 1 a tableau top (R5.2), bit 2 an opponent's top
 * (R5.4). Read off placement.ts, the rule's one statement; a face code's card is its face (code − 1).
 */
const FITS = new Uint8Array(53 * 64);
for (let card = 1; card <= 52; card++) {
  for (let top = 1; top <= 52; top++) {
    FITS[card * 64 + top] = (fitsOnTableau(card - 1, top - 1) ? 1 : 0) | (fitsOnOpponentPile(card - 1, top - 1) ? 2 : 0);
  }
}
/** R5.2: `card` may go on `top` of a tableau pile. */
export const fitsTableau = (card: number, top: number): boolean => (FITS[card * 64 + top]! & 1) !== 0;
/** R5.4: `card` may go on the opponent's pile showing `top` (0 = empty: never). */
export const fitsOpponent = (card: number, top: number): boolean => (FITS[card * 64 + top]! & 2) !== 0;

/** The mutable board of one search. */
export class Board {
  /** Pile p's cards bottom to top at p * PILE_CAP. */
  readonly cards = new Uint8Array(TABLEAU_PILES * PILE_CAP);
  readonly len = new Uint8Array(TABLEAU_PILES);
  /** The mover's unused claw top, discard top and in-play card, then the opponent's claw and discard tops. */
  readonly extra = new Uint8Array(EXTRA_SLOTS);

  load(position: Position): void {
    const me = position.players[position.toMove];
    const them = position.players[other(position.toMove)];
    const code = (card: number | undefined | null) => (card === undefined || card === null ? 0 : (card % 52) + 1);
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const pile = position.tableau[p]!;
      if (pile.length > PILE_CAP - 4) throw new Error('search: a tableau pile longer than two decks');
      this.len[p] = pile.length;
      for (let i = 0; i < pile.length; i++) this.cards[p * PILE_CAP + i] = code(pile[i]);
    }
    this.extra[X_CLAW] = code(topOf(me.claw));
    this.extra[X_DISCARD] = code(topOf(me.discard));
    this.extra[X_IN_PLAY] = code(me.inPlay);
    this.extra[X_OPP_CLAW] = code(topOf(them.claw));
    this.extra[X_OPP_DISCARD] = code(topOf(them.discard));
  }

  /** The index in pile p of its topmost card marked in `wanted` (by face code), or -1. */
  topmostWanted(p: number, wanted: Uint8Array): number {
    const base = p * PILE_CAP;
    for (let i = this.len[p]! - 1; i >= 0; i--) if (wanted[this.cards[base + i]!]) return i;
    return -1;
  }

  top(pile: number): number {
    const n = this.len[pile]!;
    return n === 0 ? 0 : this.cards[pile * PILE_CAP + n - 1]!;
  }
}
