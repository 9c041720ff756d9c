// @vitest-environment jsdom
// A pointer drop is judged by what is drawn where the hand let go, not by dnd-kit's last reckoning.
import { afterEach, describe, expect, it } from 'vitest';
import type { DroppableContainers } from '@dnd-kit/core';
import { droppableAt } from '../../src/ui/releasePoint.ts';
import type { PlaceDropData } from '../../src/ui/table/dnd.ts';

const data = (place: `tableau:${number}`): PlaceDropData => ({ kind: 'place', target: { kind: 'move', to: place }, place, words: place });
const containers = (entries: [string, { disabled: boolean; data: PlaceDropData }][]) =>
  new Map(entries.map(([id, c]) => [id, { id, disabled: c.disabled, data: { current: c.data } }])) as unknown as DroppableContainers;

function drawn(...places: string[]): Element[] {
  return places.map((place) => {
    const pile = document.createElement('div');
    pile.dataset.place = place;
    const card = document.createElement('div');
    pile.append(card);
    document.body.append(pile);
    return card;
  });
}

afterEach(() => document.body.replaceChildren());

describe('the place under the hand', () => {
  it('is the first place drawn under the point that takes drops', () => {
    const [overlay] = drawn('nowhere');
    const [own, pile] = drawn('claw:0', 'tableau:3');
    document.elementsFromPoint = () => [overlay!, own!, pile!];
    const map = containers([
      ['claw:0', { disabled: true, data: data('tableau:0') }],
      ['tableau:3', { disabled: false, data: data('tableau:3') }],
    ]);
    expect((droppableAt({ x: 1, y: 1 }, map)?.data.current as PlaceDropData | undefined)?.place).toBe('tableau:3');
  });

  it('is none when nothing there takes a drop', () => {
    document.elementsFromPoint = () => [document.body];
    expect(droppableAt({ x: 1, y: 1 }, containers([]))).toBeNull();
  });
});
