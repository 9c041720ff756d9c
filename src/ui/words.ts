// Small helpers for the words the screens say.
import { rankName } from '../engine/index.ts';

/** The text with its first letter a capital: "a set position" → "A set position". */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const SUIT_WORDS: Record<string, string> = { '♠': 'spades', '♥': 'hearts', '♦': 'diamonds', '♣': 'clubs' };
const RANK_OF_LABEL: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };
/** A card's short label as the engine writes it ("10♥", "A♠"), with the letters around it. */
const CARD_LABEL = /(^|[^\p{L}\p{N}])(10|[2-9AJQK])([♠♥♦♣])/gu;
/** Arrows that decorate a button or a line; a screen reader would read them out as "black right-pointing triangle". */
const ARROWS = /\s*[◀▶←→↻]\s*/g;

/**
 * What a screen reader should hear for a sentence written for the eye: "South moved 7♦ …" → "South moved
 * seven of diamonds …", a suit alone by its name, and no arrow glyphs.
 */
export function spokenText(text: string): string {
  return text
    .replace(
      CARD_LABEL,
      (_, before: string, rank: string, suit: string) => `${before}${rankName(RANK_OF_LABEL[rank] ?? Number(rank))} of ${SUIT_WORDS[suit]}`,
    )
    .replace(/[♠♥♦♣]/g, (suit) => SUIT_WORDS[suit]!)
    .replace(ARROWS, ' ')
    .trim();
}
