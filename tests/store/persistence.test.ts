// The save: the engine's record after every action, rebuilt by replay; a save that cannot be read is
// reported, kept for download, and never dropped silently.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/index.ts';
import { createGameStore } from '../../src/store/gameStore.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { SAVE_KEY, SAVE_VERSION, UNREADABLE_KEY } from '../../src/store/persistence.ts';
import { recordOf } from '../../src/store/records.ts';
import { findDeal, makeStore, memoryStorage, NAMES, referee, storeWithGame, tableauMove } from './helpers.ts';

const savedIn = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.map.get(SAVE_KEY)!);

describe('saving', () => {
  it('writes the engine’s record after every action, with the save’s version', () => {
    const storage = memoryStorage();
    const store = storeWithGame(7, {}, storage);
    store.getState().deckClicked(store.getState().game!.position.toMove);
    const saved = savedIn(storage);
    expect(saved.version).toBe(SAVE_VERSION);
    expect(saved.state.save.record).toEqual(recordOf(store.getState().game!));
    expect(saved.state.save.record.actions).toEqual([{ type: 'reveal' }]);
  });

  it('writes the newest once it may, when told to wait', () => {
    const storage = memoryStorage();
    const waiting: (() => void)[] = [];
    const store = createGameStore({ storage, referee: inProcessReferee(referee), later: (work) => waiting.push(work) });
    store.getState().gameStarted({ names: NAMES, dealNumber: 7, rules: newGame({ dealNumber: 7 }).rules });
    const mover = store.getState().game!.position.toMove;
    store.getState().deckClicked(mover);
    expect(storage.map.get(SAVE_KEY)).toBeUndefined();
    waiting.splice(0).forEach((work) => work());
    expect(savedIn(storage).state.save.record).toEqual(recordOf(store.getState().game!));
    store.getState().settingsChanged({ sound: false });
    store.getState().settingsChanged({ tableMode: true });
    expect(savedIn(storage).state.settings).toMatchObject({ sound: true, tableMode: false });
    waiting.splice(0).forEach((work) => work());
    expect(savedIn(storage).state.settings).toMatchObject({ sound: false, tableMode: true });
  });

  it('does not write again when only the table’s passing state changes', () => {
    const storage = memoryStorage();
    const store = storeWithGame(7, {}, storage);
    storage.map.set(SAVE_KEY, 'sentinel');
    store.getState().cardPickedUp('claw');
    store.getState().dragCancelled();
    store.getState().noticeDismissed();
    expect(storage.map.get(SAVE_KEY)).toBe('sentinel');
    store.getState().settingsChanged({ sound: false });
    expect(savedIn(storage).state.settings.sound).toBe(false);
  });

  it('keeps the settings and the last names and house rules for next time', () => {
    const storage = memoryStorage();
    const store = storeWithGame(7, { takeBack: true }, storage);
    store.getState().settingsChanged({ tableMode: true });
    const again = makeStore(storage);
    expect(again.getState().settings.tableMode).toBe(true);
    expect(again.getState().setup).toEqual({
      names: NAMES,
      rules: {
        countFalseKnocks: true,
        knockHorizon: null,
        takeBack: true,
        coach: false,
        knockRadar: false,
        findYourself: false,
        stalemateNudge: 20,
      },
    });
  });

  it.each([
    ['a name of 100,000 characters', ['x'.repeat(100_000), 'Ben']],
    ['two equal names', ['Ada', 'Ada']],
    ['a name with a newline', ['Ada\nBen', 'Ben']],
  ])('offers the default names instead of %s, which the start screen would refuse', (_, names) => {
    const storage = memoryStorage({
      [SAVE_KEY]: JSON.stringify({ version: SAVE_VERSION, state: { save: null, settings: {}, setup: { names } } }),
    });
    expect(makeStore(storage).getState().setup.names).toEqual(['South', 'North']);
  });
});

describe('resuming', () => {
  it('a reload resumes exactly where the game was', () => {
    const storage = memoryStorage();
    const deal = findDeal((g) => tableauMove(g) !== undefined);
    const store = storeWithGame(deal, {}, storage);
    const move = tableauMove(store.getState().game!)!;
    store.getState().cardDropped(move.from, { kind: 'move', to: move.to });
    store.getState().deckClicked(store.getState().game!.position.toMove);
    const again = makeStore(storage);
    expect(again.getState().game).toEqual(store.getState().game);
    expect(again.getState().startedAt).toBe(store.getState().startedAt);
    expect(again.getState().screen).toBe('table');
    expect(again.getState().saveProblem).toBeNull();
  });

  it('a finished game comes back with its end screen open', () => {
    const storage = memoryStorage();
    const store = storeWithGame(7, {}, storage);
    store.getState().resigned(1);
    const again = makeStore(storage);
    expect(again.getState().game!.result).toEqual({ kind: 'resign', winner: 0 });
    expect(again.getState().resultsOpen).toBe(true);
    expect(again.getState().finishedAt).toBe(store.getState().finishedAt);
  });

  it('nothing saved: the start screen', () => {
    const store = makeStore(memoryStorage());
    expect(store.getState().game).toBeNull();
    expect(store.getState().saveProblem).toBeNull();
  });
});

describe('a save that cannot be read is never dropped silently', () => {
  const goodSave = () => {
    const storage = memoryStorage();
    storeWithGame(7, {}, storage).getState().deckClicked(0);
    return storage.map.get(SAVE_KEY)!;
  };

  it.each([
    ['damaged text', () => '{"state": {"save"', /damaged \(it is not JSON\)/],
    ['not a save at all', () => '[1, 2, 3]', /it is not a Brigadier save/],
    [
      'deeply nested text (a hostile save)',
      () => `{"version":1,"state":${'['.repeat(100_000)}`,
      /cannot be read: save: nested more than 64 levels deep/,
    ],
    [
      'a newer version',
      () => goodSave().replace(`"version":${SAVE_VERSION}`, '"version":99'),
      /another version of Brigadier \(save version 99\)/,
    ],
    [
      'a record that does not replay',
      () => goodSave().replace('"actions":[', '"actions":[{"type":"discard"},'),
      /the saved game cannot be replayed: actions\[0\] \(discard\)/,
    ],
  ])('%s: the player is told why, the text is kept for download, and a fresh start follows', (_, text, reason) => {
    const saved = text();
    const storage = memoryStorage({ [SAVE_KEY]: saved });
    const store = makeStore(storage);
    const problem = store.getState().saveProblem!;
    expect(problem.reason).toMatch(reason);
    expect(problem.text.length).toBeGreaterThan(0);
    expect(store.getState().game).toBeNull();
    // Kept under its own key until the player has seen it: a second load still shows it.
    expect(storage.map.get(UNREADABLE_KEY)).toBeDefined();
    store.getState().gameStarted({ names: NAMES, dealNumber: 1, rules: store.getState().setup.rules });
    const again = makeStore(storage);
    expect(again.getState().saveProblem?.reason).toMatch(reason);
    expect(again.getState().game?.dealNumber).toBe(1);
    again.getState().saveProblemDismissed();
    expect(again.getState().saveProblem).toBeNull();
    expect(storage.map.has(UNREADABLE_KEY)).toBe(false);
    expect(makeStore(storage).getState().saveProblem).toBeNull();
  });

  it.each([
    ['damaged', '{"state": oops'],
    ['deeply nested', `{"version":1,"state":{"save":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`],
  ])('the %s text itself is what the download gets', (_, text) => {
    const storage = memoryStorage({ [SAVE_KEY]: text });
    expect(makeStore(storage).getState().saveProblem!.text).toBe(text);
  });
});
