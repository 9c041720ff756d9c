// Brigade's games library as the page uses it: the same IndexedDB database as Brigadier's games (its own
// entries, brigadeRecords.ts), the page's locks, a BroadcastChannel of its own, and localStorage for the
// writes the library refused. Made once, when the patience or Your games' Brigade part first needs it,
// from the library's parts the page hands over (page.ts, PageLibraryParts); this module loads with the
// patience, never with the first page.
import { brigadeRecords, brigadeStored } from '../../library/brigadeRecords.ts';
import { readFileAside, type FileWorkerLike } from '../../library/fileReading.ts';
import type { PageLibraryParts } from '../../library/page.ts';
import type { PatienceStore } from '../patienceStore.ts';
import { connectPatienceStore, patienceTable, type BrigadeLibrary, type PatienceSeat } from './connectPatience.ts';
import { readBrigadeFile, type BrigadeFileGame } from './brigadeFile.ts';
import { importBrigadeFile } from './importBrigade.ts';

/** A file's Brigade games read and replayed in a worker made for the file (brigadeFile.worker.ts). */
const readInWorker = (text: string) =>
  readFileAside(
    text,
    readBrigadeFile,
    () => new Worker(new URL('./brigadeFile.worker.ts', import.meta.url), { type: 'module' }) as unknown as FileWorkerLike<BrigadeFileGame>,
  );

const seat: PatienceSeat = { store: null, gameId: null, readOnly: false, waiting: null, restoring: null, openScreen: () => {} };
let service: BrigadeLibrary | null = null;
const connected = new WeakSet<PatienceStore>();

/** The page's Brigade library; `openScreen` opens the patience (for a game resumed from Your games). */
export function pageBrigadeLibrary(parts: PageLibraryParts, openScreen?: () => void): BrigadeLibrary {
  if (openScreen) seat.openScreen = openScreen;
  if (service) return service;
  const { local } = parts;
  service = parts.createLibraryService({
    open: () => parts.openKind(brigadeStored),
    locks: parts.locks,
    table: patienceTable(seat, Date.now),
    kind: brigadeRecords,
    importFile: (text, library) =>
      importBrigadeFile(library, text, { now: Date.now, newGameId: parts.newGameId, words: parts.importWords, read: readInWorker }),
    channel: parts.channel('brigade-library'),
    local: { blocked: local.blocked, onWrite: (listener) => void local.onWrite(listener) },
    stash: local.storage,
  });
  return service;
}

/** The id of the Brigade game on the patience's table, if it is in the library. */
export const brigadeOnTable = (): string | null => seat.gameId;

/** Joins the page's patience store to the library, once. */
export function keepPatience(store: PatienceStore, parts: PageLibraryParts): BrigadeLibrary {
  const library = pageBrigadeLibrary(parts);
  if (!connected.has(store)) {
    connected.add(store);
    connectPatienceStore(store, seat, library, parts.newGameId);
  }
  return library;
}
