// The patience's keys (PatienceKeys.tsx lists them): U or Ctrl+Z undo, Shift+U or Ctrl+Y (Ctrl+Shift+Z)
// redo, N a new deal, Esc puts the lifted card down or goes back to the start screen. H is the solver
// tools' (hint). Keys typed into a field, or pressed while a dialog is over the page, are left alone.
import { useEffect } from 'react';
import type { PatienceStore } from '../../store/patience/patienceStore.ts';
import { modalOpen } from '../useDialogFocus.ts';

// The two-player table's own test (useShortcuts.ts), here again: importing that module would bring the
// two-player store's selectors along and split the first load into more chunks.
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** What one key does on the patience screen; false when it is not the patience's. */
export function patienceKey(store: PatienceStore, event: KeyboardEvent, back: () => void): boolean {
  if (event.altKey || event.metaKey || isTyping(event.target) || modalOpen()) return false;
  const state = store.getState();
  const key = event.key.toLowerCase();
  if (event.ctrlKey) {
    if (key === 'z' && !event.shiftKey) state.undone();
    else if (key === 'y' || (key === 'z' && event.shiftKey)) state.redone();
    else return false;
    return true;
  }
  // A held key repeats: one press is one undo.
  if (event.repeat && (key === 'u' || key === 'n')) return true;
  if (key === 'u') {
    if (event.shiftKey) state.redone();
    else state.undone();
  } else if (key === 'n' && !event.shiftKey) state.dealt();
  else if (key === 'escape') {
    if (state.selected) state.cardSelected(null);
    else back();
  } else return false;
  return true;
}

export function usePatienceShortcuts(store: PatienceStore, back: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (patienceKey(store, event, back)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, back]);
}
