// Drag-and-drop plumbing (@dnd-kit/core): the typed data every draggable card and droppable place
// carries (never ids parsed from strings) and what a screen reader hears, in card words. Arrow keys
// carry a card over a grid of places: keyboardCarry.ts. Where a pointer drop lands: ui/releasePoint.ts.
import { type Active, type Announcements, type ClientRect, type Over, type ScreenReaderInstructions } from '@dnd-kit/core';
import { cardName, type CardId, type From, type PlayerIndex } from '../../engine/index.ts';
import type { DropTarget } from '../../store/gameStoreShape.ts';
import { fromWords, type PlaceId, type PointOfView } from '../places.ts';
import { capital } from '../words.ts';

/** What a dragged card carries. */
export interface CardDragData {
  readonly kind: 'card';
  readonly card: CardId;
  /** Where the player to move takes it from. */
  readonly from: From;
  /** Whose edge it lies at (its overlay turns with player 1's edge in table mode). */
  readonly edge: PlayerIndex | null;
}

/** What a place a card may be dropped on carries. */
export interface PlaceDropData {
  readonly kind: 'place';
  readonly target: DropTarget;
  readonly place: PlaceId;
  /** The place in words: "tableau pile 3", "North's claw". */
  readonly words: string;
}

export const cardDragData = (active: Pick<Active, 'data'> | null): CardDragData | null => {
  const data = active?.data.current as Partial<CardDragData> | undefined;
  return data?.kind === 'card' ? (data as CardDragData) : null;
};

export const placeDropData = (over: Pick<Over, 'data'> | null): PlaceDropData | null => {
  const data = over?.data.current as Partial<PlaceDropData> | undefined;
  return data?.kind === 'place' ? (data as PlaceDropData) : null;
};

/**
 * A place's box as drawn, for dnd-kit to measure the places by (Table.tsx): places have no transform of
 * their own, so its default measure, which reads each place's computed style to undo one, gave the same
 * box at more cost at every drag's start. A plain object: dnd-kit copies a box by spreading it, and a
 * DOMRect's sides are getters that a spread leaves behind.
 */
export function drawnBox(element: Element): ClientRect {
  const { top, left, width, height, bottom, right } = element.getBoundingClientRect();
  return { top, left, width, height, bottom, right };
}

/**
 * The places' boxes for one drag. dnd-kit measures every place twice as a drag starts: in the render that
 * starts it, and again after that render's commit, whose changes (the lit places, the lifted card) the
 * second reading would lay out on the spot. Places neither move nor change size while a card is carried
 * (the rings are shadows, the lifted card is drawn over them), so each place is read once per drag:
 * `forget` at each drag's start (and when the window changes size) makes the next reading fresh.
 */
export function placeBoxes(): { readonly measure: (element: Element) => ClientRect; readonly forget: () => void } {
  let boxes = new WeakMap<Element, ClientRect>();
  return {
    measure(element) {
      let box = boxes.get(element);
      if (!box) boxes.set(element, (box = drawnBox(element)));
      return box;
    },
    forget: () => (boxes = new WeakMap()),
  };
}

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this card, press space or enter to pick it up, use the arrow keys to carry it from place to place, ' +
    'then press space or enter to put it down, or escape to put it back.',
};

/**
 * Announcements in card words: "Picked up seven of hearts from your claw", "… is over tableau pile 3".
 * `view`: who hears them now (the mover, or a practice table's learner watching the other seat). A
 * drop on a place is not said here: only the store knows whether it was accepted, and the table's
 * announcer (Announcer.tsx) says the move or the refusal, once; this voice falls silent instead.
 */
export function cardAnnouncements(isLegal: (target: DropTarget) => boolean, view: () => PointOfView): Announcements {
  const card = (active: Active) => cardDragData(active);
  const name = (active: Active) => {
    const data = card(active);
    return data ? cardName(data.card) : 'the card';
  };
  return {
    onDragStart: ({ active }) => {
      const data = card(active);
      return data ? `Picked up ${cardName(data.card)} from ${fromWords(data.from, view())}.` : undefined;
    },
    onDragOver: ({ active, over }) => {
      const place = placeDropData(over);
      if (!place) return `${capital(name(active))} is over no place.`;
      if (place.target.kind === 'move' && place.target.to === card(active)?.from)
        return `${capital(name(active))} is back over ${place.words}, where it came from.`;
      const verdict = isLegal(place.target) ? 'it can go there' : 'it cannot go there';
      return `${capital(name(active))} is over ${place.words}: ${verdict}.`;
    },
    onDragEnd: ({ active, over }) => {
      const place = placeDropData(over);
      const data = card(active);
      const back = `${capital(name(active))} went back to ${data ? fromWords(data.from, view()) : 'where it was'}.`;
      if (!place || (place.target.kind === 'move' && place.target.to === data?.from)) return back;
      return '';
    },
    onDragCancel: ({ active }) => {
      const data = card(active);
      return `Cancelled: ${name(active)} went back to ${data ? fromWords(data.from, view()) : 'where it was'}.`;
    },
  };
}
