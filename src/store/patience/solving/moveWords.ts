// A Brigade move in a player's words, for the hint and the solution's captions: "7♣ onto 8♥ (pile 4)".
// Piles and reserve places are counted from 1 here, as a player counts them.
import { cardLabel } from '../../../engine/index.ts';
import type { PatienceMove, PatiencePosition } from '../../../patience/index.ts';

const indexIn = (to: string, kind: 'tableau' | 'reserve'): number | null => {
  const [what, n] = to.split(':');
  return what === kind ? Number(n) : null;
};

/** What moves: the card, or a run by its deepest card and its length. */
function moving(move: PatienceMove): string {
  return move.count > 1 ? `${cardLabel(move.card)} and the ${move.count - 1} card${move.count > 2 ? 's' : ''} on it` : cardLabel(move.card);
}

/** The move said against the table it is made on (the card it lands on is read there). */
export function moveWords(position: PatiencePosition, move: PatienceMove): string {
  if (move.to === 'foundation') return `${moving(move)} to its foundation`;
  const pile = indexIn(move.to, 'tableau');
  if (pile !== null) {
    const onto = position.tableau[pile]?.at(-1);
    return onto === undefined
      ? `${moving(move)} to the empty pile ${pile + 1}`
      : `${moving(move)} onto ${cardLabel(onto)} (pile ${pile + 1})`;
  }
  const place = indexIn(move.to, 'reserve') ?? 0;
  const onto = position.reserve[place]?.at(-1);
  return `${moving(move)} onto ${onto === undefined ? 'the reserve' : cardLabel(onto)} (reserve place ${place + 1}, the grace move)`;
}
