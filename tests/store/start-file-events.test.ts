// The events that choose what is on the screen and what game is on the table
// (src/store/game/startEvents.ts, fileEvents.ts), each module alone on a store.
import { describe, expect, it } from 'vitest';
import { makeRecord, newGame, parseRecord } from '../../src/engine/index.ts';
import { fileEvents } from '../../src/store/game/fileEvents.ts';
import { startEvents } from '../../src/store/game/startEvents.ts';
import { recordText } from '../../src/store/records.ts';
import { moduleStore } from './game-context.ts';
import { NAMES } from './helpers.ts';

const rules = newGame({ dealNumber: 1 }).rules;

describe('a new game', () => {
  it('deals a random deal when none is asked for, keeps the save problem and the pace, and goes to the table', () => {
    const problem = { reason: 'damaged', text: '{' };
    const { store } = moduleStore(null, [startEvents], {
      change: { saveProblem: problem, computerPace: 'fast', missedLine: null, selected: 'claw' },
    });
    store.getState().gameStarted({ names: NAMES, dealNumber: null, rules });
    expect(store.getState()).toMatchObject({
      screen: 'table',
      saveProblem: problem,
      computerPace: 'fast',
      selected: null,
      startedAt: 5000,
    });
    expect(store.getState().game!.dealNumber).toBe(4242);
    expect(store.getState().notice?.text).toMatch(/^Deal 4242: /);
  });

  it('a shared link opens the analysis board, or says why not, and leaves the table alone', () => {
    const { store } = moduleStore(null, [startEvents]);
    expect(store.getState().positionLinkOpened('#p1.nonsense')).toBe(false);
    expect(store.getState().screen).toBe('analysis');
    expect(store.getState().analysisStart?.kind).toBe('refused');
    expect(store.getState().game).toBeNull();
  });
});

describe('a record file', () => {
  it('replaces the game on the table, said as loaded', () => {
    const played = newGame({ dealNumber: 9, names: NAMES });
    const { store } = moduleStore(newGame({ dealNumber: 3, names: NAMES }), [fileEvents]);
    expect(store.getState().recordImported(recordText(played))).toBe(true);
    expect(store.getState().game!.dealNumber).toBe(9);
    expect(store.getState().notice?.text).toMatch(/^Loaded deal 9 at turn 1/);
    expect(store.getState().gameId).not.toBeNull();
  });

  it('that does not read is refused in words, the game on the table kept, and the refusal told', () => {
    const game = newGame({ dealNumber: 3, names: NAMES });
    const { store, events } = moduleStore(game, [fileEvents]);
    expect(store.getState().recordImported('not a record')).toBe(false);
    expect(store.getState().game).toBe(game);
    expect(store.getState().notice?.text).toMatch(/^That file was not loaded: .*The game on the table goes on\.$/);
    expect(events).toEqual([{ type: 'refused', reason: store.getState().notice!.text }]);
  });

  it('a game opened from the library keeps its id and times', () => {
    const parsed = parseRecord(makeRecord(newGame({ dealNumber: 11, names: NAMES })));
    if (!parsed.ok) throw new Error(parsed.error);
    const record = parsed.value;
    const { store } = moduleStore(null, [fileEvents]);
    expect(store.getState().gameOpened(record, { gameId: 'g-1', startedAt: 10, finishedAt: null })).toBe(true);
    expect(store.getState()).toMatchObject({ gameId: 'g-1', startedAt: 10, finishedAt: null, screen: 'table' });
    expect(store.getState().notice?.text).toMatch(/^Resumed deal 11/);
  });
});
