// Brigadier's games as the library's core sees them (kind.ts): a record's length is its actions, an
// entry read back is checked as a listing (readListing.ts), and the list shows entry.ts's listing.
import { isObject } from '../../engine/index.ts';
import { listingOf, type GameEntry, type GameListing } from './entry.ts';
import type { RecordKind, StoredKind } from './kind.ts';
import { readListing } from './readListing.ts';
import { carriesOn } from './writeGuard.ts';

export const brigadierRecords: RecordKind<GameEntry, GameListing> = {
  progress: (entry) => entry.record.actions.length,
  readEntry: (x) => (isObject(x) && isObject(x.record) && readListing(x).ok ? (x as unknown as GameEntry) : null),
  listingOf,
};

/**
 * Brigadier's entries in the database: every entry that names no other kind (`kind` absent: Brigadier's
 * entries never had one), so that anything unreadable is still set aside and shown.
 */
export const brigadierStored: StoredKind<GameEntry, GameListing> = {
  owns: (x) => !isObject(x) || x.kind === undefined,
  readListing,
  listingOf,
  carriesOn: (stored, next) => carriesOn(stored.record, next.record),
  // Listings written before the list named the seats are read once from each game's record.
  stale: (listing) => listing.seats === undefined,
};
