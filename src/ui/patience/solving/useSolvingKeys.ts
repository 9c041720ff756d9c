// The solver's keys on the patience screen: H for a hint; while a solution is shown, the arrow keys step
// it and Esc closes it (and only that: the screen's Esc would go back to the start). Keys typed into a field, pressed with a modifier, under a dialog or while a
// card is carried by keyboard are left alone (as the two-player table's shortcuts are).
import { useEffect } from 'react';
import type { SolvingStore } from '../../../store/patience/solving/solvingStore.ts';
import { modalOpen } from '../../useDialogFocus.ts';
import { carrying, isTyping } from '../../useShortcuts.ts';

function solvingKey(solving: SolvingStore, event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || carrying() || modalOpen()) return false;
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
