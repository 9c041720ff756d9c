// Module-level selectors (docs/architecture.md §8): components read the store only through these. Anything built
// from the game is remembered per (immutable) game state.
import {
  availableActions,
  computerLevel,
  isCoached,
  legalDestinations,
  MAX_FOUNDATIONS,
  moralScores,
  moralWinner,
  stalemateNudgeDue,
  other,
  PLAYERS,
  TABLEAU_PILES,
  TWO_PEOPLE,
  type ComputerLevel,
  type From,
  type GameState,
  type PlayerIndex,
  type Position,
  type Seat,
} from '../engine/index.ts';
import type { DropTarget, GameStoreState, Screen } from './gameStoreShape.ts';
import { memoPerGame } from './perGame.ts';
import { seatsOf } from './computerSeats.ts';
import { pileAtPlace } from './foundationSlots.ts';

export type Available = ReturnType<typeof availableActions>;

const NOTHING_AVAILABLE: Available = { reveal: false, discard: false, pass: false, knockBy: null, takeBack: false };
const NO_TARGETS: ReadonlySet<string> = new Set();

const availableOf = memoPerGame(availableActions);
const moralOf = memoPerGame((game) => ({ scores: moralScores(game), winner: moralWinner(game) }));

export const selectGame = (s: GameStoreState) => s.game;
export const selectSettings = (s: GameStoreState) => s.settings;
export const selectSetup = (s: GameStoreState) => s.setup;
export const selectNotice = (s: GameStoreState) => s.notice;
/** The line drawn on the board: the missed line after a valid knock, or the shortest line the analysis board steps through. */
export const selectDrawnLine = (s: GameStoreState) => s.missedLine ?? s.line;
/** The missed line after a valid knock alone (R7.2). */
export const selectMissedLine = (s: GameStoreState) => s.missedLine;
/** The shortest line the analysis board steps through, unless the missed line is over it. */
export const selectLine = (s: GameStoreState) => (s.missedLine ? null : s.line);
/** The words over the middle of the table while a line is drawn on it, or null. */
export const selectDrawnLineBanner = (s: GameStoreState): string | null =>
  selectTrying(s)
    ? 'Find it yourself: the table as it was at the fault'
    : s.missedLine
      ? 'The table as it was at the fault: the game waits'
      : s.line
        ? 'The shortest line, step by step: the table waits'
        : null;
/** The offender's try at the missed line (house rule `findYourself`), and what it turned out to be; null when none. */
export const selectFindTry = (s: GameStoreState) => (s.missedLine ? s.findTry : null);
/** Whether the offender is trying the missed line's first move now: the line is hidden and their cards move on the board of the fault. */
export const selectTrying = (s: GameStoreState): boolean => s.missedLine !== null && s.findTry?.status === 'trying';
export const selectCoachQuestion = (s: GameStoreState) => s.coachQuestion;
export const selectAnalysisStart = (s: GameStoreState) => s.analysisStart;
/** A shared drill link the drills screen is to play, or null. */
export const selectDrillLink = (s: GameStoreState) => s.drillLink;
/** Whether a teaching aid (coach or knock radar) is on in the game on the table: then it is not a real game. */
export const selectCoached = (s: GameStoreState): boolean => (s.game ? isCoached(s.game.rules) : false);
export const selectSelected = (s: GameStoreState) => s.selected;
export const selectDrawOfferBy = (s: GameStoreState) => s.drawOfferBy;
export const selectSaveProblem = (s: GameStoreState) => s.saveProblem;
/** Table mode (the top edge turned for a tablet lying flat), unless the phone is passed across the table instead. */
export const selectTableMode = (s: GameStoreState) => s.settings.tableMode && !s.settings.passPhone;

/** The screen to show: a teaching screen when one is open; otherwise the start screen until there is a game, then the table. */
export const selectScreen = (s: GameStoreState): Screen => (s.screen !== 'table' ? s.screen : s.game === null ? 'start' : 'table');

/** Whether the end screen is over the table. */
export const selectResultsShown = (s: GameStoreState): boolean => s.resultsOpen && s.game?.result != null && selectScreen(s) === 'table';

/** The position the board shows: the game's, or the step of the line drawn on it. */
export const selectBoard = (s: GameStoreState): Position | null => {
  const shown = selectDrawnLine(s);
  return shown ? shown.positions[shown.step]! : (s.game?.position ?? null);
};

/** Whether the game on the table goes on and waits for nobody: no missed line or shortest line over it, no question from the coach. */
export const selectTableLive = (s: GameStoreState): boolean =>
  s.game !== null && s.game.result === null && s.missedLine === null && s.line === null && s.coachQuestion === null && s.screen === 'table';

/** Whether the cards on the board may be picked up: the game is playable, or the offender tries the missed line. */
export const selectCardsMovable = (s: GameStoreState): boolean => selectPlayable(s) || selectTrying(s);

const nudgeDueOf = memoPerGame(stalemateNudgeDue);

/**
 * The stalemate nudge (house rule `stalemateNudge`): the number of quiet turns behind the table when a
 * draw is to be offered now, else null. Only at a table with a person, while nothing else waits.
 */
export const selectNudge = (s: GameStoreState): number | null => {
  const game = s.game;
  if (!game || !selectTableLive(s) || s.readOnly || s.drawOfferBy !== null || s.nudgeClosedTurn === game.turn) return null;
  if (!selectSeats(s).some((seat) => seat.kind === 'person') || !nudgeDueOf(game)) return null;
  return game.rules.stalemateNudge;
};

/** Who plays each seat: a person, or the computer at a level. */
export const selectSeats = (s: GameStoreState): readonly [Seat, Seat] => (s.game ? seatsOf(s.game) : TWO_PEOPLE);

/** Whether cards can be moved now: the table is live and a person is to move (the computer moves its own cards). */
export const selectPlayable = (s: GameStoreState): boolean =>
  selectTableLive(s) && selectSeats(s)[s.game!.position.toMove].kind === 'person';

/**
 * The knock radar (house rule `knockRadar`): who may knock validly now, while play goes on. It never
 * says what the fault was.
 */
export const selectRadar = (s: GameStoreState) => (s.game?.rules.knockRadar && selectTableLive(s) ? s.radar : null);
/** Since when an action has waited for the referee (ms), or null. */
export const selectCheckingSince = (s: GameStoreState) => s.checkingSince;

/** What may be done now besides card moves (reveal, discard, pass, who may knock, take-back). */
export const selectAvailable = (s: GameStoreState): Available => (selectTableLive(s) ? availableOf(s.game!) : NOTHING_AVAILABLE);

/** Each player's moral score and who holds the moral victory (R8.3). */
export const selectMoral = (s: GameStoreState) => (s.game ? moralOf(s.game) : null);

/** The card in hand: being dragged, or chosen by a click. */
export const selectHeld = (s: GameStoreState): From | null => s.dragging ?? s.selected;

/** The key a drop target is known by in `selectTargets`: the engine's destination, or 'discard'. */
export const targetKey = (target: DropTarget): string => (target.kind === 'discard' ? 'discard' : target.to);

let lastTargets: { position: Position; from: From; keys: ReadonlySet<string> } | null = null;

/** The places the card in hand may legally go (the engine's legal destinations), as target keys. */
export function selectTargets(s: GameStoreState): ReadonlySet<string> {
  const from = selectHeld(s);
  const trying = selectTrying(s);
  if (from === null || !(trying || selectPlayable(s))) return NO_TARGETS;
  // The try is played on the board of the fault, and only a card move is a try.
  const position = trying ? s.missedLine!.positions[0]! : s.game!.position;
  if (lastTargets?.position === position && lastTargets.from === from) return lastTargets.keys;
  const keys = new Set<string>(legalDestinations(position, from));
  if (from === 'inPlay' && !trying) keys.add('discard');
  lastTargets = { position, from, keys };
  return keys;
}

// One selector per pile: a card move leaves every other pile's array as it was, so only the piles it
// touched re-render.
const EMPTY_PILE: readonly number[] = [];
const indices = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The player to move on the board shown. */
export const selectToMove = (s: GameStoreState): PlayerIndex => selectBoard(s)?.toMove ?? 0;
/** selectTableauPile[i]: tableau pile i on the board shown, bottom to top. */
export const selectTableauPile = indices(TABLEAU_PILES).map((i) => (s: GameStoreState) => selectBoard(s)?.tableau[i] ?? EMPTY_PILE);
/**
 * selectFoundationAtPlace[k]: the engine foundation pile index drawn at place k (`data-place="foundation:k"`),
 * or -1 while that place is empty. A pile stays where its Ace was dropped (foundationSlots.ts).
 */
export const selectFoundationAtPlace = indices(MAX_FOUNDATIONS).map(
  (place) => (s: GameStoreState) => pileAtPlace(s.foundationPlaces, selectBoard(s)?.foundations.length ?? 0, place),
);
/** Where the foundation piles are kept on the table (foundationSlots.ts). */
export const selectFoundationPlaces = (s: GameStoreState) => s.foundationPlaces;
/** How many foundation piles have been started (the next Ace starts pile number this). */
export const selectFoundationCount = (s: GameStoreState): number => selectBoard(s)?.foundations.length ?? 0;
/** selectPlayerPiles[p]: player p's deck, in-play card, discard pile and claw on the board shown. */
export const selectPlayerPiles = PLAYERS.map((p) => (s: GameStoreState) => selectBoard(s)?.players[p] ?? null);
/** The players' names. */
export const selectNames = (s: GameStoreState) => s.game?.names ?? NO_NAMES;
const NO_NAMES: readonly [string, string] = ['', ''];

/** Whether the computer seats are paused, and how fast they move. */
export const selectComputerPaused = (s: GameStoreState) => s.computerPaused;
export const selectComputerPace = (s: GameStoreState) => s.computerPace;
/** Whether the game on the table has a computer seat. */
export const selectHasComputer = (s: GameStoreState): boolean => selectSeats(s).some((seat) => seat.kind === 'computer');

/** What the table says of a computer seat: it is thinking over its turn, or it is paused. */
export interface ComputerSign {
  /** The computer seat: the one to move, or the watching one while it is paused in a person's turn. */
  readonly player: PlayerIndex;
  readonly level: ComputerLevel;
  readonly doing: 'thinking' | 'paused';
}

let lastSign: { game: GameState; paused: boolean; sign: ComputerSign | null } | null = null;

/**
 * The computer's sign, or null: a computer to move thinks (or is paused) while the game goes on and
 * nothing is open over the table; in a person's turn only a paused computer is named. Null in a tab
 * that only shows the game.
 */
export function selectComputerSign(s: GameStoreState): ComputerSign | null {
  const game = s.game;
  if (game === null || s.readOnly || s.restoring !== null || s.loading !== null || !selectTableLive(s)) return null;
  if (lastSign?.game === game && lastSign.paused === s.computerPaused) return lastSign.sign;
  const seats = seatsOf(game);
  const mover = game.position.toMove;
  const seat = (player: PlayerIndex): ComputerSign | null => {
    const level = computerLevel(seats[player]);
    return level === null ? null : { player, level, doing: s.computerPaused ? 'paused' : 'thinking' };
  };
  const sign = seat(mover) ?? (s.computerPaused ? seat(other(mover)) : null);
  lastSign = { game, paused: s.computerPaused, sign };
  return sign;
}

/** The last action of a computer seat in the game on the table, for the trace the table leaves of it. */
export const selectComputerMove = (s: GameStoreState) => s.computerMove;
