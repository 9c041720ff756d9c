// Teaching the game, so that a learner meets the knock without fear, without React: the course, the
// drills and the analysis board. The UI and the store import from here; the engine's own teaching helpers
// (gameAt, the coach, the position link, lines in words) are imported from the engine.
export { LEARNER, LESSONS, OPPONENT, lessonById, move, type Lesson, type WatchScript } from './lessons.ts';
export { knockIsRight, lessonPosition, lessonStep, nextScripted, playScripted, startLesson, type LessonOutcome, type LessonStepResult } from './lesson-play.ts';
export { COURSE, LESSON_PATHS, takeStep, walkPath, type LessonPath, type PathStep } from './lesson-paths.ts';
export * from './drills.ts';
export { analyzeBoard, judgeLast, judgeTried, type BoardAnalysis, type TriedVerdict } from './analysis-board.ts';
