// The places of the table as a fixed grid for the arrow keys while a card is carried by keyboard. The
// rows are the table's own: the far player's edge, the four rows of the middle (tableau piles and
// foundations), the near player's edge; each row's places in reading order, left to right as drawn.
// Arrows then go where they look and every place (each foundation included) is a few presses away,
// whatever way the table faces (table mode, the phone passed across, the phones' narrow layouts).
// Plain functions: the page hands them where each place is drawn.
import { PILES_PER_COLUMN } from '../../engine/index.ts';
import type { PlaceId } from '../places.ts';

/** Where a place is drawn: its centre on the screen. */
export interface Centre {
  readonly x: number;
  readonly y: number;
}

export type Arrow = 'left' | 'right' | 'up' | 'down';

/** The arrow a key names, or null for any other key. */
export function arrowOf(code: string): Arrow | null {
  switch (code) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    default:
      return null;
  }
}

/** The row a place belongs to: a player's edge, or a row of the middle (pile i and foundation place i share row i mod 4). */
function rowKey(place: PlaceId): string {
  const [kind, n] = place.split(':') as [string, string];
  if (kind === 'tableau' || kind === 'foundation') return `middle:${Number(n) % PILES_PER_COLUMN}`;
  return `edge:${n}`;
}

/** Without a drawing (a test, a place not measured): player 1 across the table at the top, South's edge at the bottom. */
const NATURAL_ROWS = ['edge:1', 'middle:0', 'middle:1', 'middle:2', 'middle:3', 'edge:0'];
/** South's edge reads claw, card in play, discard pile; North's, mirrored across the table, the other way. */
const EDGE_ORDER = ['claw', 'deck', 'inPlay', 'discard'];

/** The natural reading order inside a row when nothing is measured: left tableau pile, its foundation, the other foundation, the right pile. */
function naturalColumn(place: PlaceId): number {
  const [kind, n] = place.split(':') as [string, string];
  const index = Number(n);
  if (kind === 'tableau') return index < PILES_PER_COLUMN ? 0 : 3;
  if (kind === 'foundation') return index < PILES_PER_COLUMN ? 1 : 2;
  return index === 0 ? EDGE_ORDER.indexOf(kind) : -EDGE_ORDER.indexOf(kind);
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The grid of `places`: rows from the top of the screen down, each left to right. `centre` says where a
 * place is drawn (undefined: not measured); rows are ordered by where their places are drawn, so the
 * far edge is the top row whichever player sits there, and places within a row by their x.
 */
export function placeGrid(places: readonly PlaceId[], centre: (place: PlaceId) => Centre | undefined = () => undefined): PlaceId[][] {
  const rows = new Map<string, PlaceId[]>();
  for (const place of places) {
    const key = rowKey(place);
    rows.set(key, [...(rows.get(key) ?? []), place]);
  }
  const rowY = (key: string) => {
    const ys = rows
      .get(key)!
      .map((place) => centre(place)?.y)
      .filter((y): y is number => y !== undefined);
    return ys.length > 0 ? mean(ys) : undefined;
  };
  const keys = [...rows.keys()].sort((a, b) => {
    const [ya, yb] = [rowY(a), rowY(b)];
    return ya !== undefined && yb !== undefined && ya !== yb ? ya - yb : NATURAL_ROWS.indexOf(a) - NATURAL_ROWS.indexOf(b);
  });
  return keys.map((key) =>
    rows.get(key)!.sort((a, b) => {
      const [xa, xb] = [centre(a)?.x, centre(b)?.x];
      return xa !== undefined && xb !== undefined && xa !== xb ? xa - xb : naturalColumn(a) - naturalColumn(b);
    }),
  );
}

/** Row and column of a place in the grid, or null when it is not there. */
function findCell(grid: readonly (readonly PlaceId[])[], place: PlaceId): { row: number; column: number } | null {
  for (let row = 0; row < grid.length; row++) {
    const column = grid[row]!.indexOf(place);
    if (column >= 0) return { row, column };
  }
  return null;
}

/**
 * Where an arrow takes the card from `from`: the next place in the row (left, right), or in the row above
 * or below, the place drawn nearest across (by x when measured, else by its share of the row's width).
 * Null at the grid's side: the card stays where it is rather than wrapping round to the far side.
 */
export function stepInGrid(
  grid: readonly (readonly PlaceId[])[],
  from: PlaceId,
  arrow: Arrow,
  centre: (place: PlaceId) => Centre | undefined = () => undefined,
): PlaceId | null {
  const cell = findCell(grid, from);
  if (!cell) return grid[0]?.[0] ?? null;
  const row = grid[cell.row]!;
  if (arrow === 'left' || arrow === 'right') return row[cell.column + (arrow === 'left' ? -1 : 1)] ?? null;
  const next = grid[cell.row + (arrow === 'up' ? -1 : 1)];
  if (!next) return null;
  // Measured: the nearest by x on the screen; not measured: the nearest by share of the row's width.
  const measured = centre(from) !== undefined && next.every((place) => centre(place) !== undefined);
  const across = (place: PlaceId, index: number, length: number) => (measured ? centre(place)!.x : (index + 0.5) / length);
  const x = across(from, cell.column, row.length);
  let best = next[0]!;
  let distance = Infinity;
  next.forEach((place, i) => {
    const d = Math.abs(across(place, i, next.length) - x);
    if (d < distance) [best, distance] = [place, d];
  });
  return best;
}
