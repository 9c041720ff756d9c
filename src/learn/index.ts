// Teaching the game, so that a learner meets the knock without fear, without React: the course, the
// drills and the analysis board. The UI and the store import from here; the engine's own teaching helpers
// (gameAt, the coach, the position link, lines in words) are imported from the engine.
export { LEARNER, LESSONS, OPPONENT, lessonById, move, type Lesson, type WatchScript } from './lessons.ts';
export {
  knockIsRight,
  lessonPosition,
  lessonStep,
  nextScripted,
  playScripted,
  startLesson,
  type LessonOutcome,
  type LessonStepResult,
} from './lesson-play.ts';
export { COURSE, LESSON_PATHS, takeStep, walkPath, type LessonPath, type PathStep } from './lesson-paths.ts';
// The drills: "Spot the play", "Be the watcher" and their scores.
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
export { NEW_DRILL_STATS, drillPoints, readDrillStats, addDrillResult, type DrillResult, type DrillStats } from './drill-score.ts';
export { analyzeBoard, judgeLast, judgeTried, type BoardAnalysis, type TriedVerdict } from './analysis-board.ts';
export { ownMisses, type MissKind, type OwnMiss } from './own-misses.ts';
export { ownDrillsOf, spotDrillFromLink, spotLevelOf, type OwnDrill } from './own-drills.ts';
