// Teaching the game (issue 4), without React: the course, the drills, the coach and shareable
// positions. The UI imports from here.
export { gameAt, NAMES, type GameAtOptions } from '../game-at.ts';
export { LEARNER, LESSONS, OPPONENT, lessonById, move, type Lesson, type WatchScript } from './lessons.ts';
export { knockIsRight, lessonPosition, lessonStep, nextScripted, playScripted, startLesson, type LessonOutcome, type LessonStepResult } from './lesson-play.ts';
export { COURSE, LESSON_PATHS, takeStep, walkPath, type LessonPath, type PathStep } from './lesson-paths.ts';
export * from './drills.ts';
export { coachWarning, faultWarning, knockRadar, type CoachWarning, type KnockRadar } from '../coach.ts';
export { LINK_VERSION, decodePositionLink, encodePositionLink } from '../link.ts';
export { analyzeBoard, tryBoardMove, type BoardAnalysis, type TriedMove } from './analysis-board.ts';
export { countWords, lineWords, missedWords, moveWords, reachWords } from '../line-words.ts';
