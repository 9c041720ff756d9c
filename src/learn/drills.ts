// The drills: "Spot the play", "Be the watcher" and their scores, in one place for the UI.
export { SPOT_LEVELS, checkSpotAnswer, makeSpotDrill, spotLevel, type SpotDrill, type SpotLevel, type SpotVerdict } from './spot-drill.ts';
export {
  judgeWatcherKnock,
  makeWatcherDrill,
  watcherStart,
  watcherStates,
  type WatcherDrill,
  type WatcherFault,
  type WatcherVerdict,
  type WatcherVerdictKind,
} from './watcher-drill.ts';
export { NEW_DRILL_STATS, drillPoints, readDrillStats, recordDrillResult, type DrillResult, type DrillStats } from './drill-score.ts';
