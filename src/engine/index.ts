// The engine's public API (docs/architecture.md §1): the rules without the search, for every other room
// (the teaching room, the store, the UI, the patience room, the scripts, the bench and the tests of
// those rooms). Lint holds them to this file and to the search's entry, src/engine/search/index.ts, so
// the engine's inside can change without them noticing. Nothing here imports the search: the page's
// first load carries none, and the referee's types and verdict helpers come without it.
//
// Each name is exported by name (never `export *`), so what the engine offers is read here. Add a name
// when another room needs it; scripts/codemods/engine-imports.mjs rewrites imports of the inside to it.
export { COMPUTER_LEVELS, isComputerLevel, LEVELS, type ComputerLevel } from './computer/levels.ts';
export { chooseComputerAction, computerKnock, decisionRandom } from './computer/choose.ts';
export { lastProgressTurn, overTurnLimit } from './computer/limits.ts';
export {
  ACE,
  cardCode,
  cardFrom,
  cardLabel,
  cardName,
  colourOf,
  faceFrom,
  faceOf,
  KING,
  parseFace,
  rankLabel,
  rankName,
  rankOf,
  suitIndexOf,
  suitOf,
  SUITS,
  suitSymbol,
  type CardId,
  type Face,
} from './cards.ts';
export { coachWarning, faultWarning, knockRadar, radarPositions, type CoachWarning, type KnockRadar } from './coach.ts';
export { dealGame } from './deal.ts';
export { describeFault, describeLineMove, describeWin } from './describe.ts';
export { applyAction, availableActions, moralScores, moralWinner, NAMES, newGame } from './game.ts';
export { gameAt, gameOrigin, originWords } from './game-at.ts';
export { judgeTry, type TryVerdict } from './find-yourself.ts';
export {
  DEFAULT_HOUSE_RULES,
  HOUSE_RULE_NAMES,
  HOUSE_RULES,
  houseRulesOrDefaults,
  isCoached,
  type HouseRule,
  type MovesRule,
  type SwitchRule,
} from './house-rules.ts';
export {
  badValue,
  isObject,
  outOfRange,
  parseJsonText,
  quote,
  readJson,
  shorten,
  tooLarge,
  tooLargeUnread,
  type TextLimits,
} from './json.ts';
export { countWords, distanceWords, faultFreeWords, lineWords, missedWords, moveWords, reachWords } from './line-words.ts';
export {
  decodePositionLink,
  encodePositionLink,
  faceLetters,
  linkCheckOf,
  MAX_LINK_CHARS,
  overlongLinkReason,
  readFaceLetters,
} from './link.ts';
export {
  allDestinations,
  applyMove,
  checkMove,
  foundationRef,
  isFoundationPlay,
  legalDestinations,
  legalMoves,
  pileIndex,
  sourceCard,
  tableauRef,
  type CardMove,
  type From,
  type To,
} from './moves.ts';
export { checkPlayerNames, MAX_NAME_LENGTH, type NamesProblem } from './names.ts';
export {
  makeMove,
  makePosition,
  parseMove,
  parsePosition,
  parsePositionText,
  POSITION_FORMAT,
  POSITION_TEXT,
  type PlayerPilesJson,
  type PositionJson,
} from './notation.ts';
export {
  MAX_FOUNDATIONS,
  other,
  PILES_PER_COLUMN,
  PLAYERS,
  positionKey,
  TABLEAU_PILES,
  topOf,
  type PlayerIndex,
  type Position,
} from './position.ts';
export {
  GAME_FORMAT,
  GAME_FORMAT_2,
  makeRecord,
  MAX_RECORD_ACTIONS,
  parseRecord,
  parseRecordText,
  RECORD_TEXT,
  recordStart,
  replay,
  replaying,
  type GameRecord,
  type GameRecordJson,
  type ReplayPause,
} from './record.ts';
export { err, ok, type Result } from './result.ts';
export {
  fatesOf,
  judgeTurn,
  reviewGame,
  reviewOf,
  turnPositions,
  walking,
  type EndedTurn,
  type FaultFate,
  type Fates,
  type GameReview,
  type ReviewedKnock,
  type ReviewedTakeBack,
  type ReviewedTurn,
  type ReviewFigures,
  type WalkedGame,
} from './review.ts';
export { deckRefusal, discardDropRefusal, type TableRefusal } from './refusals.ts';
export { startRefusal } from './start-refusal.ts';
export { isDealNumber, mulberry32, randomBelow, seedFrom, shuffle, type Random } from './rng.ts';
export { computerLevel, computerSeat, parseSeats, PERSON, TWO_PEOPLE, type Seat } from './seats.ts';
export { chooseAction, type SelfPlayOptions } from './selfplay.ts';
export type { Action, FaultRecord, GameResult, GameState, HouseRules } from './state.ts';
export { canReveal, reveal, winnerOf } from './zones.ts';
export { TOO_HARD_WORDS } from './too-hard.ts';
export { quietTurns, stalemateNudgeDue, stalemateNudgeTurn, turnsWithFoundationPlay } from './stalemate.ts';
export {
  currentFault,
  distanceNow,
  faultRecordOf,
  isFaultIn,
  positionsToJudge,
  previousFault,
  VerdictCache,
  wouldBeFault,
  type Asker,
  type Referee,
  type TooHard,
  type Verdict,
} from './verdicts.ts';
