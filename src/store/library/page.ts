// The games library as the page uses it: IndexedDB, Web Locks (or none where the browser has none),
// and a BroadcastChannel that tells the other tabs when a game was written.
import type { GameStore } from '../gameStoreShape.ts';
import type { RefereeService } from '../refereeService.ts';
import { pageLater } from '../later.ts';
import { connectLibrary, type LibraryChannel, type LibraryStore } from './connect.ts';
import { openKindLibrary, openLibrary, type GamesLibrary } from './games.ts';
import { importWords } from './importing.ts';
import { newGameId } from './ids.ts';
import type { KeptEntry, StoredKind } from './kind.ts';
import { soleLocks, webLocks, type GameLocks } from './locks.ts';
import { tabStorage, type PageStorage } from './pageStorage.ts';
import { createLibraryService } from './service.ts';

function broadcast(name = 'brigadier-library'): LibraryChannel | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined;
  const channel = new BroadcastChannel(name);
  return {
    post: (gameId) => channel.postMessage(gameId),
    listen: (heard) => channel.addEventListener('message', (event: MessageEvent) => typeof event.data === 'string' && heard(event.data)),
  };
}

export function connectPageLibrary(
  store: GameStore,
  { referee, local }: { readonly referee: RefereeService; readonly local: PageStorage },
): LibraryStore {
  const open = async () => {
    // Reading `indexedDB` may throw where storage is blocked; either way the promise rejects.
    return openLibrary(globalThis.indexedDB);
  };
  const locks = typeof navigator !== 'undefined' && navigator.locks ? webLocks(navigator.locks) : soleLocks;
  return connectLibrary(store, {
    open,
    locks,
    referee,
    local,
    channel: broadcast(),
    tab: tabStorage(),
    stash: local.storage,
    // The worker that reads an imported file comes with the first file: no page load needs it before.
    readFile: async (text) => (await import('./fileReading.ts')).pageFileReader(text),
    later: pageLater(),
  });
}

/**
 * The library's parts as the page has them, for a second kind of game (Brigade's keeping, loaded with
 * the patience). They are handed over rather than imported by it: a module of the first load that a
 * lazily loaded module imports is split off into a chunk of its own, and the first load grows with
 * each such split (docs/measurements.md).
 */
export interface PageLibraryParts {
  readonly createLibraryService: typeof createLibraryService;
  /** Opens the page's library (IndexedDB) for one kind's entries. */
  openKind<Entry extends KeptEntry, Item extends KeptEntry>(kind: StoredKind<Entry, Item>): Promise<GamesLibrary<Entry, Item>>;
  readonly locks: GameLocks;
  readonly local: PageStorage;
  channel(name: string): LibraryChannel | undefined;
  readonly importWords: typeof importWords;
  readonly newGameId: typeof newGameId;
}

export const pageLibraryParts = (local: PageStorage): PageLibraryParts => ({
  createLibraryService,
  // Reading `indexedDB` may throw where storage is blocked; either way the promise rejects.
  openKind: async (kind) => openKindLibrary(globalThis.indexedDB, kind),
  locks: typeof navigator !== 'undefined' && navigator.locks ? webLocks(navigator.locks) : soleLocks,
  local,
  channel: broadcast,
  importWords,
  newGameId,
});
