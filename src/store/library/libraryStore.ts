// The library's own store, as the start screen reads it (Your games): its state and the events the
// screen sends it (service.ts answers them).
import type { StoreApi } from 'zustand/vanilla';
import type { GameEntry, GameListing } from './entry.ts';
import type { UnreadableGame } from './games.ts';
import type { KeptEntry } from './kind.ts';

export interface LibraryState<Item extends KeptEntry = GameListing> {
  /**
   * Opening IndexedDB; open; not to be had in this browser; or kept by a newer version of the app (a
   * database of a later version, which this page must neither read nor change).
   */
  readonly status: 'opening' | 'open' | 'unavailable' | 'newer';
  /** Every game in the library, the most recently played first (with the games waiting to be written). */
  readonly games: readonly Item[];
  /** The ids of listed games the library has not taken yet (pending.ts): they wait in localStorage. */
  readonly waiting: readonly string[];
  /** Entries of the library that could not be read: set aside, untouched, for the player to export or delete. */
  readonly setAside: readonly UnreadableGame[];
  /** The game deleted last, until the player undoes it or deletes another. */
  readonly removed: Item | null;
  /** Games deleted within a day (tombstones, games.ts), the most recent first: each can be restored. */
  readonly recentlyDeleted: readonly Item[];
  /** Why the game on the table is not being saved anywhere, or null while it is. */
  readonly notSaving: string | null;
  /** What the last import or export came to, for the start screen. */
  readonly message: string | null;
  /** How many games of the other kind the library holds (Brigade's, in Brigadier's list): Your games loads their list when there are any. */
  readonly otherKinds: number;
}

export interface LibraryEvents<Entry extends KeptEntry = GameEntry> {
  /** The game opens on the table from the library (the game that was there stays in the library). */
  resumed(id: string): Promise<void>;
  deleted(id: string): Promise<void>;
  deleteUndone(): Promise<void>;
  /** A game from "Recently deleted" comes back to the list. */
  restored(id: string): Promise<void>;
  /** A record file or a library file: its games are added to the library, none replacing another. */
  imported(text: string): Promise<void>;
  /** A file the browser could not read: the start screen says so. */
  unreadable(reason: string): void;
  /** This tab takes the game on the table over from the tab that plays it, with all that tab has played. */
  takenOver(): Promise<void>;
  messageDismissed(): void;
  /** The entries that could not be read, as they are stored, to save them to a file. */
  setAsideEntries(): Promise<unknown[]>;
  /** Deletes the entries that could not be read (no undo: they could not be opened anyway). */
  setAsideDeleted(): Promise<void>;
  /** A game with its record, to export it. */
  entry(id: string): Promise<Entry | undefined>;
  /** Every game with its record, to export them all. */
  everything(): Promise<Entry[]>;
}

export type LibraryStore<Entry extends KeptEntry = GameEntry, Item extends KeptEntry = GameListing> = StoreApi<
  LibraryState<Item> & LibraryEvents<Entry>
>;

/** A message to the library's other tabs: a game was written. */
export interface LibraryChannel {
  post(gameId: string): void;
  listen(heard: (gameId: string) => void): void;
}
