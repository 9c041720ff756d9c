// A card carried by keyboard (dnd-kit's KeyboardSensor: Space or Enter picks up, arrows carry, Space or
// Enter puts down, Esc cancels) moves over the fixed grid of places (placeGrid.ts), one place per arrow.
// The place it is over is the grid's, never a guess from geometry: a card just picked up is over where
// it came from, so a second Space at once puts it back. (The nearest place used to stand in when the
// card's centre lay on no drop target, and the nearest to the card in play is its owner's discard pile:
// Space, Space discarded the card and ended the turn.)
import {
  pointerWithin,
  type Active,
  type CollisionDetection,
  type DroppableContainers,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { PlaceId } from '../places.ts';
import { cardDragData } from './dnd.ts';
import { arrowOf, placeGrid, stepInGrid, type Centre } from './placeGrid.ts';

/** Where a carried card lands on a place: on its top card (a pile's outermost), or its middle. */
function landingPoint(node: HTMLElement | null | undefined): Centre | undefined {
  if (!node) return undefined;
  const cards = node.querySelectorAll('.card');
  const box = (cards.length > 0 ? cards[cards.length - 1]! : node).getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** The place a carried card was picked up from: a tableau pile, or a place at its owner's edge. */
export function originOf(active: Pick<Active, 'data'> | null): PlaceId | null {
  const data = cardDragData(active);
  if (!data) return null;
  return data.edge === null ? (data.from as PlaceId) : (`${data.from}:${data.edge}` as PlaceId);
}

/** What one table remembers of the card carried by keyboard: which card, and the place it is over. */
export function keyboardCarry() {
  let carried: { id: UniqueIdentifier; place: PlaceId | null } | null = null;

  const placeOf = (active: Pick<Active, 'id' | 'data'> | null): PlaceId | null => {
    if (!active) return null;
    if (carried?.id !== active.id) carried = { id: active.id, place: originOf(active) };
    return carried.place;
  };

  /** Under a pointer: the place under it. By keyboard: the grid's place, when a card may be dropped there. */
  const collisions: CollisionDetection = (args) => {
    if (args.pointerCoordinates) return pointerWithin(args);
    const place = placeOf(args.active);
    const container = args.droppableContainers.find((c) => c.id === place);
    return container ? [{ id: container.id, data: { droppableContainer: container, value: 0 } }] : [];
  };

  /** An arrow moves the card to the next place of the grid that way, onto its top card. */
  const coordinateGetter: KeyboardCoordinateGetter = (event, { active, context }) => {
    const arrow = arrowOf(event.code);
    const { collisionRect, droppableContainers } = context;
    const data = context.draggableNodes.get(active)?.data;
    if (!arrow || !collisionRect || !data) return undefined;
    event.preventDefault();
    const from = placeOf({ id: active, data });
    if (from === null) return undefined;
    const centres = measure(droppableContainers);
    const places = enabledPlaces(droppableContainers);
    const grid = placeGrid(places.includes(from) ? places : [...places, from], (place) => centres.get(place));
    const to = stepInGrid(grid, from, arrow, (place) => centres.get(place));
    const point = to ? centres.get(to) : undefined;
    if (!to || !point) return undefined;
    carried = { id: active, place: to };
    return { x: point.x - collisionRect.width / 2, y: point.y - collisionRect.height / 2 };
  };

  /** The drag is over (put down or cancelled): the next one, the same card's too, starts where its card lies. */
  const ended = () => {
    carried = null;
  };

  return { collisions, coordinateGetter, ended };
}

/** The places a card may be dropped on now (a place whose drop means nothing to the mover is disabled). */
const enabledPlaces = (containers: DroppableContainers): PlaceId[] => containers.getEnabled().map((c) => String(c.id) as PlaceId);

/** Where each place is drawn (all of them: the carried card's own place may take no drop). */
function measure(containers: DroppableContainers): Map<PlaceId, Centre> {
  const centres = new Map<PlaceId, Centre>();
  for (const container of containers.values()) {
    const point = landingPoint(container.node.current);
    if (point) centres.set(String(container.id) as PlaceId, point);
  }
  return centres;
}
