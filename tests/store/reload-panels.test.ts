// A reload keeps the missed line open over the table (a reload brings back everything on it): the
// missed line after a knock (R7.2) and the line "Show the line" opened come back at the same step; a
// damaged or stale saved panel is ignored.
import { describe, expect, it } from 'vitest';
import { SAVE_KEY } from '../../src/store/persistence.ts';
import { readSavedPanel } from '../../src/store/openPanel.ts';
import { distanceOf, findDeal, makeStore, memoryStorage, storeWithGame } from './helpers.ts';

// A deal whose first player can reach a foundation play at once: a reveal is a fault.
const faultDeal = findDeal((g) => distanceOf(g) !== null);

/** Lets the referee's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function savedState(storage: ReturnType<typeof memoryStorage>) {
  return JSON.parse(storage.getItem(SAVE_KEY)!);
}

describe('the missed line across a reload', () => {
  it('reopens the missed line after a knock at the step it was on', () => {
    const storage = memoryStorage();
    const store = storeWithGame(faultDeal, {}, storage);
    store.getState().deckClicked(store.getState().game!.position.toMove); // a fault
    store.getState().knockCalled();
    store.getState().missedLineStepped(1);
    const missedLine = store.getState().missedLine!;
    expect(missedLine.step).toBe(1);

    const reloaded = makeStore(storage).getState();
    expect(reloaded.missedLine?.step).toBe(1);
    expect(reloaded.missedLine?.positions).toEqual(missedLine.positions);
    expect(reloaded.line).toBeNull();
  });

  it('reopens "Show the line" at the step it was on, once the referee has answered again', async () => {
    const storage = memoryStorage();
    const store = storeWithGame(faultDeal, {}, storage);
    expect(store.getState().lineOpened()).toBe(true);
    await settle();
    store.getState().lineStepped(1);
    expect(store.getState().line?.step).toBe(1);

    const reloaded = makeStore(storage);
    await settle();
    expect(reloaded.getState().line?.step).toBe(1);
    expect(reloaded.getState().line?.positions).toEqual(store.getState().line!.positions);
  });

  it('forgets the panel once it is closed', () => {
    const storage = memoryStorage();
    const store = storeWithGame(faultDeal, {}, storage);
    store.getState().deckClicked(store.getState().game!.position.toMove);
    store.getState().knockCalled();
    store.getState().missedLineClosed();
    expect(savedState(storage).state.save.panel).toBeUndefined();
    expect(makeStore(storage).getState().missedLine).toBeNull();
  });

  it('ignores a damaged or stale saved panel and keeps the game', async () => {
    for (const panel of [
      { kind: 'lesson', step: -1, at: 2 },
      { kind: 'menu', step: 0, at: 0 },
      'line',
      { kind: 'line', step: 0, at: 99 },
    ]) {
      const storage = memoryStorage();
      const store = storeWithGame(faultDeal, {}, storage);
      store.getState().deckClicked(store.getState().game!.position.toMove);
      const saved = savedState(storage);
      saved.state.save.panel = panel;
      storage.setItem(SAVE_KEY, JSON.stringify(saved));
      const reloaded = makeStore(storage);
      await settle();
      expect(reloaded.getState().game?.position).toEqual(store.getState().game!.position);
      expect(reloaded.getState().missedLine).toBeNull();
      expect(reloaded.getState().line).toBeNull();
      expect(reloaded.getState().saveProblem).toBeNull();
    }
  });

  it('reads only a whole panel', () => {
    expect(readSavedPanel({ kind: 'line', step: 2, at: 5 })).toEqual({ kind: 'line', step: 2, at: 5 });
    expect(readSavedPanel({ kind: 'line', step: 1.5, at: 5 })).toBeUndefined();
    expect(readSavedPanel(null)).toBeUndefined();
  });
});
