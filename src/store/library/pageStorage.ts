// Honest storage (a game must never be lost silently): the page's localStorage, reached without ever
// throwing. When site data is blocked, reading `window.localStorage` itself throws; then the game plays
// on over a storage in memory, and the page says that nothing is being saved. Each write's outcome is
// reported, so that a full quota is shown too instead of being swallowed.
import { memoryStorage, type SyncStorage } from '../persistence.ts';

export interface PageStorage {
  readonly storage: SyncStorage;
  /** Why nothing can be stored at all (the storage could not be reached), or null. */
  readonly blocked: string | null;
  /** Hears the outcome of every write the game makes. */
  onWrite(listener: (ok: boolean) => void): () => void;
}

export const BLOCKED = 'this browser does not let the page keep anything (site data is blocked, or storage is switched off)';

/** The storage `open` gives (window.localStorage), watched; a memory storage when it cannot be reached. */
export function pageStorage(open: () => Storage): PageStorage {
  const listeners = new Set<(ok: boolean) => void>();
  const tell = (ok: boolean) => listeners.forEach((listener) => listener(ok));
  let backing: SyncStorage;
  let blocked: string | null = null;
  try {
    backing = open();
    // Some private modes hand out a storage that refuses every write: found now, not at the first move.
    backing.setItem('brigadier:probe', '1');
    backing.removeItem('brigadier:probe');
  } catch {
    backing = memoryStorage();
    blocked = BLOCKED;
  }
  const storage: SyncStorage = {
    getItem(name) {
      try {
        return backing.getItem(name);
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      try {
        backing.setItem(name, value);
      } catch (error) {
        tell(false);
        throw error;
      }
      tell(blocked === null);
    },
    removeItem(name) {
      try {
        backing.removeItem(name);
      } catch {
        // Nothing kept to remove.
      }
    },
  };
  return {
    storage,
    blocked,
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let tab: SyncStorage | null = null;
/**
 * This tab's sessionStorage, reached without ever throwing (a storage in memory when it is blocked):
 * one for the page, shared by the library (the game this tab plays) and the analysis board.
 */
export const tabStorage = (): SyncStorage => (tab ??= pageStorage(() => window.sessionStorage).storage);
