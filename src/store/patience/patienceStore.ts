// The patience store: the one place Brigade's game on the page changes (docs/architecture.md). Made when
// the patience screen first opens, so its code loads with that screen. The state and events, as types,
// are in patienceStoreShape.ts; the events themselves in patienceEvents.ts; undo and redo by the
// player's move in undoGroups.ts. Those who listen (the solver's tools, the library) hear each accepted
// action through `onPatienceEvent`, and change the store only through its events.
import { createStore } from 'zustand/vanilla';
import { newPatienceGame } from '../../patience/index.ts';
import type { SyncStorage } from '../persistence.ts';
import { patienceEvents } from './patienceEvents.ts';
import { readPatienceSettings } from './patienceSettings.ts';
import type { PatienceEvent, PatienceEventListener, PatienceSettings, PatienceStore, PatienceStoreState } from './patienceStoreShape.ts';

export type {
  PatienceDealRequest,
  PatienceEvent,
  PatienceEventListener,
  PatienceEvents,
  PatienceHighlight,
  PatienceNotice,
  PatienceRestoreMeta,
  PatienceSelection,
  PatienceSettings,
  PatienceState,
  PatienceStore,
  PatienceStoreState,
  PatienceTone,
  ShownNotice,
  ShownTable,
} from './patienceStoreShape.ts';
export { DEFAULT_PATIENCE_SETTINGS, PATIENCE_SETTINGS_KEY } from './patienceSettings.ts';
export { selectionOf } from './patienceEvents.ts';

/** Brigade's deal numbers drawn at random: any whole number up to this (P1.3 allows far more). */
export const RANDOM_PATIENCE_DEALS = 1_000_000;

export interface PatienceStoreOptions {
  /** Where the settings are kept (localStorage in the page); none: they last as long as the store. */
  readonly storage?: SyncStorage;
  readonly now?: () => number;
  /** A random deal number, for a new deal without one. */
  readonly randomDeal?: () => number;
  /** The name playing. */
  readonly player?: string;
  /** Settings over the stored ones (tests, a link). */
  readonly settings?: Partial<PatienceSettings>;
  /** The first game's deal number; a random deal when absent. */
  readonly dealNumber?: number;
}

function createEmitter() {
  const listeners = new Set<PatienceEventListener>();
  return {
    onPatienceEvent(listener: PatienceEventListener) {
      // Wrapped, so the same function added twice is heard twice and each leaves on its own.
      const heard: PatienceEventListener = (event) => listener(event);
      listeners.add(heard);
      return () => void listeners.delete(heard);
    },
    emit(event: PatienceEvent) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}

/** A fresh patience store, with a first deal on the table. */
export function createPatienceStore(options: PatienceStoreOptions = {}): PatienceStore {
  const now = options.now ?? Date.now;
  const randomDeal = options.randomDeal ?? (() => Math.floor(Math.random() * RANDOM_PATIENCE_DEALS));
  const emitter = createEmitter();
  const settings = { ...readPatienceSettings(options.storage), ...options.settings };
  const store = createStore<PatienceStoreState>()((set, get) => ({
    game: newPatienceGame({ dealNumber: 0, grace: settings.grace }),
    autoPlayed: [],
    autoUndone: [],
    player: options.player ?? '',
    startedAt: now(),
    settings,
    selected: null,
    notice: null,
    highlight: null,
    shownTable: null,
    usedHint: false,
    finished: null,
    wonInMs: null,
    ...patienceEvents({ set, get, emit: emitter.emit, now, randomDeal, storage: options.storage }),
  }));
  store.getState().dealt({ dealNumber: options.dealNumber ?? randomDeal() });
  return Object.assign(store, { onPatienceEvent: emitter.onPatienceEvent });
}
