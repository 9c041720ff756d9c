// Every dialog and popover keeps the keyboard with it while open and gives it back when it closes: it
// takes the focus as it opens, Tab and Shift+Tab go round its own controls, Esc closes it, and on
// closing the focus returns to what opened it (or, when that is gone, to a named place: never to the
// page itself, where the next Tab would start from nowhere). Dialogs opened over one another stack:
// only the topmost hears Tab and Esc.
import { useEffect, useRef, type RefObject } from 'react';
import { canFocus, focusFirst, focusLost, tabbablesIn } from './focus/focusable.ts';
import { focusedBefore } from './focus/watchInput.ts';

export interface DialogFocusOptions {
  /** Whether the dialog is open (a dialog drawn only while open leaves this out). */
  readonly open?: boolean;
  /** Esc: what closes the dialog. */
  readonly onClose: () => void;
  /** Whether Tab stays inside (default true); a side panel that is no dialog lets it go on. */
  readonly trap?: boolean;
  /** What takes the focus as it opens (default: the first control, else the dialog itself). */
  readonly initial?: RefObject<HTMLElement | null>;
  /** Where the focus goes when the opener is gone (default: the screen's heading). */
  readonly fallback?: () => HTMLElement | null;
}

interface OpenDialog {
  readonly node: HTMLElement;
  readonly trap: boolean;
  readonly close: () => void;
}

/** The open dialogs, the topmost last. */
const stack: OpenDialog[] = [];

/** The screen's heading (App marks it), where focus goes when nothing better is left. */
export const screenHeading = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('[data-screen-heading]') ?? document.querySelector<HTMLElement>('main h1');

/** Tab from the last control goes to the first, Shift+Tab from the first to the last; from outside, back in. */
function keepTabInside(event: KeyboardEvent, node: HTMLElement): void {
  const inside = tabbablesIn(node);
  event.preventDefault();
  if (inside.length === 0) return void node.focus();
  const at = inside.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey ? (at <= 0 ? inside.length - 1 : at - 1) : at === -1 || at === inside.length - 1 ? 0 : at + 1;
  inside[next]!.focus();
}

function onKey(event: KeyboardEvent): void {
  const top = stack[stack.length - 1];
  if (!top) return;
  if (event.key === 'Escape') {
    // Only the topmost dialog closes, and the key goes no further (the table would also put a card back).
    event.preventDefault();
    event.stopImmediatePropagation();
    top.close();
  } else if (event.key === 'Tab' && top.trap && !event.altKey && !event.ctrlKey && !event.metaKey) {
    keepTabInside(event, top.node);
  }
}

function push(dialog: OpenDialog): void {
  // Capture on the window: heard before the table's shortcuts and dnd-kit's keys.
  if (stack.length === 0) window.addEventListener('keydown', onKey, true);
  stack.push(dialog);
}

function remove(dialog: OpenDialog): void {
  const at = stack.indexOf(dialog);
  if (at >= 0) stack.splice(at, 1);
  if (stack.length === 0) window.removeEventListener('keydown', onKey, true);
}

/** Whether a modal dialog is open: the table's shortcuts keep quiet under it. */
export const modalOpen = (): boolean => document.querySelector('[aria-modal="true"]') !== null;

/** `ref`: the dialog's own element (role="dialog"), which holds its controls. */
export function useDialogFocus(
  ref: RefObject<HTMLElement | null>,
  { open = true, onClose, trap = true, initial, fallback }: DialogFocusOptions,
): void {
  // The latest callbacks, read when the dialog closes: a new function each render must not reopen it.
  const latest = useRef({ onClose, fallback });
  useEffect(() => {
    latest.current = { onClose, fallback };
  });
  useEffect(() => {
    const node = ref.current;
    if (!open || !node) return;
    const opener = focusedBefore(node);
    const dialog: OpenDialog = { node, trap, close: () => latest.current.onClose() };
    push(dialog);
    if (!node.contains(document.activeElement)) {
      if (!node.hasAttribute('tabindex')) node.setAttribute('tabindex', '-1');
      focusFirst([initial?.current, tabbablesIn(node)[0], node]);
    }
    return () => {
      remove(dialog);
      // Focus moved on by the player (a click elsewhere) stays where they put it.
      if (!focusLost() && !node.contains(document.activeElement)) return;
      focusFirst([canFocus(opener) ? opener : null, latest.current.fallback?.(), screenHeading()]);
    };
  }, [open, ref, trap, initial]);
}
