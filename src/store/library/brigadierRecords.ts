// Brigadier's games as the library's core sees them (kind.ts): a record's length is its actions, an
// entry read back is checked as a listing (readListing.ts), and the list shows entry.ts's listing.
import { isObject } from '../../engine/index.ts';
import { listingOf, type GameEntry, type GameListing } from './entry.ts';
import type { RecordKind } from './kind.ts';
import { readListing } from './readListing.ts';

export const brigadierRecords: RecordKind<GameEntry, GameListing> = {
  progress: (entry) => entry.record.actions.length,
  readEntry: (x) => (isObject(x) && isObject(x.record) && readListing(x).ok ? (x as unknown as GameEntry) : null),
  listingOf,
};
