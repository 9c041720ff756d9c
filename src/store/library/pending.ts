// The games the library has not yet taken: a write it refused (its storage full, its database deleted
// or closed under the page) leaves the game here, in memory and in the page's localStorage, until a
// later write succeeds. So a new game, a reload or a restart loses none of them: the page writes them
// back as soon as the library takes writes again, and Your games lists them meanwhile.
//
// It knows no game's records: the entries' kind (kind.ts) says how one is read back and how far it goes.
import { readJson } from '../../engine/index.ts';
import type { SyncStorage } from '../persistence.ts';
import type { KeptEntry, RecordKind } from './kind.ts';

/** The key in localStorage that holds the games not yet written. */
export const PENDING_KEY = 'brigadier:unwritten';

/** At most this much of localStorage (its quota is about 5 MB) is taken; past it, games wait in memory. */
const PENDING_TEXT = { what: 'games waiting to be written', maxChars: 4 * 1024 * 1024 };

/** What the games waiting need to know of their entries. */
export type PendingKind<Entry extends KeptEntry> = Pick<RecordKind<Entry, KeptEntry>, 'readEntry' | 'progress' | 'pendingKey'>;

export interface PendingWrites<Entry extends KeptEntry> {
  /** Keeps the latest state of a game that could not be written. */
  keep(entry: Entry): void;
  /** The library took this state of the game (or a later one): it waits no more. */
  written(entry: Entry): void;
  /** The game is gone on purpose (deleted): it waits no more. */
  drop(id: string): void;
  /** Every game waiting, the most recently changed first. */
  all(): Entry[];
  get(id: string): Entry | undefined;
}

/** The games waiting in `storage` (none when there is no storage, or what is there does not read). */
function readPending<Entry extends KeptEntry>(storage: SyncStorage | undefined, kind: PendingKind<Entry>): Map<string, Entry> {
  const waiting = new Map<string, Entry>();
  let text: string | null = null;
  try {
    text = storage?.getItem(kind.pendingKey ?? PENDING_KEY) ?? null;
  } catch {
    return waiting;
  }
  if (text === null) return waiting;
  const json = readJson(text, PENDING_TEXT);
  if (!json.ok || !Array.isArray(json.value)) return waiting;
  for (const x of json.value) {
    const entry = kind.readEntry(x);
    if (entry) waiting.set(entry.id, entry);
  }
  return waiting;
}

/** The games waiting to be written, kept in `storage` (localStorage) as well as in memory. */
export function pendingWrites<Entry extends KeptEntry>(storage: SyncStorage | undefined, kind: PendingKind<Entry>): PendingWrites<Entry> {
  const waiting = readPending(storage, kind);
  const key = kind.pendingKey ?? PENDING_KEY;
  const save = () => {
    try {
      if (waiting.size === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify([...waiting.values()]));
    } catch {
      // localStorage is full too: the games wait in memory, and the sign says the game is not saved.
    }
  };
  return {
    keep(entry) {
      waiting.set(entry.id, entry);
      save();
    },
    written(entry) {
      const kept = waiting.get(entry.id);
      if (!kept || kind.progress(kept) > kind.progress(entry)) return;
      waiting.delete(entry.id);
      save();
    },
    drop(id) {
      if (waiting.delete(id)) save();
    },
    all: () => [...waiting.values()].sort((a, b) => b.updatedAt - a.updatedAt),
    get: (id) => waiting.get(id),
  };
}
