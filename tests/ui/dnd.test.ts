// Drag-and-drop plumbing: typed data and announcements in card words (the grid the arrow keys
// carry a card over: keyboard-carry.test.ts). Plain functions, tested without a browser.
import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { cardFrom, faceFrom } from '../../src/engine/index.ts';
import {
  cardAnnouncements,
  cardDragData,
  drawnBox,
  placeBoxes,
  placeDropData,
  type CardDragData,
  type PlaceDropData,
} from '../../src/ui/table/dnd.ts';

const sevenOfHearts = cardFrom(faceFrom(1, 7), 0);
const dragged: CardDragData = { kind: 'card', card: sevenOfHearts, from: 'claw', edge: 0 };
const active = { id: 'card', data: { current: dragged } } as unknown as Active;
const overPile = (words: string, to: `tableau:${number}`): Over =>
  ({
    id: to,
    data: { current: { kind: 'place', target: { kind: 'move', to }, place: to, words } satisfies PlaceDropData },
  }) as unknown as Over;

describe('typed drag data', () => {
  it('reads a card and a place, and nothing else', () => {
    expect(cardDragData(active)).toBe(dragged);
    expect(cardDragData({ data: { current: { kind: 'other' } } })).toBeNull();
    expect(cardDragData(null)).toBeNull();
    expect(placeDropData(overPile('tableau pile 3', 'tableau:2'))?.place).toBe('tableau:2');
    expect(placeDropData(null)).toBeNull();
  });
});

describe('announcements in card words', () => {
  const names = ['South', 'North'] as const;
  const say = cardAnnouncements(
    (target) => target.kind === 'move' && target.to === 'tableau:2',
    () => ({ mover: 0, listener: 0, names }),
  );

  it('picks up, is over, falls silent when put down on a place, goes back', () => {
    expect(say.onDragStart({ active })).toBe('Picked up seven of hearts from your claw.');
    expect(say.onDragOver({ active, over: overPile('tableau pile 3', 'tableau:2') })).toBe(
      'Seven of hearts is over tableau pile 3: it can go there.',
    );
    expect(say.onDragOver({ active, over: overPile('tableau pile 4', 'tableau:3') })).toBe(
      'Seven of hearts is over tableau pile 4: it cannot go there.',
    );
    expect(say.onDragOver({ active, over: null })).toBe('Seven of hearts is over no place.');
    // Only the store knows whether the drop was accepted: the table's announcer says the move or the refusal.
    expect(say.onDragEnd({ active, over: overPile('tableau pile 3', 'tableau:2') })).toBe('');
    expect(say.onDragEnd({ active, over: overPile('tableau pile 4', 'tableau:3') })).toBe('');
    expect(say.onDragEnd({ active, over: null })).toBe('Seven of hearts went back to your claw.');
    expect(say.onDragCancel({ active, over: null })).toBe('Cancelled: seven of hearts went back to your claw.');
  });

  it('a watcher hears the mover’s piles by the mover’s name, never "your"', () => {
    const watcher = cardAnnouncements(
      () => false,
      () => ({ mover: 1, listener: 0, names }),
    );
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

describe('a place measured', () => {
  it('gives its drawn box as a plain object, whose sides survive the copy dnd-kit makes by spreading it', () => {
    // As a DOMRect: its sides live on its prototype, none of them its own.
    const box = Object.create({ top: 20, left: 10, width: 30, height: 40, bottom: 60, right: 40 });
    expect({ ...box }).toEqual({});
    const place = { getBoundingClientRect: () => box } as unknown as Element;
    expect({ ...drawnBox(place) }).toEqual({ top: 20, left: 10, width: 30, height: 40, bottom: 60, right: 40 });
  });

  it('is read once per drag: a second measure of the same drag gives the first box, a new drag reads it again', () => {
    let top = 20;
    let reads = 0;
    const place = {
      getBoundingClientRect: () => {
        reads++;
        return { top, left: 10, width: 30, height: 40, bottom: top + 40, right: 40 };
      },
    } as unknown as Element;
    const boxes = placeBoxes();
    expect(boxes.measure(place).top).toBe(20);
    top = 25;
    expect(boxes.measure(place).top).toBe(20);
    expect(reads).toBe(1);
    boxes.forget();
    expect(boxes.measure(place)).toEqual({ top: 25, left: 10, width: 30, height: 40, bottom: 65, right: 40 });
    expect(reads).toBe(2);
  });
});
