// The engine's rankOf and suitIndexOf for the solver, looked up in tables rather than computed: the
// search asks them several times for every table it meets, and a division costs more than a load.
// The same answers for every card the solver holds (0–63: a pack's faces and the move codes' 6 bits).
import { rankOf as rankOfFace, suitIndexOf as suitOfFace } from '../../engine/index.ts';

export const RANK = Int8Array.from({ length: 64 }, (_, card) => rankOfFace(card));
export const SUIT = Int8Array.from({ length: 64 }, (_, card) => suitOfFace(card));

/** A card's rank (engine/cards.ts rankOf), for a card 0–63. */
export const rankOf = (card: number): number => RANK[card]!;
/** A card's suit's index (engine/cards.ts suitIndexOf), for a card 0–63. */
export const suitIndexOf = (card: number): number => SUIT[card]!;
