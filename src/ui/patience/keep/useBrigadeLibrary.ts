// The page's Brigade library in a component: its state (the list, the sign, the message), drawn anew
// when it changes, and its events.
import { useStore } from 'zustand';
import type { BrigadeEntry, BrigadeListing } from '../../../store/library/brigadeRecords.ts';
import type { LibraryEvents, LibraryState } from '../../../store/library/libraryStore.ts';
import { pageBrigadeLibrary } from '../../../store/patience/keep/pageBrigadeLibrary.ts';
import { keepKit } from '../../library/brigadeInbox.ts';

type State = LibraryState<BrigadeListing> & LibraryEvents<BrigadeEntry>;

/** A slice of the Brigade library's state (a value the store keeps, so that reading it twice gives the same value). */
export const useBrigadeLibrary = <T>(selector: (state: State) => T): T => useStore(pageBrigadeLibrary(keepKit()).store, selector);

/** The Brigade library's events (they never change). */
export const brigadeLibraryEvents = (): LibraryEvents<BrigadeEntry> => pageBrigadeLibrary(keepKit()).store.getState();
