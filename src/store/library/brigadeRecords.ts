// Brigade's games in the library (kind.ts): an entry is the game's record (brigade-game/1, the one form a
// game is kept in) plus what Your games and the player's record need without replaying it: who played,
// the deal (or none: a game from a position), the moves on the table, whether it was won and in what
// time, and whether undo or a hint was used. Its entries carry `kind: "brigade"` and share the database
// with Brigadier's (games.ts); a listing read back is checked before anything shows it.
import { err, isObject, ok, type Result } from '../../engine/index.ts';
import {
  gameWon,
  GRACE_RULES,
  makePatienceRecord,
  PATIENCE_GAME_FORMAT,
  usedUndo,
  type GraceRule,
  type PatienceGame,
  type PatienceRecordJson,
} from '../../patience/index.ts';
import type { RecordKind, StoredKind } from './kind.ts';
import { carriesOn } from './writeGuard.ts';

export const BRIGADE_KIND = 'brigade';

/** One Brigade game in the library, in progress or won. */
export interface BrigadeEntry {
  readonly id: string;
  readonly kind: typeof BRIGADE_KIND;
  readonly record: PatienceRecordJson;
  /** The name that played it. */
  readonly player: string;
  /** The deal it started from; null for a game from a position (a shared position, say). */
  readonly dealNumber: number | null;
  readonly grace: GraceRule;
  /** The moves in effect on the table (undone moves not counted). */
  readonly moves: number;
  readonly won: boolean;
  /** When it was started (ms since 1970); null when not known (a game imported from a file). */
  readonly startedAt: number | null;
  readonly updatedAt: number;
  /** When it was won; null while it goes on. */
  readonly finishedAt: number | null;
  /** How long it took to win, in ms, as the table counted it; null until it is won (or when not known). */
  readonly ms: number | null;
  readonly usedUndo: boolean;
  readonly usedHint: boolean;
  /** When the player deleted it (a tombstone, games.ts). */
  readonly deletedAt?: number;
}

/** A game as the list shows it: everything but the record. */
export type BrigadeListing = Omit<BrigadeEntry, 'record'>;

/** What the table knows of a game beyond its record. */
export interface BrigadeMeta {
  readonly player: string;
  readonly startedAt: number | null;
  readonly usedHint: boolean;
  /** The time the win took, once won. */
  readonly ms: number | null;
  readonly finishedAt?: number | null;
}

/** What the library writes for a Brigade game. */
/**
 * What an entry holds that its game and what the table knew of it say: everything but its id and the
 * times only the moment it is kept gives. A file's game is made into one off the page's thread
 * (brigadeFile.ts), where its record is replayed.
 */
export interface BrigadeDraft extends Omit<BrigadeEntry, 'id' | 'updatedAt' | 'finishedAt' | 'deletedAt'> {
  readonly finishedAt: number | null;
}

export function brigadeDraftOf(game: PatienceGame, meta: BrigadeMeta): BrigadeDraft {
  const won = gameWon(game);
  return {
    kind: BRIGADE_KIND,
    record: makePatienceRecord(game),
    player: meta.player,
    dealNumber: game.dealNumber,
    grace: game.start.grace,
    moves: game.moves.length,
    won,
    startedAt: meta.startedAt,
    finishedAt: won ? (meta.finishedAt ?? null) : null,
    ms: won ? meta.ms : null,
    usedUndo: usedUndo(game),
    usedHint: meta.usedHint,
  };
}

/** The entry of a draft kept now: a won game with no time of its win is won now. */
export const brigadeEntryFrom = (id: string, draft: BrigadeDraft, now: number): BrigadeEntry => ({
  ...draft,
  id,
  updatedAt: now,
  finishedAt: draft.won ? (draft.finishedAt ?? now) : null,
});

export const brigadeEntryOf = (id: string, game: PatienceGame, meta: BrigadeMeta, now: number): BrigadeEntry =>
  brigadeEntryFrom(id, brigadeDraftOf(game, meta), now);

export function brigadeListingOf(entry: BrigadeEntry): BrigadeListing {
  const { record: _record, ...listing } = entry;
  return listing;
}

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;
const timeOrNull = (x: unknown) => x === null || isTime(x);

/** The listing as brigadeEntryOf wrote it, or what is wrong with it (the first problem found). */
export function readBrigadeListing(x: unknown): Result<BrigadeListing> {
  if (!isObject(x)) return err('not an object');
  if (x.kind !== BRIGADE_KIND) return err(`kind: must be "${BRIGADE_KIND}"`);
  // As ids.ts reads an id (not imported: the first load would split that module off for this one line).
  if (typeof x.id !== 'string' || x.id.length === 0 || x.id.length > 64) return err('id: missing');
  if (typeof x.player !== 'string') return err('player: must be a name');
  if (x.dealNumber !== null && !isCount(x.dealNumber)) return err('dealNumber: must be a whole number or null');
  if (!(GRACE_RULES as readonly unknown[]).includes(x.grace)) return err('grace: must be "off", "up" or "both"');
  if (!isCount(x.moves)) return err('moves: must be a whole number');
  for (const key of ['won', 'usedUndo', 'usedHint'] as const) if (typeof x[key] !== 'boolean') return err(`${key}: must be true or false`);
  if (!isTime(x.updatedAt)) return err('updatedAt: must be a time');
  for (const key of ['startedAt', 'finishedAt', 'ms'] as const) if (!timeOrNull(x[key])) return err(`${key}: must be a time or null`);
  if (x.deletedAt !== undefined && !isTime(x.deletedAt)) return err('deletedAt: must be a time when present');
  return ok(x as unknown as BrigadeListing);
}

/** A whole entry read back (from localStorage, where a write the library refused waits): its listing and a record of the format. */
export function readBrigadeEntry(x: unknown): BrigadeEntry | null {
  if (!readBrigadeListing(x).ok) return null;
  const record = (x as { record?: unknown }).record;
  return isObject(record) && record.format === PATIENCE_GAME_FORMAT && Array.isArray(record.actions) ? (x as BrigadeEntry) : null;
}

/** The key in localStorage where Brigade's games wait when the library refused them (pending.ts). */
export const BRIGADE_PENDING_KEY = 'brigadier:unwritten-brigade';

export const brigadeRecords: RecordKind<BrigadeEntry, BrigadeListing> = {
  progress: (entry) => entry.record.actions.length,
  readEntry: readBrigadeEntry,
  listingOf: brigadeListingOf,
  pendingKey: BRIGADE_PENDING_KEY,
};

export const brigadeStored: StoredKind<BrigadeEntry, BrigadeListing> = {
  owns: (x) => isObject(x) && x.kind === BRIGADE_KIND,
  readListing: readBrigadeListing,
  listingOf: brigadeListingOf,
  carriesOn: (stored, next) => carriesOn(stored.record, next.record),
};

/** Where the game started: "deal 17" or "a set position". */
export const brigadeOrigin = (entry: BrigadeListing): string => (entry.dealNumber === null ? 'a set position' : `deal ${entry.dealNumber}`);

const movesWords = (n: number) => (n === 1 ? '1 move' : `${n} moves`);

/** The list's line: "Brigade — deal 17, 34 moves, won" or "…, in progress". */
export const brigadeTitle = (entry: BrigadeListing): string =>
  `Brigade — ${brigadeOrigin(entry)}, ${movesWords(entry.moves)}, ${entry.won ? 'won' : 'in progress'}`;

/** The file name of a game's record: "brigade-deal-17.json". */
export const brigadeFileName = (entry: BrigadeListing): string =>
  entry.dealNumber === null ? `brigade-position-${entry.id.slice(0, 8)}.json` : `brigade-deal-${entry.dealNumber}.json`;

/** The text of a game's record file, as Export writes it. */
export const brigadeRecordText = (entry: BrigadeEntry): string => JSON.stringify(entry.record, null, 2) + '\n';

/** A game as "Export all" writes it in a library file (files.ts): its record, its times and what the record does not say. */
export const brigadeFileGame = (entry: BrigadeEntry) => {
  const { record, startedAt, finishedAt, player, usedHint, ms } = entry;
  return { record, startedAt, finishedAt, player, usedHint, ms };
};
