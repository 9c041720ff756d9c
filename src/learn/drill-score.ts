// Drill scores (score, streak and best times, kept locally): pure helpers; the UI
// stores the result. Persisted, so versioned, and read back without trusting what was stored.
import { isObject } from '../engine/index.ts';

export const DRILL_STATS_VERSION = 1;

/** One drill's record, as the UI keeps it (one per drill kind). */
export interface DrillStats {
  readonly version: typeof DRILL_STATS_VERSION;
  /** Drills answered, and answered right. */
  readonly played: number;
  readonly right: number;
  /** Points so far (drillPoints). */
  readonly score: number;
  /** Right answers in a row now, and the longest run. */
  readonly streak: number;
  readonly bestStreak: number;
  /** Fastest right answer per level, in milliseconds (key: the level). */
  readonly bestTimes: Readonly<Record<string, number>>;
}

/** One answered drill. */
export interface DrillResult {
  readonly right: boolean;
  /** The level (1 for drills without levels). */
  readonly level: number;
  /** How long the answer took. */
  readonly timeMs: number;
}

export const NEW_DRILL_STATS: DrillStats = {
  version: DRILL_STATS_VERSION,
  played: 0,
  right: 0,
  score: 0,
  streak: 0,
  bestStreak: 0,
  bestTimes: {},
};

/** Streak bonus per right answer already in the run, and where it stops growing. */
const STREAK_BONUS = 2;
const STREAK_BONUS_CAP = 5;

/** Points for a right answer: 10 per level, plus a bonus for the run it continues. Wrong answers score 0. */
export function drillPoints(result: DrillResult, streakBefore: number): number {
  if (!result.right) return 0;
  return 10 * Math.max(1, result.level) + STREAK_BONUS * Math.min(streakBefore, STREAK_BONUS_CAP);
}

/** The stats after one more answer. */
export function addDrillResult(stats: DrillStats, result: DrillResult): DrillStats {
  const streak = result.right ? stats.streak + 1 : 0;
  const key = String(result.level);
  const best = stats.bestTimes[key];
  const faster = result.right && Number.isFinite(result.timeMs) && result.timeMs >= 0 && (best === undefined || result.timeMs < best);
  return {
    version: DRILL_STATS_VERSION,
    played: stats.played + 1,
    right: stats.right + (result.right ? 1 : 0),
    score: stats.score + drillPoints(result, stats.streak),
    streak,
    bestStreak: Math.max(stats.bestStreak, streak),
    bestTimes: faster ? { ...stats.bestTimes, [key]: result.timeMs } : stats.bestTimes,
  };
}

const count = (x: unknown): number => (typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 ? x : 0);

/** Stats read back from storage: anything missing or malformed starts fresh; an unknown version too. */
export function readDrillStats(json: unknown): DrillStats {
  if (!isObject(json)) return NEW_DRILL_STATS;
  const o = json;
  if (o.version !== DRILL_STATS_VERSION) return NEW_DRILL_STATS;
  const bestTimes: Record<string, number> = {};
  if (isObject(o.bestTimes)) {
    for (const [level, ms] of Object.entries(o.bestTimes))
      if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) bestTimes[level] = ms;
  }
  const played = count(o.played);
  return {
    version: DRILL_STATS_VERSION,
    played,
    right: Math.min(count(o.right), played),
    score: count(o.score),
    streak: count(o.streak),
    bestStreak: count(o.bestStreak),
    bestTimes,
  };
}
