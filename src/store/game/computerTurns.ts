// The computer seats' moments (RULES R6.5: it never acts for a person). After each change of the table,
// the computer to move acts at its pace, one action at a time so each is seen; a computer watching a
// person looks for a fault after its reaction time, at the table as it is by then, so a quick person
// does not put it off. Its action goes through the same queue as a person's.
import type { StoreApi } from 'zustand/vanilla';
import { computerWake } from '../computerSeats.ts';
import type { GameStoreApi, GameStoreEvents, GameStoreState } from '../gameStoreShape.ts';
import type { EventContext } from './actionQueue.ts';
import { loadComputerThinking, loadedThinking } from './computerPolicy.ts';

/** Runs `run` after `ms` and returns how to cancel it: timers in the page, a hand-driven list in tests. */
export type Schedule = (run: () => void, ms: number) => () => void;

export const timerSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** Whether the computer seats may act now: a game on the table, not paused, nothing open over it, nothing loading. */
export const computerMayAct = (s: GameStoreState): boolean =>
  s.game !== null &&
  !s.computerPaused &&
  s.screen === 'table' &&
  s.missedLine === null &&
  s.line === null &&
  s.coachQuestion === null &&
  s.restoring === null &&
  s.loading === null;

type ComputerEvents = Pick<GameStoreEvents, 'computerTick' | 'computerPauseToggled' | 'computerPaceChanged'>;

export function computerEvents({ get, set, referee, queue }: EventContext): ComputerEvents {
  /** Decides again once `ready` resolves, if the table has not changed meanwhile. */
  const tickAfter = (ready: Promise<unknown>, game: GameStoreState['game']) =>
    void ready.then(() => {
      if (get().game === game) get().computerTick();
    });
  return {
    computerTick() {
      const state = get();
      const game = state.game;
      if (!game || !computerMayAct(state) || queue.waiting() > 0) return;
      const thinking = loadedThinking();
      if (thinking === null) return tickAfter(loadComputerThinking(), game);
      const { action, missing } = thinking.computerDecision(game, referee);
      // Searched in the worker; the same decision is made again once the verdicts are known.
      if (missing.length > 0) return tickAfter(referee.ensure(missing), game);
      if (action !== null) queue.act(action, { asked: true, byComputer: true });
    },
    computerPauseToggled: () => set({ computerPaused: !get().computerPaused }),
    computerPaceChanged: (computerPace) => set({ computerPace }),
  };
}

/** What wakes the computer when it changes: the table, the pause, the pace, the screen, or what is open over the table. */
const WAKE_FIELDS = [
  'game',
  'computerPaused',
  'computerPace',
  'screen',
  'missedLine',
  'line',
  'coachQuestion',
  'restoring',
  'loading',
] as const;

/** Keeps one wake of the computer planned for `store` at every change that matters to it. */
export function scheduleComputerTurns(store: StoreApi<GameStoreApi>, schedule: Schedule): void {
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
    if (loadedThinking() === null) void loadComputerThinking();
    pendingLook = wake.kind === 'look';
    cancelWake = schedule(() => {
      cancelWake = null;
      pendingLook = false;
      store.getState().computerTick();
    }, wake.delay);
  };
  store.subscribe((state, before) => {
    if (WAKE_FIELDS.some((field) => state[field] !== before[field])) planWake();
  });
  // A practice table starts with its game on it: its computer seat is woken as if the game had just come.
  planWake();
}
