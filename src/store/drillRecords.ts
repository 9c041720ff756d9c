// The drills' scores in localStorage (kept locally: no account, no server): one
// DrillStats per drill kind (src/learn/drill-score.ts), under a versioned key apart from the game's
// save. A stored value that cannot be read is refused with a message and replaced, never a crash.
import { NEW_DRILL_STATS, readDrillStats, recordDrillResult, type DrillResult, type DrillStats } from '../learn/index.ts';
import { isObject, quote } from '../engine/index.ts';
import { readStoredJson, writeStoredJson } from './learnStorage.ts';
import type { SyncStorage } from './persistence.ts';
import type { RecordFormat } from './teachingRecords.ts';

/** The localStorage key of the drill scores. */
export const DRILLS_KEY = 'brigadier-drills';
/** The version of the stored shape (each kind's stats carry the engine's own version too). */
export const DRILLS_VERSION = 1;

/** The drills there are. */
export type DrillKind = 'spot' | 'watcher';

export interface DrillRecords {
  readonly version: typeof DRILLS_VERSION;
  /** "Spot the play". */
  readonly spot: DrillStats;
  /** "Be the watcher". */
  readonly watcher: DrillStats;
}

export const NEW_DRILL_RECORDS: DrillRecords = { version: DRILLS_VERSION, spot: NEW_DRILL_STATS, watcher: NEW_DRILL_STATS };

/** The records kept in `storage`, and what to tell the player when they could not be read (the screen then replaces them). Writes nothing. */
export function readDrillRecords(storage: SyncStorage): { readonly records: DrillRecords; readonly problem: string | null } {
  const stored = readStoredJson(storage, DRILLS_KEY);
  if (stored.kind === 'missing') return { records: NEW_DRILL_RECORDS, problem: null };
  if (stored.kind === 'blocked')
    return { records: NEW_DRILL_RECORDS, problem: 'This browser does not let the page read its storage, so scores will not be kept.' };
  const json = stored.kind === 'json' ? stored.json : undefined;
  const why =
    stored.kind === 'unreadable'
      ? 'they are not readable text (JSON)'
      : !isObject(json)
        ? 'they are not a score record'
        : json.version !== DRILLS_VERSION
          ? `they have version ${json.version === undefined ? 'none' : quote(json.version)}, and this page reads version ${DRILLS_VERSION}`
          : !isObject(json.spot) || !isObject(json.watcher)
            ? 'a drill’s scores are missing'
            : null;
  if (why !== null || !isObject(json)) {
    return { records: NEW_DRILL_RECORDS, problem: `Your drill scores could not be read (${why}), so they start again from nothing.` };
  }
  return { records: { version: DRILLS_VERSION, spot: readDrillStats(json.spot), watcher: readDrillStats(json.watcher) }, problem: null };
}

/** Keeps the records; false when the browser refused. */
export const writeDrillRecords = (storage: SyncStorage, records: DrillRecords): boolean => writeStoredJson(storage, DRILLS_KEY, records);

/** The drill scores as the teaching records keep them (teachingRecords.ts). */
export const DRILL_RECORDS_FORMAT: RecordFormat<DrillRecords> = {
  key: DRILLS_KEY,
  read(storage) {
    const { records, problem } = readDrillRecords(storage);
    return { value: records, problem };
  },
  write: writeDrillRecords,
};

/** The records after one more answered drill of `kind`. */
export const drillAnswered = (records: DrillRecords, kind: DrillKind, result: DrillResult): DrillRecords => ({
  ...records,
  [kind]: recordDrillResult(records[kind], result),
});
