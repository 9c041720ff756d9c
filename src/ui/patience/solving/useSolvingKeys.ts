// The solver's keys on the patience screen: H for a hint; while a solution is shown, the arrow keys step
// it and Esc closes it (and only that: the screen's Esc would go back to the start). Keys typed into a
// field, pressed with a modifier or under a dialog are left alone, as the screen's own keys are.
import { useEffect } from 'react';
import type { SolvingStore } from '../../../store/patience/solving/solvingStore.ts';
import { modalOpen } from '../../useDialogFocus.ts';

// The two-player table's test of a field typed in (useShortcuts.ts), as the patience's own shortcuts keep
// it: importing that module would bring the two-player store's selectors into the patience's chunk.
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function solvingKey(solving: SolvingStore, event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || modalOpen()) return false;
  const state = solving.getState();
  if (state.solution) {
    if (event.key === 'ArrowRight') state.stepSolution(1);
    else if (event.key === 'ArrowLeft') state.stepSolution(-1);
    else if (event.key === 'Escape') state.closeSolution();
    else return false;
    return true;
  }
  if (event.key.toLowerCase() !== 'h' || event.repeat) return false;
  state.hint();
  return true;
}

export function useSolvingKeys(solving: SolvingStore | null): void {
  useEffect(() => {
    if (!solving) return;
    const onKey = (event: KeyboardEvent) => {
      if (!solvingKey(solving, event)) return;
      event.preventDefault();
      // The screen's own Esc (back to the start) must not hear the Esc that closes the solution.
      event.stopPropagation();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [solving]);
}
