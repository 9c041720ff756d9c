// The trace a computer seat's action leaves on the table (issue 14), in words and as a place: what a
// person watching needs to follow its moves without opening the log. Pure: the component draws it.
import { cardLabel } from '../../engine/cards.ts';
import { pileIndex, type To } from '../../engine/moves.ts';
import { other, type Position } from '../../engine/position.ts';
import { drawnPlace } from '../../store/foundationSlots.ts';
import type { ComputerMove } from '../../store/gameStoreShape.ts';
import { placeOfTo, tableauName, type PlaceId } from '../places.ts';

type Names = readonly [string, string];

/** Where a card went, in words short enough for one line on a phone. */
function destinationWords(before: Position, to: To, names: Names): string {
  const tableau = pileIndex(to, 'tableau');
  if (tableau !== null) return tableauName(tableau);
  const foundation = pileIndex(to, 'foundation');
  if (foundation !== null) return foundation === before.foundations.length ? 'a new foundation' : `foundation ${foundation + 1}`;
  return `${names[other(before.toMove)]}'s ${to === 'opponentClaw' ? 'claw' : 'discard pile'}`;
}

/**
 * The one-line account of a computer's action: "North put 7♣ on tableau pile 3"; a reveal, discard,
 * pass or knock in the log's own words ("North turned up 9♦", "North discarded J♦", "North knocked: …").
 */
export function computerMoveWords(move: ComputerMove, names: Names): string {
  const { action, before } = move;
  if (action.type === 'move') return `${names[move.by]} put ${cardLabel(action.move.card)} on ${destinationWords(before, action.move.to, names)}`;
  return move.said;
}

/**
 * The place on the board where the action left its card (`data-place`), or null when none did (a pass,
 * a knock). A foundation pile is found where it is drawn (`foundationPlaces`, foundationSlots.ts).
 */
export function computerMovePlace(move: ComputerMove, foundationPlaces: readonly number[], foundations: number): PlaceId | null {
  const { action, by, before } = move;
  switch (action.type) {
    case 'move': {
      const foundation = pileIndex(action.move.to, 'foundation');
      if (foundation !== null) return `foundation:${drawnPlace(foundationPlaces, Math.max(foundations, foundation + 1), foundation)}`;
      return placeOfTo(action.move.to, before.toMove);
    }
    case 'reveal':
      return `inPlay:${by}`;
    case 'discard':
      return `discard:${by}`;
    default:
      return null;
  }
}
