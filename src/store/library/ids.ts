// A game's id in the library: unique across tabs and devices, so that imported games never collide.
export function newGameId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The same id read back from a save or a file: a short string, or nothing. */
export const readGameId = (x: unknown): string | null => (typeof x === 'string' && x.length > 0 && x.length <= 64 ? x : null);
