// What the library's core (the write queue, the locks, the games waiting in localStorage) needs to know
// of a game's entries, and no more: the core never reads a record, so a second game (the patience) keeps
// its games in the same library by giving its own RecordKind (Brigadier's: brigadierRecords.ts, Brigade's:
// brigadeRecords.ts). Both kinds share one IndexedDB database; a StoredKind says which entries are its own.
import type { Result } from '../../engine/index.ts';

/** An entry the core keeps: its id in the library, and when it was last written (the list's order). */
export interface KeptEntry {
  readonly id: string;
  readonly updatedAt: number;
}

/** The game-specific parts of the library: how far an entry goes, how it is read back, how it is listed. */
export interface RecordKind<Entry extends KeptEntry, Listing extends KeptEntry> {
  /**
   * How far the entry's record goes (its count of actions): a state of a game is never replaced by one
   * that goes less far, so a write that waits is dropped only once the library holds as much.
   */
  progress(entry: Entry): number;
  /** An entry read back from localStorage, as the library wrote it there, or null when it does not read. */
  readEntry(x: unknown): Entry | null;
  /** The entry as the list shows it (its summary and names, no record). */
  listingOf(entry: Entry): Listing;
  /**
   * Where the entries the library refused wait in localStorage (pending.ts): each kind has its own key,
   * so that one kind's waiting games never write over the other's. Brigadier's is PENDING_KEY.
   */
  readonly pendingKey?: string;
}

/** What the database (games.ts) needs to know of a kind: its own entries among the others, read and guarded. */
export interface StoredKind<Entry extends KeptEntry, Listing extends KeptEntry> {
  /** Whether a stored value (an entry or a listing) belongs to this kind; another kind's entries are left alone. */
  owns(x: unknown): boolean;
  /** A listing read back, or what is wrong with it (such an entry is set aside, never changed). */
  readListing(x: unknown): Result<Listing>;
  listingOf(entry: Entry): Listing;
  /** Whether `next` may replace `stored` (writeGuard.ts: only a record carried further). */
  carriesOn(stored: Entry, next: Entry): boolean;
  /** A listing written before a field it now needs: it is made again from its entry, once, and kept. */
  stale?(listing: Listing): boolean;
}
