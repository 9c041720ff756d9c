// @vitest-environment jsdom
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { describe, expect, it } from 'vitest';
import { gameAt } from '../../src/engine/index.ts';
import { SAVE_KEY } from '../../src/store/persistence.ts';
import { createPracticeStore } from '../../src/store/practiceStore.ts';
import { selectPlayable, selectScreen } from '../../src/store/selectors.ts';
import { TWO_AWAY } from '../engine/fixtures.ts';
import { table } from '../engine/helpers.ts';

describe('a practice table', () => {
  it('holds a game at a given position, playable at once, through the same events as a real game', () => {
    const position = table(TWO_AWAY);
    const store = createPracticeStore(gameAt(position), inProcessReferee());
    expect(selectScreen(store.getState())).toBe('table');
    expect(selectPlayable(store.getState())).toBe(true);
    // The 9♣ cannot go on the K♠: the engine refuses it, the position stays as it was.
    expect(store.getState().cardDropped('tableau:0', { kind: 'move', to: 'tableau:1' })).toBe(false);
    expect(store.getState().notice?.tone).toBe('error');
    expect(store.getState().game!.position).toEqual(position);
  });

  it('never writes the real save', () => {
    localStorage.removeItem(SAVE_KEY);
    const store = createPracticeStore(gameAt(table(TWO_AWAY)), inProcessReferee());
    store.getState().discardChosen();
    expect(store.getState().game!.position.toMove).toBe(1);
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
  });
});

describe('a practice table starts with its game', () => {
  it('on the table from the first state, with the device settings it is given', () => {
    const game = gameAt(table(TWO_AWAY));
    const settings = { tableMode: true, sound: false, passPhone: false };
    const store = createPracticeStore(game, inProcessReferee(), settings);
    expect(store.getState()).toMatchObject({ game, settings, screen: 'table', notice: null, missedLine: null });
  });
});
