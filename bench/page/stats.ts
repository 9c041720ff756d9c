// The pure figures of `npm run bench:page`: percentiles of a sample, the spread of N runs, and INP from
// Event Timing entries as web-vitals computes it. No browser here, so the unit tests can hold them.

/** The p-th percentile (0–100) of `values` by the nearest rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export interface Spread {
  readonly min: number;
  readonly median: number;
  readonly max: number;
}

/** Min, median and max of the runs' figures; the median of an even count is the mean of the middle two. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { min: Number.NaN, median: Number.NaN, max: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: sorted[0]!, median, max: sorted[sorted.length - 1]! };
}

/** What an Event Timing entry gives INP: its interaction (0 for none) and its duration. */
export interface EventEntry {
  readonly interactionId: number;
  readonly duration: number;
}

export interface Inp {
  /** Interaction to Next Paint, ms (0 when no interaction was slow enough to be reported). */
  readonly inp: number;
  /** How many interactions the page had (the browser's count when it gives one). */
  readonly interactions: number;
}

/**
 * INP as web-vitals computes it: each interaction's worst event, then the worst interaction after
 * skipping one for every 50 interactions (a long session's rare outlier does not count). `count` is the
 * browser's `performance.interactionCount`, which also counts interactions under the observer's
 * threshold; without it, the interactions seen are counted.
 */
export function inpOf(entries: readonly EventEntry[], count?: number): Inp {
  const worst = new Map<number, number>();
  for (const e of entries) {
    if (e.interactionId > 0) worst.set(e.interactionId, Math.max(worst.get(e.interactionId) ?? 0, e.duration));
  }
  const interactions = count ?? worst.size;
  const sorted = [...worst.values()].sort((a, b) => b - a);
  if (sorted.length === 0) return { inp: 0, interactions };
  return { inp: sorted[Math.min(sorted.length - 1, Math.floor(interactions / 50))]!, interactions };
}
