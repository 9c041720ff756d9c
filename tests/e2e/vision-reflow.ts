// What the low-vision test asks of a small or zoomed window (vision.spec.ts): it reflows. Runs in the page.

/** No sideways scrolling; every control reachable by scrolling the page, and whole once there. */
export function reflowProblems(): string[] {
  const problems: string[] = [];
  if (document.documentElement.scrollWidth > innerWidth + 1)
    problems.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - innerWidth} px`);
  for (const el of document.querySelectorAll('button, select, input:not(.visually-hidden), .notice, .hint, .referee')) {
    const r0 = el.getBoundingClientRect();
    if (
      r0.width === 0 ||
      r0.height === 0 ||
      getComputedStyle(el).visibility === 'hidden' ||
      el.closest('[inert], .popover, .toolbar__tools')
    )
      continue;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    if (r.left < -1 || r.right > innerWidth + 1 || r.top < -1 || r.bottom > innerHeight + 1)
      problems.push(
        `${name}: not whole in the window once scrolled to (${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)})`,
      );
    // Words cut by a box that clips them.
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const s = getComputedStyle(box);
      if (s.overflowY === 'visible' && s.overflowX === 'visible') continue;
      const b = box.getBoundingClientRect();
      if (r.top < b.top - 1 || r.bottom > b.bottom + 1)
        problems.push(`${name}: cut by ${box.tagName.toLowerCase()}.${[...box.classList].join('.')}`);
      break;
    }
  }
  window.scrollTo(0, 0);
  return problems;
}
