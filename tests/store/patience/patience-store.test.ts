import { describe, expect, it } from 'vitest';
import { dealBrigade, legalMoves, positionOf, usedUndo, type PatienceMove } from '../../../src/patience/index.ts';
import { memoryStorage } from '../../../src/store/persistence.ts';
import { createPatienceStore, PATIENCE_SETTINGS_KEY, type PatienceEvent } from '../../../src/store/patience/patienceStore.ts';
import { card, move, table } from '../../patience/helpers.ts';
import { NEARLY_WON_SPEC, nearlyWon } from './nearly-won.ts';

function makeStore(options: Parameters<typeof createPatienceStore>[0] = {}) {
  let clock = 5_000;
  const store = createPatienceStore({ now: () => (clock += 1000), randomDeal: () => 17, ...options });
  const heard: PatienceEvent[] = [];
  store.onPatienceEvent((event) => heard.push(event));
  return { store, heard };
}

/** A first legal move of the deal that is not a safe move home (so auto-play cannot have made it). */
const aMoveOf = (store: ReturnType<typeof makeStore>['store']): PatienceMove =>
  legalMoves(positionOf(store.getState().game)).find((m) => m.to !== 'foundation')!;

describe('the patience store', () => {
  it('deals the deal number asked for, and a random one when none is', () => {
    const { store } = makeStore({ settings: { autoPlay: false } });
    expect(store.getState().game.dealNumber).toBe(17);
    expect(store.getState().game.start).toEqual(dealBrigade(17, 'up'));
    store.getState().dealt({ dealNumber: 3, grace: 'off' });
    expect(store.getState().game.start).toEqual(dealBrigade(3, 'off'));
  });

  it('refuses a move in the rules’ words and keeps the table', () => {
    const { store, heard } = makeStore();
    store.getState().dealt({ position: nearlyWon() });
    const before = store.getState().game;
    heard.length = 0;
    store.getState().moved(move('KH', 'foundation'));
    expect(store.getState().game).toBe(before);
    expect(store.getState().notice).toMatchObject({ tone: 'refusal', text: expect.stringContaining('(P2.1)') });
    expect(heard).toEqual([]);
  });

  it('auto-plays safe cards after the deal and after each move, and wins with the time and move count', () => {
    const { store, heard } = makeStore();
    store.getState().dealt({ position: nearlyWon() });
    // The three Jacks free in the reserve go home by themselves; J♠ is under K♥.
    expect(positionOf(store.getState().game).foundations).toEqual([10, 11, 11, 11]);
    expect(store.getState().autoPlayed).toEqual([true, true, true]);
    heard.length = 0;
    store.getState().moved(move('KH', 'tableau:1'));
    const state = store.getState();
    expect(state.finished).toBe('won');
    expect(state.game.moves).toHaveLength(13);
    expect(state.wonInMs).toBe(1000);
    expect(heard.filter((e) => e.type === 'acted')).toHaveLength(10);
    expect(heard.at(-1)).toMatchObject({ type: 'won', ms: 1000 });
    expect(state.notice).toMatchObject({ tone: 'good', text: 'Won in 13 moves!' });
  });

  it('undo takes back a move with the auto-play moves it set off; redo makes them again', () => {
    const { store } = makeStore();
    store.getState().dealt({ position: nearlyWon() });
    store.getState().moved(move('KH', 'tableau:1'));
    store.getState().undone();
    expect(store.getState().game.moves).toHaveLength(3);
    expect(store.getState().finished).toBeNull();
    expect(store.getState().game.actions.filter((a) => a.type === 'undo')).toHaveLength(10);
    store.getState().redone();
    expect(store.getState().finished).toBe('won');
    expect(store.getState().game.moves).toHaveLength(13);
    store.getState().undone();
    store.getState().undone();
    expect(store.getState().game.moves).toHaveLength(0);
    store.getState().undone();
    expect(store.getState().notice).toMatchObject({ tone: 'refusal', text: 'There is no move to take back (P6.3).' });
    expect(usedUndo(store.getState().game)).toBe(true);
  });

  it('with auto-play off makes only the moves asked for, and turning it on sends safe cards home', () => {
    const { store } = makeStore({ settings: { autoPlay: false } });
    store.getState().dealt({ position: nearlyWon() });
    expect(store.getState().game.moves).toHaveLength(0);
    store.getState().moved(move('KH', 'tableau:1'));
    expect(store.getState().game.moves).toHaveLength(1);
    store.getState().settingChanged('autoPlay', true);
    expect(store.getState().finished).toBe('won');
  });

  it('a new move after undo drops redo; redo with nothing undone is refused', () => {
    const { store } = makeStore({ settings: { autoPlay: false } });
    const first = aMoveOf(store);
    store.getState().moved(first);
    store.getState().undone();
    expect(store.getState().game.undone).toEqual([first]);
    store.getState().moved(first);
    store.getState().redone();
    expect(store.getState().notice?.text).toBe('There is no move taken back to make again (P6.3).');
  });

  it('lifts a card with the run on it, and refuses a card that has no run on it', () => {
    const { store } = makeStore({ settings: { autoPlay: false } });
    store.getState().dealt({
      position: table({
        ...NEARLY_WON_SPEC,
        tableau: [['JS', 'KH', 'QD']],
      }),
    });
    store.getState().cardSelected(card('KH'));
    expect(store.getState().selected).toEqual({ card: card('KH'), count: 2 });
    store.getState().cardSelected(null);
    expect(store.getState().selected).toBeNull();
    store.getState().cardSelected(card('JS'));
    expect(store.getState().selected).toBeNull();
    expect(store.getState().notice).toMatchObject({ tone: 'refusal', text: expect.stringContaining('(P3.3, P3.4)') });
  });

  it('keeps its settings, and a new grace rule redeals the same deal while no move was made by hand', () => {
    const storage = memoryStorage();
    const { store } = makeStore({ storage });
    store.getState().settingChanged('grace', 'both');
    expect(store.getState().game.start.grace).toBe('both');
    expect(store.getState().game.dealNumber).toBe(17);
    expect(JSON.parse(storage.getItem(PATIENCE_SETTINGS_KEY)!)).toMatchObject({ grace: 'both', autoPlay: true });
    store.getState().moved(aMoveOf(store));
    store.getState().settingChanged('grace', 'off');
    expect(store.getState().game.start.grace).toBe('both');
    expect(makeStore({ storage }).store.getState().settings.grace).toBe('off');
  });

  it('reads unreadable stored settings as the defaults', () => {
    const storage = memoryStorage({ [PATIENCE_SETTINGS_KEY]: '{"grace":"sideways","autoPlay":"yes"' });
    expect(makeStore({ storage }).store.getState().settings).toEqual({
      grace: 'up',
      autoPlay: true,
      showWinnable: false,
      winnableOnly: false,
    });
  });

  it('takes no moves while another table is shown, and tells the listeners each deal and restore', () => {
    const { store, heard } = makeStore();
    store.getState().tableShown({ position: nearlyWon(), caption: 'the solution, step 1' });
    store.getState().moved(aMoveOf(store));
    expect(store.getState().notice?.text).toContain('the solution, step 1');
    store.getState().tableShown(null);
    const game = store.getState().game;
    store.getState().gameRestored(game, { player: 'Ada', startedAt: 42 });
    expect(store.getState()).toMatchObject({ player: 'Ada', startedAt: 42 });
    store.getState().dealt();
    expect(heard.map((e) => e.type).filter((t) => t !== 'acted')).toEqual(['restored', 'dealt']);
  });

  it('marks and unmarks a hint, and remembers that one was used', () => {
    const { store } = makeStore();
    const hint = { move: aMoveOf(store), why: 'hint' as const };
    store.getState().highlightShown(hint);
    store.getState().hintUsed();
    expect(store.getState()).toMatchObject({ highlight: hint, usedHint: true });
    store.getState().moved(hint.move);
    expect(store.getState().highlight).toBeNull();
    store.getState().dealt();
    expect(store.getState().usedHint).toBe(false);
  });
});

describe('the patience screen in the game store', () => {
  it('opens from the start screen and goes back to it, keeping the two-player game', async () => {
    const { makeStore: makeGameStore, NAMES } = await import('../helpers.ts');
    const game = makeGameStore();
    game.getState().gameStarted({ names: NAMES, dealNumber: 5, rules: game.getState().setup.rules });
    const before = game.getState().game;
    game.getState().startScreenOpened();
    game.getState().patienceOpened();
    expect(game.getState().screen).toBe('patience');
    game.getState().startScreenOpened();
    expect(game.getState()).toMatchObject({ screen: 'start', game: before });
  });
});
