// The page's Brigade library in a component: its state (the list, the sign, the message), drawn anew
// when it changes, and its events.
import { useSyncExternalStore } from 'react';
import type { BrigadeEntry, BrigadeListing } from '../../../store/library/brigadeRecords.ts';
import type { LibraryEvents, LibraryState } from '../../../store/library/libraryStore.ts';
import { pageBrigadeLibrary } from '../../../store/patience/keep/pageBrigadeLibrary.ts';
import { keepKit } from '../../library/brigadeInbox.ts';

type State = LibraryState<BrigadeListing> & LibraryEvents<BrigadeEntry>;

/**
 * A slice of the Brigade library's state (a value the store keeps, so that reading it twice gives the
 * same value). React's own hook rather than zustand's: this module loads later than the first page, and
 * importing zustand's hook here split it off the first load into a chunk of its own.
 */
export function useBrigadeLibrary<T>(selector: (state: State) => T): T {
  const store = pageBrigadeLibrary(keepKit()).store;
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}

/** The Brigade library's events (they never change). */
export const brigadeLibraryEvents = (): LibraryEvents<BrigadeEntry> => pageBrigadeLibrary(keepKit()).store.getState();
