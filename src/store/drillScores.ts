// The drills' scores in localStorage (kept locally: no account, no server): one
// DrillStats per drill kind (src/learn/drill-score.ts), under a versioned key apart from the game's
// save. A stored value that cannot be read is refused with a message and replaced, never a crash.
import { NEW_DRILL_STATS, readDrillStats, addDrillResult, type DrillResult, type DrillStats } from '../learn/index.ts';
import { isObject, quote } from '../engine/index.ts';
import { readStoredJson, writeStoredJson } from './learnStorage.ts';
import type { SyncStorage } from './persistence.ts';
import type { StoredFormat } from './storedValue.ts';

/** The localStorage key of the drill scores. */
export const DRILLS_KEY = 'brigadier-drills';
/** The version of the stored shape (each kind's stats carry the engine's own version too). */
export const DRILLS_VERSION = 1;

/** The drills there are. */
export type DrillKind = 'spot' | 'watcher';

export interface DrillScores {
  readonly version: typeof DRILLS_VERSION;
  /** "Spot the play". */
  readonly spot: DrillStats;
  /** "Be the watcher". */
  readonly watcher: DrillStats;
}

export const NEW_DRILL_SCORES: DrillScores = { version: DRILLS_VERSION, spot: NEW_DRILL_STATS, watcher: NEW_DRILL_STATS };

/** The scores kept in `storage`, and what to tell the player when they could not be read (the screen then replaces them). Writes nothing. */
export function readDrillScores(storage: SyncStorage): { readonly scores: DrillScores; readonly problem: string | null } {
  const stored = readStoredJson(storage, DRILLS_KEY);
  if (stored.kind === 'missing') return { scores: NEW_DRILL_SCORES, problem: null };
  if (stored.kind === 'blocked')
    return { scores: NEW_DRILL_SCORES, problem: 'This browser does not let the page read its storage, so scores will not be kept.' };
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
    return { scores: NEW_DRILL_SCORES, problem: `Your drill scores could not be read (${why}), so they start again from nothing.` };
  }
  return { scores: { version: DRILLS_VERSION, spot: readDrillStats(json.spot), watcher: readDrillStats(json.watcher) }, problem: null };
}

/** Keeps the scores; false when the browser refused. */
export const writeDrillScores = (storage: SyncStorage, scores: DrillScores): boolean => writeStoredJson(storage, DRILLS_KEY, scores);

/** The drill scores as the learner's stored values keep them (storedValue.ts). */
export const DRILL_SCORES_FORMAT: StoredFormat<DrillScores> = {
  key: DRILLS_KEY,
  read(storage) {
    const { scores, problem } = readDrillScores(storage);
    return { value: scores, problem };
  },
  write: writeDrillScores,
};

/** The scores after one more answered drill of `kind`. */
export const drillAnswered = (scores: DrillScores, kind: DrillKind, result: DrillResult): DrillScores => ({
  ...scores,
  [kind]: addDrillResult(scores[kind], result),
});
