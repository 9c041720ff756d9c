// Brigade's kind in the library: an entry written and read back whole (in IndexedDB beside Brigadier's
// games, and from localStorage where a refused write waits), and entries that are not what it writes refused.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/index.ts';
import { replayPatience } from '../../../src/patience/index.ts';
import {
  brigadeEntryOf,
  brigadeListingOf,
  brigadeRecords,
  brigadeStored,
  brigadeTitle,
  readBrigadeEntry,
  readBrigadeListing,
} from '../../../src/store/library/brigadeRecords.ts';
import { entryOf } from '../../../src/store/library/entry.ts';
import { openKindLibrary, openLibrary } from '../../../src/store/library/games.ts';
import { pendingWrites, PENDING_KEY } from '../../../src/store/library/pending.ts';
import { memoryStorage } from '../../../src/store/persistence.ts';
import { NAMES } from '../helpers.ts';
import { act, played } from './helpers.ts';

const meta = { player: 'Ada', startedAt: 1000, usedHint: true, ms: null };

describe("Brigade's entries", () => {
  it('hold the record, the player and the figures, and replay to the same game', () => {
    const game = act(played(17, 3), { type: 'undo' });
    const entry = brigadeEntryOf('g1', game, meta, 5000);
    expect(entry).toMatchObject({
      kind: 'brigade',
      player: 'Ada',
      dealNumber: 17,
      grace: 'up',
      moves: 2,
      won: false,
      usedUndo: true,
      usedHint: true,
    });
    expect(entry.finishedAt).toBeNull();
    const back = replayPatience(JSON.parse(JSON.stringify(entry.record)));
    expect(back.ok && back.value.positions.at(-1)).toEqual(game.positions.at(-1));
    expect(brigadeTitle(entry)).toBe('Brigade — deal 17, 2 moves, in progress');
  });

  it('read back as written (a round trip through JSON), with the listing leaving out the record', () => {
    const entry = brigadeEntryOf('g1', played(5, 4), meta, 5000);
    const copy = JSON.parse(JSON.stringify(entry));
    expect(readBrigadeEntry(copy)).toEqual(entry);
    const listing = readBrigadeListing(JSON.parse(JSON.stringify(brigadeListingOf(entry))));
    expect(listing.ok && listing.value).toEqual(brigadeListingOf(entry));
    expect(brigadeListingOf(entry)).not.toHaveProperty('record');
  });

  it.each([
    ['not an object', 7, 'not an object'],
    ['a Brigadier game', { id: 'x' }, 'kind: must be "brigade"'],
    ['no id', { id: '' }, 'id: missing'],
    ['a number for a name', { player: 3 }, 'player: must be a name'],
    ['a deal that is no number', { dealNumber: 'seventeen' }, 'dealNumber: must be a whole number or null'],
    ['an unknown grace rule', { grace: 'sideways' }, 'grace: must be "off", "up" or "both"'],
    ['negative moves', { moves: -1 }, 'moves: must be a whole number'],
    ['won as a word', { won: 'yes' }, 'won: must be true or false'],
    ['a time that is no time', { ms: 'fast' }, 'ms: must be a time or null'],
    ['a bad tombstone', { deletedAt: -5 }, 'deletedAt: must be a time when present'],
  ])('refuse %s', (_, change, reason) => {
    const entry = brigadeEntryOf('g1', played(5, 1), meta, 5000) as unknown as Record<string, unknown>;
    const bad = typeof change === 'object' ? { ...entry, ...change, ...(reason.startsWith('kind') && { kind: undefined }) } : change;
    const read = readBrigadeListing(bad);
    expect(read.ok ? 'read' : read.error).toBe(reason);
    expect(readBrigadeEntry(bad)).toBeNull();
  });

  it('refuse an entry whose record is of another format', () => {
    const entry = brigadeEntryOf('g1', played(5, 1), meta, 5000);
    expect(readBrigadeEntry({ ...entry, record: { ...entry.record, format: 'brigadier-game/1' } })).toBeNull();
    expect(readBrigadeEntry({ ...entry, record: undefined })).toBeNull();
  });

  it("wait in localStorage under their own key, beside Brigadier's games", () => {
    const storage = memoryStorage();
    const entry = brigadeEntryOf('g1', played(5, 2), meta, 5000);
    pendingWrites(storage, brigadeRecords).keep(entry);
    expect(storage.getItem(PENDING_KEY)).toBeNull();
    expect(pendingWrites(storage, brigadeRecords).all()).toEqual([entry]);
  });
});

describe("one database, two kinds' games", () => {
  it("keeps each kind's games apart: listed, exported and guarded by their own kind", async () => {
    const factory = new IDBFactory();
    const brigadier = await openLibrary(factory);
    const brigade = await openKindLibrary(factory, brigadeStored);
    await brigadier.put(entryOf('a', newGame({ dealNumber: 7, names: NAMES }), { startedAt: 1, finishedAt: null, now: 1 }));
    const first = brigadeEntryOf('b', played(17, 2), meta, 2);
    expect(await brigade.put(first)).toEqual({ kind: 'written' });
    expect(await brigade.put(brigadeEntryOf('b', played(17, 3), meta, 3))).toEqual({ kind: 'written' });
    // A shorter record of the same game never replaces the longer one.
    expect((await brigade.put(first)).kind).toBe('kept');
    const mine = await brigadier.list();
    expect(mine.games.map((g) => g.id)).toEqual(['a']);
    expect(mine.unreadable).toEqual([]);
    expect(mine.others).toBe(1);
    const theirs = await brigade.list();
    expect(theirs.games.map((g) => [g.id, g.moves])).toEqual([['b', 3]]);
    expect(theirs.others).toBe(1);
    expect((await brigadier.all()).map((g) => g.id)).toEqual(['a']);
    expect((await brigade.all()).map((g) => g.id)).toEqual(['b']);
    expect(await brigadier.get('b')).toBeUndefined();
    expect(await brigade.get('a')).toBeUndefined();
  });

  it("never writes over, deletes or restores another kind's game", async () => {
    const factory = new IDBFactory();
    const brigadier = await openLibrary(factory);
    const brigade = await openKindLibrary(factory, brigadeStored);
    await brigadier.put(entryOf('a', newGame({ dealNumber: 7, names: NAMES }), { startedAt: 1, finishedAt: null, now: 1 }));
    expect((await brigade.put({ ...brigadeEntryOf('a', played(1, 1), meta, 2) })).kind).toBe('kept');
    expect(await brigade.trash('a')).toBeUndefined();
    expect((await brigadier.list()).games.map((g) => g.id)).toEqual(['a']);
    await brigade.put(brigadeEntryOf('b', played(1, 1), meta, 2));
    await brigade.trash('b');
    expect((await brigade.list()).deleted.map((g) => g.id)).toEqual(['b']);
    await brigade.restore('b');
    expect((await brigade.list()).games.map((g) => g.id)).toEqual(['b']);
  });
});
