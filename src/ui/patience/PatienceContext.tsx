// The patience store reaches the patience's components through context, as the game store does
// (StoreContext.tsx): each test and each page has its own.
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { PatienceEvents, PatienceStore, PatienceStoreState } from '../../store/patience/patienceStore.ts';

const PatienceContext = createContext<PatienceStore | null>(null);

export function PatienceStoreProvider({ store, children }: { readonly store: PatienceStore; readonly children: ReactNode }) {
  return <PatienceContext.Provider value={store}>{children}</PatienceContext.Provider>;
}

/** The store itself, for handlers that read the latest state when they run, and for `onPatienceEvent`. */
export function usePatienceStore(): PatienceStore {
  const store = useContext(PatienceContext);
  if (!store) throw new Error('usePatienceStore: no PatienceStoreProvider above this component');
  return store;
}

/** A slice of the store; the component re-renders when it changes. */
export function usePatience<T>(selector: (state: PatienceStoreState) => T): T {
  return useStore(usePatienceStore(), selector);
}

/** The store's events. They never change, so reading them once is enough. */
export function usePatienceEvents(): PatienceEvents {
  return usePatienceStore().getState();
}
