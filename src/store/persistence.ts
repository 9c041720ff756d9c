// The save in localStorage (zustand `persist`): the game is kept as its record and rebuilt by replay.
// A save that cannot be read — damaged text, a newer version, a record that does not replay — is never
// dropped silently: it becomes a `SaveProblem` the player is told about and can download, and a copy is
// kept under its own key until the player has seen it.
import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import {
  checkPlayerNames,
  DEFAULT_HOUSE_RULES,
  houseRulesOrDefaults,
  isObject,
  NAMES,
  parseRecord,
  readJson,
  RECORD_TEXT,
  type GameRecord,
  type TextLimits,
} from '../engine/index.ts';
import { recordOf, type RecordJson } from './records.ts';
import { readGameId } from './library/ids.ts';
import { readFoundationPlaces } from './foundationSlots.ts';
import { readSavedPanel, savedPanelOf, type SavedPanel } from './openPanel.ts';
import type { GameStoreApi, GameStoreState, Settings, Setup } from './gameStoreShape.ts';
import { atOnce, type Later } from './later.ts';

/** The localStorage key of the save. */
export const SAVE_KEY = 'brigadier';
/** The version of the save's shape (not of the record inside, which the engine versions itself). */
export const SAVE_VERSION = 1;
/** Where an unreadable save is kept until the player has dismissed the notice about it. */
export const UNREADABLE_KEY = 'brigadier:unreadable-save';
/** A save is a record (compact) with the settings beside it: the record's limits hold for it too. */
const SAVE_TEXT: TextLimits = { what: 'save', maxChars: RECORD_TEXT.maxChars };

/** A synchronous string storage: localStorage in the browser, a Map in tests. */
export interface SyncStorage {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
}

/** A storage that lives in memory only: for tests, and for practice tables that must not touch the real save. */
export function memoryStorage(initial: Record<string, string> = {}): SyncStorage & { readonly map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (name) => map.get(name) ?? null,
    setItem: (name, value) => void map.set(name, value),
    removeItem: (name) => void map.delete(name),
  };
}

/** What the save holds, version 1. */
export interface SavedV1 {
  /** The game on the table as the engine's record, with the times the end screen reports; null when none. */
  readonly save: {
    readonly record: RecordJson;
    readonly startedAt: number | null;
    readonly finishedAt: number | null;
    readonly gameId?: string | null;
    /** The drawn place of each foundation pile (foundationSlots.ts); absent in an old save: the natural order. */
    readonly foundationPlaces?: readonly number[];
    /** The missed line open over the table, reopened after a reload (openPanel.ts); absent when none. */
    readonly panel?: SavedPanel;
  } | null;
  readonly settings: Settings;
  readonly setup: Setup;
}

/** A save that could not be read: why, and its text so the player can download it. */
export interface SaveProblem {
  readonly reason: string;
  readonly text: string;
}

/** What a read of the save may give instead of a usable save. */
interface Unreadable {
  readonly unreadable: SaveProblem;
}
type Stored = SavedV1 | Unreadable;

const isUnreadable = (x: unknown): x is Unreadable => isObject(x) && isObject(x.unreadable);
const unreadable = (reason: string, text: string): StorageValue<Stored> => ({
  version: SAVE_VERSION,
  state: { unreadable: { reason, text } },
});

export const DEFAULT_SETTINGS: Settings = { tableMode: false, sound: true, passPhone: false };
/** The names offered first: the engine's own (South and North), as a game from a set position is named. */
export const DEFAULT_SETUP: Setup = { names: NAMES, rules: DEFAULT_HOUSE_RULES };

/**
 * JSON over a synchronous string storage; damaged text comes back as a problem, not an exception.
 * The store writes after every change, most of which (a card picked up, a notice) leave the save as it
 * was: those writes are skipped. A write waits for `later` (the page's: after the frame is painted),
 * only the newest kept; a read or a removal first settles what waits.
 */
function saveStorage(backing: SyncStorage, later: Later): PersistStorage<Stored> {
  let written: readonly unknown[] = [];
  let waiting: { readonly name: string; readonly value: StorageValue<Stored> } | null = null;
  const sameAsWritten = (parts: readonly unknown[]) => parts.length === written.length && parts.every((part, i) => part === written[i]);
  const write = () => {
    if (waiting === null) return;
    const { name, value } = waiting;
    waiting = null;
    const saved = value.state as SavedV1;
    const parts = [
      name,
      value.version,
      saved.save?.record,
      saved.save?.startedAt,
      saved.save?.finishedAt,
      saved.save?.gameId,
      saved.save?.foundationPlaces,
      ...panelParts(saved.save?.panel),
      saved.settings,
      saved.setup,
    ];
    if (sameAsWritten(parts)) return;
    try {
      backing.setItem(name, JSON.stringify(value));
      written = parts;
    } catch {
      // Storage full or switched off: the game goes on, and the next action tries to save again.
    }
  };
  return {
    getItem(name) {
      write();
      const text = backing.getItem(name);
      if (text === null) return null;
      // Too large, too deep or not JSON: kept with the reason (never dropped, never a throw).
      const json = readJson(text, SAVE_TEXT);
      if (!json.ok) {
        const { kind, message } = json.error;
        return unreadable(
          kind === 'not-json' ? 'the saved text is damaged (it is not JSON)' : `the saved text cannot be read: ${message}`,
          text,
        );
      }
      const value = json.value;
      if (!isObject(value) || typeof value.version !== 'number' || !('state' in value)) {
        return unreadable('it is not a Brigadier save', text);
      }
      return value as unknown as StorageValue<Stored>;
    },
    setItem(name, value) {
      waiting = { name, value };
      later(write);
    },
    removeItem(name) {
      waiting = null;
      written = [];
      backing.removeItem(name);
    },
  };
}

/** A panel compared by its fields: a fresh object each time must not count as a change to write. */
const panelParts = (panel: SavedPanel | undefined) => [panel?.kind, panel?.step, panel?.at];

const readBoolean = (x: unknown, fallback: boolean): boolean => (typeof x === 'boolean' ? x : fallback);

function readSettings(x: unknown): Settings {
  const s = isObject(x) ? x : {};
  return {
    tableMode: readBoolean(s.tableMode, DEFAULT_SETTINGS.tableMode),
    sound: readBoolean(s.sound, DEFAULT_SETTINGS.sound),
    passPhone: readBoolean(s.passPhone, DEFAULT_SETTINGS.passPhone),
  };
}

function readSetup(x: unknown): Setup {
  const s = isObject(x) ? x : {};
  // Names the start screen would refuse (names.ts) are not offered back to it.
  const checked = Array.isArray(s.names) ? checkPlayerNames(s.names) : null;
  const names = checked?.ok ? checked.value : DEFAULT_SETUP.names;
  return { names, rules: houseRulesOrDefaults(s.rules) };
}

/** A saved game read back but not yet replayed: the store replays it without holding the page. */
export interface Restoring {
  readonly record: GameRecord;
  /** The record as it was saved: saved again as it is until the replay is done. */
  readonly json: unknown;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  /** Its id in the games library; null for a save from before the library (migrated at start-up). */
  readonly gameId: string | null;
  /** Where each foundation pile is drawn, as saved. */
  readonly foundationPlaces: readonly number[];
  /** The missed line that was open, to reopen once replayed. */
  readonly panel?: SavedPanel;
}

/** The part of the store that is saved (a game still being replayed is saved as it was read). */
export function savedPart(state: GameStoreState): SavedV1 {
  const { game, restoring } = state;
  const save = game
    ? {
        record: recordOf(game),
        startedAt: state.startedAt,
        finishedAt: state.finishedAt,
        gameId: state.gameId,
        foundationPlaces: state.foundationPlaces,
        panel: savedPanelOf(game, state.missedLine, state.line),
      }
    : restoring && {
        record: restoring.json as RecordJson,
        startedAt: restoring.startedAt,
        finishedAt: restoring.finishedAt,
        gameId: restoring.gameId,
        foundationPlaces: restoring.foundationPlaces,
        panel: restoring.panel,
      };
  return { save, settings: state.settings, setup: state.setup };
}

/** Why a saved game that read well could not be replayed, kept for the player like any unreadable save. */
export function unreplayableSave(backing: SyncStorage, restoring: Restoring, error: string): SaveProblem {
  const problem = { reason: `the saved game cannot be replayed: ${error}`, text: JSON.stringify(restoring.json, null, 2) };
  keepProblem(backing, problem);
  return problem;
}

function keepProblem(backing: SyncStorage, problem: SaveProblem): void {
  try {
    backing.setItem(UNREADABLE_KEY, JSON.stringify(problem));
  } catch {
    // Nowhere to keep it: the notice still offers the download.
  }
}

/** The store with a save read back into it (`persist`'s merge). */
function restore(stored: unknown, current: GameStoreApi, keepUnreadable: (problem: SaveProblem) => void): GameStoreApi {
  if (stored === undefined) return current;
  if (isUnreadable(stored)) {
    keepUnreadable(stored.unreadable);
    return { ...current, saveProblem: stored.unreadable };
  }
  const saved = isObject(stored) ? stored : {};
  const base = { ...current, settings: readSettings(saved.settings), setup: readSetup(saved.setup) };
  const save = saved.save;
  if (save === null || save === undefined) return base;
  const record = isObject(save) ? save.record : undefined;
  const parsed = parseRecord(record);
  if (!parsed.ok) {
    const problem = { reason: `the saved game cannot be replayed: ${parsed.error}`, text: JSON.stringify(record ?? save, null, 2) };
    keepUnreadable(problem);
    return { ...base, saveProblem: problem };
  }
  const time = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  const s = save as Record<string, unknown>;
  const restoring: Restoring = {
    record: parsed.value,
    json: record,
    startedAt: time(s.startedAt),
    finishedAt: time(s.finishedAt),
    gameId: readGameId(s.gameId),
    foundationPlaces: readFoundationPlaces(s.foundationPlaces),
    panel: readSavedPanel(s.panel),
  };
  return { ...base, restoring };
}

/** The `persist` options over a storage (localStorage in the browser, a map in tests). */
export function persistOptions(backing: SyncStorage, later: Later = atOnce): PersistOptions<GameStoreApi, SavedV1> {
  const keepUnreadable = (problem: SaveProblem) => keepProblem(backing, problem);
  return {
    name: SAVE_KEY,
    version: SAVE_VERSION,
    storage: saveStorage(backing, later) as unknown as PersistStorage<SavedV1>,
    partialize: savedPart,
    // Version 1 is the first: any other version was written by a Brigadier this one does not know.
    migrate: (stored, version): SavedV1 =>
      ({
        unreadable: {
          reason: `it was saved by another version of Brigadier (save version ${version})`,
          text: JSON.stringify({ state: stored, version }, null, 2),
        },
      }) as unknown as SavedV1,
    merge: (stored, current) => restore(stored, current, keepUnreadable),
  };
}

/** A problem kept from an earlier visit that the player has not dismissed yet. */
export function keptProblem(backing: SyncStorage): SaveProblem | null {
  const text = backing.getItem(UNREADABLE_KEY);
  if (text === null) return null;
  const json = readJson(text, SAVE_TEXT);
  const value = json.ok ? json.value : null;
  if (isObject(value) && typeof value.reason === 'string' && typeof value.text === 'string')
    return { reason: value.reason, text: value.text };
  // Not the form it was kept in: show the kept text as it is.
  return { reason: 'an earlier save could not be read', text };
}
