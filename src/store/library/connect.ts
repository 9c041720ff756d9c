// The games library joined to the game store (every game kept, one writer per game, nothing lost
// silently). Every game the store holds is written to the library under its id after each change, by the
// one tab that holds the game's lock; another tab shows it read-only until the player takes it over. The
// save in localStorage stays the quick copy of the game on the table (read synchronously at start-up);
// the library is where every game is kept, and where a longer record of the game on the table wins over
// the quick copy.
//
// The library itself is a service (service.ts) that knows nothing of the game store: this file is the
// seam, Brigadier's side of it. It tells the service what the table holds, and changes the table only
// through the store's events (gameOpened, libraryAttached, readOnlyChanged).
import { parseRecord, type Result } from '../../engine/index.ts';
import type { GameStore, GameStoreState } from '../gameStoreShape.ts';
import type { SyncStorage } from '../persistence.ts';
import type { RefereeService } from '../refereeService.ts';
import { atOnce, type Later } from '../later.ts';
import { recordOf } from '../records.ts';
import { brigadierRecords } from './brigadierRecords.ts';
import { entryOf, type GameEntry, type GameListing } from './entry.ts';
import { readLibraryFile, type ImportedFile } from './files.ts';
import type { GamesLibrary } from './games.ts';
import { newGameId, readGameId } from './ids.ts';
import { importGames } from './importing.ts';
import type { LibraryChannel, LibraryStore } from './libraryStore.ts';
import type { GameLocks } from './locks.ts';
import { createLibraryService, type LibraryService, type LibraryTable } from './service.ts';
import { carriesOn } from './writeGuard.ts';

export type { LibraryChannel, LibraryEvents, LibraryState, LibraryStore } from './libraryStore.ts';
export { FULL, LIBRARY_REFUSED, NEWER_LIBRARY, NO_LIBRARY } from './sign.ts';
export { importWords } from './importing.ts';

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
  /** When a change of the table is written to the library: at once by default; the page's after the frame is painted (later.ts). */
  readonly later?: Later;
}

/** The library with Brigadier's games in it. */
type BrigadierLibrary = LibraryService<GameEntry, GameListing>;

/** The key in the tab's own storage naming the game the tab plays. */
export const TAB_GAME_KEY = 'brigadier:tab-game';

/** Which game this tab plays, kept in the tab's own storage (which may refuse: then a reload brings back the shared save's game). */
function tabMemory(tab: SyncStorage | undefined) {
  return {
    remember(gameId: string) {
      try {
        tab?.setItem(TAB_GAME_KEY, gameId);
      } catch {
        // The tab's storage refused: a reload brings back the shared save's game instead.
      }
    },
    read(): string | null {
      try {
        return readGameId(tab?.getItem(TAB_GAME_KEY));
      } catch {
        return null;
      }
    },
  };
}

/** A game of the library opens on the table, or the start screen says why it cannot. */
function openEntry(store: GameStore, entry: GameEntry, say: (message: string) => void) {
  const record = parseRecord(entry.record);
  if (!record.ok) return say(`That game could not be opened: ${record.error}.`);
  store.getState().gameOpened(record.value, { gameId: entry.id, startedAt: entry.startedAt, finishedAt: entry.finishedAt });
}

/** The game on the table as the service sees it, changed only through the store's events. */
function storeTable(
  store: GameStore,
  now: () => number,
  settle: () => Promise<void>,
  say: (message: string) => void,
): LibraryTable<GameEntry> {
  const open = (entry: GameEntry) => openEntry(store, entry, say);
  return {
    gameId: () => store.getState().gameId,
    entry() {
      const state = store.getState();
      return state.game && state.gameId && !state.readOnly
        ? entryOf(state.gameId, state.game, { startedAt: state.startedAt, finishedAt: state.finishedAt, now: now() })
        : null;
    },
    showOnly: (readOnly) => store.getState().readOnlyChanged(readOnly),
    // Whatever another tab played of the game on the table is in the library: the table carries on from there.
    caughtUp(stored) {
      const { game, gameId } = store.getState();
      if (game && gameId === stored.id && !carriesOn(stored.record, recordOf(game))) open(stored);
    },
    resume(entry) {
      const state = store.getState();
      if (state.gameId === entry.id && state.game) state.startScreenClosed();
      else open(entry);
    },
    heard(entry) {
      const state = store.getState();
      // The tab that plays this game wrote it: this tab shows the game as it is now.
      if (state.readOnly && state.gameId === entry.id && state.screen === 'table') open(entry);
    },
    settle,
  };
}

/** Once the saved game has been replayed: an old save is migrated, a longer record in the library wins, and a reloaded tab gets its own game back. */
function startSettler(store: GameStore, service: () => BrigadierLibrary, tabGame: string | null, now: () => number) {
  /** The game the page started with (the shared save's, still being replayed perhaps). */
  const startId = store.getState().gameId ?? store.getState().restoring?.gameId ?? null;
  let mine = tabGame;
  return async () => {
    const state = store.getState();
    const library = service().library();
    if (!library || state.restoring) return;
    // A save that could not be read is the player's to deal with first (SaveProblemDialog); "Your games" then lists their games.
    if (state.saveProblem) return;
    // After a reload, this tab's game comes back, whatever another tab left in the shared save; but
    // never over a game the player has dealt or loaded since.
    const tabId = mine;
    mine = null;
    const tabEntry = tabId && tabId !== state.gameId && state.gameId === startId ? await library.get(tabId) : undefined;
    if (tabEntry && store.getState().gameId === state.gameId) return openEntry(store, tabEntry, service().say);
    if (!state.game) return;
    if (state.gameId === null) return keepOldSave(store, service(), state, now);
    await service().catchUp(state.gameId);
  };
}

/**
 * Migration: the save from before the library gets an id once its copy is known to be written; until
 * then the save keeps it as it was (without an id), so nothing can be lost on the way.
 */
async function keepOldSave(store: GameStore, service: BrigadierLibrary, state: GameStoreState, now: () => number) {
  const id = newGameId();
  const outcome = await service
    .library()
    ?.put(entryOf(id, state.game!, { startedAt: state.startedAt, finishedAt: state.finishedAt, now: now() }))
    .catch(() => null);
  if (outcome?.kind === 'written' && store.getState().game === state.game) store.getState().libraryAttached(id);
  await service.refresh();
}

/** Connects `store` to the library `open` gives; returns the library's own store for the start screen. */
export function connectLibrary(
  store: GameStore,
  {
    open,
    locks,
    referee,
    now = Date.now,
    channel,
    local,
    tab,
    stash,
    readFile = async (text: string) => readLibraryFile(text),
    later = atOnce,
  }: ConnectOptions,
): LibraryStore {
  const memory = tabMemory(tab);
  /** The game this tab played before a reload, read before anything here can write it over. */
  const tabGame = memory.read();
  if (tabGame === null && store.getState().gameId) memory.remember(store.getState().gameId!);
  const settle = startSettler(store, () => service, tabGame, now);
  const table = storeTable(store, now, settle, (message) => service.say(message));
  const importFile = (text: string, library: GamesLibrary) => importGames(library, text, { readFile, referee, now });
  const service = createLibraryService({ open, locks, table, kind: brigadierRecords, importFile, channel, local, stash });

  const tableChanged = () => service.tableChanged();
  store.subscribe((state, before) => {
    if (state.gameId !== before.gameId) {
      service.follow(state.gameId);
      if (state.gameId) memory.remember(state.gameId);
    }
    if (state.readOnly !== before.readOnly || state.game !== before.game) service.checkShowOnly();
    if (state.game !== before.game || state.gameId !== before.gameId || state.finishedAt !== before.finishedAt) later(tableChanged);
    if (state.restoring === null && before.restoring !== null) void settle();
  });
  return service.store;
}
