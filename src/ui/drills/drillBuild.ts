// Making one drill from a seed (src/learn), timed: run in a Web Worker by makeDrill.ts so the page
// never waits on it, or on the page itself where there are no workers (tests). The worker also reads a
// finished game's own misses for the own drills, and makes a spot drill from a shared drill link.
import {
  makeSpotDrill,
  makeWatcherDrill,
  ownDrillsOf,
  spotDrillFromLink,
  type OwnDrill,
  type SpotDrill,
  type WatcherDrill,
} from '../../learn/index.ts';

/** A drill to make: "Spot the play" at a level or from a position link, "Be the watcher", or a finished game's own misses. */
export type DrillRequest =
  | { readonly kind: 'spot'; readonly seed: number; readonly level: number }
  | { readonly kind: 'watcher'; readonly seed: number }
  | { readonly kind: 'link'; readonly link: string }
  | { readonly kind: 'own'; readonly gameId: string; readonly record: unknown };

/** The drill made, and how long it took; or why it could not be made. */
export type DrillReply =
  | { readonly ok: true; readonly kind: 'spot'; readonly drill: SpotDrill; readonly ms: number }
  | { readonly ok: true; readonly kind: 'watcher'; readonly drill: WatcherDrill; readonly ms: number }
  | { readonly ok: true; readonly kind: 'own'; readonly drills: readonly OwnDrill[]; readonly ms: number }
  | { readonly ok: false; readonly error: string };

function build(request: DrillRequest, start: number): DrillReply {
  const ms = () => performance.now() - start;
  switch (request.kind) {
    case 'spot':
      return { ok: true, kind: 'spot', drill: makeSpotDrill(request.seed, request.level), ms: ms() };
    case 'watcher':
      return { ok: true, kind: 'watcher', drill: makeWatcherDrill(request.seed), ms: ms() };
    case 'link': {
      const drill = spotDrillFromLink(request.link);
      return drill.ok ? { ok: true, kind: 'spot', drill: drill.value, ms: ms() } : { ok: false, error: drill.error };
    }
    case 'own': {
      const drills = ownDrillsOf(request.gameId, request.record);
      return drills.ok ? { ok: true, kind: 'own', drills: drills.value, ms: ms() } : { ok: false, error: drills.error };
    }
  }
}

export function buildDrill(request: DrillRequest): DrillReply {
  const start = performance.now();
  try {
    return build(request, start);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
