// The game store's shape (docs/architecture.md §8): what it holds (`GameStoreState`) and the events it
// hears (`GameStoreEvents`), with the small types they are made of. The store itself is gameStore.ts;
// components and teachers import these types from here.
import type { StoreApi } from 'zustand/vanilla';
import type {
  Action,
  CardMove,
  CoachWarning,
  FaultRecord,
  From,
  GameRecord,
  GameState,
  HouseRules,
  KnockRadar,
  PlayerIndex,
  Position,
  Seat,
  To,
} from '../engine/index.ts';
import type { ComputerPace } from './computerSeats.ts';
import type { Restoring, SaveProblem } from './persistence.ts';
import type { SteppedLine } from './steppedLine.ts';
import type { GameEventSource } from './game/gameEvents.ts';

/** Settings of the device rather than of the game. */
export interface Settings {
  /** Player 1's edge turned 180°, for a tablet lying flat between the players. */
  readonly tableMode: boolean;
  /**
   * A phone passed across the table: the table turns so that the player to move sees their own edge at
   * the bottom, and the other player's edge is turned to face them.
   */
  readonly passPhone: boolean;
  /** The knock is heard (Web Audio). */
  readonly sound: boolean;
}

/** What the start screen offers again next time: the names and house rules last played. */
export interface Setup {
  readonly names: readonly [string, string];
  readonly rules: HouseRules;
}

/** Where a card can be dropped: a destination of a card move, or the mover's own discard pile (R4.6). */
export type DropTarget =
  /** `place`: the drawn foundation place (0–7) an Ace was dropped on, where its new pile is shown (foundationSlots.ts). */
  { readonly kind: 'move'; readonly to: To; readonly place?: number } | { readonly kind: 'discard' };

/** How a notice should look: a refusal, the turn changing hands, a knock, or plain news. */
export type NoticeTone = 'error' | 'turn' | 'knock' | 'info';

/** The referee's last word to the players. */
export interface Notice {
  readonly tone: NoticeTone;
  readonly text: string;
  /** Grows with every notice, so the same sentence twice is still news. */
  readonly id: number;
  /** For a refusal: the action refused, so that a screen reader hears what was tried ("seven of clubs cannot go on tableau pile 5"). */
  readonly tried?: Action;
}

/**
 * The computer's last action at the table, for the trace the table leaves of it: a ring
 * where its card went and a line in words near its edge.
 */
export interface ComputerMove {
  /** Grows with every action of a computer seat, so the same action twice is still news. */
  readonly id: number;
  /** The computer seat that acted (for a knock, the knocker). */
  readonly by: PlayerIndex;
  readonly action: Action;
  /** The position it acted on: the words and the places are read from it. */
  readonly before: Position;
  /** The log's sentence for it. */
  readonly said: string;
  /** What the table says of it, in one line: "North put 7♣ on tableau pile 3" (computerThinking.ts). */
  readonly words: string;
  /** The referee's notice says it already (the turn changed hands, a knock, the game's end): a screen reader need not hear it twice. */
  readonly noticed: boolean;
}

/** A new game as the start screen asks for it; a null deal number means a random deal. */
export interface NewGameRequest {
  readonly names: readonly [string, string];
  readonly dealNumber: number | null;
  readonly rules: HouseRules;
  /** Who plays each seat; absent: two people at one screen. */
  readonly seats?: readonly [Seat, Seat];
  /** A set position to play from instead of a deal (the analysis board's "Play from here…"); the deal number is then unused. */
  readonly start?: Position;
}

/**
 * The offender's try at the missed line (house rule `findYourself`, docs/rules.md H1): waiting for their
 * move on the position of the fault, or judged (the line is then shown under the words).
 */
export type FindTry =
  | { readonly status: 'trying' }
  | { readonly status: 'right' | 'wrong'; readonly words: string }
  /** "Show me": the try was skipped. */
  | { readonly status: 'skipped' };

/** An action the coach holds back (house rule `coach`): it would be a fault, and the mover is asked first. */
export interface CoachQuestion {
  /** The action as the mover asked for it; "Play it anyway" makes it unchanged. */
  readonly action: Action;
  /** What is reachable instead, and the question to ask. */
  readonly warning: CoachWarning;
  /** The drawn foundation place the action's Ace was dropped on, kept for "Play it anyway". */
  readonly place?: number;
}

/** What the analysis board opens on: a shared link's position, or why the link was refused. */
export type AnalysisStart =
  /** `names` and `source` ("a pasted position"): the board this tab set up, reopened after a reload; absent for a link. */
  | {
      readonly kind: 'position';
      readonly position: Position;
      readonly names?: readonly [string, string];
      readonly source?: string;
      /** Opened at a moment of a game's review: the board offers the way back to it. */
      readonly fromReview?: boolean;
    }
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * The screens of the app. The teaching screens (course, drills, board, a game's review) and the patience (Brigade, the
 * game for one: src/store/patience) keep their own state; this store only opens them.
 */
export type Screen = 'start' | 'table' | TeachingScreen | 'patience';
export type TeachingScreen = 'learn' | 'drills' | 'analysis' | 'review';

export interface GameStoreState {
  /** The game on the table, or null before the first game. */
  readonly game: GameState | null;
  /** When the game on the table was started (ms since 1970), for the end screen's duration; null for a game loaded from a file. */
  readonly startedAt: number | null;
  /** When it ended, or null while it goes on. */
  readonly finishedAt: number | null;
  readonly settings: Settings;
  readonly setup: Setup;
  /** The start screen, the table (with the end screen over it once the game is over), or a teaching screen. */
  readonly screen: Screen;
  /** Whether the end screen is shown over a finished game (closed to look at the table). */
  readonly resultsOpen: boolean;
  /** The card chosen by click-then-click, waiting for a destination. */
  readonly selected: From | null;
  /** The card being dragged, so its legal destinations light up. */
  readonly dragging: From | null;
  readonly notice: Notice | null;
  /** The missed line shown after a valid knock (R7.2); the board shows its positions while it is open. */
  readonly missedLine: SteppedLine | null;
  /** A draw offered by this player, waiting for the other's answer (R8.2). */
  readonly drawOfferBy: PlayerIndex | null;
  /** House rule `findYourself`: the offender's one try at the missed line, before it is shown, and what it turned out to be; null when none. */
  readonly findTry: FindTry | null;
  /** The turn in which the stalemate nudge (house rule `stalemateNudge`) was answered, so it goes; null before. */
  readonly nudgeClosedTurn: number | null;
  /** A save that could not be read, until the player has dealt with it. */
  readonly saveProblem: SaveProblem | null;
  /** A fault the coach is asking about before it is made; nothing else can be done until it is answered. */
  readonly coachQuestion: CoachQuestion | null;
  /** The shortest line to a foundation play stepped through on the board (the analysis board); shown like the missed line. */
  readonly line: SteppedLine | null;
  /** A shared drill link ("#drill-p1.…") the drills screen is to play, until it has taken it; null when none. */
  readonly drillLink: string | null;
  /** What the analysis board opens on when a shared link opened it; null: the game on the table or a deal. */
  readonly analysisStart: AnalysisStart | null;
  /** The knock radar's signal (house rule `knockRadar`), once the referee has judged the turn; null when none. */
  readonly radar: KnockRadar | null;
  /** Since when (ms) an action has waited for the referee's answer longer than a moment; null when nothing waits. */
  readonly checkingSince: number | null;
  /** The saved game being replayed at start-up (a long one takes a moment); null when none. */
  readonly restoring: Restoring | null;
  /** A record file being replayed: how many of its actions so far; null when none. */
  readonly loading: { readonly done: number; readonly total: number } | null;
  /** The computer seats wait: a person may stop them to look at the table. */
  readonly computerPaused: boolean;
  /** How fast the computer seats move. */
  readonly computerPace: ComputerPace;
  /** The last action a computer seat made in the game on the table; null before its first (and after a new game). */
  readonly computerMove: ComputerMove | null;
  /** The game's id in the games library (src/store/library); null before the first game, or an old save not yet kept there. */
  readonly gameId: string | null;
  /** The game is being played in another tab: this one only shows it (no tab overwrites another's moves). */
  readonly readOnly: boolean;
  /** The drawn place (0–7) of each engine foundation pile in order, as far as kept; the rest go to the first free place (foundationSlots.ts). */
  readonly foundationPlaces: readonly number[];
}

/** A game opened from the games library: its id and times, kept as they were. */
export interface OpenedGame {
  readonly gameId: string;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
}

export interface GameStoreEvents {
  gameStarted(request: NewGameRequest): void;
  startScreenOpened(): void;
  /** Back from the start screen to the game on the table, if there is one. */
  startScreenClosed(): void;
  /** The course, the drills or the analysis board opens (from the start screen or the game's toolbar). */
  teachingScreenOpened(screen: TeachingScreen): void;
  /** Brigade, the patience for one, opens from the start screen; the two-player game on the table is kept. */
  patienceOpened(): void;
  /** A shared position link ("#p1.…") was opened: the analysis board shows it, or says why not. The game on the table is not touched. */
  positionLinkOpened(link: string): boolean;
  /** A shared drill link ("#drill-p1.…", the link part given) opens the drills screen on that drill; null: the screen has taken it. */
  drillLinkOpened(link: string | null): void;
  /** The analysis board reopens after a reload on the position this tab had set up: a reload must not lose it. */
  analysisReopened(start: AnalysisStart): void;
  /** A drag began: the card's legal destinations light up. */
  cardPickedUp(from: From): void;
  /** A drag ended over `target` (null: over nothing). True when the engine accepted the action. */
  cardDropped(from: From, target: DropTarget | null): boolean;
  dragCancelled(): void;
  /**
   * Click-then-click: a place was clicked that offers a card (`source`), takes one (`target`), or both
   * (a tableau pile). With a card chosen, a target receives it; otherwise a source is chosen.
   */
  placeClicked(place: { readonly source: From | null; readonly target: DropTarget | null }): void;
  selectionCleared(): void;
  /** A player's deck was clicked: the player to move reveals (R4.4). */
  deckClicked(player: PlayerIndex): void;
  /** The mover discards (R4.6); from a seat's button, `by` is that seat: once the turn has moved on, the event is dropped. */
  discardChosen(by?: PlayerIndex): void;
  /** The mover passes (R4.7); `by` as for `discardChosen`. */
  passChosen(by?: PlayerIndex): void;
  /** A knock, by the given player or by whoever may knock now (R7.1). */
  knockCalled(by?: PlayerIndex): void;
  takeBackChosen(): void;
  resigned(by: PlayerIndex): void;
  drawOffered(by: PlayerIndex): void;
  drawAnswered(accepted: boolean): void;
  /** The offender's try at the missed line's first move (house rule `findYourself`): judged, then the line is shown. */
  lineTried(move: CardMove): void;
  /** "Show me": the try is skipped and the missed line shown. */
  lineTrySkipped(): void;
  /** The stalemate nudge answered: play on, or offer the draw (R8.2), which the other player still answers. */
  nudgeAnswered(agree: boolean): void;
  /** The missed line after a valid knock moves `delta` steps, kept within it. */
  missedLineStepped(delta: number): void;
  missedLineClosed(): void;
  /** The answer to the coach: play the held action anyway (it is still a fault), or think again (nothing happens). */
  coachAnswered(play: boolean): void;
  /** The shortest line from the position on the table is shown on the board, step by step; false when none is reachable. */
  lineOpened(): boolean;
  lineStepped(delta: number): void;
  lineClosed(): void;
  noticeDismissed(): void;
  /**
   * A teaching screen puts `game` on its practice table (a scripted action, a wrong move taken back, a
   * fresh start): nothing in hand, no line open, and the referee's last word cleared (the teacher speaks).
   */
  practiceGamePut(game: GameState): void;
  /** A teaching screen steps through `fault`'s missed line on its table, as after a knock by `watcher` (R7.2). */
  practiceLineShown(watcher: PlayerIndex, fault: FaultRecord): void;
  resultsClosed(): void;
  resultsOpened(): void;
  /** A record file's text: the game it holds replaces the one on the table, or a notice says why not. */
  recordImported(text: string): boolean;
  /** A record file the browser could not read (gone from the disk, no permission): a notice says so. */
  recordUnreadable(reason: string): void;
  /** A game of the games library replaces the one on the table (which stays in the library); false when it cannot be replayed. */
  gameOpened(record: GameRecord, opened: OpenedGame): boolean;
  /** The library now keeps the game on the table (an old save, from before the library) under `gameId`. */
  libraryAttached(gameId: string): void;
  /** Another tab plays the game on the table, so this one only shows it (true); or this tab plays it again (false). */
  readOnlyChanged(readOnly: boolean): void;
  settingsChanged(change: Partial<Settings>): void;
  /** The player has seen (and perhaps downloaded) an unreadable save: it may go. */
  saveProblemDismissed(): void;
  /**
   * A computer seat's moment: the watcher looks for a fault to knock (R7.1), or the mover
   * makes its next action, through the same path as a person's. Scheduled by the store itself.
   */
  computerTick(): void;
  /** The computer seats stop, or go on. */
  computerPauseToggled(): void;
  computerPaceChanged(pace: ComputerPace): void;
}

export type GameStoreApi = GameStoreState & GameStoreEvents;
/** The store: its state and events, and what it tells of each action tried (`onGameEvent`, game/gameEvents.ts). */
export type GameStore = StoreApi<GameStoreApi> & GameEventSource;
