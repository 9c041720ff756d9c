// The games library's store reaches the start screen and the signs through context. Without a
// provider (component tests, a page whose library is not connected) the library's parts show nothing.
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { LibraryEvents, LibraryState, LibraryStore } from '../../store/library/connect.ts';

const LibraryContext = createContext<LibraryStore | null>(null);

export function LibraryProvider({ library, children }: { readonly library: LibraryStore; readonly children: ReactNode }) {
  return <LibraryContext.Provider value={library}>{children}</LibraryContext.Provider>;
}

const NONE: LibraryStore = {
  getState: () => ({}) as LibraryState & LibraryEvents,
  getInitialState: () => ({}) as LibraryState & LibraryEvents,
  setState: () => {},
  subscribe: () => () => {},
};

/** The library store, or null when there is none. */
export const useLibraryStore = (): LibraryStore | null => useContext(LibraryContext);

/** A slice of the library's state; `fallback` when there is no library. */
export function useLibrary<T>(selector: (state: LibraryState) => T, fallback: T): T {
  const store = useLibraryStore();
  const value = useStore(store ?? NONE, (state) => (store ? selector(state) : fallback));
  return value;
}
