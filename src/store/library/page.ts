// The games library as the page uses it: IndexedDB, Web Locks (or none where the browser has none),
// and a BroadcastChannel that tells the other tabs when a game was written.
import type { GameStore } from '../gameStoreShape.ts';
import type { RefereeService } from '../refereeService.ts';
import { connectLibrary, type LibraryChannel, type LibraryStore } from './connect.ts';
import { pageFileReader } from './fileReading.ts';
import { openLibrary } from './games.ts';
import { soleLocks, webLocks } from './locks.ts';
import { tabStorage, type PageStorage } from './pageStorage.ts';

function broadcast(): LibraryChannel | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined;
  const channel = new BroadcastChannel('brigadier-library');
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
    readFile: pageFileReader,
  });
}
