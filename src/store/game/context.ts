// What every part of the game store shares (docs/architecture.md §8): the state to read and change, the
// services handed to the store, the notices it numbers, and the events it tells. Each module of
// src/store/game receives one of these and adds its events or its duties to the store.
import type { Action } from '../../engine/index.ts';
import type { GameStoreApi, GameStoreState, Notice, NoticeTone } from '../gameStoreShape.ts';
import type { SyncStorage } from '../persistence.ts';
import type { RefereeService } from '../refereeService.ts';
import type { GameEvent } from './gameEvents.ts';

export interface StoreContext {
  readonly get: () => GameStoreApi;
  readonly set: (change: Partial<GameStoreState>) => void;
  readonly referee: RefereeService;
  /** Where the save lives (the store removes a problem's copy from it). */
  readonly storage: SyncStorage;
  /** The clock, for the end screen's duration and the checking sign. */
  readonly now: () => number;
  readonly randomDeal: () => number;
  readonly randomSeed: () => number;
  /** A new notice, numbered after the last so the same sentence twice is still news. */
  readonly notice: (tone: NoticeTone, text: string, tried?: Action) => Notice;
  /** The next number for a computer seat's action (`ComputerMove.id`), so that the same action twice is still news. */
  readonly computerMoveId: () => number;
  /** Tells the store's listeners (gameEvents.ts). */
  readonly emit: (event: GameEvent) => void;
}

/** The services a store is made with, before its state exists. */
export type StoreServices = Omit<StoreContext, 'get' | 'set' | 'notice' | 'computerMoveId'>;

/** A context over a store's `set` and `get`, with its own counts of notices and of the computer's actions. */
export function storeContext(services: StoreServices, set: StoreContext['set'], get: StoreContext['get']): StoreContext {
  let noticeCount = 0;
  let computerMoves = 0;
  const notice = (tone: NoticeTone, text: string, tried?: Action): Notice => ({ tone, text, id: ++noticeCount, ...(tried && { tried }) });
  return { ...services, set, get, notice, computerMoveId: () => ++computerMoves };
}

/**
 * A refusal told: the referee's notice in the engine's words (with `change`, what else goes with it,
 * such as a card put back), and the `refused` event for those who listen. Always false, the answer of
 * an event whose action was refused.
 */
export function refuse(ctx: StoreContext, reason: string, tried?: Action, change: Partial<GameStoreState> = {}): false {
  ctx.set({ ...change, notice: ctx.notice('error', reason, tried) });
  ctx.emit({ type: 'refused', reason, ...(tried && { tried }) });
  return false;
}
