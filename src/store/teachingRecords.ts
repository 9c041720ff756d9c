// What the teaching screens keep (the course's progress, the drill scores), as a zustand store saved
// with `persist`, the game store's mechanism, over the page's storage (library/pageStorage.ts). Each
// record keeps its own key and today's stored shape (learnProgress.ts, drillRecords.ts), so what a
// learner has stored survives. A stored value that cannot be read is reported, then replaced.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { SyncStorage } from './persistence.ts';

/** A record as read back: the value to use, and what to tell the learner when the stored one was unreadable. */
export interface ReadRecord<T> {
  readonly value: T;
  readonly problem: string | null;
}

export interface StoredRecordState<T> extends ReadRecord<T> {
  /** The record changes, and is kept. */
  changed(change: (value: T) => T): void;
  /**
   * The screen has shown the record (and its problem, if any): an unreadable stored value is replaced
   * now, not when read, so that a second read (as React's strict mode does) still sees the problem.
   */
  shown(): void;
}

export type StoredRecordStore<T> = StoreApi<StoredRecordState<T>>;

/** How one record is read from and written to the storage, in its stored shape. */
export interface RecordFormat<T> {
  readonly key: string;
  /** Reads and checks the stored value; writes nothing. */
  readonly read: (storage: SyncStorage) => ReadRecord<T>;
  /** Writes the value; false when the browser refused (full or private storage). */
  readonly write: (storage: SyncStorage, value: T) => boolean;
}

/** `persist`'s storage for one record: read and written in the record's own shape, not persist's wrapper. */
function recordStorage<T>(storage: SyncStorage, format: RecordFormat<T>): PersistStorage<ReadRecord<T>> {
  return {
    getItem: () => ({ state: format.read(storage), version: 0 }),
    setItem: (_name, stored) => void format.write(storage, stored.state.value),
    removeItem: (name) => storage.removeItem(name),
  };
}

/** The record kept under `format.key` in `storage`, read at once. */
export function createStoredRecord<T>(storage: SyncStorage, format: RecordFormat<T>): StoredRecordStore<T> {
  const first = format.read(storage);
  return createStore<StoredRecordState<T>>()(
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
        storage: recordStorage(storage, format),
        partialize: (state) => ({ value: state.value, problem: state.problem }),
        // The store starts from the read above, so persist need not read again.
        skipHydration: true,
      },
    ),
  );
}
