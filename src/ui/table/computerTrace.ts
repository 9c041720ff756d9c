// The place a computer seat's action left its card on the table, where the ring is drawn;
// its words come with it from the store (computerThinking.ts). Pure: the component draws it.
import { pileIndex } from '../../engine/index.ts';
import { drawnPlace } from '../../store/foundationSlots.ts';
import type { ComputerMove } from '../../store/gameStoreShape.ts';
import { placeOfTo, type PlaceId } from '../places.ts';

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
