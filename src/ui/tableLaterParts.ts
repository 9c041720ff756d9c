// The table's parts that its first drawing does not show, in one file fetched after the deal
// (tableLater.tsx says when).
export { GameLog } from './panels/GameLog.tsx';
export { KeysList } from './panels/KeysList.tsx';
export { NudgeOffer } from './panels/NudgeOffer.tsx';
export { ComputerCorner, ComputerLanding, WithComputerTrace } from './table/ComputerSign.tsx';
export { LessonArrow } from './table/LessonArrow.tsx';
