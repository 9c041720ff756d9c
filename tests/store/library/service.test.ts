// The library service (service.ts) run over another game's entries, with no game store: what a second
// game (the patience) would plug in is a RecordKind, a LibraryTable and an importer, and the service
// keeps its games as it keeps Brigadier's: written under the lock, listed, deleted with undo, and
// waiting in localStorage when the library refuses them.
import { describe, expect, it } from 'vitest';
import { eventually } from '../../patience.ts';
import type { GamesLibrary } from '../../../src/store/library/games.ts';
import type { KeptEntry, RecordKind } from '../../../src/store/library/kind.ts';
import { memoryLocks, type GameLocks } from '../../../src/store/library/locks.ts';
import { createLibraryService, type LibraryTable } from '../../../src/store/library/service.ts';
import { LIBRARY_REFUSED } from '../../../src/store/library/sign.ts';
import type { SyncStorage } from '../../../src/store/persistence.ts';
import { memoryStorage } from '../helpers.ts';

/** An entry of another game: `moves` is how far its record goes; its listing is itself. */
interface Patience extends KeptEntry {
  readonly moves: number;
}
const patience = (id: string, moves: number): Patience => ({ id, updatedAt: moves, moves });
const patienceKind: RecordKind<Patience, Patience> = {
  progress: (e) => e.moves,
  readEntry: (x) => (typeof (x as Patience | null)?.id === 'string' ? (x as Patience) : null),
  listingOf: (e) => e,
};

/** A library in memory, keeping the longer record of a game, refusing writes while `refusing`. */
function memoryLibrary() {
  const games = new Map<string, Patience>();
  const trashed = new Map<string, Patience>();
  const library: GamesLibrary<Patience, Patience> & { refusing: boolean; games: Map<string, Patience> } = {
    refusing: false,
    games,
    async put(entry) {
      if (library.refusing) throw new Error('QuotaExceededError');
      const stored = games.get(entry.id);
      if (stored && stored.moves > entry.moves) return { kind: 'kept', stored };
      games.set(entry.id, entry);
      return { kind: 'written' };
    },
    get: async (id) => games.get(id),
    list: async () => ({ games: [...games.values()], deleted: [...trashed.values()], unreadable: [] }),
    raw: async (id) => games.get(id),
    all: async () => [...games.values()],
    remove: async (id) => {
      const gone = games.get(id);
      games.delete(id);
      return gone;
    },
    async trash(id) {
      const gone = await library.remove(id);
      if (gone) trashed.set(id, gone);
      return gone;
    },
    async restore(id) {
      const back = trashed.get(id);
      trashed.delete(id);
      if (back) games.set(id, back);
    },
    close: () => {},
    lost: new Promise<void>(() => {}),
  };
  return library;
}

/** A table holding one game of patience, moved on by hand. */
interface PatienceTable extends LibraryTable<Patience> {
  game: Patience;
  readOnly: boolean;
  readonly resumed: string[];
}

function patienceTable(id: string): PatienceTable {
  const table: PatienceTable = {
    game: patience(id, 0),
    readOnly: false,
    resumed: [],
    gameId: () => table.game.id,
    entry: () => (table.readOnly ? null : table.game),
    showOnly: (readOnly: boolean) => void (table.readOnly = readOnly),
    caughtUp: () => {},
    resume: (entry: Patience) => void table.resumed.push(entry.id),
    heard: () => {},
    settle: async () => {},
  };
  return table;
}

function service(
  library: ReturnType<typeof memoryLibrary>,
  table: LibraryTable<Patience>,
  { locks = memoryLocks(), stash = memoryStorage() }: { locks?: GameLocks; stash?: SyncStorage } = {},
) {
  return createLibraryService<Patience, Patience>({
    open: async () => library,
    locks,
    table,
    kind: patienceKind,
    importFile: async () => 'nothing to import',
    stash,
  });
}

describe('the library service over another game', () => {
  it('writes the game on the table as it moves, and lists it', async () => {
    const library = memoryLibrary();
    const table = patienceTable('p1');
    const lib = service(library, table);
    await eventually(() => expect(library.games.get('p1')?.moves).toBe(0));
    table.game = patience('p1', 3);
    lib.tableChanged();
    await eventually(() => expect(library.games.get('p1')?.moves).toBe(3));
    expect(lib.store.getState().games).toEqual([patience('p1', 3)]);
    expect(lib.store.getState().notSaving).toBeNull();
  });

  it('deletes a game that is not on the table, brings it back on undo, and resumes it', async () => {
    const library = memoryLibrary();
    library.games.set('old', patience('old', 7));
    const table = patienceTable('p1');
    const lib = service(library, table);
    await eventually(() =>
      expect(
        lib.store
          .getState()
          .games.map((g) => g.id)
          .sort(),
      ).toEqual(['old', 'p1']),
    );
    await lib.store.getState().deleted('p1');
    expect(library.games.has('p1')).toBe(true);
    await lib.store.getState().deleted('old');
    expect(lib.store.getState().removed?.id).toBe('old');
    expect(lib.store.getState().games.map((g) => g.id)).toEqual(['p1']);
    await lib.store.getState().deleteUndone();
    expect(library.games.get('old')?.moves).toBe(7);
    expect(lib.store.getState().removed).toBeNull();
    await lib.store.getState().resumed('old');
    expect(table.resumed).toEqual(['old']);
  });

  it('keeps a refused game waiting in localStorage, says so, and a reload writes it back', async () => {
    const library = memoryLibrary();
    library.refusing = true;
    const stash = memoryStorage();
    const table = patienceTable('p1');
    const lib = service(library, table, { stash });
    table.game = patience('p1', 5);
    lib.tableChanged();
    await eventually(() => expect(lib.store.getState().notSaving).toBe(LIBRARY_REFUSED));
    expect(lib.store.getState().waiting).toEqual(['p1']);
    library.refusing = false;
    const reloaded = service(library, patienceTable('p2'), { stash });
    await eventually(() => expect(library.games.get('p1')?.moves).toBe(5));
    await eventually(() => expect(reloaded.store.getState().waiting).toEqual([]));
  });

  it('shows a game another tab plays, and writes nothing of it', async () => {
    const library = memoryLibrary();
    const locks = memoryLocks();
    const first = patienceTable('p1');
    service(library, first, { locks });
    await eventually(() => expect(library.games.get('p1')).toBeDefined());
    const second = patienceTable('p1');
    second.game = patience('p1', 0);
    const lib = service(library, second, { locks });
    await eventually(() => expect(second.readOnly).toBe(true));
    second.game = patience('p1', 9);
    lib.tableChanged();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(library.games.get('p1')?.moves).toBe(0);
  });
});
