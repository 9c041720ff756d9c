// The library changes the game store only through the store's events (libraryAttached, readOnlyChanged,
// gameOpened): never by writing its state from outside.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../../patience.ts';
import { connectLibrary } from '../../../src/store/library/connect.ts';
import { openLibrary } from '../../../src/store/library/games.ts';
import { memoryLocks, type GameLocks } from '../../../src/store/library/locks.ts';
import { inProcessReferee } from '../../../src/store/inProcessReferee.ts';
import type { GameStore } from '../../../src/store/gameStoreShape.ts';
import { SAVE_KEY, SAVE_VERSION } from '../../../src/store/persistence.ts';
import { recordOf } from '../../../src/store/records.ts';
import { makeStore, memoryStorage, referee, storeWithGame } from '../helpers.ts';

/** The store's setState, watched from outside (the store's own events set their state within). */
function watched(store: GameStore) {
  const outside = vi.spyOn(store, 'setState');
  /** The keys the library's parts of the state were written with from outside. */
  return () =>
    outside.mock.calls
      .flatMap(([part]) => Object.keys(typeof part === 'function' ? part(store.getState()) : part))
      .filter((key) => key === 'readOnly' || key === 'gameId');
}

const connect = (store: GameStore, factory: IDBFactory, locks: GameLocks) =>
  connectLibrary(store, { open: () => openLibrary(factory), locks, referee: inProcessReferee(referee) });

describe('the game store’s library events', () => {
  it('readOnlyChanged shows the game only, and back, telling the store’s listeners only of a change', () => {
    const store = storeWithGame(7);
    const heard = vi.fn();
    store.subscribe(heard);
    store.getState().readOnlyChanged(true);
    expect(store.getState().readOnly).toBe(true);
    store.getState().readOnlyChanged(true);
    expect(heard).toHaveBeenCalledTimes(1);
    store.getState().readOnlyChanged(false);
    expect(store.getState().readOnly).toBe(false);
  });

  it('libraryAttached gives an id to a game without one, and never replaces a game’s id', () => {
    const store = storeWithGame(7);
    const id = store.getState().gameId!;
    store.getState().libraryAttached('another');
    expect(store.getState().gameId).toBe(id);
    store.setState({ gameId: null });
    store.getState().libraryAttached('kept-now');
    expect(store.getState().gameId).toBe('kept-now');
  });
});

describe('the library and the game store', () => {
  it('changes who plays the game only through the store’s events, in both tabs', async () => {
    const factory = new IDBFactory();
    const locks = memoryLocks();
    const storage = memoryStorage();
    const a = storeWithGame(7, {}, storage);
    const aWrites = watched(a);
    const libA = connect(a, factory, locks);
    await eventually(() => expect(libA.getState().games).toHaveLength(1));
    const b = makeStore(storage);
    const bWrites = watched(b);
    const libB = connect(b, factory, locks);
    await eventually(() => expect(b.getState().readOnly).toBe(true));
    await libB.getState().takenOver();
    expect(b.getState().readOnly).toBe(false);
    await eventually(() => expect(a.getState().readOnly).toBe(true));
    expect(aWrites()).toEqual([]);
    expect(bWrites()).toEqual([]);
  });

  it('gives an old save its id through the store’s event', async () => {
    const game = storeWithGame(7).getState().game!;
    const storage = memoryStorage({
      [SAVE_KEY]: JSON.stringify({
        version: SAVE_VERSION,
        state: { save: { record: recordOf(game), startedAt: 100, finishedAt: null }, settings: {}, setup: {} },
      }),
    });
    const store = makeStore(storage);
    const writes = watched(store);
    connect(store, new IDBFactory(), memoryLocks());
    await eventually(() => expect(store.getState().gameId).not.toBeNull());
    expect(writes()).toEqual([]);
  });
});
