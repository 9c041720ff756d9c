// Two things the page remembers about the player's input. Whether they last used keys or a pointer
// (mouse, pen, finger): focus moved for a keyboard player is shown and scrolled to; for a pointer player
// it is moved quietly. And where the focus was lately: a dialog gives it back there when it closes,
// even when something inside the dialog took it before the dialog could look.
type Input = 'keyboard' | 'pointer';

let last: Input = 'pointer';
/** The elements focused lately, newest last (a few suffice to find the one before a dialog opened). */
const recent: HTMLElement[] = [];
const KEPT = 8;

function listen(): void {
  if (typeof window === 'undefined') return;
  // Capture: seen before any handler acts on the key or click (and before one stops it).
  window.addEventListener('keydown', () => (last = 'keyboard'), true);
  window.addEventListener('pointerdown', () => (last = 'pointer'), true);
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      recent.push(event.target);
      if (recent.length > KEPT) recent.shift();
    },
    true,
  );
}
listen();

export const lastInput = (): Input => last;

/** The element focused last outside `inside` (a dialog just opened), still in the page; null when none. */
export function focusedBefore(inside: Element): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !inside.contains(active)) return active;
  for (let i = recent.length - 1; i >= 0; i--) {
    const element = recent[i]!;
    if (element.isConnected && !inside.contains(element)) return element;
  }
  return null;
}
