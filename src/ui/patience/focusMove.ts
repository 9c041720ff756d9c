// Arrow keys on the patience table move the focus to the nearest focusable card or place that way, as
// the eye sees the table (the layout differs between a phone upright and a wide window, so the next
// place is found from where things are drawn, not from a fixed order).

export type Arrow = 'left' | 'right' | 'up' | 'down';

const ARROWS: Record<string, Arrow> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

export const arrowOfKey = (key: string): Arrow | null => ARROWS[key] ?? null;

interface Box {
  readonly x: number;
  readonly y: number;
}

const centreOf = (element: Element): Box => {
  const r = element.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

/** How far `to` lies from `from` going `arrow`: along the way, plus its sideways drift weighed double; null when it is not that way. */
function distanceThatWay(from: Box, to: Box, arrow: Arrow): number | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const along = arrow === 'left' ? -dx : arrow === 'right' ? dx : arrow === 'up' ? -dy : dy;
  const across = arrow === 'left' || arrow === 'right' ? Math.abs(dy) : Math.abs(dx);
  if (along <= 1) return null;
  return along + 2 * across;
}

/** The element among `candidates` the arrow leads to from `from`, or null at the table's edge. */
export function nextThatWay(from: Element, candidates: readonly Element[], arrow: Arrow): Element | null {
  const here = centreOf(from);
  let best: Element | null = null;
  let bestDistance = Infinity;
  for (const element of candidates) {
    if (element === from) continue;
    const distance = distanceThatWay(here, centreOf(element), arrow);
    if (distance !== null && distance < bestDistance) {
      best = element;
      bestDistance = distance;
    }
  }
  return best;
}
