// The one place the game changes (docs/architecture.md §8). The store holds the game, hears what the players do as
// events (`cardDropped`, `deckClicked`, `knockCalled`, …), asks the engine, and keeps what the table
// needs to show: the referee's last word, a selected card, the lesson after a knock. It decides no
// rule itself and never makes a move for a person (RULES R6.5); a computer seat acts through
// the same events at moments the store schedules, with a policy it loads (computerThinking.ts). Its
// state and events, as types, are in gameStoreShape.ts.
/* eslint-disable max-lines -- the store and its actions in one closure (see createGameStore); it shrinks below 400 as its actions move out */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import {
  applyAction, availableActions, coachWarning, decodePositionLink, gameAt, gameOrigin, knockRadar, newGame, other, parseRecordText,
  positionsToJudge, radarPositions, sourceCard, type Action, type GameState, type PlayerIndex, type Position,
} from '../engine/index.ts';
import type { RefereeService } from './refereeService.ts';
import { openSteppedLine, stepLine } from './steppedLine.ts';
import { DEFAULT_SETTINGS, DEFAULT_SETUP, keptProblem, persistOptions, unreplayableSave, UNREADABLE_KEY, type SyncStorage } from './persistence.ts';
import { replayRecord } from './records.ts';
import { newGameId } from './library/ids.ts';
import { computerSeatRefusal, computerWake, hasPerson, personSeat } from './computerSeats.ts';
import { placeNewPiles } from './foundationSlots.ts';
import { panelFits, reopenedLesson, type SavedPanel } from './openPanel.ts';
import type { AnalysisStart, ComputerMove, GameStore, GameStoreApi, GameStoreState, Notice, NoticeTone, OpenedGame, Settings, Setup } from './gameStoreShape.ts';

type Thinking = typeof import('./computerThinking.ts');
/** The computer's policy, once loaded: only a game with a computer seat needs it. */
let thinking: Thinking | null = null;
let thinkingLoad: Promise<Thinking> | null = null;
/** Loads the computer's policy (once); resolves when `computerTick` can decide at once. */
export function loadComputerThinking(): Promise<Thinking> {
  thinkingLoad ??= import('./computerThinking.ts').then((module) => (thinking = module));
  return thinkingLoad;
}

export interface GameStoreOptions {
  /** Where the save lives; localStorage in the browser. */
  readonly storage: SyncStorage;
  /** The clock, for the end screen's duration. */
  readonly now?: () => number;
  /** A random deal number, when the players ask for one. */
  readonly randomDeal?: () => number;
  /** Who judges faults: a worker in the page (`pageReferee`), a search in process in tests (`inProcessReferee`). */
  readonly referee: RefereeService;
  /** The seed of a game's computer seats, drawn when a game against the computer starts. */
  readonly randomSeed?: () => number;
  /** Runs `run` after `ms` and returns how to cancel it: timers in the page, a hand-driven list in tests. */
  readonly schedule?: (run: () => void, ms: number) => () => void;
}

const timerSchedule = (run: () => void, ms: number): (() => void) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** How long an action may wait for the referee before the table says that it is checking (ms). */
export const CHECKING_SIGN_DELAY = 150;

/** An action waiting its turn: it is applied, in order, once the referee knows what it needs. */
interface Queued {
  readonly action: Action;
  /** The coach has asked already: play it without asking again. */
  readonly asked: boolean;
  /** The drawn foundation place an Ace was dropped on. */
  readonly place?: number;
  /** A computer seat's action: the table leaves a trace of it. */
  readonly byComputer?: boolean;
}

/** The teaching aids and the knock need these verdicts before `action` can be applied to `game`. */
function verdictsFor(game: GameState, { action, asked }: Queued): Position[] {
  const needs = positionsToJudge(game, action);
  const play = action.type === 'move' || action.type === 'reveal' || action.type === 'discard' || action.type === 'pass';
  if (game.rules.coach && !asked && play) needs.push(game.position);
  return needs;
}

/** Whether the computer seats may act now: a game on the table, not paused, nothing open over it, nothing loading. */
const computerMayAct = (s: GameStoreState): boolean =>
  s.game !== null && !s.computerPaused && s.screen === 'table' && s.lesson === null && s.line === null && s.coachQuestion === null && s.restoring === null && s.loading === null;

/** Two actions the same in every field. */
const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Deal numbers offered at random: small enough to read out and type again. */
const RANDOM_DEALS = 1_000_000;

const initialState = (setup: Setup, settings: Settings): GameStoreState => ({
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
  lesson: null,
  drawOfferBy: null,
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

/** A fresh store; the save in `storage` (if any) is read back at once. */
// eslint-disable-next-line max-lines-per-function -- every game action shares this one closure over set/get; the next refactor moves groups of actions into modules of their own (as computerSeats.ts and foundationSlots.ts hold their rules)
export function createGameStore({
  storage,
  now = Date.now,
  randomDeal = () => Math.floor(Math.random() * RANDOM_DEALS),
  referee,
  randomSeed = () => Math.floor(Math.random() * 0x100000000),
  schedule = timerSchedule,
}: GameStoreOptions): GameStore {
  let noticeCount = 0;
  let computerMoves = 0;
  const notice = (tone: NoticeTone, text: string, tried?: Action): Notice => ({ tone, text, id: ++noticeCount, ...(tried && { tried }) });
  /** Actions heard but not yet applied, oldest first: they wait for the referee, in order. */
  const queue: Queued[] = [];
  let waiting = false;
  let checkingTimer: ReturnType<typeof setTimeout> | undefined;

  const store = createStore<GameStoreApi>()(
    persist(
      // eslint-disable-next-line max-lines-per-function -- the actions of the game in one object, to be split with createGameStore
      (set, get) => {
        /**
         * Applies an action through the engine; a refusal becomes a notice in the engine's words. With the
         * coach on, an action that would be a fault is held and the mover asked first (`coachAnswered`).
         */
        const act = (action: Action, asked = false, byComputer = false, place?: number): boolean => {
          const { game, coachQuestion } = get();
          if (!game || coachQuestion || get().readOnly) return false;
          const refusal = byComputer ? null : computerSeatRefusal(game, action);
          if (refusal !== null) {
            set({ notice: notice('error', refusal, action), selected: null, dragging: null });
            return false;
          }
          // The same action again while the first still waits for the referee is one intent (a double click): it goes.
          if (!asked && queue.some((waiting) => sameAction(waiting.action, action))) return false;
          // A knock right after the same player's knock, nothing done between: the same intent again.
          const last = game.actions[game.actions.length - 1];
          if (action.type === 'knock' && last?.type === 'knock' && last.by === action.by) return false;
          queue.push({ action, asked, place, byComputer });
          return pump() ?? true;
        };

        /**
         * Applies the waiting actions in order while the referee knows what each needs; the first that
         * must wait asks for its verdicts and waits (the page stays live). Returns whether the last
         * action applied was accepted, or undefined when one is still waiting.
         */
        const pump = (): boolean | undefined => {
          let accepted: boolean | undefined;
          while (queue.length > 0) {
            const game = get().game;
            if (!game || get().coachQuestion) {
              queue.length = 0;
              break;
            }
            const missing = verdictsFor(game, queue[0]!).filter((position) => referee.known(position) === undefined);
            if (missing.length > 0) {
              waitFor(missing);
              return undefined;
            }
            const { action, asked, place, byComputer = false } = queue.shift()!;
            accepted = applyNow(game, action, asked, place, byComputer);
          }
          stopChecking();
          return accepted;
        };

        const waitFor = (missing: readonly Position[]) => {
          if (waiting) return;
          waiting = true;
          checkingTimer ??= setTimeout(() => set({ checkingSince: now() - CHECKING_SIGN_DELAY }), CHECKING_SIGN_DELAY);
          void referee.ensure(missing).then(() => {
            waiting = false;
            pump();
          });
        };

        const stopChecking = () => {
          clearTimeout(checkingTimer);
          checkingTimer = undefined;
          if (get().checkingSince !== null) set({ checkingSince: null });
        };

        /** One action through the engine; a refusal becomes a notice in the engine's words. */
        const applyNow = (game: GameState, action: Action, asked: boolean, place: number | undefined, byComputer: boolean): boolean => {
          const warning = !asked && game.rules.coach ? coachWarning(game, action, referee) : null;
          if (warning) {
            set({ coachQuestion: { action, warning, ...(place !== undefined && { place }) }, selected: null, dragging: null, notice: null });
            return false;
          }
          const result = applyAction(game, action, referee);
          if (!result.ok) {
            set({ notice: notice('error', result.error.message, action), dragging: null });
            return false;
          }
          const foundationPlaces = placeNewPiles(get().foundationPlaces, game.position.foundations.length, result.value.position.foundations.length, place);
          const told = consequences(game, result.value, action);
          const traced = byComputer ? { computerMove: computerMoveOf(game, result.value, action, told.notice != null) } : {};
          set({ game: result.value, foundationPlaces, selected: null, dragging: null, drawOfferBy: null, radar: null, ...told, ...traced });
          return true;
        };

        /** The trace of a computer seat's accepted action (the knocker's for a knock, else the mover's). */
        const computerMoveOf = (before: GameState, after: GameState, action: Action, noticed: boolean): ComputerMove => {
          const said = after.log[after.log.length - 1]?.text ?? '';
          return {
            id: ++computerMoves,
            by: action.type === 'knock' || action.type === 'resign' ? action.by : before.position.toMove,
            action,
            before: before.position,
            said,
            // The policy is loaded: the computer acted through it.
            words: thinking?.computerMoveWords(before, after, action, said) ?? said,
            noticed,
          };
        };

        /** What the players are told after an accepted action, and what opens or closes with it. */
        const consequences = (before: GameState, after: GameState, action: Action): Partial<GameStoreState> => {
          const said = after.log[after.log.length - 1]?.text ?? '';
          if (after.result !== null) {
            return { notice: notice('info', said), finishedAt: now(), resultsOpen: true, lesson: null };
          }
          const knock = after.lastKnock;
          if (action.type === 'knock' && knock) {
            // Between two computers the game does not stop for the lesson: the notice tells the knock.
            return knock.valid
              ? { notice: notice('knock', said), lesson: hasPerson(after) ? openSteppedLine(knock.knocker, knock.fault) : null }
              : { notice: notice('info', said) };
          }
          // A take-back changes the table without changing hands: the players (and a screen reader) are told what went back.
          if (action.type === 'takeBack') return { notice: notice('info', `${said}.`) };
          const mover = after.position.toMove;
          if (mover !== before.position.toMove) {
            return { notice: notice('turn', `${said}. ${after.names[mover]} to play.`) };
          }
          return { notice: null };
        };

        /** Whether a seat's button is still aimed at the turn in progress (a double click ends a turn once). */
        const aimedAtMover = (by: PlayerIndex | undefined): boolean => by === undefined || get().game?.position.toMove === by;

        /** A game replayed from a record file (a new game in the library) or from the library replaces the one on the table. */
        const loaded = (game: GameState, opened?: OpenedGame): boolean => {
          set({
            ...initialState({ names: game.names, rules: game.rules }, get().settings),
            saveProblem: get().saveProblem,
            game,
            gameId: opened?.gameId ?? newGameId(),
            // A record keeps no clock: how long the game took before it was saved is not known.
            startedAt: opened ? opened.startedAt : null,
            finishedAt: game.result ? (opened?.finishedAt ?? now()) : null,
            screen: 'table',
            resultsOpen: game.result !== null,
            notice: notice('info', `${opened ? 'Resumed' : 'Loaded'} ${gameOrigin(game)} at turn ${game.turn}: ${game.names[game.position.toMove]} to play.`),
          });
          return true;
        };

        return {
          ...initialState(DEFAULT_SETUP, DEFAULT_SETTINGS),

          gameStarted({ names, dealNumber, rules, seats, start }) {
            const computer = seats?.some((seat) => seat.kind === 'computer') === true;
            const players = { names, rules, ...(computer && { seats, seed: randomSeed() }) };
            const game = start ? gameAt(start, players) : newGame({ dealNumber: dealNumber ?? randomDeal(), ...players });
            const first = game.position.toMove;
            const opening = start ? `A game from a set position: ${game.names[first]} to play.` : `Deal ${game.dealNumber}: ${game.names[first]} turned up the higher card and plays first.`;
            set({
              ...initialState({ names, rules }, get().settings),
              saveProblem: get().saveProblem,
              computerPace: get().computerPace,
              game,
              gameId: newGameId(),
              startedAt: now(),
              screen: 'table',
              notice: notice('turn', opening),
            });
          },
          startScreenOpened: () => set({ screen: 'start', selected: null, dragging: null }),
          startScreenClosed: () => set({ screen: get().game ? 'table' : 'start' }),
          teachingScreenOpened: (screen) => set({ screen, selected: null, dragging: null, analysisStart: null }),
          positionLinkOpened(link) {
            const decoded = decodePositionLink(link);
            const analysisStart: AnalysisStart = decoded.ok ? { kind: 'position', position: decoded.value } : { kind: 'refused', reason: decoded.error };
            set({ screen: 'analysis', selected: null, dragging: null, analysisStart });
            return decoded.ok;
          },
          analysisReopened: (analysisStart) => set({ screen: 'analysis', selected: null, dragging: null, analysisStart }),

          cardPickedUp: (from) => set({ dragging: from, selected: null, notice: null }),
          cardDropped(from, target) {
            const game = get().game;
            const card = game ? sourceCard(game.position, from) : undefined;
            // Over nothing, or put back where it was: nothing happened.
            if (target === null || card === undefined || (target.kind === 'move' && target.to === from)) {
              set({ dragging: null });
              return false;
            }
            if (target.kind === 'discard') {
              if (from === 'inPlay') return act({ type: 'discard' });
              set({ dragging: null, notice: notice('error', 'Your own discard pile takes only your card in play, and that ends your turn.', { type: 'discard' }) });
              return false;
            }
            return act({ type: 'move', move: { card, from, to: target.to } }, false, false, target.place);
          },
          dragCancelled: () => set({ dragging: null }),
          placeClicked({ source, target }) {
            const { selected } = get();
            if (selected !== null && target !== null) {
              const samePlace = target.kind === 'move' && target.to === selected;
              if (samePlace) set({ selected: null });
              else get().cardDropped(selected, target);
              return;
            }
            set({ selected: source === selected ? null : source, notice: null });
          },
          selectionCleared: () => set({ selected: null }),

          deckClicked(player) {
            const game = get().game;
            if (!game) return;
            if (player !== game.position.toMove) {
              set({ notice: notice('error', `It is ${game.names[game.position.toMove]}'s turn: ${game.names[player]}'s deck waits.`, { type: 'reveal' }) });
              return;
            }
            act({ type: 'reveal' });
          },
          discardChosen: (by) => void (aimedAtMover(by) && act({ type: 'discard' })),
          passChosen: (by) => void (aimedAtMover(by) && act({ type: 'pass' })),
          knockCalled(by) {
            const game = get().game;
            if (!game) return;
            // At a table with the computer, a knock that names nobody is the person's.
            const knocker = by ?? personSeat(game) ?? availableActions(game).knockBy;
            if (knocker === null) return;
            act({ type: 'knock', by: knocker });
          },
          takeBackChosen: () => void act({ type: 'takeBack' }),
          resigned: (by) => void act({ type: 'resign', by }),
          drawOffered(by) {
            const game = get().game;
            if (!game || game.result || get().readOnly) return;
            if (game.seats?.[by]?.kind === 'computer') return;
            if (game.seats?.[other(by)]?.kind === 'computer') {
              set({ notice: notice('info', `${game.names[other(by)]} (the computer) declines the draw: play on.`) });
              return;
            }
            set({ drawOfferBy: by, notice: notice('info', `${game.names[by]} offers a draw. ${game.names[other(by)]}, do you accept?`) });
          },
          drawAnswered(accepted) {
            const { game, drawOfferBy } = get();
            if (!game || drawOfferBy === null) return;
            if (accepted) act({ type: 'draw', reason: 'agreed' });
            else set({ drawOfferBy: null, notice: notice('info', `${game.names[other(drawOfferBy)]} declines the draw: play on.`) });
          },

          lessonStepped(delta) {
            const lesson = get().lesson;
            if (lesson) set({ lesson: stepLine(lesson, delta) });
          },
          lessonClosed: () => set({ lesson: null }),

          coachAnswered(play) {
            const question = get().coachQuestion;
            if (!question) return;
            set({ coachQuestion: null });
            if (play) act(question.action, true, false, question.place);
            else set({ notice: notice('info', `Think again: ${question.warning.reach}.`) });
          },
          lineOpened() {
            const game = get().game;
            if (!game || game.result) return false;
            const known = referee.known(game.position);
            if (known === undefined) {
              // Asked again once the referee knows, if the table has not changed meanwhile.
              void referee.ensure([game.position]).then(() => {
                if (get().game === game && get().line === null) get().lineOpened();
              });
              return true;
            }
            const { line } = known;
            if (line.length === 0) {
              set({ notice: notice('info', 'No foundation play can be reached from here: there is no line to show.') });
              return false;
            }
            // Shown with the knock lesson's board and arrow: as if the player to move had missed the line here.
            const player = game.position.toMove;
            const shown = openSteppedLine(other(player), { player, turn: game.turn, position: game.position, distance: line.length - 1, missedLine: line, action: { type: 'pass' } });
            set({ line: shown, selected: null, dragging: null, notice: null });
            return true;
          },
          lineStepped(delta) {
            const line = get().line;
            if (line) set({ line: stepLine(line, delta) });
          },
          lineClosed: () => set({ line: null }),
          noticeDismissed: () => set({ notice: null }),
          practiceGamePut: (game) => set({ game, selected: null, dragging: null, lesson: null, notice: null, drawOfferBy: null, resultsOpen: false }),
          practiceLineShown: (watcher, fault) => set({ lesson: openSteppedLine(watcher, fault), selected: null, dragging: null }),
          resultsClosed: () => set({ resultsOpen: false }),
          resultsOpened: () => set({ resultsOpen: get().game?.result != null }),

          recordImported(text) {
            const refused = (error: string) => {
              set({ loading: null, notice: notice('error', `That file was not loaded: ${error}. The game on the table goes on.`) });
              return false;
            };
            const record = parseRecordText(text);
            if (!record.ok) return refused(record.error);
            if (get().loading) return refused('another file is still loading');
            const total = record.value.actions.length;
            let result = true;
            const finished = replayRecord(
              record.value,
              referee,
              (game) => {
                result = game.ok ? loaded(game.value) : refused(game.error);
              },
              { onProgress: (done) => set({ loading: { done, total } }) },
            );
            if (!finished) set({ loading: { done: 0, total }, notice: notice('info', `Loading the game: ${total} actions…`) });
            return result;
          },
          recordUnreadable: (reason) => set({ notice: notice('error', `That file could not be read: ${reason}. The game on the table goes on.`) }),
          gameOpened(record, opened) {
            let result = true;
            replayRecord(record, referee, (game) => {
              result = game.ok ? loaded(game.value, opened) : false;
              if (!game.ok) set({ notice: notice('error', `That game could not be opened: ${game.error}. The game on the table goes on.`) });
            });
            return result;
          },
          settingsChanged: (change) => set({ settings: { ...get().settings, ...change } }),
          saveProblemDismissed() {
            storage.removeItem(UNREADABLE_KEY);
            set({ saveProblem: null });
          },

          computerTick() {
            const state = get();
            const game = state.game;
            if (!game || !computerMayAct(state) || queue.length > 0) return;
            if (thinking === null) {
              void loadComputerThinking().then(() => {
                if (get().game === game) get().computerTick();
              });
              return;
            }
            const { action, missing } = thinking.computerDecision(game, referee);
            if (missing.length > 0) {
              // Searched in the worker; the same decision is made again once the verdicts are known.
              void referee.ensure(missing).then(() => {
                if (get().game === game) get().computerTick();
              });
              return;
            }
            if (action !== null) act(action, true, true);
          },
          computerPauseToggled: () => set({ computerPaused: !get().computerPaused }),
          computerPaceChanged: (computerPace) => set({ computerPace }),
        };
      },
      persistOptions(storage),
    ),
  );
  /**
   * Each table reached is sent to the referee at once, so that a knock or the coach rarely waits: the
   * players' thinking time hides the search. The knock radar shows once the turn has been judged.
   */
  const judgeAhead = (game: GameState) => {
    if (game.result !== null) return;
    void referee.ensure([game.position]);
    if (!game.rules.knockRadar) return;
    const showRadar = () => {
      if (store.getState().game === game) store.setState({ radar: knockRadar(game, referee) });
    };
    const positions = radarPositions(game);
    if (positions.every((position) => referee.known(position) !== undefined)) showRadar();
    else void referee.ensure(positions).then(showRadar);
  };
  store.subscribe((state, before) => {
    if (state.game !== before.game && state.game !== null) judgeAhead(state.game);
  });
  /**
   * The computer seats' moments: after each change of the table, the computer to move acts
   * at its pace, one action at a time so each is seen; a computer watching a person looks for a fault
   * after its reaction time — at the table as it is by then, so a quick person does not put it off.
   */
  let cancelWake: (() => void) | null = null;
  let pendingLook = false;
  const planWake = () => {
    const state = store.getState();
    const wake = state.game && computerMayAct(state) ? computerWake(state.game, state.computerPace) : null;
    if (wake?.kind === 'look' && pendingLook) return;
    cancelWake?.();
    cancelWake = null;
    pendingLook = false;
    if (wake === null) return;
    // The policy is fetched while the wake waits, so that the computer's first moment decides at once.
    if (thinking === null) void loadComputerThinking();
    pendingLook = wake.kind === 'look';
    cancelWake = schedule(() => {
      cancelWake = null;
      pendingLook = false;
      store.getState().computerTick();
    }, wake.delay);
  };
  store.subscribe((state, before) => {
    const changed =
      state.game !== before.game ||
      state.computerPaused !== before.computerPaused ||
      state.computerPace !== before.computerPace ||
      state.screen !== before.screen ||
      state.lesson !== before.lesson ||
      state.line !== before.line ||
      state.coachQuestion !== before.coachQuestion ||
      state.restoring !== before.restoring ||
      state.loading !== before.loading;
    if (changed) planWake();
  });
  if (store.getState().game) judgeAhead(store.getState().game!);
  // The saved game is replayed now; a long one without holding the page (the save stays as it was meanwhile).
  const restoring = store.getState().restoring;
  if (restoring) {
    replayRecord(restoring.record, referee, (game) => {
      if (store.getState().restoring !== restoring) return;
      if (!game.ok) store.setState({ restoring: null, saveProblem: unreplayableSave(storage, restoring, game.error) });
      else {
        const { startedAt, finishedAt, gameId, foundationPlaces, panel } = restoring;
        // A teaching screen opened meanwhile (a shared link, the analysis board after a reload) stays open.
        const screen = store.getState().screen === 'start' ? 'table' : store.getState().screen;
        store.setState({ restoring: null, game: game.value, gameId, startedAt, finishedAt, foundationPlaces, screen, resultsOpen: game.value.result !== null });
        if (panelFits(panel, game.value)) reopenPanel(panel, game.value);
      }
    });
  }
  /** The missed line open before the reload, at the same step; "Show the line" is asked of the referee again. */
  function reopenPanel(panel: SavedPanel, game: GameState): void {
    if (panel.kind === 'lesson') {
      const lesson = reopenedLesson(game, panel);
      if (lesson) store.setState({ lesson });
      return;
    }
    void referee.ensure([game.position]).then(() => {
      if (store.getState().game === game && store.getState().lineOpened()) store.getState().lineStepped(panel.step);
    });
  }
  // A problem from an earlier visit that the player never dismissed is shown again.
  if (store.getState().saveProblem === null) {
    const kept = keptProblem(storage);
    if (kept) store.setState({ saveProblem: kept });
  }
  return store;
}
