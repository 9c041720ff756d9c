// Where the teaching screens keep the course's progress and the drill scores: the page's own storage,
// the one the game is saved in (main.tsx hands it down), so there is one way to storage for the whole
// app (store/library/pageStorage.ts). A page that hands none down (a test of one screen) reaches
// localStorage the same way.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { pageStorage } from '../../store/library/pageStorage.ts';
import type { SyncStorage } from '../../store/persistence.ts';
import { createStoredValue, type StoredFormat, type StoredValueState } from '../../store/storedValue.ts';

const TeachingStorageContext = createContext<SyncStorage | null>(null);

export function LearnerStorageProvider({ storage, children }: { readonly storage: SyncStorage; readonly children: ReactNode }) {
  return <TeachingStorageContext.Provider value={storage}>{children}</TeachingStorageContext.Provider>;
}

function useTeachingStorage(): SyncStorage {
  const given = useContext(TeachingStorageContext);
  const [own] = useState(() => given ?? pageStorage(() => window.localStorage).storage);
  return given ?? own;
}

/**
 * One kept record (storedValue.ts), read when the screen opens (so another tab's progress is
 * seen), and replaced once shown when it could not be read.
 */
export function useStoredValue<T>(format: StoredFormat<T>): StoredValueState<T> {
  const storage = useTeachingStorage();
  const [store] = useState(() => createStoredValue(storage, format));
  useEffect(() => store.getState().shown(), [store]);
  return useStore(store);
}
