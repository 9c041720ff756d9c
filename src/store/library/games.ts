// The games library (a new game never replaces an old one): every game, in progress and finished, kept in
// IndexedDB by id.
//
// Why idb (8.x) and not Dexie (4.x): idb is a thin promise wrapper over IndexedDB of about 1 kB
// gzipped, with nothing to learn beyond IndexedDB itself, and the page's first load has a budget
// (tests/e2e/game.spec.ts holds it). Dexie's strengths — live queries, a query language, schema
// migrations by version — are not needed for one object store read whole, and it weighs some 25 kB.
// Both are well kept; idb is the smaller dependency for what this needs.
//
// Brigadier's games and Brigade's share the database and its two object stores: each kind (kind.ts,
// StoredKind) reads, lists and writes only its own entries, so a connection opened for one kind never
// lists, exports or sets aside the other's games. Entries that belong to no kind are Brigadier's to set
// aside (as before there were two).
import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { GameEntry, GameListing } from './entry.ts';
import { brigadierStored } from './brigadierRecords.ts';
import type { KeptEntry, StoredKind } from './kind.ts';

export const LIBRARY_DB = 'brigadier-library';
const DB_VERSION = 1;
const GAMES = 'games';
/** Each game's listing beside it (entry.ts), kept in the same transaction as the game. */
const LISTING = 'listing';

interface LibrarySchema<Entry extends KeptEntry, Item extends KeptEntry> extends DBSchema {
  games: { key: string; value: Entry & { readonly deletedAt?: number } };
  listing: { key: string; value: Item };
}

/** A listing as the list reads it: a tombstone carries when it was deleted. */
type Deletable = { readonly deletedAt?: number };

/** An entry of the library that could not be read: kept aside (never changed), to export or delete. */
export interface UnreadableGame {
  /** Its key in the library. */
  readonly id: string;
  /** What is wrong with it, in a few words. */
  readonly reason: string;
}

/** The library's list: every game that reads, the games deleted lately, and the entries set aside because they do not read. */
export interface Listing<Item extends KeptEntry = GameListing> {
  readonly games: Item[];
  /** Deleted within the last TOMBSTONE_MS, the most recently deleted first: each can be restored. */
  readonly deleted: Item[];
  readonly unreadable: UnreadableGame[];
  /** How many entries of the library belong to another kind of game (Your games lists them with that kind's code). */
  readonly others?: number;
}

/** How long a deleted game is kept, to be restored from "Recently deleted": a day. */
export const TOMBSTONE_MS = 24 * 60 * 60 * 1000;

/** What became of a write. */
export type WriteOutcome<Entry extends KeptEntry = GameEntry> =
  | { readonly kind: 'written' }
  /** The library holds a longer (or a different) record of this game: it is kept, this write is refused. */
  | { readonly kind: 'kept'; readonly stored: Entry };

/** The library as the service uses it; Brigadier's entries by default (a second game's would be its own). */
export interface GamesLibrary<Entry extends KeptEntry = GameEntry, Item extends KeptEntry = GameListing> {
  /** Writes a game, unless the library holds a record of it that this one does not carry on (writeGuard.ts). */
  put(entry: Entry): Promise<WriteOutcome<Entry>>;
  get(id: string): Promise<Entry | undefined>;
  /** Every game's listing (no records read), the most recently written first; an entry that does not read is set aside. */
  list(): Promise<Listing<Item>>;
  /** An entry as it is stored, whatever it holds (to export one that could not be read). */
  raw(id: string): Promise<unknown>;
  /** Every game with its record (export all, import). */
  all(): Promise<Entry[]>;
  /** Deletes a game for good and hands it back. */
  remove(id: string): Promise<Entry | undefined>;
  /**
   * Deletes a game as a player does: it is kept, marked deleted (a tombstone), for TOMBSTONE_MS, so that
   * it can be restored across reloads; only then is it removed. Hands back its listing.
   */
  trash(id: string): Promise<Item | undefined>;
  /** Brings a deleted game back to the list. */
  restore(id: string): Promise<void>;
  close(): void;
  /**
   * Settles when the connection is gone under the page: the database deleted (site data cleared, which
   * asks this connection to step aside by a versionchange), or closed by the browser. The caller opens
   * the library again and writes back what it holds.
   */
  readonly lost: Promise<void>;
}

const newestFirst = <T extends { readonly updatedAt: number }>(games: T[]): T[] => games.sort((a, b) => b.updatedAt - a.updatedAt);

/**
 * Opens the library in `factory` (the browser's `indexedDB`; fake-indexeddb in tests) for Brigadier's
 * games. Rejects when IndexedDB cannot be opened (blocked, or missing): the caller says that games are
 * not being kept.
 */
export const openLibrary = (factory: IDBFactory, name = LIBRARY_DB, now: () => number = Date.now): Promise<GamesLibrary> =>
  openKindLibrary(factory, brigadierStored, name, now);

/** Opens the library for one kind of game's entries (kind.ts); the other kinds' entries stay as they are. */
// eslint-disable-next-line max-lines-per-function -- the IndexedDB schema upgrade and every request on it share one open database; the requests could move to their own module
export async function openKindLibrary<Entry extends KeptEntry, Item extends KeptEntry>(
  factory: IDBFactory,
  kind: StoredKind<Entry, Item>,
  name = LIBRARY_DB,
  now: () => number = Date.now,
): Promise<GamesLibrary<Entry, Item>> {
  const { owns, listingOf, carriesOn } = kind;
  const request = factory.open(name, DB_VERSION);
  request.onupgradeneeded = () => {
    for (const name of [GAMES, LISTING]) {
      if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name, { keyPath: 'id' });
    }
  };
  const db = (await wrap(request)) as unknown as IDBPDatabase<LibrarySchema<Entry, Item>>;
  type Stored = Entry & Deletable;
  const mine = (x: Stored | undefined): Stored | undefined => (x !== undefined && owns(x) ? x : undefined);
  const raw = request.result;
  const lost = new Promise<void>((gone) => {
    // Another page deletes or upgrades the database: this connection closes so that it can go ahead.
    raw.addEventListener('versionchange', () => {
      raw.close();
      gone();
    });
    raw.addEventListener('close', () => gone());
  });
  /** Listings written before a field the list needs (Brigadier's seats): made once from each game's record, and kept. */
  const refreshed = async (listings: Item[]): Promise<Item[]> => {
    const unnamed = listings.filter((listing) => kind.stale?.(listing) ?? false);
    if (unnamed.length === 0) return listings;
    const tx = db.transaction([GAMES, LISTING], 'readwrite');
    const named = new Map<string, Item>();
    for (const { id } of unnamed) {
      const game = await tx.objectStore(GAMES).get(id);
      if (!game) continue;
      const listing = listingOf(game);
      named.set(id, listing);
      await tx.objectStore(LISTING).put(listing);
    }
    await tx.done;
    return listings.map((listing) => named.get(listing.id) ?? listing);
  };
  const remove = async (id: string) => {
    const tx = db.transaction([GAMES, LISTING], 'readwrite');
    const stored = await tx.objectStore(GAMES).get(id);
    await Promise.all([tx.objectStore(GAMES).delete(id), tx.objectStore(LISTING).delete(id)]);
    await tx.done;
    return stored;
  };
  return {
    lost,
    async put(entry) {
      // Read and write in one transaction, so that two tabs cannot both pass the check and then write.
      const tx = db.transaction([GAMES, LISTING], 'readwrite');
      const games = tx.objectStore(GAMES);
      const stored = await games.get(entry.id);
      // An id is the game's for good: another kind's entry under it is never written over.
      if (stored && (!owns(stored) || !carriesOn(stored, entry))) {
        await tx.done;
        return { kind: 'kept', stored };
      }
      await Promise.all([games.put(entry), tx.objectStore(LISTING).put(listingOf(entry))]);
      await tx.done;
      return { kind: 'written' };
    },
    get: async (id) => mine(await db.get(GAMES, id)),
    async list() {
      const tx = db.transaction(LISTING, 'readonly');
      const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
      const games: Item[] = [];
      const deleted: (Item & Deletable)[] = [];
      const expired: string[] = [];
      const unreadable: UnreadableGame[] = [];
      let others = 0;
      values.forEach((value: unknown, i) => {
        if (!owns(value)) return void others++;
        const read = kind.readListing(value) as { ok: true; value: Item & Deletable } | { ok: false; error: string };
        if (!read.ok) unreadable.push({ id: String(keys[i]), reason: read.error });
        else if (read.value.deletedAt === undefined) games.push(read.value);
        else if (now() - read.value.deletedAt < TOMBSTONE_MS) deleted.push(read.value);
        else expired.push(read.value.id);
      });
      // A tombstone kept its day: the game is removed for good.
      for (const id of expired) await remove(id);
      return {
        games: newestFirst(await refreshed(games)),
        deleted: deleted.sort((a, b) => b.deletedAt! - a.deletedAt!),
        unreadable,
        others,
      };
    },
    raw: async (id) => (await db.get(GAMES, id)) ?? (await db.get(LISTING, id)),
    all: async () => newestFirst((await db.getAll(GAMES)).filter((entry) => owns(entry) && entry.deletedAt === undefined)),
    remove,
    async trash(id) {
      const tx = db.transaction([GAMES, LISTING], 'readwrite');
      const stored = mine(await tx.objectStore(GAMES).get(id));
      if (!stored) return undefined;
      const deletedAt = now();
      const tombstone = { ...stored, deletedAt };
      await Promise.all([tx.objectStore(GAMES).put(tombstone), tx.objectStore(LISTING).put(listingOf(tombstone))]);
      await tx.done;
      return listingOf(tombstone);
    },
    async restore(id) {
      const tx = db.transaction([GAMES, LISTING], 'readwrite');
      const stored = mine(await tx.objectStore(GAMES).get(id));
      if (stored?.deletedAt !== undefined) {
        const { deletedAt: _deletedAt, ...back } = stored;
        await Promise.all([tx.objectStore(GAMES).put(back as Stored), tx.objectStore(LISTING).put(listingOf(back as Entry))]);
      }
      await tx.done;
    },
    close: () => db.close(),
  };
}
