// Drag-and-drop plumbing: typed data, announcements in card words, keyboard jumps between places, and
// which place a drop lands on. Plain functions, tested without a browser.
import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { cardFrom, faceFrom } from '../../src/engine/cards.ts';
import {
  cardAnnouncements,
  cardDragData,
  jumpBetweenPlaces,
  placeCollisions,
  placeDropData,
  type CardDragData,
  type PlaceDropData,
} from '../../src/ui/table/dnd.ts';

const sevenOfHearts = cardFrom(faceFrom(1, 7), 0);
const dragged: CardDragData = { kind: 'card', card: sevenOfHearts, from: 'claw', edge: 0 };
const active = { id: 'card', data: { current: dragged } } as unknown as Active;
const overPile = (words: string, to: `tableau:${number}`): Over =>
  ({ id: to, data: { current: { kind: 'place', target: { kind: 'move', to }, place: to, words } satisfies PlaceDropData } }) as unknown as Over;

describe('typed drag data', () => {
  it('reads a card and a place, and nothing else', () => {
    expect(cardDragData(active)).toBe(dragged);
    expect(cardDragData({ data: { current: { kind: 'other' } } } as unknown as Active)).toBeNull();
    expect(cardDragData(null)).toBeNull();
    expect(placeDropData(overPile('tableau pile 3', 'tableau:2'))?.place).toBe('tableau:2');
    expect(placeDropData(null)).toBeNull();
  });
});

describe('announcements in card words', () => {
  const names = ['South', 'North'] as const;
  const say = cardAnnouncements((target) => target.kind === 'move' && target.to === 'tableau:2', () => ({ mover: 0, listener: 0, names }));

  it('picks up, is over, falls silent when put down on a place, goes back', () => {
    expect(say.onDragStart({ active })).toBe('Picked up seven of hearts from your claw.');
    expect(say.onDragOver({ active, over: overPile('tableau pile 3', 'tableau:2') })).toBe('Seven of hearts is over tableau pile 3: it can go there.');
    expect(say.onDragOver({ active, over: overPile('tableau pile 4', 'tableau:3') })).toBe('Seven of hearts is over tableau pile 4: it cannot go there.');
    expect(say.onDragOver({ active, over: null })).toBe('Seven of hearts is over no place.');
    // Only the store knows whether the drop was accepted: the table's announcer says the move or the refusal.
    expect(say.onDragEnd({ active, over: overPile('tableau pile 3', 'tableau:2') })).toBe('');
    expect(say.onDragEnd({ active, over: overPile('tableau pile 4', 'tableau:3') })).toBe('');
    expect(say.onDragEnd({ active, over: null })).toBe('Seven of hearts went back to your claw.');
    expect(say.onDragCancel({ active, over: null })).toBe('Cancelled: seven of hearts went back to your claw.');
  });

  it('a watcher hears the mover’s piles by the mover’s name, never "your"', () => {
    const watcher = cardAnnouncements(() => false, () => ({ mover: 1, listener: 0, names }));
    expect(watcher.onDragStart({ active })).toBe("Picked up seven of hearts from North's claw.");
    expect(watcher.onDragCancel({ active, over: null })).toBe("Cancelled: seven of hearts went back to North's claw.");
  });

  it('a tableau card over its own pile is back where it came from', () => {
    const fromPile = { id: 'c', data: { current: { ...dragged, from: 'tableau:2' } } } as unknown as Active;
    expect(say.onDragOver({ active: fromPile, over: overPile('tableau pile 3', 'tableau:2') })).toBe(
      'Seven of hearts is back over tableau pile 3, where it came from.',
    );
  });
});

// Three places in a row and one below: the card sits on the first.
const rect = (left: number, top: number, width = 70, height = 100) => ({ left, top, width, height, right: left + width, bottom: top + height });
const places = { a: rect(0, 0), b: rect(200, 0), c: rect(400, 10), d: rect(0, 300) };
const containers = Object.keys(places).map((id) => ({ id, node: { current: null }, disabled: false, data: { current: {} } }));
const context = (at: { left: number; top: number }) =>
  ({
    collisionRect: { ...rect(at.left, at.top) },
    droppableRects: new Map(Object.entries(places)),
    droppableContainers: Object.assign(containers, { getEnabled: () => containers }),
  }) as never;
const press = (code: string) => ({ code, preventDefault() {} }) as unknown as KeyboardEvent;

describe('keyboard jumps from place to place', () => {
  it.each([
    ['ArrowRight', places.b],
    ['ArrowDown', places.d],
  ])('%s lands the card on the nearest place that way', (code, target) => {
    expect(jumpBetweenPlaces(press(code), { active: 'x', currentCoordinates: { x: 0, y: 0 }, context: context(places.a) })).toEqual({ x: target.left, y: target.top });
  });

  it('nothing that way, or not an arrow: no jump', () => {
    expect(jumpBetweenPlaces(press('ArrowLeft'), { active: 'x', currentCoordinates: { x: 0, y: 0 }, context: context(places.a) })).toBeUndefined();
    expect(jumpBetweenPlaces(press('KeyA'), { active: 'x', currentCoordinates: { x: 0, y: 0 }, context: context(places.a) })).toBeUndefined();
  });
});

describe('which place a drop lands on', () => {
  const args = (pointer: { x: number; y: number } | null, at = places.a) =>
    ({
      active: {},
      collisionRect: rect(at.left, at.top),
      droppableRects: new Map(Object.entries(places)),
      droppableContainers: containers,
      pointerCoordinates: pointer,
    }) as never;

  it('under a pointer: the place under it, or none', () => {
    expect(placeCollisions(args({ x: 230, y: 50 })).map((c) => c.id)).toEqual(['b']);
    expect(placeCollisions(args({ x: 150, y: 50 }))).toEqual([]);
  });

  it('by keyboard: the place under the card’s centre', () => {
    expect(placeCollisions(args(null, places.c)).map((c) => c.id)[0]).toBe('c');
  });
});
