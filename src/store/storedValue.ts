// What the teaching screens keep (the course's progress, the drill scores), as a zustand store saved
// with `persist`, the game store's mechanism, over the page's storage (library/pageStorage.ts). Each
// value keeps its own key and today's stored shape (learnProgress.ts, drillScores.ts), so what a
// learner has stored survives. A stored value that cannot be read is reported, then replaced.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { SyncStorage } from './persistence.ts';

/** A stored value as read back: the value to use, and what to tell the learner when the stored one was unreadable. */
export interface ReadValue<T> {
  readonly value: T;
  readonly problem: string | null;
}

export interface StoredValueState<T> extends ReadValue<T> {
  /** The value changes, and is kept. */
  changed(change: (value: T) => T): void;
  /**
   * The screen has shown the value (and its problem, if any): an unreadable stored value is replaced
   * now, not when read, so that a second read (as React's strict mode does) still sees the problem.
   */
  shown(): void;
}

export type StoredValueStore<T> = StoreApi<StoredValueState<T>>;

/** How one value is read from and written to the storage, in its stored shape. */
export interface StoredFormat<T> {
  readonly key: string;
  /** Reads and checks the stored value; writes nothing. */
  readonly read: (storage: SyncStorage) => ReadValue<T>;
  /** Writes the value; false when the browser refused (full or private storage). */
  readonly write: (storage: SyncStorage, value: T) => boolean;
}

/** `persist`'s storage for one value: read and written in the value's own shape, not persist's wrapper. */
function valueStorage<T>(storage: SyncStorage, format: StoredFormat<T>): PersistStorage<ReadValue<T>> {
  return {
    getItem: () => ({ state: format.read(storage), version: 0 }),
    setItem: (_name, stored) => void format.write(storage, stored.state.value),
    removeItem: (name) => storage.removeItem(name),
  };
}

/** The value kept under `format.key` in `storage`, read at once. */
export function createStoredValue<T>(storage: SyncStorage, format: StoredFormat<T>): StoredValueStore<T> {
  const first = format.read(storage);
  return createStore<StoredValueState<T>>()(
    persist(
      (set, get) => ({
        ...first,
        changed: (change) => set({ value: change(get().value) }),
        shown() {
          // Setting the state makes persist write it: the fresh value replaces the unreadable one.
          if (get().problem !== null) set({ value: get().value });
        },
      }),
      {
        name: format.key,
        storage: valueStorage(storage, format),
        partialize: (state) => ({ value: state.value, problem: state.problem }),
        // The store starts from the read above, so persist need not read again.
        skipHydration: true,
      },
    ),
  );
}
