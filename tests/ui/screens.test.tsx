// @vitest-environment jsdom
// The start screen, the end screen and the notice about a save that cannot be read.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../patience.ts';
import { newGame } from '../../src/engine/index.ts';
import { playGame } from '../../src/tooling/play-game.ts';
import { SAVE_KEY, UNREADABLE_KEY } from '../../src/store/persistence.ts';
import { recordText } from '../../src/store/records.ts';
import { App } from '../../src/ui/App.tsx';
import { durationWords } from '../../src/ui/screens/EndScreen.tsx';
import { readDealNumber } from '../../src/ui/screens/StartScreen.tsx';
import { makeStore, memoryStorage, NAMES, storeWithGame } from '../store/helpers.ts';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:save');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('the start screen', () => {
  it('names the computer’s levels briefly in the list, and says what the chosen one means beside it', async () => {
    render(<App store={makeStore()} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Play against the computer/));
    const level = screen.getByLabelText('Computer level');
    // A list is as wide as its longest option: short names keep it inside a phone's width.
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Beginner', 'Casual', 'Expert']);
    expect(level).toHaveAccessibleDescription('Sometimes misses a long line or a fault.');
    await user.selectOptions(level, 'beginner');
    expect(level).toHaveAccessibleDescription('Misses lines, sometimes misses a fault, may knock falsely.');
    expect(screen.getByText('Misses lines, sometimes misses a fault, may knock falsely.')).toBeVisible();
  });

  it('deals the typed deal number to the named players with the chosen house rules and settings', async () => {
    const store = makeStore();
    render(<App store={store} />);
    const user = userEvent.setup();
    const left = screen.getByLabelText('Player on the left column, bottom edge');
    await user.clear(left);
    await user.type(left, 'Ada');
    const right = screen.getByLabelText('Player on the right column, top edge');
    await user.clear(right);
    await user.type(right, 'Ben');
    await user.type(screen.getByRole('textbox', { name: 'Deal number' }), '2024');
    await user.click(screen.getByLabelText('False knocks count against the knocker'));
    await user.click(screen.getByLabelText(/^Knock horizon:/));
    await user.clear(screen.getByLabelText('Knock horizon in moves'));
    await user.type(screen.getByLabelText('Knock horizon in moves'), '4');
    await user.click(screen.getByLabelText(/Take-back/));
    await user.click(screen.getByLabelText(/Table mode/));
    await user.click(screen.getByLabelText(/Sound for knocks/));
    await user.click(screen.getByRole('button', { name: 'Deal the cards' }));
    const game = store.getState().game!;
    expect(game.dealNumber).toBe(2024);
    expect(game.names).toEqual(NAMES);
    expect(game.rules).toEqual({
      countFalseKnocks: false,
      knockHorizon: 4,
      takeBack: true,
      coach: false,
      knockRadar: false,
      findYourself: false,
      stalemateNudge: 20,
    });
    expect(store.getState().settings).toEqual({ tableMode: true, sound: false, passPhone: false });
    expect(screen.getByRole('main', { name: 'The card table' })).toBeInTheDocument();
  });

  it('a random deal unless a number is chosen', async () => {
    const store = makeStore();
    render(<App store={store} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deal the cards' }));
    expect(store.getState().game!.dealNumber).toBe(4242);
    expect(store.getState().game!.names).toEqual(['South', 'North']);
  });

  it.each([
    ['12a', 'A deal number is a whole number, 0 or more, digits only.'],
    ['-3', 'A deal number is a whole number, 0 or more, digits only.'],
    ['99999999999999999999', 'That deal number is too large.'],
  ])('refuses the deal number "%s" with a reason', async (typed, message) => {
    const store = makeStore();
    render(<App store={store} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Deal number' }), typed);
    await user.click(screen.getByRole('button', { name: 'Deal the cards' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(store.getState().game).toBeNull();
  });

  it('asks for two different names', async () => {
    const store = makeStore();
    render(<App store={store} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Player on the right column, top edge'));
    await user.type(screen.getByLabelText('Player on the right column, top edge'), 'South');
    await user.click(screen.getByRole('button', { name: 'Deal the cards' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the two players different names');
    expect(store.getState().game).toBeNull();
  });

  it('reads deal numbers', () => {
    expect(readDealNumber(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(readDealNumber('')).toMatchObject({ ok: false });
  });

  it('loads a game from a record file, or says why not', async () => {
    const store = makeStore();
    render(<App store={store} />);
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('record-file'), new File(['not json'], 'bad.json'));
    expect(await screen.findByText(/That file was not loaded: not valid JSON/)).toBeInTheDocument();
    const record = recordText(storeWithGame(8).getState().game!);
    await user.upload(screen.getByTestId('record-file'), new File([record], 'good.json'));
    expect(await screen.findByRole('main', { name: 'The card table' })).toBeInTheDocument();
    expect(store.getState().game!.dealNumber).toBe(8);
  });

  it('loads a file chosen in the start screen’s input even when the screen changed under the file dialog', async () => {
    // A saved game finishing its replay swaps the start screen for the table while the dialog is open:
    // the input the player chose into has left the page, and the file must still load.
    const store = makeStore();
    render(<App store={store} />);
    const input = screen.getByTestId<HTMLInputElement>('record-file');
    store.getState().gameStarted({ names: NAMES, dealNumber: 3, rules: store.getState().setup.rules });
    await screen.findByRole('main', { name: 'The card table' });
    expect(input.isConnected).toBe(false);
    const record = recordText(storeWithGame(8).getState().game!);
    Object.defineProperty(input, 'files', { value: [new File([record], 'good.json')], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await eventually(() => expect(store.getState().game!.dealNumber).toBe(8));
    expect(await screen.findByText(/^Loaded deal 8 at turn/, { selector: '.notice__text' })).toBeInTheDocument();
  });

  it('says so when the browser cannot read the chosen file, and keeps the game', async () => {
    const store = storeWithGame(8);
    store.getState().startScreenOpened();
    render(<App store={store} />);
    const unreadable = new File(['{}'], 'gone.json');
    unreadable.text = () => Promise.reject(new DOMException('The file was moved or deleted.', 'NotFoundError'));
    await userEvent.setup().upload(screen.getByTestId('record-file'), unreadable);
    expect(
      await screen.findByText(/That file could not be read: The file was moved or deleted\. The game on the table goes on\./),
    ).toBeInTheDocument();
    expect(store.getState().game!.dealNumber).toBe(8);
  });
});

describe('the end screen (R8)', () => {
  // A whole game played by the engine, loaded from its record.
  const won = playGame(3, { names: NAMES, knockRate: 0 });

  it('names the winner, the moral victory, each player’s knocks, the turns; play again keeps the names', async () => {
    const store = makeStore();
    store.getState().recordImported(recordText(won));
    render(<App store={store} />);
    const dialog = await screen.findByRole('dialog', {});
    const headline = won.result!.kind === 'win' ? `${NAMES[won.result!.winner]} wins!` : /draw/;
    expect(within(dialog).getByRole('heading')).toHaveTextContent(headline);
    expect(dialog).toHaveTextContent('The moral victory is shared (0 each).');
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    expect(dialog).toHaveTextContent(`Deal 3 · ${won.turn} turns · playing time not known (loaded from a file)`);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Play again' }));
    expect(store.getState().game!.actions).toHaveLength(0);
    expect(store.getState().game!.names).toEqual(NAMES);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the moral victory goes to the player with fewer knocks against them (R8.3)', async () => {
    const store = storeWithGame(5);
    const knocker = store.getState().game!.position.toMove === 0 ? 1 : 0;
    store.getState().knockCalled(knocker); // a false knock, counted
    store.getState().resigned(knocker);
    render(<App store={store} />);
    const dialog = await screen.findByRole('dialog', {});
    expect(dialog).toHaveTextContent(`The moral victory goes to ${NAMES[knocker === 0 ? 1 : 0]}: 0 against 1.`);
    expect(dialog).toHaveTextContent(/Deal 5 · 1 turn · \d+ s/);
  });

  it('a game from a set position says so, and is played again from that position', async () => {
    const store = makeStore();
    const start = newGame({ dealNumber: 9 }).position;
    store.getState().gameStarted({ names: NAMES, dealNumber: null, rules: store.getState().setup.rules, start });
    store.getState().resigned(1);
    render(<App store={store} />);
    const dialog = await screen.findByRole('dialog', {});
    expect(dialog).toHaveTextContent(/A set position · 1 turn · \d+ s/);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Play again' }));
    const again = store.getState().game!;
    expect(again.result).toBeNull();
    expect(again.start).toBe(start);
    expect(again.position).toBe(start);
  });

  it('can be closed to look at the table, and New game opens the start screen', async () => {
    const store = storeWithGame(5);
    store.getState().resigned(0);
    render(<App store={store} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Look at the table' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('The game is over.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Results' }));
    await user.click(await screen.findByRole('button', { name: 'New game…' }));
    expect(screen.getByRole('button', { name: 'Deal the cards' })).toBeInTheDocument();
  });

  it('says durations in words', () => {
    expect(durationWords(40_000)).toBe('40 s');
    expect(durationWords(12 * 60_000 + 5_000)).toBe('12 min 5 s');
    expect(durationWords(64 * 60_000)).toBe('1 h 4 min');
  });
});

describe('a save that cannot be read', () => {
  it('is explained, can be downloaded, and the player starts fresh', async () => {
    const storage = memoryStorage({ [SAVE_KEY]: '{"state": {"save": ' });
    const store = makeStore(storage);
    render(<App store={store} />);
    const dialog = screen.getByRole('alertdialog', { name: 'The saved game could not be opened' });
    expect(dialog).toHaveTextContent('the saved text is damaged (it is not JSON)');
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Download the save' }));
    expect(await (vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob).text()).toBe('{"state": {"save": ');
    click.mockRestore();
    await user.click(within(dialog).getByRole('button', { name: 'Start fresh' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(storage.map.has(UNREADABLE_KEY)).toBe(false);
    expect(screen.getByRole('button', { name: 'Deal the cards' })).toBeInTheDocument();
  });
});
