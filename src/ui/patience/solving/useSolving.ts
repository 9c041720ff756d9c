// The solver's tools for as long as the patience screen is open: made when its first part mounts (the
// worker itself only with the first question), stopped when its last part goes. The parts (the
// toolbar's, the status line's sign, the More menu's) share one, kept per patience store.
import { useEffect, useState } from 'react';
import type { PatienceStore } from '../../../store/patience/patienceStore.ts';
import { pageSolver, type SolverService } from '../../../store/patience/solving/solverService.ts';
import { createSolving, type SolvingStore } from '../../../store/patience/solving/solvingStore.ts';

const held = new WeakMap<PatienceStore, { solving: SolvingStore; users: number }>();

/** The solver service the page makes: a worker's; tests set their own. */
let makeService: () => SolverService = pageSolver;
export const setSolverServiceMaker = (make: () => SolverService): void => {
  makeService = make;
};

function acquire(store: PatienceStore): SolvingStore {
  const entry = held.get(store) ?? { solving: createSolving(store, makeService()), users: 0 };
  entry.users++;
  held.set(store, entry);
  return entry.solving;
}

function release(store: PatienceStore): void {
  const entry = held.get(store);
  if (!entry || --entry.users > 0) return;
  held.delete(store);
  entry.solving.getState().dispose();
}

export function useSolving(store: PatienceStore): SolvingStore | null {
  const [solving, setSolving] = useState<SolvingStore | null>(null);
  useEffect(() => {
    setSolving(acquire(store));
    return () => release(store);
  }, [store]);
  return solving;
}
