// The computer seats' moments (src/store/game/computerTurns.ts): one wake planned at a time, at the
// pace chosen, cancelled when the table stops it (a pause, a panel over it), and its action through
// the same queue as a person's (R6.5: never for a person).
import { beforeAll, describe, expect, it } from 'vitest';
import { computerSeat, newGame, PERSON } from '../../src/engine/index.ts';
import { FIRST_ACTION_MS, PACE_MS } from '../../src/store/computerSeats.ts';
import { loadComputerThinking } from '../../src/store/game/computerPolicy.ts';
import { computerEvents, computerMayAct, scheduleComputerTurns } from '../../src/store/game/computerTurns.ts';
import { moduleStore } from './game-context.ts';
import { NAMES } from './helpers.ts';

beforeAll(() => loadComputerThinking());

/** A schedule in the test's hands: what is planned, and whether it was cancelled. */
function handSchedule() {
  const planned: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule = (run: () => void, ms: number) => {
    const entry = { run, ms, cancelled: false };
    planned.push(entry);
    return () => void (entry.cancelled = true);
  };
  return { planned, schedule };
}

const twoComputers = newGame({ dealNumber: 4, names: NAMES, seats: [computerSeat('casual'), computerSeat('casual')], seed: 5 });

describe("the computer's moments", () => {
  it('wakes the computer to move after its first pause, and it acts through the queue', () => {
    const { store } = moduleStore(twoComputers, [computerEvents]);
    const { planned, schedule } = handSchedule();
    scheduleComputerTurns(store, schedule);
    expect(planned.map((entry) => entry.ms)).toEqual([Math.min(FIRST_ACTION_MS, PACE_MS.normal)]);
    planned[0]!.run();
    expect(store.getState().game!.actions).toHaveLength(1);
    expect(store.getState().computerMove?.id).toBe(1);
    // The next action is planned at the pace, after the table changed.
    expect(planned.at(-1)!.ms).toBe(PACE_MS.normal);
  });

  it('a pause cancels the wake, and nothing is planned until it is lifted', () => {
    const { store } = moduleStore(twoComputers, [computerEvents]);
    const { planned, schedule } = handSchedule();
    scheduleComputerTurns(store, schedule);
    store.getState().computerPauseToggled();
    expect(planned[0]!.cancelled).toBe(true);
    expect(planned).toHaveLength(1);
    store.getState().computerPauseToggled();
    expect(planned).toHaveLength(2);
    expect(planned[1]!.cancelled).toBe(false);
  });

  it("plans nothing on a person's turn with no computer watching", () => {
    const people = newGame({ dealNumber: 4, names: NAMES, seats: [PERSON, PERSON] });
    const { store } = moduleStore(people, [computerEvents]);
    const { planned, schedule } = handSchedule();
    scheduleComputerTurns(store, schedule);
    expect(planned).toEqual([]);
  });
});

describe('when the computer may act', () => {
  it('not while the missed line, a line, the coach, a restore or a load is over the table', () => {
    const { store } = moduleStore(twoComputers);
    const state = store.getState();
    expect(computerMayAct(state)).toBe(true);
    expect(computerMayAct({ ...state, computerPaused: true })).toBe(false);
    expect(computerMayAct({ ...state, screen: 'learn' })).toBe(false);
    expect(computerMayAct({ ...state, loading: { done: 0, total: 3 } })).toBe(false);
    expect(computerMayAct({ ...state, game: null })).toBe(false);
  });
});
