// A game store built from chosen modules of src/store/game, for testing each on its own: the state
// starts as a new store's, `events` collects what the store told, and the referee can be held back.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GameState, Position } from '../../src/engine/index.ts';
import type { GameStoreApi, GameStoreState } from '../../src/store/gameStoreShape.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { DEFAULT_SETTINGS, DEFAULT_SETUP, memoryStorage } from '../../src/store/persistence.ts';
import type { RefereeService } from '../../src/store/refereeService.ts';
import { createActionQueue, type EventContext } from '../../src/store/game/actionQueue.ts';
import { storeContext } from '../../src/store/game/context.ts';
import type { GameEvent } from '../../src/store/game/gameEvents.ts';
import { initialState } from '../../src/store/game/initialState.ts';
import { referee } from './helpers.ts';

export interface ModuleStore {
  readonly store: StoreApi<GameStoreApi>;
  readonly ctx: EventContext;
  /** Every event the store told, in order. */
  readonly events: GameEvent[];
}

/** A store holding `game` with only the events `groups` add; `change` sets more of the first state. */
export function moduleStore(
  game: GameState | null,
  groups: readonly ((ctx: EventContext) => object)[] = [],
  { service = inProcessReferee(referee), change = {} }: { service?: RefereeService; change?: Partial<GameStoreState> } = {},
): ModuleStore {
  const events: GameEvent[] = [];
  let ctx: EventContext | undefined;
  const store = createStore<GameStoreApi>()((set, get) => {
    const base = storeContext(
      {
        storage: memoryStorage(),
        referee: service,
        now: () => 5000,
        randomDeal: () => 4242,
        randomSeed: () => 7,
        emit: (event) => events.push(event),
      },
      set,
      get,
    );
    ctx = { ...base, queue: createActionQueue(base) };
    const handlers = Object.assign({}, ...groups.map((group) => group(ctx!))) as object;
    // Only the chosen events exist: the test calls no other.
    return {
      ...initialState(DEFAULT_SETUP, DEFAULT_SETTINGS),
      game,
      ...(game && { screen: 'table' as const }),
      ...change,
      ...handlers,
    } as GameStoreApi;
  });
  return { store, ctx: ctx!, events };
}

/** A referee that knows nothing until `release`: what it is asked waits, as for a slow worker. */
export function heldReferee(): RefereeService & { release(): Promise<void>; readonly asked: Position[][] } {
  const inner = inProcessReferee(referee);
  let open = false;
  const waiting: (() => void)[] = [];
  const asked: Position[][] = [];
  return {
    asked,
    verdict: inner.verdict,
    known: (position) => (open ? inner.known(position) : undefined),
    ensure(positions) {
      asked.push([...positions]);
      return open ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
    },
    dispose: () => {},
    async release() {
      open = true;
      for (const resolve of waiting.splice(0)) resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}
