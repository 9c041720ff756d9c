// The "Not saved" sign (a game must never be lost silently): why the game on the table is not being
// saved anywhere, from what the quick save (localStorage) and the library last answered.

export const FULL = 'the browser refused to store it (its storage is full, or switched off)';
/** The library refused a write (full, cleared or closed under the page) while the quick save still works. */
export const LIBRARY_REFUSED =
  "Your games refused to store it (the browser's storage is full, or the games library was cleared or closed); it waits in this browser's quick save and is written there as soon as it can be";
export const NO_LIBRARY = 'the browser does not let the page open its games library (IndexedDB)';
export const NEWER_LIBRARY = 'Your games were saved by a newer version of Brigadier: reload the page to update';

export interface Saving {
  /** Why the quick save cannot be used at all (pageStorage.ts), or null. */
  readonly blocked: string | null;
  /** The quick save took its last write. */
  readonly localOk: boolean;
  /** The library is open. */
  readonly libraryOpen: boolean;
  /** The library took the last write it was given. */
  readonly libraryOk: boolean;
  /** The library is kept by a newer version of the app. */
  readonly newer: boolean;
}

/**
 * Nothing is saved where localStorage is blocked, or where neither the quick save nor the library takes
 * the game; a library that refuses writes is said even while the quick save works, for the game then
 * waits there alone (and Your games would not show its latest turns).
 */
export function notSavingReason({ blocked, localOk, libraryOpen, libraryOk, newer }: Saving): string | null {
  if (blocked) return blocked;
  if (libraryOpen && libraryOk) return null;
  if (!localOk) return libraryOpen ? FULL : newer ? NEWER_LIBRARY : NO_LIBRARY;
  // The library is open but refuses writes: the game waits in the quick save alone.
  if (libraryOpen) return LIBRARY_REFUSED;
  // No library in this browser: the quick save keeps the table's game, and Your games says why.
  return null;
}
