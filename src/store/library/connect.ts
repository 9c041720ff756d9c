// The games library joined to the game store (every game kept, one writer per game, nothing lost
// silently). Every game the store holds is written to the library under its id after each change, by the
// one tab that holds the game's lock; another tab shows it read-only until the player takes it over. The
// save in localStorage stays the quick copy of the game on the table (read synchronously at start-up);
// the library is where every game is kept, and where a longer record of the game on the table wins over
// the quick copy.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { parseRecord, type GameState, type Result } from '../../engine/index.ts';
import type { GameStore, GameStoreState } from '../gameStoreShape.ts';
import type { SyncStorage } from '../persistence.ts';
import type { RefereeService } from '../refereeService.ts';
import { recordOf, replayRecord } from '../records.ts';
import { entryOf, listingOf, type GameEntry, type GameListing } from './entry.ts';
import { readLibraryFile, type ImportedFile } from './files.ts';
import type { GamesLibrary, UnreadableGame } from './games.ts';
import { newGameId, readGameId } from './ids.ts';
import { pendingWrites } from './pending.ts';
import type { GameClaim, GameLocks } from './locks.ts';
import { carriesOn } from './writeGuard.ts';
import { eachInSlices, sliceClock } from '../slices.ts';

export interface LibraryState {
  /**
   * Opening IndexedDB; open; not to be had in this browser; or kept by a newer version of the app (a
   * database of a later version, which this page must neither read nor change).
   */
  readonly status: 'opening' | 'open' | 'unavailable' | 'newer';
  /** Every game in the library, the most recently played first (with the games waiting to be written). */
  readonly games: readonly GameListing[];
  /** The ids of listed games the library has not taken yet (pending.ts): they wait in localStorage. */
  readonly waiting: readonly string[];
  /** Entries of the library that could not be read: set aside, untouched, for the player to export or delete. */
  readonly setAside: readonly UnreadableGame[];
  /** The game deleted last, until the player undoes it or deletes another. */
  readonly removed: GameListing | null;
  /** Games deleted within a day (tombstones, games.ts), the most recent first: each can be restored. */
  readonly recentlyDeleted: readonly GameListing[];
  /** Why the game on the table is not being saved anywhere, or null while it is. */
  readonly notSaving: string | null;
  /** What the last import or export came to, for the start screen. */
  readonly message: string | null;
}

export interface LibraryEvents {
  /** The game opens on the table from the library (the game that was there stays in the library). */
  resumed(id: string): Promise<void>;
  deleted(id: string): Promise<void>;
  deleteUndone(): Promise<void>;
  /** A game from "Recently deleted" comes back to the list. */
  restored(id: string): Promise<void>;
  /** A record file or a library file: its games are added to the library, none replacing another. */
  imported(text: string): Promise<void>;
  /** A file the browser could not read: the start screen says so. */
  unreadable(reason: string): void;
  /** This tab takes the game on the table over from the tab that plays it, with all that tab has played. */
  takenOver(): Promise<void>;
  messageDismissed(): void;
  /** The entries that could not be read, as they are stored, to save them to a file. */
  setAsideEntries(): Promise<unknown[]>;
  /** Deletes the entries that could not be read (no undo: they could not be opened anyway). */
  setAsideDeleted(): Promise<void>;
  /** A game with its record, to export it. */
  entry(id: string): Promise<GameEntry | undefined>;
  /** Every game with its record, to export them all. */
  everything(): Promise<GameEntry[]>;
}

export type LibraryStore = StoreApi<LibraryState & LibraryEvents>;

/** A message to the library's other tabs: a game was written. */
export interface LibraryChannel {
  post(gameId: string): void;
  listen(heard: (gameId: string) => void): void;
}

export interface ConnectOptions {
  /** Opens the library; a rejection means that games cannot be kept here. */
  readonly open: () => Promise<GamesLibrary>;
  readonly locks: GameLocks;
  readonly referee: RefereeService;
  readonly now?: () => number;
  readonly channel?: LibraryChannel;
  /** The quick save's storage: why it cannot be used at all, and each write's outcome. */
  readonly local?: { readonly blocked: string | null; onWrite(listener: (ok: boolean) => void): void };
  /**
   * This tab's own storage (sessionStorage): which game the tab was playing, so that a reload brings
   * back that game even when another tab wrote the shared save since.
   */
  readonly tab?: SyncStorage;
  /** The page's localStorage, where a game the library refused waits until it can be written (pending.ts). */
  readonly stash?: SyncStorage;
  /**
   * Reads an imported file (the page's reads it in a worker: fileReading.ts); by default it is read
   * here, at once.
   */
  readonly readFile?: (text: string) => Promise<Result<ImportedFile>>;
}

/** The key in the tab's own storage naming the game the tab plays. */
export const TAB_GAME_KEY = 'brigadier:tab-game';

export const FULL = 'the browser refused to store it (its storage is full, or switched off)';
/** The library refused a write (full, cleared or closed under the page) while the quick save still works. */
export const LIBRARY_REFUSED = 'Your games refused to store it (the browser\'s storage is full, or the games library was cleared or closed); it waits in this browser\'s quick save and is written there as soon as it can be';
export const NO_LIBRARY = 'the browser does not let the page open its games library (IndexedDB)';
export const NEWER_LIBRARY = 'Your games were saved by a newer version of Brigadier: reload the page to update';

/** IndexedDB's answer to opening a database at a lower version than it holds. */
const isNewerVersion = (error: unknown) => (error as { name?: unknown } | null)?.name === 'VersionError';

const gamesWords = (n: number) => (n === 1 ? '1 game' : `${n} games`);

/** What an import came to: how many games were added, how many were in Your games already, and what was left out. */
export function importWords(added: number, already: number, refused: readonly string[]): string {
  const parts = [`${gamesWords(added)} added to your games`];
  if (already > 0) parts.push(already === 1 && added === 0 ? 'that game is already in Your games' : `${gamesWords(already)} already in Your games`);
  if (refused.length > 0) parts.push(`left out: ${refused.slice(0, 3).join('; ')}`);
  return `${parts.join('; ')}.`;
}

/** The lock this tab holds or asks for: the game's id, the claim once answered (null: another tab plays it), and a wait for it. */
interface Claim {
  readonly id: string;
  answered: boolean;
  held: GameClaim | null;
  giveUp?: AbortController;
}

/** Connects `store` to the library `open` gives; returns the library's own store for the start screen. */
// eslint-disable-next-line max-lines-per-function -- the library, the tab locks, the channel and the pending writes share one closure; to be split into a lock keeper and a writer
export function connectLibrary(store: GameStore, { open, locks, referee, now = Date.now, channel, local, tab, stash, readFile = async (text: string) => readLibraryFile(text) }: ConnectOptions): LibraryStore {
  let library: GamesLibrary | null = null;
  let localOk = local?.blocked == null;
  let libraryOk = true;
  /** The lock this tab holds or asks for: the game's id, and the claim once answered (null: another tab plays it). */
  let claim: Claim | null = null;
  /** Writes go one after another, so that a later state is never overtaken by an earlier one. */
  let writing: Promise<void> = Promise.resolve();
  /**
   * The latest state of each game not yet written, by id. A game replaced on the table (a new game, a
   * file loaded) before its last state was written — the library still opening, say — is written still.
   */
  const unwritten = new Map<string, GameEntry>();
  /** The games a write failed for, kept in localStorage too, so that no reload or new game loses them. */
  const pending = pendingWrites(stash);

  // eslint-disable-next-line max-lines-per-function -- the library screen's events in one object, to be split with connectLibrary
  const lib: LibraryStore = createStore<LibraryState & LibraryEvents>()((set, get) => ({
    status: 'opening',
    games: [],
    waiting: [],
    setAside: [],
    removed: null,
    recentlyDeleted: [],
    notSaving: null,
    message: null,

    async resumed(id) {
      const stored = await library?.get(id).catch(() => undefined);
      const waiting = pending.get(id);
      const entry = waiting && (!stored || waiting.record.actions.length >= stored.record.actions.length) ? waiting : stored;
      if (!entry) return set({ message: 'That game is no longer in the library.' });
      if (store.getState().gameId === id && store.getState().game) return store.getState().startScreenClosed();
      openEntry(entry);
    },
    async deleted(id) {
      if (!library || id === store.getState().gameId) return;
      // A game another tab is playing is not deleted under it (its next write would bring it back).
      const held = await locks.claim(id);
      if (!held) return set({ message: 'That game is being played in another tab: finish or leave it there first.' });
      const removed = await library.trash(id);
      held.release();
      pending.drop(id);
      set({ removed: removed ?? null });
      await refresh();
    },
    async deleteUndone() {
      const removed = get().removed;
      if (!library || !removed) return;
      await library.restore(removed.id);
      set({ removed: null });
      await refresh();
    },
    async restored(id) {
      if (!library) return;
      await library.restore(id);
      if (get().removed?.id === id) set({ removed: null });
      await refresh();
    },
    async imported(text) {
      if (!library) return set({ message: `Nothing was imported: ${NO_LIBRARY}.` });
      const read = await readFile(text);
      if (!read.ok) return set({ message: `That file was not imported: ${read.error}.` });
      // Thousands of games are compared, replayed and written in slices, so that the page stays live.
      const clock = sliceClock();
      const known = new Set<string>();
      await eachInSlices(await library.all(), (entry) => known.add(JSON.stringify(entry.record)), clock);
      let added = 0;
      let already = 0;
      const refused = [...read.value.refused];
      for (const imported of read.value.games) {
        await clock.breathe();
        const game = await new Promise<Result<GameState>>((done) => replayRecord(imported.record, referee, done));
        if (!game.ok) {
          refused.push(game.error);
          continue;
        }
        const entry = entryOf(newGameId(), game.value, { startedAt: imported.startedAt, finishedAt: imported.finishedAt, now: now() });
        const key = JSON.stringify(entry.record);
        if (known.has(key)) {
          already++;
          continue;
        }
        known.add(key);
        if ((await library.put(entry).catch(() => null))?.kind === 'written') added++;
      }
      set({ message: importWords(added, already, refused) });
      await refresh();
    },
    unreadable: (reason) => set({ message: `That file was not imported: it could not be read (${reason}).` }),
    async takenOver() {
      const { gameId } = store.getState();
      if (!gameId) return;
      const held = await locks.claim(gameId, { steal: true });
      letGo();
      claim = { id: gameId, answered: true, held };
      watchLoss(claim);
      await catchUp(gameId);
      enforceReadOnly();
      queueWrite();
    },
    async setAsideEntries() {
      if (!library) return [];
      const opened = library;
      return Promise.all(get().setAside.map(({ id }) => opened.raw(id)));
    },
    async setAsideDeleted() {
      if (!library) return;
      for (const { id } of get().setAside) await library.remove(id).catch(() => undefined);
      await refresh();
    },
    messageDismissed: () => set({ message: null }),
    entry: async (id) => library?.get(id),
    everything: async () => (library ? library.all() : []),
  }));

  const openEntry = (entry: GameEntry) => {
    const record = parseRecord(entry.record);
    if (!record.ok) return lib.setState({ message: `That game could not be opened: ${record.error}.` });
    store.getState().gameOpened(record.value, { gameId: entry.id, startedAt: entry.startedAt, finishedAt: entry.finishedAt });
  };

  /**
   * One game written: the list is changed in memory rather than read again, so that a write after
   * every action costs the same with a thousand games in the library as with one.
   */
  const listed = (entry: GameEntry) =>
    lib.setState({ games: [listingOf(entry), ...lib.getState().games.filter((g) => g.id !== entry.id)], waiting: pending.all().map((g) => g.id) });

  /** The library's list with the games waiting to be written in it, each at its latest state. */
  const withPending = (games: readonly GameListing[]): GameListing[] => {
    const waiting = pending.all();
    const ids = new Set(waiting.map((g) => g.id));
    return [...waiting.map(listingOf), ...games.filter((g) => !ids.has(g.id))].sort((a, b) => b.updatedAt - a.updatedAt);
  };

  /** The whole list read again (at start, and after an import, a delete or an undo). */
  const refresh = async () => {
    const listing = await library?.list().catch(() => null);
    if (listing) lib.setState({ games: withPending(listing.games), recentlyDeleted: listing.deleted, waiting: pending.all().map((g) => g.id), setAside: listing.unreadable });
  };

  /**
   * The sign: nothing is saved where localStorage is blocked, or where neither the quick save nor the
   * library takes the game; a library that refuses writes is said even while the quick save works, for
   * the game then waits there alone (and Your games would not show its latest turns).
   */
  const updateSign = () => {
    const status = lib.getState().status;
    let reason: string | null;
    if (local?.blocked) reason = local.blocked;
    else if (library !== null && libraryOk) reason = null;
    else if (!localOk) reason = library !== null ? FULL : status === 'newer' ? NEWER_LIBRARY : NO_LIBRARY;
    // The library is open but refuses writes: the game waits in the quick save alone.
    else if (library !== null) reason = LIBRARY_REFUSED;
    // No library in this browser: the quick save keeps the table's game, and Your games says why.
    else reason = null;
    lib.setState({ notSaving: reason });
  };
  local?.onWrite((ok) => {
    localOk = ok && local.blocked === null;
    updateSign();
  });

  /** Whether this tab may write the game on the table. */
  const writer = (state: GameStoreState): boolean => claim !== null && claim.id === state.gameId && claim.answered && claim.held !== null;

  const enforceReadOnly = () => {
    const state = store.getState();
    const readOnly = claim !== null && claim.id === state.gameId && claim.answered && claim.held === null;
    if (state.readOnly !== readOnly) store.setState({ readOnly });
  };

  /** Whatever another tab played of the game on the table is in the library: the table carries on from there. */
  const catchUp = async (gameId: string) => {
    const entry = await library?.get(gameId);
    const game = store.getState().game;
    if (entry && game && store.getState().gameId === gameId && !carriesOn(entry.record, recordOf(game))) openEntry(entry);
  };

  /** Lets go of this tab's lock, or of its wait for one. */
  const letGo = () => {
    claim?.giveUp?.abort();
    claim?.held?.release();
    claim = null;
  };

  /** While another tab plays the game, this tab waits its turn: when that tab lets go (closed, or on to another game), this one carries on. */
  const waitTurn = (mine: Claim) => {
    const giveUp = new AbortController();
    mine.giveUp = giveUp;
    void locks.claim(mine.id, { wait: true, signal: giveUp.signal }).then(async (held) => {
      if (!held) return;
      if (claim !== mine) return held.release();
      await catchUp(mine.id);
      if (claim !== mine) return held.release();
      mine.held = held;
      watchLoss(mine);
      enforceReadOnly();
      queueWrite();
    });
  };

  const watchLoss = (mine: Claim) => {
    void mine.held?.lost.then(() => {
      if (claim !== mine) return;
      mine.held = null;
      enforceReadOnly();
      waitTurn(mine);
    });
  };

  /** Asks for the lock of the game on the table when it changes. */
  const follow = (gameId: string | null) => {
    if (claim?.id === gameId) return;
    letGo();
    if (!gameId) return;
    const mine: Claim = { id: gameId, answered: false, held: null };
    claim = mine;
    void locks.claim(gameId).then((held) => {
      if (claim !== mine) return held?.release();
      mine.answered = true;
      mine.held = held;
      // Another tab plays this game: what this tab had of it is that tab's to write.
      if (!held) {
        unwritten.delete(gameId);
        waitTurn(mine);
      }
      watchLoss(mine);
      enforceReadOnly();
      queueWrite();
    });
  };

  /** Notes the game on the table as unwritten (unless this tab only shows it), and writes what it may. */
  const queueWrite = () => {
    const state = store.getState();
    if (state.game && state.gameId && !state.readOnly) {
      unwritten.set(state.gameId, entryOf(state.gameId, state.game, { startedAt: state.startedAt, finishedAt: state.finishedAt, now: now() }));
    }
    writing = writing.then(writeUnwritten);
  };

  /**
   * Writes each unwritten game: the one on the table once this tab holds its lock, a game the table has
   * left at once (the write guard still holds it to its record). A refusal means another tab went further.
   */
  const writeUnwritten = async () => {
    if (!library) return;
    for (const [id, entry] of [...unwritten]) {
      const onTable = store.getState().gameId === id;
      if (onTable && !writer(store.getState())) continue;
      unwritten.delete(id);
      try {
        const outcome = await library.put(entry);
        libraryOk = true;
        pending.written(entry);
        if (outcome.kind === 'written') {
          listed(entry);
          channel?.post(entry.id);
        } else if (store.getState().gameId === entry.id) {
          // The library holds more of this game than this tab: this tab only shows it from now on.
          claim?.held?.release();
          if (claim) claim.held = null;
          enforceReadOnly();
        }
      } catch {
        libraryOk = false;
        // Tried again at the next change, unless a newer state of the game is waiting already; kept in
        // localStorage meanwhile, so that a new game or a reload does not lose it.
        if (!unwritten.has(id)) unwritten.set(id, entry);
        pending.keep(unwritten.get(id)!);
        listed(unwritten.get(id)!);
      }
    }
    updateSign();
  };

  /** The game this tab played before a reload, read before anything here can write it over. */
  let tabGame = readTab();
  /**
   * The game the page started with (the shared save's, still being replayed perhaps). The tab's own game
   * replaces it once the library opens, but never a game the player has dealt or loaded since.
   */
  const startId = store.getState().gameId ?? store.getState().restoring?.gameId ?? null;
  if (tabGame === null && store.getState().gameId) remember(store.getState().gameId!);

  function remember(gameId: string) {
    try {
      tab?.setItem(TAB_GAME_KEY, gameId);
    } catch {
      // The tab's storage refused: a reload brings back the shared save's game instead.
    }
  }

  function readTab(): string | null {
    try {
      return readGameId(tab?.getItem(TAB_GAME_KEY));
    } catch {
      return null;
    }
  }

  store.subscribe((state, before) => {
    if (state.gameId !== before.gameId) {
      follow(state.gameId);
      if (state.gameId) remember(state.gameId);
    }
    if (state.readOnly !== before.readOnly || state.game !== before.game) enforceReadOnly();
    if (state.game !== before.game || state.gameId !== before.gameId || state.finishedAt !== before.finishedAt) queueWrite();
    if (state.restoring === null && before.restoring !== null) void settleStart();
  });

  /** Once the saved game has been replayed: an old save is migrated, and a longer record in the library wins. */
  const settleStart = async () => {
    const state = store.getState();
    if (!library || state.restoring) return;
    // A save that could not be read is the player's to deal with first (SaveProblemDialog); "Your games" then lists their games.
    if (state.saveProblem) return;
    // After a reload, this tab's game comes back, whatever another tab left in the shared save.
    const mine = tabGame;
    tabGame = null;
    const tabEntry = mine && mine !== state.gameId && state.gameId === startId ? await library.get(mine) : undefined;
    if (tabEntry && store.getState().gameId === state.gameId) return openEntry(tabEntry);
    if (!state.game) return;
    if (state.gameId === null) {
      // Migration: the save from before the library gets an id once its copy is known to be written;
      // until then the save keeps it as it was (without an id), so nothing can be lost on the way.
      const id = newGameId();
      const outcome = await library.put(entryOf(id, state.game, { startedAt: state.startedAt, finishedAt: state.finishedAt, now: now() })).catch(() => null);
      if (outcome?.kind === 'written' && store.getState().game === state.game) store.setState({ gameId: id });
      await refresh();
      return;
    }
    await catchUp(state.gameId);
  };

  const heardWritten = async (gameId: string) => {
    const entry = await library?.get(gameId).catch(() => undefined);
    if (!entry) return;
    listed(entry);
    const state = store.getState();
    // The tab that plays this game wrote it: this tab shows the game as it is now.
    if (state.readOnly && state.gameId === gameId && state.screen === 'table') openEntry(entry);
  };
  // Fire and forget: the channel waits for no answer, and an entry the library cannot read is not listed.
  channel?.listen((gameId) => void heardWritten(gameId));

  /** How long the page waits before it opens the library again after losing it (a deletion must end first). */
  const REOPEN_MS = 200;

  /** Opens the library; once it is open, whatever this page holds is written, and a lost connection is opened again. */
  const connect = (again: boolean) =>
    open().then(
      async (opened) => {
        library = opened;
        lib.setState({ status: 'open' });
        void opened.lost.then(() => {
          if (library !== opened) return;
          // Deleted or closed under the page: what the library held may be gone, so the game on the
          // table and the games waiting are written again once it is back.
          library = null;
          libraryOk = false;
          lib.setState({ status: 'opening' });
          updateSign();
          setTimeout(() => void connect(true), REOPEN_MS);
        });
        // Games a write failed for before (in this page or before a reload) are written back first.
        for (const entry of pending.all()) if (!unwritten.has(entry.id)) unwritten.set(entry.id, entry);
        if (again) {
          // The library came back empty, perhaps: the game on the table is written whole, as new.
          const state = store.getState();
          if (state.game && state.gameId && !state.readOnly) unwritten.set(state.gameId, entryOf(state.gameId, state.game, { startedAt: state.startedAt, finishedAt: state.finishedAt, now: now() }));
        } else {
          follow(store.getState().gameId);
          await settleStart();
        }
        await refresh();
        queueWrite();
      },
      (error: unknown) => {
        lib.setState({ status: isNewerVersion(error) ? 'newer' : 'unavailable' });
        libraryOk = false;
        updateSign();
      },
    );
  void connect(false);
  updateSign();
  return lib;
}
