// Making one drill from a seed (src/learn), timed: run in a Web Worker by makeDrill.ts so the page
// never waits on it, or on the page itself where there are no workers (tests).
import { makeSpotDrill, makeWatcherDrill, type SpotDrill, type WatcherDrill } from '../../learn/index.ts';

/** A drill to make: "Spot the play" at a level, or "Be the watcher". */
export type DrillRequest =
  { readonly kind: 'spot'; readonly seed: number; readonly level: number } | { readonly kind: 'watcher'; readonly seed: number };

/** The drill made, and how long it took; or why it could not be made. */
export type DrillReply =
  | { readonly ok: true; readonly kind: 'spot'; readonly drill: SpotDrill; readonly ms: number }
  | { readonly ok: true; readonly kind: 'watcher'; readonly drill: WatcherDrill; readonly ms: number }
  | { readonly ok: false; readonly error: string };

export function buildDrill(request: DrillRequest): DrillReply {
  const start = performance.now();
  try {
    if (request.kind === 'spot') {
      const drill = makeSpotDrill(request.seed, request.level);
      return { ok: true, kind: 'spot', drill, ms: performance.now() - start };
    }
    const drill = makeWatcherDrill(request.seed);
    return { ok: true, kind: 'watcher', drill, ms: performance.now() - start };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
