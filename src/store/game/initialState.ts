// The game store's state before anything has happened, and after a game is replaced (a new game, a file
// loaded, a game opened from the library): nothing on the table, nothing open over it.
import type { GameStoreState, Settings, Setup } from '../gameStoreShape.ts';

export const initialState = (setup: Setup, settings: Settings): GameStoreState => ({
  game: null,
  startedAt: null,
  finishedAt: null,
  settings,
  setup,
  screen: 'start',
  resultsOpen: false,
  selected: null,
  dragging: null,
  notice: null,
  missedLine: null,
  drawOfferBy: null,
  findTry: null,
  nudgeClosedTurn: null,
  saveProblem: null,
  coachQuestion: null,
  line: null,
  analysisStart: null,
  radar: null,
  checkingSince: null,
  restoring: null,
  loading: null,
  gameId: null,
  readOnly: false,
  foundationPlaces: [],
  computerPaused: false,
  computerPace: 'normal',
  computerMove: null,
});
