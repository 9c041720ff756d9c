// What opens over the table and closes again (src/store/game/lineEvents.ts): the missed line after a
// valid knock (R7.2), the coach's answer, "Show the line", and a practice table's own game.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../src/engine/index.ts';
import { lineEvents } from '../../src/store/game/lineEvents.ts';
import { moduleStore } from './game-context.ts';
import { distanceOf, findDeal, NAMES, previousFaultOf, referee } from './helpers.ts';

const faultDeal = findDeal((g) => distanceOf(g) !== null);
const game = newGame({ dealNumber: faultDeal, names: NAMES });

describe('the missed line (R7.2)', () => {
  it("steps within the line, closes, and a teacher's line opens the same way", () => {
    const revealed = applyAction(game, { type: 'reveal' }, referee);
    const discarded = revealed.ok ? applyAction(revealed.value, { type: 'discard' }, referee) : revealed;
    if (!discarded.ok) throw new Error(discarded.error.message);
    const fault = previousFaultOf(discarded.value)!;
    const { store } = moduleStore(discarded.value, [lineEvents]);
    store.getState().practiceLineShown(1, fault);
    const length = store.getState().missedLine!.fault.missedLine.length;
    store.getState().missedLineStepped(length + 5);
    expect(store.getState().missedLine!.step).toBe(length);
    store.getState().missedLineStepped(-1);
    expect(store.getState().missedLine!.step).toBe(length - 1);
    store.getState().missedLineClosed();
    expect(store.getState().missedLine).toBeNull();
  });
});

describe('"Show the line"', () => {
  it('opens the shortest line from the table, as if the mover had missed it', () => {
    const { store } = moduleStore(game, [lineEvents]);
    expect(store.getState().lineOpened()).toBe(true);
    const line = store.getState().line!;
    expect(line.positions[0]).toEqual(game.position);
    expect(line.fault.missedLine).toHaveLength(distanceOf(game)! + 1);
    store.getState().lineClosed();
    expect(store.getState().line).toBeNull();
  });
});

describe('the coach', () => {
  it('"think again" plays nothing and says what was reachable; "play it anyway" plays the held action', () => {
    const coached = newGame({ dealNumber: faultDeal, names: NAMES, rules: { coach: true } });
    const warning = { card: 0, distance: 0, line: [], reach: 'A♥ can go up now', lineText: '', text: 'play this anyway?' };
    const asked = moduleStore(coached, [lineEvents], { change: { coachQuestion: { action: { type: 'reveal' }, warning } } });
    asked.store.getState().coachAnswered(false);
    expect(asked.store.getState().game).toBe(coached);
    expect(asked.store.getState().notice?.text).toBe('Think again: A♥ can go up now.');
    const played = moduleStore(coached, [lineEvents], { change: { coachQuestion: { action: { type: 'reveal' }, warning } } });
    played.store.getState().coachAnswered(true);
    expect(played.store.getState().game!.actions).toEqual([{ type: 'reveal' }]);
  });
});

describe('a practice table', () => {
  it("takes the teacher's game with nothing in hand and nothing said, and tells no event", () => {
    const { store, events } = moduleStore(game, [lineEvents], { change: { selected: 'claw', resultsOpen: true } });
    const next = newGame({ dealNumber: faultDeal + 1, names: NAMES });
    store.getState().practiceGamePut(next);
    expect(store.getState()).toMatchObject({ game: next, selected: null, resultsOpen: false, notice: null, missedLine: null });
    expect(events).toEqual([]);
  });
});
