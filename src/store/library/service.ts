// The games library as a service (every game kept, one writer per game, nothing lost silently): it opens
// the library (and opens it again when it is lost under the page), keeps the list the start screen shows,
// writes through the write queue (writeQueue.ts) under the lock protocol (lockKeeper.ts), and says when
// the game on the table is not being saved (sign.ts). It never touches the game store: it sees the game
// on the table through a LibraryTable, which connect.ts joins to the store's state and events.
import { createStore } from 'zustand/vanilla';
import type { SyncStorage } from '../persistence.ts';
import type { GamesLibrary } from './games.ts';
import type { KeptEntry, RecordKind } from './kind.ts';
import type { LibraryChannel, LibraryEvents, LibraryState, LibraryStore } from './libraryStore.ts';
import { lockKeeper, type LockKeeper } from './lockKeeper.ts';
import type { GameLocks } from './locks.ts';
import { pendingWrites, type PendingWrites } from './pending.ts';
import { screenEvents, type ScreenContext } from './screenEvents.ts';
import { notSavingReason } from './sign.ts';
import { writeQueue, type WriteQueue } from './writeQueue.ts';

/** The game on the table, as the library sees it. */
export interface LibraryTable<Entry extends KeptEntry> {
  /** The id of the game on the table (null: none, or an old save not yet kept). */
  gameId(): string | null;
  /** The game on the table as the library writes it; null with no game or no id, or while this tab only shows it. */
  entry(): Entry | null;
  /** Another tab plays the game on the table (true), or this tab does again (false). */
  showOnly(readOnly: boolean): void;
  /** The library's entry of the game on the table, which another tab may have played further. */
  caughtUp(stored: Entry): void;
  /** The player resumes a game of the library. */
  resume(entry: Entry): void;
  /** Another tab wrote this game. */
  heard(entry: Entry): void;
  /** The library opened for the first time: the start is settled (an old save kept, the tab's own game back). */
  settle(): Promise<void>;
}

export interface LibraryServiceOptions<Entry extends KeptEntry, Item extends KeptEntry> {
  /** Opens the library; a rejection means that games cannot be kept here. */
  readonly open: () => Promise<GamesLibrary<Entry, Item>>;
  readonly locks: GameLocks;
  readonly table: LibraryTable<Entry>;
  /** The game-specific parts of the entries (kind.ts). */
  readonly kind: RecordKind<Entry, Item>;
  /** Adds a file's games to the library; what came of it, in words. */
  readonly importFile: (text: string, library: GamesLibrary<Entry, Item>) => Promise<string>;
  readonly channel?: LibraryChannel;
  /** The quick save's storage: why it cannot be used at all, and each write's outcome. */
  readonly local?: { readonly blocked: string | null; onWrite(listener: (ok: boolean) => void): void };
  /** The page's localStorage, where a game the library refused waits until it can be written (pending.ts). */
  readonly stash?: SyncStorage;
}

export interface LibraryService<Entry extends KeptEntry, Item extends KeptEntry> {
  /** The library's state and the start screen's events. */
  readonly store: LibraryStore<Entry, Item>;
  readonly subscribe: LibraryStore<Entry, Item>['subscribe'];
  /** The library, or null while it is not open. */
  library(): GamesLibrary<Entry, Item> | null;
  /** The game on the table is now `id`: its lock is asked for. */
  follow(id: string | null): void;
  /** The game on the table changed: it is written once this tab may. */
  tableChanged(): void;
  /** Whether this tab only shows the game on the table is said again. */
  checkShowOnly(): void;
  /** Brings to the table whatever another tab wrote of game `id`. */
  catchUp(id: string): Promise<void>;
  /** Reads the whole list again. */
  refresh(): Promise<void>;
  /** A message for the start screen. */
  say(message: string): void;
}

/** How long the page waits before it opens the library again after losing it (a deletion must end first). */
const REOPEN_MS = 200;

/** IndexedDB's answer to opening a database at a lower version than it holds. */
const isNewerVersion = (error: unknown) => (error as { name?: unknown } | null)?.name === 'VersionError';

const initialState = <Item extends KeptEntry>(): LibraryState<Item> => ({
  status: 'opening',
  games: [],
  waiting: [],
  setAside: [],
  removed: null,
  recentlyDeleted: [],
  notSaving: null,
  message: null,
  otherKinds: 0,
});

/** The list the start screen shows: the library's games with the games waiting to be written among them. */
function libraryList<Entry extends KeptEntry, Item extends KeptEntry>(
  lib: () => LibraryStore<Entry, Item>,
  pending: PendingWrites<Entry>,
  kind: RecordKind<Entry, Item>,
  library: () => GamesLibrary<Entry, Item> | null,
) {
  const waitingIds = () => pending.all().map((g) => g.id);
  /** The library's list with the games waiting to be written in it, each at its latest state. */
  const withPending = (games: readonly Item[]): Item[] => {
    const ids = new Set(waitingIds());
    return [...pending.all().map(kind.listingOf), ...games.filter((g) => !ids.has(g.id))].sort((a, b) => b.updatedAt - a.updatedAt);
  };
  return {
    /**
     * One game written: the list is changed in memory rather than read again, so that a write after
     * every action costs the same with a thousand games in the library as with one.
     */
    listed: (entry: Entry) =>
      lib().setState({
        games: [
          kind.listingOf(entry),
          ...lib()
            .getState()
            .games.filter((g) => g.id !== entry.id),
        ],
        waiting: waitingIds(),
      }),
    /** The whole list read again (at start, and after an import, a delete or an undo). */
    async refresh() {
      const listing = await library()
        ?.list()
        .catch(() => null);
      if (listing)
        lib().setState({
          games: withPending(listing.games),
          recentlyDeleted: listing.deleted,
          waiting: waitingIds(),
          setAside: listing.unreadable,
          otherKinds: listing.others ?? 0,
        });
    },
  };
}

/** The library this page has open, and whether it took the last write it was given. */
interface Link<Entry extends KeptEntry, Item extends KeptEntry> {
  library: GamesLibrary<Entry, Item> | null;
  libraryOk: boolean;
}

interface Opening<Entry extends KeptEntry, Item extends KeptEntry> {
  readonly lib: LibraryStore<Entry, Item>;
  readonly queue: WriteQueue<Entry>;
  readonly keeper: LockKeeper;
  readonly table: LibraryTable<Entry>;
  readonly refresh: () => Promise<void>;
  readonly tableChanged: () => void;
  readonly updateSign: () => void;
}

/** Opens the library; once it is open, whatever this page holds is written, and a lost connection is opened again. */
function keepOpen<Entry extends KeptEntry, Item extends KeptEntry>(
  open: () => Promise<GamesLibrary<Entry, Item>>,
  link: Link<Entry, Item>,
  { lib, queue, keeper, table, refresh, tableChanged, updateSign }: Opening<Entry, Item>,
) {
  const opened = async (again: boolean, connection: GamesLibrary<Entry, Item>) => {
    link.library = connection;
    lib.setState({ status: 'open' });
    void connection.lost.then(() => {
      if (link.library !== connection) return;
      // Deleted or closed under the page: what the library held may be gone, so the game on the
      // table and the games waiting are written again once it is back.
      link.library = null;
      link.libraryOk = false;
      lib.setState({ status: 'opening' });
      updateSign();
      setTimeout(() => void connect(true), REOPEN_MS);
    });
    // Games a write failed for before (in this page or before a reload) are written back first.
    queue.takePending();
    if (again) {
      // The library came back empty, perhaps: the game on the table is written whole, as new.
      const entry = table.entry();
      if (entry) queue.note(entry);
    } else {
      keeper.follow(table.gameId());
      await table.settle();
    }
    await refresh();
    tableChanged();
  };
  const connect = (again: boolean): Promise<void> =>
    open().then(
      (connection) => opened(again, connection),
      (error: unknown) => {
        lib.setState({ status: isNewerVersion(error) ? 'newer' : 'unavailable' });
        link.libraryOk = false;
        updateSign();
      },
    );
  void connect(false);
}

/**
 * Another tab wrote game `id`: the list shows it as it is now, and so does the table if it shows that
 * game. Fire and forget: the channel waits for no answer, and an entry the library cannot read is not
 * listed.
 */
async function heardWritten<Entry extends KeptEntry, Item extends KeptEntry>(
  link: Link<Entry, Item>,
  id: string,
  listed: (entry: Entry) => void,
  table: LibraryTable<Entry>,
): Promise<void> {
  const entry = await link.library?.get(id).catch(() => undefined);
  if (!entry) return;
  listed(entry);
  table.heard(entry);
}

/** The start screen's store: the library's state, and the screen's events over the service's parts. */
function screenStore<Entry extends KeptEntry, Item extends KeptEntry>(
  parts: Omit<ScreenContext<Entry, Item>, 'set' | 'get'>,
): LibraryStore<Entry, Item> {
  return createStore<LibraryState<Item> & LibraryEvents<Entry>>()((set, get) => ({
    ...initialState<Item>(),
    ...screenEvents({ set, get, ...parts }),
  }));
}

/** Opens the library and keeps the table's game in it; the service's store is the start screen's. */
export function createLibraryService<Entry extends KeptEntry, Item extends KeptEntry>(
  options: LibraryServiceOptions<Entry, Item>,
): LibraryService<Entry, Item> {
  const { table, kind, channel, local } = options;
  const link: Link<Entry, Item> = { library: null, libraryOk: true };
  let localOk = local?.blocked == null;
  const pending = pendingWrites(options.stash, kind);

  const updateSign = () => {
    const state = { localOk, libraryOpen: link.library !== null, libraryOk: link.libraryOk, newer: lib.getState().status === 'newer' };
    lib.setState({ notSaving: notSavingReason({ blocked: local?.blocked ?? null, ...state }) });
  };
  const opened = () => link.library;
  const screen = () => lib;
  const { listed, refresh } = libraryList(screen, pending, kind, opened);
  const catchUp = async (id: string) => void (await link.library?.get(id).then((entry) => entry && table.caughtUp(entry)));
  const checkShowOnly = () => table.showOnly(keeper.showsOnly(table.gameId()));

  const queue = writeQueue<Entry>({
    sink: () => link.library,
    pending,
    mayWrite: (id) => table.gameId() !== id || keeper.writes(id),
    written(entry) {
      link.libraryOk = true;
      listed(entry);
      channel?.post(entry.id);
    },
    kept(entry) {
      link.libraryOk = true;
      if (table.gameId() !== entry.id) return;
      keeper.yieldGame();
      checkShowOnly();
    },
    refused(entry) {
      link.libraryOk = false;
      listed(entry);
    },
    settled: updateSign,
  });
  /** Notes the game on the table as unwritten (unless this tab only shows it), and writes what it may. */
  const tableChanged = () => {
    const entry = table.entry();
    if (entry) queue.note(entry);
    void queue.flush();
  };
  const keeper = lockKeeper({
    locks: options.locks,
    catchUp,
    changed() {
      checkShowOnly();
      tableChanged();
    },
    refused: (id) => queue.forget(id),
  });

  const lib: LibraryStore<Entry, Item> = screenStore<Entry, Item>({
    library: () => link.library,
    table,
    pending,
    kind,
    locks: options.locks,
    keeper,
    refresh,
    importFile: options.importFile,
  });

  local?.onWrite((ok) => {
    localOk = ok && local.blocked === null;
    updateSign();
  });
  channel?.listen((id) => void heardWritten(link, id, listed, table));

  keepOpen(options.open, link, { lib, queue, keeper, table, refresh, tableChanged, updateSign });
  updateSign();

  return {
    store: lib,
    subscribe: lib.subscribe,
    library: () => link.library,
    follow: keeper.follow,
    tableChanged,
    checkShowOnly,
    catchUp,
    refresh,
    say: (message) => lib.setState({ message }),
  };
}
