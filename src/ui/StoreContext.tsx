// The store reaches components through context, so each test (and each page) has its own store.
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { GameStore, GameStoreApi, GameStoreEvents } from '../store/gameStoreShape.ts';

const StoreContext = createContext<GameStore | null>(null);

export function StoreProvider({ store, children }: { readonly store: GameStore; readonly children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The store itself, for event handlers that read the latest state when they run. */
export function useGameStore(): GameStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useGameStore: no StoreProvider above this component');
  return store;
}

/** A slice of the store through a module-level selector; the component re-renders when it changes. */
export function useGame<T>(selector: (state: GameStoreApi) => T): T {
  return useStore(useGameStore(), selector);
}

/** The store's events. They never change, so reading them once is enough. */
export function useEvents(): GameStoreEvents {
  return useGameStore().getState();
}
