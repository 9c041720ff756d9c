// Brigade's games library as the page uses it: the same IndexedDB database as Brigadier's games (its own
// entries, brigadeRecords.ts), Web Locks (or none where the browser has none), a BroadcastChannel of its
// own, and localStorage for the writes the library refused. Made once, when the patience or Your games'
// Brigade part first needs it; this module loads with the patience, never with the first page.
import { brigadeRecords, brigadeStored } from '../../library/brigadeRecords.ts';
import { openKindLibrary } from '../../library/games.ts';
import type { LibraryChannel } from '../../library/libraryStore.ts';
import { soleLocks, webLocks } from '../../library/locks.ts';
import { pageStorage } from '../../library/pageStorage.ts';
import { createLibraryService } from '../../library/service.ts';
import type { PatienceStore } from '../patienceStore.ts';
import { connectPatienceStore, patienceTable, type BrigadeLibrary, type PatienceSeat } from './connectPatience.ts';
import { importBrigadeFile } from './importBrigade.ts';

function broadcast(): LibraryChannel | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined;
  const channel = new BroadcastChannel('brigade-library');
  return {
    post: (gameId) => channel.postMessage(gameId),
    listen: (heard) => channel.addEventListener('message', (event: MessageEvent) => typeof event.data === 'string' && heard(event.data)),
  };
}

const seat: PatienceSeat = { store: null, gameId: null, readOnly: false, waiting: null, restoring: null, openScreen: () => {} };
let service: BrigadeLibrary | null = null;
const connected = new WeakSet<PatienceStore>();

/** The page's Brigade library; `openScreen` opens the patience (for a game resumed from Your games). */
export function pageBrigadeLibrary(openScreen?: () => void): BrigadeLibrary {
  if (openScreen) seat.openScreen = openScreen;
  if (service) return service;
  const local = pageStorage(() => window.localStorage);
  service = createLibraryService({
    // Reading `indexedDB` may throw where storage is blocked; either way the promise rejects.
    open: async () => openKindLibrary(globalThis.indexedDB, brigadeStored),
    locks: typeof navigator !== 'undefined' && navigator.locks ? webLocks(navigator.locks) : soleLocks,
    table: patienceTable(seat, Date.now),
    kind: brigadeRecords,
    importFile: (text, library) => importBrigadeFile(library, text, Date.now),
    channel: broadcast(),
    local: { blocked: local.blocked, onWrite: (listener) => void local.onWrite(listener) },
    stash: local.storage,
  });
  return service;
}

/** The id of the Brigade game on the patience's table, if it is in the library. */
export const brigadeOnTable = (): string | null => seat.gameId;

/** Joins the page's patience store to the library, once. */
export function keepPatience(store: PatienceStore): BrigadeLibrary {
  const library = pageBrigadeLibrary();
  if (!connected.has(store)) {
    connected.add(store);
    connectPatienceStore(store, seat, library);
  }
  return library;
}
