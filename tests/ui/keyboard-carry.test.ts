// The grid of places the arrow keys carry a card over (placeGrid.ts, keyboardCarry.ts): rows as the
// table draws them, arrows that go where they look in every layout, every place reachable from every
// place, and a card just picked up over where it came from (a second Space puts it back).
import { describe, expect, it } from 'vitest';
import { cardFrom, faceFrom } from '../../src/engine/index.ts';
import type { PlaceId } from '../../src/ui/places.ts';
import { keyboardCarry, originOf } from '../../src/ui/table/keyboardCarry.ts';
import { placeGrid, stepInGrid, type Arrow, type Centre } from '../../src/ui/table/placeGrid.ts';

/** Every place a card can be dropped on while South (player 0) moves, and South's own three. */
const TABLEAU = Array.from({ length: 8 }, (_, i) => `tableau:${i}` as PlaceId);
const FOUNDATIONS = Array.from({ length: 8 }, (_, i) => `foundation:${i}` as PlaceId);
const EDGES: PlaceId[] = ['claw:0', 'inPlay:0', 'discard:0', 'claw:1', 'discard:1', 'inPlay:1'];
const ALL = [...TABLEAU, ...FOUNDATIONS, ...EDGES];

/**
 * Where the table draws each place (a cell 100 px wide, 100 px high): `bottom` is the player whose edge
 * is at the bottom; the middle turns half round with North there; `turnedTop`: the top edge turned 180°
 * (table mode), which puts its claw on the left; otherwise the top edge is mirrored (row-reverse).
 */
function layout(bottom: 0 | 1, turnedTop: boolean): Map<PlaceId, Centre> {
  const at = new Map<PlaceId, Centre>();
  const edge = (player: 0 | 1, y: number, mirrored: boolean) =>
    (['claw', 'inPlay', 'discard'] as const).forEach((kind, i) =>
      at.set(`${kind}:${player}`, { x: 100 + 100 * (mirrored ? 2 - i : i), y }),
    );
  edge(bottom === 0 ? 1 : 0, 0, !turnedTop);
  edge(bottom, 600, false);
  for (let row = 0; row < 4; row++) {
    const y = 100 + 100 * (bottom === 0 ? row : 3 - row);
    const [left, right] = bottom === 0 ? [row, row + 4] : [row + 4, row];
    at.set(`tableau:${left}`, { x: 0, y });
    at.set(`foundation:${left}`, { x: 100, y });
    at.set(`foundation:${right}`, { x: 200, y });
    at.set(`tableau:${right}`, { x: 300, y });
  }
  return at;
}

const LAYOUTS = [
  ['South at the bottom', layout(0, false)],
  ['table mode (North turned)', layout(0, true)],
  ['the phone passed to North', layout(1, true)],
] as const;

/** Every place reached from `start` by arrows. */
function reachable(grid: PlaceId[][], start: PlaceId, centre: (p: PlaceId) => Centre | undefined): Set<PlaceId> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const arrow of ['left', 'right', 'up', 'down'] as const) {
      const to = stepInGrid(grid, from, arrow, centre);
      if (to && !seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

const DIRECTION: Record<Arrow, (a: Centre, b: Centre) => boolean> = {
  left: (a, b) => b.x < a.x,
  right: (a, b) => b.x > a.x,
  up: (a, b) => b.y < a.y,
  down: (a, b) => b.y > a.y,
};

describe.each(LAYOUTS)('the grid of places: %s', (_, drawn) => {
  const centre = (place: PlaceId) => drawn.get(place);
  const grid = placeGrid(ALL, centre);

  it('has the table’s six rows, top to bottom, each left to right as drawn', () => {
    expect(grid).toHaveLength(6);
    for (let r = 0; r < grid.length; r++) {
      const ys = grid[r]!.map((p) => centre(p)!.y);
      const xs = grid[r]!.map((p) => centre(p)!.x);
      expect(new Set(ys).size).toBe(1);
      if (r > 0) expect(ys[0]).toBeGreaterThan(centre(grid[r - 1]![0]!)!.y);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
    }
  });

  it('every arrow goes where it looks, or nowhere', () => {
    for (const from of ALL) {
      for (const arrow of ['left', 'right', 'up', 'down'] as const) {
        const to = stepInGrid(grid, from, arrow, centre);
        if (to) expect(DIRECTION[arrow](centre(from)!, centre(to)!), `${arrow} from ${from} went to ${to}`).toBe(true);
      }
    }
  });

  it('every place, each foundation included, is reachable from every place', () => {
    for (const from of ALL) expect(reachable(grid, from, centre).size, `from ${from}`).toBe(ALL.length);
  });

  it('up and down keep to the column drawn nearest', () => {
    const middle = grid[2]!;
    for (const place of middle) {
      const below = stepInGrid(grid, place, 'down', centre)!;
      expect(centre(below)!.x).toBe(centre(place)!.x);
    }
  });
});

describe('the grid without a drawing', () => {
  it('reads in the natural order: North’s edge, the middle rows, South’s edge', () => {
    const grid = placeGrid(ALL);
    expect(grid[0]).toEqual(['discard:1', 'inPlay:1', 'claw:1']);
    expect(grid[1]).toEqual(['tableau:0', 'foundation:0', 'foundation:4', 'tableau:4']);
    expect(grid[5]).toEqual(['claw:0', 'inPlay:0', 'discard:0']);
    for (const from of ALL) expect(reachable(grid, from, () => undefined).size).toBe(ALL.length);
  });

  it('a foundation is a press or two from the tableau beside it (it used to be out of reach)', () => {
    const grid = placeGrid(ALL);
    expect(stepInGrid(grid, 'tableau:4', 'left')).toBe('foundation:4');
    expect(stepInGrid(grid, 'foundation:4', 'left')).toBe('foundation:0');
    expect(stepInGrid(grid, 'tableau:0', 'left')).toBeNull();
  });
});

describe('a card carried by keyboard', () => {
  const inPlay = { id: 'card:7', data: { current: { kind: 'card', card: cardFrom(faceFrom(3, 7), 0), from: 'inPlay', edge: 0 } } };
  const containers = ['discard:0', 'tableau:0'].map((id) => ({ id, node: { current: null }, disabled: false, data: { current: {} } }));
  const args = {
    active: inPlay,
    droppableContainers: containers,
    pointerCoordinates: null,
    collisionRect: { left: 0, top: 0, width: 70, height: 100 },
  } as never;

  it('is over where it came from: the card in play is over no drop place, so a second Space puts it back', () => {
    expect(originOf(inPlay as never)).toBe('inPlay:0');
    expect(keyboardCarry().collisions(args)).toEqual([]);
  });

  it('a tableau card is over its own pile', () => {
    const card = { id: 'card:9', data: { current: { kind: 'card', card: 9, from: 'tableau:0', edge: null } } };
    expect(
      keyboardCarry()
        .collisions({ ...(args as object), active: card } as never)
        .map((c) => c.id),
    ).toEqual(['tableau:0']);
  });

  it('an arrow moves it to the next place that way; once the drag ends, the next carry starts from its card again', () => {
    const node = (x: number) => ({
      querySelectorAll: () => [],
      getBoundingClientRect: () => ({ left: x, top: 0, width: 70, height: 100 }),
    });
    const piles = [
      { id: 'tableau:0', node: { current: node(0) }, disabled: false, data: { current: {} } },
      { id: 'tableau:4', node: { current: node(300) }, disabled: false, data: { current: {} } },
    ];
    const map = Object.assign(new Map(piles.map((c) => [c.id, c])), { getEnabled: () => piles });
    const card = { id: 'card:9', data: { current: { kind: 'card', card: 9, from: 'tableau:0', edge: null } } };
    const carry = keyboardCarry();
    const over = () => carry.collisions({ ...(args as object), active: card, droppableContainers: piles } as never).map((c) => c.id);
    expect(over()).toEqual(['tableau:0']);
    const context = {
      collisionRect: { left: 0, top: 0, width: 70, height: 100 },
      droppableContainers: map,
      draggableNodes: new Map([['card:9', { data: card.data }]]),
    };
    const press = (code: string) =>
      carry.coordinateGetter(
        { code, preventDefault() {} } as KeyboardEvent,
        { active: 'card:9', currentCoordinates: { x: 0, y: 0 }, context } as never,
      );
    expect(press('ArrowRight')).toEqual({ x: 300, y: 0 });
    expect(over()).toEqual(['tableau:4']);
    expect(press('ArrowRight')).toBeUndefined();
    expect(press('KeyA')).toBeUndefined();
    carry.ended();
    expect(over()).toEqual(['tableau:0']);
  });
});
