// What the device-size test measures in the page (devices.spec.ts): whether every visible control is
// usable where a hand finds it, and how far the page overflows. These functions run in the page, so
// they carry their helpers inside them.

/** What the window shows that a hand could reach: every visible control, whether it is inside the window and on top at its centre. */
export function controlsOnScreen({ within, touch }: { within: string; touch: boolean }): string[] {
  const controls = [
    ...document
      .querySelector(within)!
      .querySelectorAll<HTMLElement>('button, a[href], select, textarea, input:not(.visually-hidden), label.file-button'),
  ];
  const problems: string[] = [];
  for (const el of controls) {
    let r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
    // No control may sit hidden, wholly or in part, inside a box that scrolls or clips.
    let box = el.parentElement;
    while (box && box !== document.body && getComputedStyle(box).overflowY === 'visible' && getComputedStyle(box).overflowX === 'visible')
      box = box.parentElement;
    const b = box && box !== document.body ? box.getBoundingClientRect() : null;
    if (box && b && (r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1 || r.right > b.right + 1)) {
      problems.push(`${name}: cut by the box ${box.tagName.toLowerCase()}.${[...box.classList].join('.')} that holds it`);
      continue;
    }
    const outside = (q: DOMRect) => q.left < -1 || q.top < -1 || q.right > innerWidth + 1 || q.bottom > innerHeight + 1;
    // A screen that scrolls as one column on a phone (the analysis board, a lesson): a control below
    // the fold is usable once scrolled to, and is judged there.
    const scroller = el.closest('.panel-screen');
    if (
      outside(r) &&
      scroller &&
      scroller.scrollHeight > scroller.clientHeight + 1 &&
      /auto|scroll/.test(getComputedStyle(scroller).overflowY)
    ) {
      el.scrollIntoView({ block: 'nearest' });
      r = el.getBoundingClientRect();
    }
    if (outside(r)) {
      problems.push(
        `${name}: outside the window (${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)})`,
      );
      continue;
    }
    // The deck's button lies under the card in play (R2.2): its uncovered strip is its left part, or its
    // right part on screen when the edge is turned to face the top player (table mode).
    const inset = Math.min(8, r.width / 4);
    const points = [r.left + r.width / 2, r.left + inset, r.right - inset].map((x) => ({ x, y: r.top + r.height / 2 }));
    const hits = points.some((p) => {
      const top = document.elementFromPoint(p.x, p.y);
      return top !== null && (el === top || el.contains(top) || (el instanceof HTMLLabelElement && top === el.control));
    });
    // A finger needs 44×44 CSS px (WCAG 2.5.5); a link inside running text is exempt (WCAG 2.5.8 inline).
    const inline = el.tagName === 'A' && el.parentElement?.closest('p, li, dd') !== null;
    if (touch && !inline && (r.width < 43.5 || r.height < 43.5))
      problems.push(`${name}: ${Math.round(r.width)}×${Math.round(r.height)} px, under 44 for a finger`);
    if (!hits) {
      const top = document.elementFromPoint(points[0]!.x, points[0]!.y);
      problems.push(`${name}: covered by ${top ? `${top.tagName.toLowerCase()}.${[...top.classList].join('.')}` : 'nothing'}`);
    }
  }
  return problems;
}

/** How far the page overflows the window, sideways and down (0 or less: it fits). */
export const fits = () => ({
  sideways: document.documentElement.scrollWidth - innerWidth,
  down: document.documentElement.scrollHeight - innerHeight,
});
