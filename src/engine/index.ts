// The engine's public API (docs/architecture.md §1): what the teaching room, src/learn, may use. Lint
// holds src/learn to this file, so the engine's inside can change without the course noticing.
// Add a name here only when src/learn needs it.
export { cardCode, rankOf, suitOf } from './cards.ts';
export { faultWarning, knockRadar } from './coach.ts';
export { applyAction, newGame, type Action, type FaultRecord, type GameState } from './game.ts';
export { gameAt, NAMES } from './game-at.ts';
export { isObject } from './json.ts';
export { encodePositionLink } from './link.ts';
export { countWords, lineWords, missedWords, moveWords, reachWords } from './line-words.ts';
export { applyMove, checkMove, isFoundationPlay, type CardMove } from './moves.ts';
export { parseMove, parsePosition, POSITION_FORMAT, type PlayerPilesJson, type PositionJson } from './notation.ts';
export { other, type PlayerIndex, type Position } from './position.ts';
export { currentFault, distanceNow, faultRecordOf, isFaultIn, LocalReferee, previousFault, type Referee } from './referee.ts';
export { mulberry32, randomBelow, seedFrom } from './rng.ts';
export { chooseAction, type SelfPlayOptions } from './selfplay.ts';
export { reviewGame, type FaultFate, type GameReview, type ReviewedTurn } from './review.ts';
export { deckRefusal, discardDropRefusal, type TableRefusal } from './refusals.ts';
export { startRefusal } from './start-refusal.ts';
