// The coach and the knock radar in the store (house rules off by default): the coach holds an
// action that would be a fault (R6.4) and asks first; it never makes a move for anyone (R6.5). The radar
// tells the watcher a knock would be valid now, and nothing more (R7.1).
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { describe, expect, it } from 'vitest';
import { gameAt } from '../../src/engine/index.ts';
import { createPracticeStore } from '../../src/store/practiceStore.ts';
import { recordText } from '../../src/store/records.ts';
import { selectCoached, selectCoachQuestion, selectPlayable, selectRadar } from '../../src/store/selectors.ts';
import { TWO_AWAY } from '../engine/fixtures.ts';
import { table } from '../engine/helpers.ts';
import { findDeal, storeWithGame, distanceOf, currentFaultOf, previousFaultOf } from './helpers.ts';

/**
 * docs/formats.md's example: 5♥ is two moves away, so a discard is a fault (R6.4); here the 2♠ also lies on
 * a K♥ and may go onto a 3♦, which leaves the way (a fault too).
 */
const BURIED = table({ ...TWO_AWAY, tableau: [['5H', '9C'], ['KS'], ['KS'], ['KD'], ['QC'], ['QC'], ['KH', '2S'], ['3D']] });
const practice = (rules: { coach?: boolean; knockRadar?: boolean } = {}) =>
  createPracticeStore(gameAt(BURIED, { rules }), inProcessReferee());
const FAULTY = { from: 'tableau:6', to: 'tableau:7' } as const;

describe('the coach (house rule, off by default)', () => {
  it('off: a faulty discard is made at once, with no question', () => {
    const store = practice();
    store.getState().discardChosen();
    expect(selectCoachQuestion(store.getState())).toBeNull();
    expect(store.getState().game!.position.toMove).toBe(1);
    expect(previousFaultOf(store.getState().game!)?.action).toEqual({ type: 'discard' });
  });

  it('on: a faulty discard is held, and the mover is told what is reachable', () => {
    const store = practice({ coach: true });
    const before = store.getState().game;
    store.getState().discardChosen();
    const question = selectCoachQuestion(store.getState());
    expect(question?.warning.text).toBe('5♥ can go up in three moves — play this anyway?');
    expect(question?.action).toEqual({ type: 'discard' });
    expect(store.getState().game).toBe(before);
    // Nothing else happens until the question is answered.
    expect(selectPlayable(store.getState())).toBe(false);
    store.getState().knockCalled(1);
    store.getState().passChosen();
    expect(store.getState().game).toBe(before);
  });

  it('think again: nothing changes, and the reach stays said', () => {
    const store = practice({ coach: true });
    const before = store.getState().game;
    store.getState().discardChosen();
    store.getState().coachAnswered(false);
    expect(selectCoachQuestion(store.getState())).toBeNull();
    expect(store.getState().game).toBe(before);
    expect(store.getState().notice?.text).toBe('Think again: 5♥ can go up in three moves.');
    expect(selectPlayable(store.getState())).toBe(true);
  });

  it('play it anyway: the action is made and the referee records the fault; a knock on it is valid', () => {
    const store = practice({ coach: true });
    store.getState().discardChosen();
    store.getState().coachAnswered(true);
    const game = store.getState().game!;
    expect(selectCoachQuestion(store.getState())).toBeNull();
    expect(game.position.toMove).toBe(1);
    expect(previousFaultOf(game)?.action).toEqual({ type: 'discard' });
    store.getState().knockCalled(1);
    expect(store.getState().game!.knocked).toEqual([1, 0]);
  });

  it('a dropped card that would be a fault goes back, held for the question', () => {
    const store = practice({ coach: true });
    const before = store.getState().game!;
    expect(store.getState().cardDropped(FAULTY.from, { kind: 'move', to: FAULTY.to })).toBe(false);
    const question = selectCoachQuestion(store.getState())!;
    expect(question.warning.text).toBe('5♥ can go up in three moves — play this anyway?');
    expect(store.getState().game).toBe(before);
    store.getState().coachAnswered(true);
    expect(currentFaultOf(store.getState().game!)?.action).toEqual(question.action);
    expect(store.getState().game!.position.tableau[7]).toHaveLength(2);
  });

  it('says nothing before a move on a shortest way (R6.3)', () => {
    const store = practice({ coach: true });
    expect(store.getState().cardDropped('tableau:4', { kind: 'move', to: 'tableau:3' })).toBe(true);
    expect(selectCoachQuestion(store.getState())).toBeNull();
    expect(currentFaultOf(store.getState().game!)).toBeNull();
  });

  it('a coached game is marked, and its record says coach: true', () => {
    const deal = findDeal((g) => distanceOf(g) !== null);
    const store = storeWithGame(deal, { coach: true });
    expect(selectCoached(store.getState())).toBe(true);
    const mover = store.getState().game!.position.toMove;
    store.getState().deckClicked(mover); // a reveal with a foundation play reachable: a fault (R6.4)
    expect(selectCoachQuestion(store.getState())).not.toBeNull();
    store.getState().coachAnswered(true);
    const record = JSON.parse(recordText(store.getState().game!));
    expect(record.houseRules).toMatchObject({ coach: true, knockRadar: false });
    expect(record.actions).toEqual([{ type: 'reveal' }]);
    expect(selectCoached(storeWithGame(deal).getState())).toBe(false);
  });
});

describe('the knock radar (house rule, off by default)', () => {
  it('signals the watcher during the turn, once a fault is made', () => {
    const store = practice({ knockRadar: true });
    expect(selectRadar(store.getState())).toBeNull();
    store.getState().cardDropped(FAULTY.from, { kind: 'move', to: FAULTY.to });
    expect(selectRadar(store.getState())).toEqual({ watcher: 1, window: 'during-turn' });
  });

  it('signals the new mover after a faulty discard, until they act', () => {
    const store = practice({ knockRadar: true });
    store.getState().discardChosen();
    expect(selectRadar(store.getState())).toEqual({ watcher: 1, window: 'after-turn' });
    store.getState().knockCalled(1);
    expect(selectRadar(store.getState())).toBeNull();
  });

  it('off: no signal after the same fault', () => {
    const store = practice();
    store.getState().discardChosen();
    expect(selectRadar(store.getState())).toBeNull();
  });
});
