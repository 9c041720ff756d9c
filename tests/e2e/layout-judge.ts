// The judge of the whole-game layout test (layout.spec.ts): everything wrong with the layout of what
// the window shows, and the kind of screen it is. Both run in the page, so they carry their helpers
// inside them.

/** A problem of the layout: the element, named for a person, and what is wrong with it. */
export interface LayoutProblem {
  element: string;
  problem: string;
}

/**
 * Everything wrong with the layout of what the window shows now, as { element, problem }. Runs in the
 * page. `minCard` is the least width of a card on the table (0: no check).
 */
export function layoutProblems({ minCard, width, height }: { minCard: number; width: number; height: number }): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  // The window as the device has it: a phone's browser widens its layout viewport (innerWidth) to
  // whatever overflows it and zooms out, so innerWidth would hide a page that is too wide.
  const innerWidth = width;
  const innerHeight = height;
  const CONTROLS =
    'button, a[href], select, input:not([type="hidden"]), textarea, summary, [role="button"], label.file-button, .card--movable';
  const name = (el: Element): string => {
    // A card is named by where it lies (its own name changes from step to step).
    if (el.matches('.card')) return `card [${el.closest('[data-place]')?.getAttribute('data-place') ?? '?'}]`;
    const words = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const place = el.closest('[data-place]')?.getAttribute('data-place');
    const label = el.id
      ? document.querySelector(`label[for="${el.id}"]`)?.textContent?.trim().slice(0, 40)
      : el.closest('label')?.textContent?.trim().slice(0, 40);
    const tag =
      el.tagName.toLowerCase() +
      (el instanceof HTMLInputElement ? `[${el.type}]` : '') +
      (el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : '');
    return `${tag}${words ? ` "${words}"` : label ? ` (${label})` : ''}${place ? ` [${place}]` : ''}`;
  };
  const round = (r: DOMRect) => `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    // Visually hidden on purpose (a file input inside its label, a screen reader's words): clipped to nothing.
    if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
    return !el.closest('[inert], [aria-hidden="true"]');
  };
  // A modal dialog (the end screen, How to play, a confirmation) puts all else behind its veil: only
  // what it holds can be used, so only that is judged.
  const modals = [...document.querySelectorAll('[aria-modal="true"]')].filter(shown);
  const root = modals.at(-1) ?? document.body;
  // An open panel that lies over the page (a popover, the log, the open menu) covers what is under it
  // by the player's own choice, until Esc closes it: a control it covers is not a fault, nor is an
  // overlap between it and what lies under it.
  const LAYER = '[role="dialog"]:not([aria-modal="true"]), aside.log, .toolbar--open .toolbar__tools';
  const layerOf = (el: Element) => el.closest(LAYER);
  const controls = [...root.querySelectorAll<HTMLElement>(CONTROLS)]
    .filter(shown)
    .filter((el) => !(el.tagName === 'INPUT' && el.closest('label.file-button')));
  const cards = [...root.querySelectorAll<HTMLElement>('.card')].filter(shown);
  // A card table: Brigadier's, or Brigade's (the patience).
  const onTable = document.querySelector('.table, .patience') !== null;

  // Nothing scrolls sideways; the table never scrolls at all.
  const doc = document.documentElement;
  if (doc.scrollWidth > innerWidth + 1)
    problems.push({ element: 'the page', problem: `scrolls sideways by ${doc.scrollWidth - innerWidth} px` });
  if (onTable && modals.length === 0 && doc.scrollHeight > innerHeight + 1)
    problems.push({ element: 'the table', problem: `the page scrolls down by ${doc.scrollHeight - innerHeight} px` });

  const boxes = (el: Element) => {
    const list: { box: HTMLElement; scrolls: boolean }[] = [];
    for (let box = el.parentElement; box && box !== document.body && box !== doc; box = box.parentElement) {
      const s = getComputedStyle(box);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible')
        list.push({ box, scrolls: /auto|scroll/.test(s.overflowY) || /auto|scroll/.test(s.overflowX) });
    }
    return list;
  };
  const inside = (r: DOMRect, b: DOMRect) =>
    r.left >= b.left - 1 && r.top >= b.top - 1 && r.right <= b.right + 1 && r.bottom <= b.bottom + 1;
  const hitTest = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    const inset = Math.min(6, r.width / 4, r.height / 4);
    const points: [number, number][] = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
    ];
    return points.map(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      const hit =
        top !== null &&
        (el === top || el.contains(top) || (el instanceof HTMLLabelElement && top === el.control) || top.closest('label') === el);
      return { hit, top, under: top !== null && !hit && layerOf(top) !== null && layerOf(top) !== layerOf(el) };
    });
  };
  // Scroll positions to put back, so that the page looks as it did when the checks began.
  const scrolled = new Map<Element | 'window', [number, number]>();
  const remember = (el: Element) => {
    for (let box: Element | null = el; box; box = box.parentElement)
      if (!scrolled.has(box)) scrolled.set(box, [box.scrollLeft, box.scrollTop]);
    if (!scrolled.has('window')) scrolled.set('window', [scrollX, scrollY]);
  };

  for (const el of controls) {
    const what = name(el);
    let r = el.getBoundingClientRect();
    const list = boxes(el);
    // A control in a box that scrolls (a lesson's words, a dialog's body) is judged where a player
    // scrolls it to: its nearest scrolling box is scrolled by hand (never a box that only clips, which a
    // player cannot scroll), then every box that only clips must hold it whole.
    const scroller = list.find(({ scrolls }) => scrolls)?.box;
    if (scroller) {
      const sr = scroller.getBoundingClientRect();
      const dy = r.bottom > sr.bottom ? r.bottom - sr.bottom : r.top < sr.top ? r.top - sr.top : 0;
      if (dy !== 0) {
        remember(el);
        scroller.scrollTop += dy;
        r = el.getBoundingClientRect();
      }
    }
    // A box that only clips (overflow hidden) must hold the control whole, wherever it is scrolled.
    const clipper = list.find(({ box, scrolls }) => !scrolls && !inside(r, box.getBoundingClientRect()));
    if (clipper) {
      problems.push({
        element: what,
        problem: `cut by the box ${name(clipper.box)} that holds it (${round(r)} in ${round(clipper.box.getBoundingClientRect())})`,
      });
      continue;
    }
    const inView = () => {
      const rr = el.getBoundingClientRect();
      return (
        rr.left >= -1 &&
        rr.top >= -1 &&
        rr.right <= innerWidth + 1 &&
        rr.bottom <= innerHeight + 1 &&
        list.every(({ box }) => inside(rr, box.getBoundingClientRect()))
      );
    };
    if (!inView()) {
      const scroller = list.find(({ scrolls, box }) => scrolls && box.scrollHeight > box.clientHeight + 1);
      const pageScrolls = !onTable || modals.length > 0;
      if (!scroller && !(pageScrolls && doc.scrollHeight > innerHeight + 1)) {
        problems.push({ element: what, problem: `outside the window (${round(r)} in ${innerWidth}×${innerHeight})` });
        continue;
      }
      // On a screen that scrolls, the control must be reachable: scrolled to, it shows whole.
      remember(el);
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      r = el.getBoundingClientRect();
      if (!inView()) {
        problems.push({ element: what, problem: `cannot be scrolled wholly into view (${round(r)} in ${innerWidth}×${innerHeight})` });
        continue;
      }
    }
    const hits = hitTest(el);
    const covered = hits.filter((h) => !h.hit && !h.under);
    // The deck's button lies under the card in play by design (R2.2: the card turned up lies on the
    // deck); a player presses its uncovered strip, so one point of the five is enough for it.
    const deckUnderCard = el.matches('[data-place^="deck:"]') && el.parentElement?.querySelector('[data-place^="inPlay:"]') != null;
    // A card of a patience pile with a run on it lies under the run's cards by design: a player presses its
    // uncovered strip (its corner), so a point on it is enough, as long as only cards of its pile cover the rest.
    const place = el.matches('.card') ? el.closest('[data-place]') : null;
    const underItsPile = place !== null && covered.every((h) => h.top?.matches('.card') && h.top.closest('[data-place]') === place);
    if (deckUnderCard || underItsPile ? hits.every((h) => !h.hit && !h.under) : covered.length > 0) {
      const top = covered[0]?.top;
      problems.push({
        element: what,
        problem: `covered at ${5 - covered.length === 0 ? 'every point' : `${covered.length} of 5 points`} by ${top ? name(top) : 'nothing (off the page)'}`,
      });
    }
    // Its words are whole (a text field's value scrolls inside it by nature).
    if (!el.matches('input, textarea, select') && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      problems.push({ element: what, problem: `its label is cut: ${el.scrollWidth} px of words in ${el.clientWidth} px` });
  }
  for (const [box, at] of [...scrolled].reverse()) {
    if (box === 'window') scrollTo(at[0], at[1]);
    else [box.scrollLeft, box.scrollTop] = at;
  }

  // No control overlaps a card or another control (one inside the other does not count, nor cards of
  // one pile over each other, nor a panel lying over the page).
  const rects = controls.map((el) => ({ el, r: el.getBoundingClientRect() }));
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const related = (a: Element, b: Element) =>
    a === b ||
    a.contains(b) ||
    b.contains(a) ||
    (a instanceof HTMLLabelElement && a.control === b) ||
    (b instanceof HTMLLabelElement && b.control === a);
  for (const [i, a] of rects.entries()) {
    const isCard = a.el.matches('.card');
    for (const c of cards) {
      if (isCard || related(a.el, c) || layerOf(a.el) !== layerOf(c)) continue;
      // The deck's button and the card in play on it: by design, as above.
      if (a.el.matches('[data-place^="deck:"]') && c.closest('[data-place^="inPlay:"]')) continue;
      const r = c.getBoundingClientRect();
      if (overlap(a.r, r))
        problems.push({
          element: name(a.el),
          problem: `overlaps the card ${c.getAttribute('aria-label') ?? c.dataset.card ?? 'back'}${c.closest('[data-place]') ? ` [${c.closest<HTMLElement>('[data-place]')!.dataset.place}]` : ''} (${round(a.r)} over ${round(r)})`,
        });
    }
    for (const b of rects.slice(i + 1)) {
      // A card that is a control was judged with the cards above.
      if (related(a.el, b.el) || layerOf(a.el) !== layerOf(b.el) || isCard || b.el.matches('.card')) continue;
      if (a.el.matches('[data-place^="deck:"]') && b.el.closest('[data-place^="inPlay:"]')) continue;
      if (b.el.matches('[data-place^="deck:"]') && a.el.closest('[data-place^="inPlay:"]')) continue;
      if (overlap(a.r, b.r))
        problems.push({ element: name(a.el), problem: `overlaps the control ${name(b.el)} (${round(a.r)} over ${round(b.r)})` });
    }
  }

  // No text box that hides its overflow cuts its words, and no box scrolls sideways.
  for (const el of root.querySelectorAll('*')) {
    if (el.matches('.card, .card *')) continue;
    const s = getComputedStyle(el);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    if (!shown(el) || !(el.textContent ?? '').trim()) continue;
    const scrolls = /auto|scroll/;
    if (el.scrollWidth > el.clientWidth + 1)
      problems.push({
        element: name(el),
        problem: `${scrolls.test(s.overflowX) ? 'scrolls sideways' : 'cuts its words at the side'}: ${el.scrollWidth} px in ${el.clientWidth} px`,
      });
    if (el.scrollHeight > el.clientHeight + 1) {
      if (!scrolls.test(s.overflowY))
        problems.push({ element: name(el), problem: `cuts its words at the bottom: ${el.scrollHeight} px in ${el.clientHeight} px` });
      else if (onTable && modals.length === 0 && el.closest('.table, .patience') && !layerOf(el))
        problems.push({ element: name(el), problem: `scrolls on the table: ${el.scrollHeight} px in ${el.clientHeight} px` });
    }
  }

  if (minCard > 0 && onTable) {
    const widths = [...document.querySelectorAll('.table .card, .patience .card')]
      .filter(shown)
      .map((c) => c.getBoundingClientRect().width);
    const narrowest = Math.min(...widths);
    if (widths.length && narrowest < minCard - 0.05)
      problems.push({ element: 'the cards', problem: `${narrowest.toFixed(1)} px wide, under ${minCard} px` });
  }
  return problems;
}

/** The kind of screen shown: its landmarks, headings, dialogs and regions, and its buttons' names without numbers or player names. */
export function screenKind(names: readonly string[]): string {
  const strip = (s: string | null) =>
    names
      .reduce((t, n) => t.replaceAll(n, '·'), s ?? '')
      .replace(/\d+/g, '#')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
  const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const parts = [
    ...document.querySelectorAll('main, h1, [role="dialog"], [role="alertdialog"], section[aria-label], aside, .toolbar--open'),
  ]
    .filter(visible)
    .map(
      (el) =>
        `${el.tagName.toLowerCase()}:${strip(el.getAttribute('aria-label') ?? (el.tagName === 'H1' ? el.textContent : el.className))}`,
    );
  const buttons = [...document.querySelectorAll('button:not([data-place])')]
    .filter(visible)
    .map((b) => strip(b.getAttribute('aria-label') ?? b.textContent));
  return [...new Set(parts)].sort().join(' | ') + ' || ' + [...new Set(buttons)].sort().join(', ');
}
