// The solver's tools for as long as the patience screen is open: made when it opens (the worker itself
// only with the first question), stopped when it closes.
import { useEffect, useState } from 'react';
import type { PatienceStore } from '../../../store/patience/patienceStore.ts';
import { pageSolver, type SolverService } from '../../../store/patience/solving/solverService.ts';
import { createSolving, type SolvingStore } from '../../../store/patience/solving/solvingStore.ts';

export function useSolving(store: PatienceStore, makeService: () => SolverService = pageSolver): SolvingStore | null {
  const [solving, setSolving] = useState<SolvingStore | null>(null);
  useEffect(() => {
    const made = createSolving(store, makeService());
    setSolving(made);
    return () => made.getState().dispose();
  }, [store, makeService]);
  return solving;
}
