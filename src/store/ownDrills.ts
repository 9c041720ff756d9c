// The own drills "From your games" in localStorage: for each finished game of the library already
// read, the drills its own misses became (src/learn/own-drills.ts), so that the list survives a reload and
// no game is reviewed twice. An empty list says the game was read and held no miss. A stored value
// that cannot be read is refused with a message and replaced (the games are then read again).
import type { MissKind, OwnDrill } from '../learn/index.ts';
import { isObject, quote } from '../engine/index.ts';
import { readStoredJson, writeStoredJson } from './learnStorage.ts';
import type { SyncStorage } from './persistence.ts';
import type { StoredFormat } from './storedValue.ts';

export const OWN_DRILLS_KEY = 'brigadier-own-drills';
export const OWN_DRILLS_VERSION = 1;

export interface OwnDrills {
  readonly version: typeof OWN_DRILLS_VERSION;
  /** By the library's game id: the drills of that game, in its order. */
  readonly games: Readonly<Record<string, readonly OwnDrill[]>>;
}

export const NO_OWN_DRILLS: OwnDrills = { version: OWN_DRILLS_VERSION, games: {} };

const KINDS: readonly MissKind[] = ['fault', 'knock-missed'];

/** One stored drill, or null when it does not read (it is then left out). */
function readDrill(x: unknown, gameId: string): OwnDrill | null {
  if (!isObject(x)) return null;
  const { player, kind, turn, distance, link } = x;
  if (typeof player !== 'string' || !KINDS.includes(kind as MissKind) || typeof link !== 'string') return null;
  if (!Number.isSafeInteger(turn) || !Number.isSafeInteger(distance)) return null;
  return { gameId, player, kind: kind as MissKind, turn: turn as number, distance: distance as number, link };
}

/** The list kept in `storage`, and what to tell the player when it could not be read. Writes nothing. */
export function readOwnDrills(storage: SyncStorage): { readonly value: OwnDrills; readonly problem: string | null } {
  const stored = readStoredJson(storage, OWN_DRILLS_KEY);
  if (stored.kind === 'missing') return { value: NO_OWN_DRILLS, problem: null };
  if (stored.kind === 'blocked') return { value: NO_OWN_DRILLS, problem: null };
  const json = stored.kind === 'json' ? stored.json : undefined;
  if (!isObject(json) || json.version !== OWN_DRILLS_VERSION || !isObject(json.games)) {
    const version = isObject(json) && json.version !== undefined ? ` (version ${quote(json.version)})` : '';
    return {
      value: NO_OWN_DRILLS,
      problem: `Your drills from your games could not be read${version}, so your finished games are read again.`,
    };
  }
  const games: Record<string, readonly OwnDrill[]> = {};
  for (const [gameId, drills] of Object.entries(json.games)) {
    if (Array.isArray(drills)) games[gameId] = drills.map((d) => readDrill(d, gameId)).filter((d): d is OwnDrill => d !== null);
  }
  return { value: { version: OWN_DRILLS_VERSION, games }, problem: null };
}

export const OWN_DRILLS_FORMAT: StoredFormat<OwnDrills> = {
  key: OWN_DRILLS_KEY,
  read: readOwnDrills,
  write: (storage, kept) => writeStoredJson(storage, OWN_DRILLS_KEY, kept),
};

/** The list with a game's drills added (an empty list: the game was read and held none). */
export const gameRead = (kept: OwnDrills, gameId: string, drills: readonly OwnDrill[]): OwnDrills => ({
  ...kept,
  games: { ...kept.games, [gameId]: drills },
});

/** Every drill of the list, the most recent game first as `order` (the library's) lists them, each game in its own order. */
export function ownDrillsInOrder(kept: OwnDrills, order: readonly string[]): OwnDrill[] {
  return order.flatMap((id) => kept.games[id] ?? []);
}
