// The patience room's public API (docs/architecture.md §1): Brigade's rules, formats, games and solver,
// for the page (src/store/patience, src/ui/patience) and the command-line tools.
export { dealBrigade } from './deal.ts';
export { applyPatienceAction, gameWon, newPatienceGame, positionOf, usedUndo, type PatienceAction, type PatienceGame } from './game.ts';
export { applyMove, checkMove, legalMoves, runLength, type PatienceMove, type PatienceRejection, type PatienceTo } from './moves.ts';
export {
  makePatienceMove,
  makePatiencePosition,
  PATIENCE_POSITION_FORMAT,
  PATIENCE_POSITION_TEXT,
  parsePatienceMove,
  parsePatiencePosition,
  parsePatiencePositionText,
} from './notation.ts';
export { DEFAULT_GRACE, GRACE_RULES, isWon, type GraceRule, type PatiencePosition } from './position.ts';
export {
  makePatienceRecord,
  MAX_PATIENCE_ACTIONS,
  PATIENCE_GAME_FORMAT,
  parsePatienceRecord,
  parsePatienceRecordText,
  replayPatience,
  type PatienceRecord,
  type PatienceRecordJson,
} from './record.ts';
export { MAX_STATES, solve, type SolveResult } from './solver/search.ts';
export { isSafeHome, autoPlayMove } from './solver/safe.ts';
