// The library joined to the game store: every game kept (a new game or a loaded file never replaces
// one), the old save migrated without loss, one writer per game across two stores on one storage,
// and a sign whenever the game on the table is not being saved.
/* eslint-disable max-lines -- the cases of one seam (the library joined to the store); its four describe blocks (every game kept, the old save, one writer per game, honest storage) could be files of their own */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../patience.ts';
import { newGame } from '../../../src/engine/index.ts';
import {
  connectLibrary,
  FULL,
  LIBRARY_REFUSED,
  NEWER_LIBRARY,
  type LibraryChannel,
  type LibraryStore,
} from '../../../src/store/library/connect.ts';
import { readLibraryFile } from '../../../src/store/library/files.ts';
import { LIBRARY_DB, openLibrary, type GamesLibrary } from '../../../src/store/library/games.ts';
import { memoryLocks, soleLocks, type GameLocks } from '../../../src/store/library/locks.ts';
import { BLOCKED, pageStorage } from '../../../src/store/library/pageStorage.ts';
import { SAVE_KEY, SAVE_VERSION } from '../../../src/store/persistence.ts';
import { recordOf, recordText } from '../../../src/store/records.ts';
import { inProcessReferee } from '../../../src/store/inProcessReferee.ts';
import type { GameStore } from '../../../src/store/gameStoreShape.ts';
import { makeStore, memoryStorage, NAMES, referee, storeWithGame } from '../helpers.ts';

/** A BroadcastChannel between the "tabs" of a test. */
function memoryChannel(): () => LibraryChannel {
  const ears: ((id: string) => void)[] = [];
  return () => {
    let mine: ((id: string) => void) | null = null;
    return {
      post: (id) => ears.filter((ear) => ear !== mine).forEach((ear) => ear(id)),
      listen: (heard) => void ears.push((mine = heard)),
    };
  };
}

interface Tab {
  readonly store: GameStore;
  readonly lib: LibraryStore;
}

function tab(
  store: GameStore,
  factory: IDBFactory,
  locks: GameLocks = memoryLocks(),
  channel?: LibraryChannel,
  open?: () => Promise<GamesLibrary>,
): Tab {
  const lib = connectLibrary(store, {
    open: open ?? (() => openLibrary(factory)),
    locks,
    referee: inProcessReferee(referee),
    channel,
    now: () => 5,
  });
  return { store, lib };
}

const opened = (t: Tab) => eventually(() => expect(t.lib.getState().status).not.toBe('opening'));
const reveal = (store: GameStore) => store.getState().deckClicked(store.getState().game!.position.toMove);
/** A tab (its sessionStorage `tabStorage`) joined to the library of `factory`, as the page joins one. */
const inTab = (
  store: GameStore,
  factory: IDBFactory,
  tabStorage: ReturnType<typeof memoryStorage>,
  options: { locks?: GameLocks; open?: () => Promise<GamesLibrary> } = {},
) =>
  connectLibrary(store, {
    open: options.open ?? (() => openLibrary(factory)),
    locks: options.locks ?? memoryLocks(),
    referee: inProcessReferee(referee),
    tab: tabStorage,
  });
const libraryActions = async (factory: IDBFactory, id: string) => (await (await openLibrary(factory)).get(id))?.record.actions.length;

describe('every game is kept', () => {
  it('keeps the game on the table after every action, and a new game never replaces it', async () => {
    const factory = new IDBFactory();
    const t = tab(makeStore(), factory);
    await opened(t);
    t.store.getState().gameStarted({ names: NAMES, dealNumber: 7, rules: newGame({ dealNumber: 7 }).rules });
    reveal(t.store);
    const first = t.store.getState().gameId!;
    await eventually(async () => expect(await libraryActions(factory, first)).toBe(1));
    t.store.getState().gameStarted({ names: NAMES, dealNumber: 8, rules: newGame({ dealNumber: 8 }).rules });
    await eventually(() => expect(t.lib.getState().games).toHaveLength(2));
    expect(t.store.getState().gameId).not.toBe(first);
    expect(await libraryActions(factory, first)).toBe(1);
  });

  it('keeps a game replaced on the table before the library had opened', async () => {
    const factory = new IDBFactory();
    const store = storeWithGame(7);
    let opening: () => void = () => {};
    const gate = new Promise<void>((resolve) => (opening = resolve));
    const t = tab(store, factory, memoryLocks(), undefined, () => gate.then(() => openLibrary(factory)));
    reveal(store);
    store.getState().gameStarted({ names: NAMES, dealNumber: 8, rules: newGame({ dealNumber: 8 }).rules });
    opening();
    await eventually(() =>
      expect(
        t.lib
          .getState()
          .games.map((g) => [g.dealNumber, g.turn])
          .sort(),
      ).toEqual([
        [7, 1],
        [8, 1],
      ]),
    );
    expect((await t.lib.getState().everything()).map((g) => [g.dealNumber, g.record.actions.length]).sort()).toEqual([
      [7, 1],
      [8, 0],
    ]);
  });

  it('adds a loaded file to the library as a game of its own', async () => {
    const factory = new IDBFactory();
    const t = tab(storeWithGame(7), factory);
    await opened(t);
    await eventually(() => expect(t.lib.getState().games).toHaveLength(1));
    expect(t.store.getState().recordImported(recordText(newGame({ dealNumber: 9, names: NAMES })))).toBe(true);
    await eventually(() =>
      expect(
        t.lib
          .getState()
          .games.map((g) => g.dealNumber)
          .sort(),
      ).toEqual([7, 9]),
    );
  });

  it('resumes a game from the library, and deletes another with undo (never the one on the table)', async () => {
    const factory = new IDBFactory();
    const t = tab(storeWithGame(7), factory);
    await opened(t);
    const first = t.store.getState().gameId!;
    reveal(t.store);
    t.store.getState().gameStarted({ names: NAMES, dealNumber: 8, rules: newGame({ dealNumber: 8 }).rules });
    await eventually(() => expect(t.lib.getState().games).toHaveLength(2));
    await t.lib.getState().resumed(first);
    expect(t.store.getState().gameId).toBe(first);
    expect(t.store.getState().game!.actions).toHaveLength(1);
    const other = t.lib.getState().games.find((g) => g.id !== first)!.id;
    await t.lib.getState().deleted(first);
    expect(t.lib.getState().games).toHaveLength(2);
    await t.lib.getState().deleted(other);
    expect(t.lib.getState().games.map((g) => g.id)).toEqual([first]);
    await t.lib.getState().deleteUndone();
    expect(t.lib.getState().games).toHaveLength(2);
  });

  it('imports a library file, leaving out games it holds already', async () => {
    const factory = new IDBFactory();
    const t = tab(storeWithGame(7), factory);
    await opened(t);
    await eventually(() => expect(t.lib.getState().games).toHaveLength(1));
    const games = [(await t.lib.getState().everything())[0]!.record, recordOf(newGame({ dealNumber: 11, names: NAMES }))].map((record) => ({
      record,
      startedAt: null,
      finishedAt: null,
    }));
    await t.lib.getState().imported(JSON.stringify({ format: 'brigadier-library/1', games }));
    expect(
      t.lib
        .getState()
        .games.map((g) => g.dealNumber)
        .sort(),
    ).toEqual([11, 7]);
    expect(t.lib.getState().message).toBe('1 game added to your games; 1 game already in Your games.');
    await t.lib.getState().imported(JSON.stringify(games[1]!.record));
    expect(t.lib.getState().message).toBe('0 games added to your games; that game is already in Your games.');
    expect(t.lib.getState().games).toHaveLength(2);
    await t.lib.getState().imported('not json');
    expect(t.lib.getState().message).toMatch(/^That file was not imported: not valid JSON/);
  });

  it('imports many games through the file reader handed in, each once, and again none', async () => {
    const factory = new IDBFactory();
    const store = makeStore();
    const reads: string[] = [];
    const readFile = async (text: string) => {
      reads.push(text);
      return readLibraryFile(text);
    };
    const lib = connectLibrary(store, {
      open: () => openLibrary(factory),
      locks: memoryLocks(),
      referee: inProcessReferee(referee),
      now: () => 5,
      readFile,
    });
    await opened({ store, lib });
    const games = Array.from({ length: 40 }, (_, i) => ({
      record: recordOf(newGame({ dealNumber: 100 + i, names: NAMES })),
      startedAt: i,
      finishedAt: null,
    }));
    const text = JSON.stringify({ format: 'brigadier-library/1', games });
    await lib.getState().imported(text);
    expect(reads).toEqual([text]);
    expect(lib.getState().message).toBe('40 games added to your games.');
    const stored = await (await openLibrary(factory)).all();
    expect(stored.map((g) => g.dealNumber).sort((a, b) => a - b)).toEqual(games.map((_, i) => 100 + i));
    expect(stored.map((g) => g.startedAt).sort((a, b) => a! - b!)).toEqual(games.map((_, i) => i));
    await lib.getState().imported(text);
    expect(lib.getState().message).toBe('0 games added to your games; 40 games already in Your games.');
    expect(await (await openLibrary(factory)).all()).toHaveLength(40);
  });
});

describe('the save from before the library', () => {
  const oldSave = () => {
    const game = storeWithGame(7).getState();
    return JSON.stringify({
      version: SAVE_VERSION,
      state: { save: { record: recordOf(game.game!), startedAt: 100, finishedAt: null }, settings: {}, setup: {} },
    });
  };

  it('is copied into the library, and given its id only once the copy is written', async () => {
    const factory = new IDBFactory();
    const storage = memoryStorage({ [SAVE_KEY]: oldSave() });
    const t = tab(makeStore(storage), factory);
    await eventually(() => expect(t.store.getState().gameId).not.toBeNull());
    const id = t.store.getState().gameId!;
    const entry = await (await openLibrary(factory)).get(id);
    expect(entry?.record).toEqual(JSON.parse(oldSave()).state.save.record);
    expect(entry?.startedAt).toBe(100);
    expect(JSON.parse(storage.map.get(SAVE_KEY)!).state.save.gameId).toBe(id);
  });

  it('stays as it was when the library cannot be written', async () => {
    const storage = memoryStorage({ [SAVE_KEY]: oldSave() });
    const refusing = async (): Promise<GamesLibrary> => ({
      ...(await openLibrary(new IDBFactory())),
      put: () => Promise.reject(new Error('QuotaExceededError')),
    });
    const t = tab(makeStore(storage), new IDBFactory(), memoryLocks(), undefined, refusing);
    await opened(t);
    await new Promise((r) => setTimeout(r, 10));
    expect(t.store.getState().gameId).toBeNull();
    const save = JSON.parse(storage.map.get(SAVE_KEY)!).state.save;
    expect(save.record).toEqual(JSON.parse(oldSave()).state.save.record);
    expect(save.gameId ?? null).toBeNull();
  });
});

describe('one writer per game', () => {
  it('a reload keeps the game’s id, so that the same library entry is carried on', () => {
    const storage = memoryStorage();
    const store = storeWithGame(7, {}, storage);
    reveal(store);
    const again = makeStore(storage);
    expect(again.getState().gameId).toBe(store.getState().gameId);
    expect(again.getState().game!.actions).toHaveLength(1);
  });

  it('a reload brings back the game this tab was playing, though another tab wrote the shared save since', async () => {
    const factory = new IDBFactory();
    const locks = memoryLocks();
    const storage = memoryStorage();
    const tabA = memoryStorage();
    const a = inTab(storeWithGame(7, {}, storage), factory, tabA, { locks });
    await eventually(() => expect(a.getState().games).toHaveLength(1));
    const b = tab(storeWithGame(8, {}, storage), factory, locks);
    await eventually(() => expect(b.lib.getState().games).toHaveLength(2));
    expect(JSON.parse(storage.map.get(SAVE_KEY)!).state.save.record.dealNumber).toBe(8);
    const reloaded = makeStore(storage);
    inTab(reloaded, factory, tabA);
    await eventually(() => expect(reloaded.getState().game!.dealNumber).toBe(7));
  });

  it('a reload leaves alone a game the player loaded before the library had opened', async () => {
    const factory = new IDBFactory();
    const storage = memoryStorage();
    const tabA = memoryStorage();
    const a = inTab(storeWithGame(7, {}, storage), factory, tabA);
    await eventually(() => expect(a.getState().games).toHaveLength(1));
    const reloaded = makeStore(storage);
    let opening: () => void = () => {};
    const gate = new Promise<void>((resolve) => (opening = resolve));
    const lib = inTab(reloaded, factory, tabA, { open: () => gate.then(() => openLibrary(factory)) });
    expect(reloaded.getState().recordImported(recordText(newGame({ dealNumber: 9, names: NAMES })))).toBe(true);
    opening();
    await eventually(() =>
      expect(
        lib
          .getState()
          .games.map((g) => g.dealNumber)
          .sort(),
      ).toEqual([7, 9]),
    );
    expect(reloaded.getState().game!.dealNumber).toBe(9);
    expect(reloaded.getState().notice?.text).toMatch(/^Loaded deal 9/);
  });

  it('a reload over a save that cannot be read shows the problem first, and opens no game over it', async () => {
    const factory = new IDBFactory();
    const storage = memoryStorage();
    const tabA = memoryStorage();
    const a = inTab(storeWithGame(7, {}, storage), factory, tabA);
    await eventually(() => expect(a.getState().games).toHaveLength(1));
    storage.map.set(SAVE_KEY, '{"state": {"save": ');
    const reloaded = makeStore(storage);
    const lib = inTab(reloaded, factory, tabA);
    await eventually(() => expect(lib.getState().games).toHaveLength(1));
    expect(reloaded.getState().saveProblem).not.toBeNull();
    expect(reloaded.getState().game).toBeNull();
  });

  it('a tab that only shows the game changes nothing in it: no action, no draw offer', () => {
    const store = storeWithGame(7);
    store.setState({ readOnly: true });
    reveal(store);
    store.getState().drawOffered(0);
    store.getState().resigned(0);
    expect(store.getState().game!.actions).toHaveLength(0);
    expect(store.getState().drawOfferBy).toBeNull();
  });

  it('shows the game read-only in a second tab, follows the first, and takes it over with nothing lost', async () => {
    const factory = new IDBFactory();
    const locks = memoryLocks();
    const channel = memoryChannel();
    const storage = memoryStorage();
    const a = tab(storeWithGame(7, {}, storage), factory, locks, channel());
    await opened(a);
    const id = a.store.getState().gameId!;
    await eventually(async () => expect(await libraryActions(factory, id)).toBe(0));
    const b = tab(makeStore(storage), factory, locks, channel());
    await opened(b);
    await b.lib.getState().resumed(id);
    await eventually(() => expect(b.store.getState().readOnly).toBe(true));
    reveal(b.store);
    expect(b.store.getState().game!.actions).toHaveLength(0);
    reveal(a.store);
    await eventually(() => expect(b.store.getState().game!.actions).toHaveLength(1));
    expect(b.store.getState().readOnly).toBe(true);

    await b.lib.getState().takenOver();
    expect(b.store.getState().readOnly).toBe(false);
    await eventually(() => expect(a.store.getState().readOnly).toBe(true));
    b.store.getState().knockCalled(b.store.getState().game!.position.toMove === 0 ? 1 : 0);
    const played = b.store.getState().game!.actions.length;
    await eventually(async () => expect(await libraryActions(factory, id)).toBe(played));
    // The first tab, now only showing the game, cannot write its shorter record over it.
    reveal(a.store);
    a.store.getState().settingsChanged({ sound: false });
    await new Promise((r) => setTimeout(r, 10));
    expect(await libraryActions(factory, id)).toBe(played);
  });

  it('carries on in the tab that showed the game once the tab that played it lets it go', async () => {
    const factory = new IDBFactory();
    const locks = memoryLocks();
    const channel = memoryChannel();
    const a = tab(storeWithGame(7), factory, locks, channel());
    await opened(a);
    const id = a.store.getState().gameId!;
    await eventually(async () => expect(await libraryActions(factory, id)).toBe(0));
    const b = tab(makeStore(), factory, locks, channel());
    await opened(b);
    await b.lib.getState().resumed(id);
    await eventually(() => expect(b.store.getState().readOnly).toBe(true));
    reveal(a.store);
    await eventually(async () => expect(await libraryActions(factory, id)).toBe(1));
    // The first tab goes on to another game: the second now plays this one, from where the first left it.
    a.store.getState().gameStarted({ names: NAMES, dealNumber: 9, rules: newGame({ dealNumber: 9 }).rules });
    await eventually(() => expect(b.store.getState().readOnly).toBe(false));
    expect(b.store.getState().game!.actions).toHaveLength(1);
    b.store.getState().discardChosen();
    await eventually(async () => expect(await libraryActions(factory, id)).toBe(2));
  });

  it('does not delete a game another tab is playing', async () => {
    const factory = new IDBFactory();
    const locks = memoryLocks();
    const a = tab(storeWithGame(7), factory, locks);
    await opened(a);
    const id = a.store.getState().gameId!;
    await eventually(async () => expect(await libraryActions(factory, id)).toBe(0));
    const b = tab(storeWithGame(8), factory, locks);
    await eventually(() => expect(b.lib.getState().games).toHaveLength(2));
    await b.lib.getState().deleted(id);
    expect(b.lib.getState().message).toMatch(/^That game is being played in another tab/);
    expect(await libraryActions(factory, id)).toBe(0);
  });

  it('without Web Locks, a tab whose record is shorter than the library’s stops writing and shows the game read-only', async () => {
    const factory = new IDBFactory();
    const a = tab(storeWithGame(7), factory, soleLocks);
    await opened(a);
    const id = a.store.getState().gameId!;
    const b = tab(makeStore(), factory, soleLocks);
    await opened(b);
    await b.lib.getState().resumed(id);
    reveal(b.store);
    b.store.getState().discardChosen();
    await eventually(async () => expect(await libraryActions(factory, id)).toBe(2));
    reveal(a.store);
    await eventually(() => expect(a.store.getState().readOnly).toBe(true));
    expect(await libraryActions(factory, id)).toBe(2);
  });
});

describe('honest storage', () => {
  it('notices the library deleted under the page (site data cleared), opens it again and writes the game on the table back whole', async () => {
    const factory = new IDBFactory();
    const t = tab(storeWithGame(7), factory);
    await opened(t);
    const id = t.store.getState().gameId!;
    reveal(t.store);
    await eventually(async () => expect(await libraryActions(factory, id)).toBe(1));
    await new Promise<void>((done, fail) => {
      const request = factory.deleteDatabase(LIBRARY_DB);
      request.onsuccess = () => done();
      request.onerror = () => fail(request.error ?? new Error('IndexedDB failed without an error'));
    });
    expect(await libraryActions(factory, id)).toBeUndefined();
    t.store.getState().discardChosen();
    reveal(t.store);
    const played = t.store.getState().game!.actions.length;
    await eventually(async () => expect(await libraryActions(factory, id)).toBe(played));
    await eventually(() => expect(t.lib.getState().games.map((g) => [g.id, g.turn])).toEqual([[id, t.store.getState().game!.turn]]));
    expect(t.lib.getState().status).toBe('open');
    expect(t.lib.getState().notSaving).toBeNull();
  });

  it.each([
    ['from the third write', 2],
    ['from the first write', 0],
  ])(
    'a library that refuses writes (%s) while localStorage works: the sign at once, and after a new game and a reload no turn is lost',
    async (_, allowed) => {
      const factory = new IDBFactory();
      const local = memoryStorage();
      let writes = 0;
      const refusing = async (): Promise<GamesLibrary> => {
        const real = await openLibrary(factory);
        return {
          ...real,
          put: (entry) => (++writes > allowed ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : real.put(entry)),
        };
      };
      const store = storeWithGame(7, {}, local);
      const id = store.getState().gameId!;
      const lib = connectLibrary(store, {
        open: refusing,
        locks: memoryLocks(),
        referee: inProcessReferee(referee),
        stash: local,
        local: { blocked: null, onWrite: () => {} },
      });
      await eventually(() => expect(lib.getState().status).toBe('open'));
      for (let i = 0; i < 4; i++) {
        reveal(store);
        store.getState().discardChosen();
      }
      await eventually(() => expect(lib.getState().notSaving).toBe(LIBRARY_REFUSED));
      const played = store.getState().game!.actions.length;
      expect(lib.getState().waiting).toContain(id);
      await eventually(() => expect(lib.getState().games.find((g) => g.id === id)?.turn).toBe(store.getState().game!.turn));
      // A new game replaces the quick save; the old game still waits in localStorage.
      store.getState().gameStarted({ names: NAMES, dealNumber: 8, rules: newGame({ dealNumber: 8 }).rules });
      await new Promise((r) => setTimeout(r, 10));
      // The reload: a new page on the same storage, where the library takes writes again.
      const again = connectLibrary(makeStore(local), {
        open: () => openLibrary(factory),
        locks: memoryLocks(),
        referee: inProcessReferee(referee),
        stash: local,
      });
      await eventually(async () => expect(await libraryActions(factory, id)).toBe(played));
      await eventually(() => expect(again.getState().waiting).toEqual([]));
      expect(local.map.has('brigadier:unwritten')).toBe(false);
    },
  );

  it('names a library kept by a newer version, and neither reads nor changes it', async () => {
    const factory = new IDBFactory();
    // What a newer build leaves behind: the database at version 2, with a store this build does not know.
    await new Promise<void>((done, fail) => {
      const request = factory.open(LIBRARY_DB, 2);
      request.onupgradeneeded = () => request.result.createObjectStore('future', { keyPath: 'id' }).put({ id: 'x', kept: true });
      request.onsuccess = () => (request.result.close(), done());
      request.onerror = () => fail(request.error ?? new Error('IndexedDB failed without an error'));
    });
    const t = tab(storeWithGame(7), factory);
    await eventually(() => expect(t.lib.getState().status).toBe('newer'));
    reveal(t.store);
    expect(t.store.getState().game!.actions).toHaveLength(1);
    // The quick save keeps the game on the table, so no "not saved" sign; the library is left as it was.
    expect(t.lib.getState().notSaving).toBeNull();
    const after = await new Promise<{ version: number; stores: string[] }>((done) => {
      const request = factory.open(LIBRARY_DB);
      request.onsuccess = () => {
        const db = request.result;
        done({ version: db.version, stores: [...db.objectStoreNames] });
        db.close();
      };
    });
    expect(after).toEqual({ version: 2, stores: ['future'] });
    expect(NEWER_LIBRARY).toMatch(/newer version .*reload/);
  });

  it('plays on over memory when the storage cannot be reached, and says so', async () => {
    const page = pageStorage(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    });
    expect(page.blocked).toBe(BLOCKED);
    const store = storeWithGame(7, {}, page.storage);
    const lib = connectLibrary(store, {
      open: () => Promise.reject(new Error('blocked')),
      locks: soleLocks,
      referee: inProcessReferee(referee),
      local: page,
    });
    await eventually(() => expect(lib.getState().status).toBe('unavailable'));
    reveal(store);
    expect(store.getState().game!.actions).toHaveLength(1);
    expect(lib.getState().notSaving).toBe(BLOCKED);
  });

  it('shows the sign when both the save and the library refuse to write, and not while either keeps the game', async () => {
    const backing = memoryStorage();
    let full = false;
    const page = pageStorage(
      () =>
        ({
          ...backing,
          setItem: (k: string, v: string) => {
            if (full) throw new DOMException('full', 'QuotaExceededError');
            backing.setItem(k, v);
          },
        }) as unknown as Storage,
    );
    const store = storeWithGame(7, {}, page.storage);
    let libraryFull = false;
    const open = async (): Promise<GamesLibrary> => {
      const real = await openLibrary(new IDBFactory());
      return { ...real, put: (entry) => (libraryFull ? Promise.reject(new Error('QuotaExceededError')) : real.put(entry)) };
    };
    const lib = connectLibrary(store, { open, locks: memoryLocks(), referee: inProcessReferee(referee), local: page });
    await eventually(() => expect(lib.getState().status).toBe('open'));
    full = true;
    reveal(store);
    await new Promise((r) => setTimeout(r, 10));
    expect(lib.getState().notSaving).toBeNull();
    libraryFull = true;
    store.getState().discardChosen();
    await eventually(() => expect(lib.getState().notSaving).toBe(FULL));
    expect(store.getState().game).not.toBeNull();
  });
});
