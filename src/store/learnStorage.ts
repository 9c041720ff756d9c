// Reading the teaching screens' own keys in localStorage (the course's progress, the drill scores):
// text that is missing, blocked by the browser or not JSON is told apart, so each reader can say why.
import type { SyncStorage } from './persistence.ts';

export type StoredJson =
  /** Nothing stored yet. */
  | { readonly kind: 'missing' }
  /** The browser refused to read its storage. */
  | { readonly kind: 'blocked' }
  /** Stored text that is not JSON. */
  | { readonly kind: 'unreadable' }
  | { readonly kind: 'json'; readonly json: unknown };

export function readStoredJson(storage: SyncStorage, key: string): StoredJson {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return { kind: 'blocked' };
  }
  if (text === null) return { kind: 'missing' };
  try {
    return { kind: 'json', json: JSON.parse(text) };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** Writes `value` as JSON; false when the browser refused (full or private storage). */
export function writeStoredJson(storage: SyncStorage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
