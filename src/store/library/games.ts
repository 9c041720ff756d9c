// The games library (issue 12 item 1): every game, in progress and finished, kept in IndexedDB by id.
//
// Why idb (8.x) and not Dexie (4.x): idb is a thin promise wrapper over IndexedDB of about 1 kB
// gzipped, with nothing to learn beyond IndexedDB itself, and the page's first load has a budget
// (≤ 120 kB gzip, tests/e2e/run.mjs). Dexie's strengths — live queries, a query language, schema
// migrations by version — are not needed for one object store read whole, and it weighs some 25 kB.
// Both are well kept; idb is the smaller dependency for what this needs.
import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import { listingOf, type GameEntry, type GameListing } from './entry.ts';
import { carriesOn } from './writeGuard.ts';

export const LIBRARY_DB = 'brigadier-library';
const DB_VERSION = 1;
const GAMES = 'games';
/** Each game's listing beside it (entry.ts), kept in the same transaction as the game. */
const LISTING = 'listing';

interface LibrarySchema extends DBSchema {
  games: { key: string; value: GameEntry };
  listing: { key: string; value: GameListing };
}

/** What became of a write. */
export type WriteOutcome =
  | { readonly kind: 'written' }
  /** The library holds a longer (or a different) record of this game: it is kept, this write is refused. */
  | { readonly kind: 'kept'; readonly stored: GameEntry };

export interface GamesLibrary {
  /** Writes a game, unless the library holds a record of it that this one does not carry on (writeGuard.ts). */
  put(entry: GameEntry): Promise<WriteOutcome>;
  get(id: string): Promise<GameEntry | undefined>;
  /** Every game's listing (no records read), the most recently written first. */
  list(): Promise<GameListing[]>;
  /** Every game with its record (export all, import). */
  all(): Promise<GameEntry[]>;
  /** Deletes a game and hands it back, so that it can be put back (undo). */
  remove(id: string): Promise<GameEntry | undefined>;
  close(): void;
}

const newestFirst = <T extends { readonly updatedAt: number }>(games: T[]): T[] => games.sort((a, b) => b.updatedAt - a.updatedAt);

/**
 * Opens the library in `factory` (the browser's `indexedDB`; fake-indexeddb in tests). Rejects when
 * IndexedDB cannot be opened (blocked, or missing): the caller says that games are not being kept.
 */
export async function openLibrary(factory: IDBFactory, name = LIBRARY_DB): Promise<GamesLibrary> {
  const request = factory.open(name, DB_VERSION);
  request.onupgradeneeded = () => {
    for (const name of [GAMES, LISTING]) {
      if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name, { keyPath: 'id' });
    }
  };
  const db = (await wrap(request)) as unknown as IDBPDatabase<LibrarySchema>;
  return {
    async put(entry) {
      // Read and write in one transaction, so that two tabs cannot both pass the check and then write.
      const tx = db.transaction([GAMES, LISTING], 'readwrite');
      const games = tx.objectStore(GAMES);
      const stored = await games.get(entry.id);
      if (stored && !carriesOn(stored.record, entry.record)) {
        await tx.done;
        return { kind: 'kept', stored };
      }
      await Promise.all([games.put(entry), tx.objectStore(LISTING).put(listingOf(entry))]);
      await tx.done;
      return { kind: 'written' };
    },
    get: (id) => db.get(GAMES, id),
    async list() {
      const listings = await db.getAll(LISTING);
      const unnamed = listings.filter((listing) => listing.seats === undefined);
      if (unnamed.length === 0) return newestFirst(listings);
      // Listings written before the list named the seats: read once from each game's record, and kept.
      const tx = db.transaction([GAMES, LISTING], 'readwrite');
      const named = new Map<string, GameListing>();
      for (const { id } of unnamed) {
        const game = await tx.objectStore(GAMES).get(id);
        if (!game) continue;
        const listing = listingOf(game);
        named.set(id, listing);
        await tx.objectStore(LISTING).put(listing);
      }
      await tx.done;
      return newestFirst(listings.map((listing) => named.get(listing.id) ?? listing));
    },
    all: async () => newestFirst(await db.getAll(GAMES)),
    async remove(id) {
      const tx = db.transaction([GAMES, LISTING], 'readwrite');
      const stored = await tx.objectStore(GAMES).get(id);
      await Promise.all([tx.objectStore(GAMES).delete(id), tx.objectStore(LISTING).delete(id)]);
      await tx.done;
      return stored;
    },
    close: () => db.close(),
  };
}
