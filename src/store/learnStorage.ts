// Reading the teaching screens' own keys in localStorage (the course's progress, the drill scores):
// text that is missing, blocked by the browser or not JSON is told apart, so each reader can say why.
import { readJson, type TextLimits } from '../engine/index.ts';
import type { SyncStorage } from './persistence.ts';

/** The course's progress and the drill scores take a few kilobytes; 1 MB is far past any real one. */
const STORED_TEXT: TextLimits = { what: 'stored data', maxChars: 1024 * 1024 };

export type StoredJson =
  /** Nothing stored yet. */
  | { readonly kind: 'missing' }
  /** The browser refused to read its storage. */
  | { readonly kind: 'blocked' }
  /** Stored text that is not JSON (or too large or deep to read, docs/limits.md). */
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
  const json = readJson(text, STORED_TEXT);
  return json.ok ? { kind: 'json', json: json.value } : { kind: 'unreadable' };
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
