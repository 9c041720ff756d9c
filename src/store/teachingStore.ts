// The teaching store (so the lesson and drill screens hold no game logic of their own): one lesson or
// drill being played on a practice table, as a zustand store with events, like the game store. The table
// is a practice game store (practiceStore.ts); the teacher (a lesson, a drill) hears every action the
// table accepts, with the game before it, and every refusal with the engine's sentence (the table's
// `onGameEvent`), and answers through this store's events. What the teacher itself puts on the table (a scripted action, a wrong move
// taken back) goes through the table's own event, `practiceGamePut`, and is not heard as the learner's.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Action, FaultRecord, GameState, PlayerIndex } from '../engine/index.ts';
import type { GameStore, Settings } from './gameStoreShape.ts';
import { inProcessReferee } from './inProcessReferee.ts';
import { createPracticeStore } from './practiceStore.ts';

/** How the teacher's last word should look: a mistake, progress, a replayed action, a prompt, or success. */
export type FeedbackTone = 'wrong' | 'continue' | 'script' | 'prompt' | 'done';

export interface Feedback {
  readonly tone: FeedbackTone;
  readonly text: string;
  /** Grows with every word, so the same sentence twice is still announced. */
  readonly id: number;
}

/** What every lesson or drill in progress holds; `run` is the teacher's own part (done, an answer …). */
export interface TeachingState<R> {
  /** The practice table. */
  readonly table: GameStore;
  /** The game on it now. */
  readonly game: GameState;
  readonly feedback: Feedback | null;
  readonly run: R;
}

/** The events every teacher has. */
export interface TeachingEvents<R> {
  /** The teacher says something. */
  said(tone: FeedbackTone, text: string): void;
  /** The teacher puts `game` on the table, unheard. */
  gamePut(game: GameState): void;
  /** The teacher's own part changes. */
  runChanged(change: Partial<R>): void;
  /** The referee's last word goes, when the teacher says it in its own panel. */
  noticeCleared(): void;
  /** The missed line of `fault` is stepped through on the table, as after a knock by `watcher` (R7.2). */
  lineShown(watcher: PlayerIndex, fault: FaultRecord): void;
  /** A fresh table at the start, no word said, and the teacher's part as at first. */
  restarted(): void;
  /** The screen shows the lesson or drill: the teacher hears the table until the returned function is called. */
  opened(): () => void;
}

export type TeachingApi<R> = TeachingState<R> & TeachingEvents<R>;
export type TeachingStore<R, E = object> = StoreApi<TeachingApi<R> & E>;

/** A lesson or a drill: where its table starts, its own part, and how it answers the learner. */
export interface Teacher<R> {
  readonly start: () => GameState;
  readonly initialRun: () => R;
  /** The learner made `action` (accepted by the table) in the game `before`. */
  readonly onAction: (teaching: TeachingApi<R>, before: GameState, action: Action) => void;
  /** The table refused what the learner tried, in the engine's words. */
  readonly onRefused: (teaching: TeachingApi<R>, sentence: string) => void;
}

const makeTable = (game: GameState, settings: Settings): GameStore =>
  // One learner at the screen: the far side is never turned round for a tablet.
  createPracticeStore(game, inProcessReferee(), { ...settings, tableMode: false });

/** A teaching store for `teacher`, with its own events (`events`) beside the common ones. */
export function createTeachingStore<R, E extends object = object>(
  teacher: Teacher<R>,
  settings: Settings,
  events: (get: () => TeachingApi<R> & E) => E = () => ({}) as E,
): TeachingStore<R, E> {
  let said = 0;
  let listening: (() => void) | null = null;

  const store = createStore<TeachingApi<R> & E>()((set, get) => {
    /** The table's game mirrored here, and the table's word on each action heard by the teacher; the returned function stops both. */
    const hear = (table: GameStore) => {
      const stopMirror = table.subscribe((now, before) => {
        if (now.game !== before.game) set({ game: now.game! } as Partial<TeachingApi<R> & E>);
      });
      const stopHearing = table.onGameEvent((event) => {
        if (event.type === 'acted') teacher.onAction(get(), event.before, event.action);
        else {
          // The teacher's panel says it, with more: the referee's corner need not say it twice.
          get().noticeCleared();
          teacher.onRefused(get(), event.reason);
        }
      });
      return () => {
        stopMirror();
        stopHearing();
      };
    };
    const first = makeTable(teacher.start(), settings);
    return {
      table: first,
      game: first.getState().game!,
      feedback: null,
      run: teacher.initialRun(),
      said: (tone, text) => set({ feedback: { tone, text, id: ++said } } as Partial<TeachingApi<R> & E>),
      // The table tells only what it did with an action: the teacher's own game arrives unheard.
      gamePut: (game) => get().table.getState().practiceGamePut(game),
      runChanged: (change) => set({ run: { ...get().run, ...change } } as Partial<TeachingApi<R> & E>),
      noticeCleared() {
        const table = get().table;
        if (table.getState().notice !== null) table.getState().noticeDismissed();
      },
      lineShown: (watcher, fault) => get().table.getState().practiceLineShown(watcher, fault),
      restarted() {
        const table = makeTable(teacher.start(), get().table.getState().settings);
        if (listening) {
          listening();
          listening = hear(table);
        }
        set({ table, game: table.getState().game!, feedback: null, run: teacher.initialRun() } as Partial<TeachingApi<R> & E>);
      },
      opened() {
        listening?.();
        listening = hear(get().table);
        return () => {
          listening?.();
          listening = null;
        };
      },
      ...events(get),
    };
  });
  return store;
}
