// What can take the keyboard's focus, whether it has been lost, and how to move it without disturbing
// a pointer user: a focus moved after a click does not scroll the page nor draw the keyboard's ring.
import { lastInput } from './watchInput.ts';

/** Everything a Tab can reach (a disabled or hidden control is filtered out by `canFocus`). */
const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Whether `element` still holds the focus it has: in the page, not disabled, not hidden from assistive technology. */
function holdsFocus(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  return !element.matches(':disabled') && !element.closest('[aria-hidden="true"], [inert], [hidden]');
}

/** Whether `element` can take the focus now: as `holdsFocus`, and seen (jsdom lays nothing out: the style says it). */
export function canFocus(element: Element | null): element is HTMLElement {
  if (!holdsFocus(element)) return false;
  const style = getComputedStyle(element);
  return style.visibility !== 'hidden' && style.display !== 'none';
}

/** The controls a Tab reaches inside `root`, in the page's order. */
export const tabbablesIn = (root: Element): HTMLElement[] => [...root.querySelectorAll(TABBABLE)].filter(canFocus);

/**
 * Whether the focus has fallen to nowhere: the page itself, or an element that left the page or can no
 * longer hold it. Asked after every change of the table, so it reads no style (no forced recalculation
 * before the frame is painted).
 */
export function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement || !holdsFocus(active);
}

/**
 * Focuses `element`, which need not be a control (a heading, a place on the table takes a tabindex of
 * -1 for it). After a pointer's action the page does not scroll to it and no ring shows; after a key
 * the browser shows the ring and brings it into view, as for any keyboard focus.
 */
export function focusOn(element: HTMLElement): boolean {
  if (!element.matches(`${TABBABLE}, [tabindex]`)) element.setAttribute('tabindex', '-1');
  const byPointer = lastInput() === 'pointer';
  // `focusVisible` is Chromium's and Firefox's (not yet in TypeScript's DOM types); others ignore it.
  element.focus({ preventScroll: byPointer, ...(byPointer && { focusVisible: false }) });
  return document.activeElement === element;
}

/** Focuses the first of `candidates` that is in the page and can hold the focus; false when none could. */
export function focusFirst(candidates: readonly (HTMLElement | null | undefined)[]): boolean {
  for (const element of candidates) if (canFocus(element ?? null) && focusOn(element!)) return true;
  return false;
}
