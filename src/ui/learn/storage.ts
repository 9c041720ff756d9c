// The browser's localStorage for the course's progress and the drill scores, or a stand-in in memory
// when the browser will not give it (then nothing is remembered, and the screens say so when they read).
import { memoryStorage, type SyncStorage } from '../../store/persistence.ts';

export function browserStorage(): SyncStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Storage blocked by the browser: fall through.
  }
  return memoryStorage();
}
