// The one place the game changes (docs/architecture.md §8). The store holds the game, hears what the
// players do as events (`cardDropped`, `deckClicked`, `knockCalled`, …), asks the engine, and keeps what
// the table needs to show: the referee's last word, a selected card, the missed line after a knock. It
// decides no rule itself and never makes a move for a person (RULES R6.5); a computer seat acts through
// the same events at moments the store schedules. This file only puts the store together: each event
// and each duty is in a module of src/store/game, and the state and events, as types, are in
// gameStoreShape.ts. What the table does with an action (accepted, refused) is told through
// `onGameEvent`.
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { GameState } from '../engine/index.ts';
import type { RefereeService } from './refereeService.ts';
import { DEFAULT_SETTINGS, DEFAULT_SETUP, persistOptions, type SyncStorage } from './persistence.ts';
import { atOnce, type Later } from './later.ts';
import type { GameStore, GameStoreApi, Settings } from './gameStoreShape.ts';
import { createActionQueue } from './game/actionQueue.ts';
import { cardEvents } from './game/cardEvents.ts';
import { computerEvents, scheduleComputerTurns, timerSchedule, type Schedule } from './game/computerTurns.ts';
import { storeContext, type StoreServices } from './game/context.ts';
import { fileEvents } from './game/fileEvents.ts';
import { createGameEvents } from './game/gameEvents.ts';
import { initialState } from './game/initialState.ts';
import { judgeEachGame } from './game/judgeAhead.ts';
import { libraryEvents } from './game/libraryEvents.ts';
import { lineEvents } from './game/lineEvents.ts';
import { findTryEvents } from './game/findTryEvents.ts';
import { restoreSave } from './game/restoreSave.ts';
import { RANDOM_DEALS, startEvents } from './game/startEvents.ts';
import { turnEvents } from './game/turnEvents.ts';

export { loadComputerThinking } from './game/computerPolicy.ts';
export { CHECKING_SIGN_DELAY } from './game/actionQueue.ts';

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
  readonly schedule?: Schedule;
  /**
   * When the work an action leaves behind is done (the save, the referee's look ahead): at once by
   * default; the page's waits until the frame showing the action is painted (later.ts).
   */
  readonly later?: Later;
  /** A practice table (practiceStore.ts): the store starts with this game on the table, and these device settings. */
  readonly table?: { readonly game: GameState; readonly settings?: Settings };
}

/** A fresh store; the save in `storage` (if any) is read back at once. */
export function createGameStore(options: GameStoreOptions): GameStore {
  const { storage, referee, table, schedule = timerSchedule, later = atOnce } = options;
  const saving = persistOptions(storage, later);
  const events = createGameEvents();
  const services: StoreServices = {
    storage,
    referee,
    now: options.now ?? Date.now,
    randomDeal: options.randomDeal ?? (() => Math.floor(Math.random() * RANDOM_DEALS)),
    randomSeed: options.randomSeed ?? (() => Math.floor(Math.random() * 0x100000000)),
    emit: events.emit,
  };
  const store = createStore<GameStoreApi>()(
    persist((set, get) => {
      const context = storeContext(services, set, get);
      const ctx = { ...context, queue: createActionQueue(context) };
      const start = initialState(DEFAULT_SETUP, table?.settings ?? DEFAULT_SETTINGS);
      return {
        ...(table ? { ...start, game: table.game, screen: 'table' } : start),
        ...startEvents(ctx),
        ...fileEvents(ctx),
        ...cardEvents(ctx),
        ...turnEvents(ctx),
        ...lineEvents(ctx),
        ...findTryEvents(ctx),
        ...computerEvents(ctx),
        ...libraryEvents(ctx),
      };
    }, saving),
  );
  judgeEachGame(store, referee, later);
  scheduleComputerTurns(store, schedule);
  restoreSave(store, referee, storage);
  return Object.assign(store, { onGameEvent: events.onGameEvent });
}
