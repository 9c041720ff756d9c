// Keyboard shortcuts on the table: R reveal, D discard, P pass, K knock, U take back; on the missed line the
// arrow keys step and Esc closes it (while the offender tries it, Esc shows it). Keys typed into a field, or pressed while a card is carried by
// keyboard (dnd-kit owns the keys then), are left alone.
import { useEffect } from 'react';
import type { GameStore } from '../store/gameStoreShape.ts';
import { selectResultsShown, selectScreen, selectTrying } from '../store/selectors.ts';
import { modalOpen } from './useDialogFocus.ts';

export const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Whether a card is being carried: dnd-kit marks the picked-up card with aria-pressed. */
export const carrying = (): boolean => document.querySelector('[aria-roledescription="draggable"][aria-pressed="true"]') !== null;

const ACTION_KEYS = new Set(['r', 'd', 'p', 'k', 'u']);

/** Whether a key pressed now is the table's to hear: the table is shown, no modifier, no field typed in, no card carried. */
export function tableHears(store: GameStore, event: KeyboardEvent): boolean {
  const state = store.getState();
  if (selectScreen(state) !== 'table' || selectResultsShown(state) || !state.game) return false;
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || carrying()) return false;
  // A dialog over the table (the rules) has the keys: R pressed while reading must not turn up a card behind it.
  return !modalOpen();
}

export function handleShortcut(store: GameStore, event: KeyboardEvent): boolean {
  const state = store.getState();
  if (!tableHears(store, event) || !state.game) return false;
  if (selectTrying(state)) {
    // Find it yourself (house rule): the line stays hidden until the try; Esc puts a chosen card down, or shows the line.
    if (event.key !== 'Escape') return false;
    if (state.selected !== null) state.selectionCleared();
    else state.lineTrySkipped();
    return true;
  }
  if (state.missedLine) {
    if (event.key === 'ArrowRight') state.missedLineStepped(1);
    else if (event.key === 'ArrowLeft') state.missedLineStepped(-1);
    else if (event.key === 'Escape') state.missedLineClosed();
    else return false;
    return true;
  }
  // A held action key repeats: one press is one intent (a held P must not pass the next player's turn too).
  if (event.repeat && ACTION_KEYS.has(event.key.toLowerCase())) return true;
  switch (event.key.toLowerCase()) {
    case 'r':
      state.deckClicked(state.game.position.toMove);
      return true;
    case 'd':
      state.discardChosen();
      return true;
    case 'p':
      state.passChosen();
      return true;
    case 'k':
      state.knockCalled();
      return true;
    case 'u':
      state.takeBackChosen();
      return true;
    case 'escape':
      if (state.selected !== null) state.selectionCleared();
      else state.noticeDismissed();
      return true;
    default:
      return false;
  }
}

export function useShortcuts(store: GameStore): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (handleShortcut(store, event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
