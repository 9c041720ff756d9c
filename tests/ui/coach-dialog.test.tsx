// @vitest-environment jsdom
// The coach and the knock radar as the players meet them (house rules, off by default): the checkboxes on
// the start screen, the coach's question before a fault with "Think again" and "Play it anyway", the
// radar's quiet sign by the watcher's Knock button, and a coached game saying so on the table and the end
// screen.
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { gameAt } from '../../src/engine/index.ts';
import { createPracticeStore } from '../../src/store/practiceStore.ts';
import { App } from '../../src/ui/App.tsx';
import { coachedWords } from '../../src/ui/screens/EndScreen.tsx';
import { TWO_AWAY } from '../engine/fixtures.ts';
import { table } from '../engine/helpers.ts';
import { makeStore, NAMES, storeWithGame, previousFaultOf } from '../store/helpers.ts';

afterEach(cleanup);

/** docs/formats.md's example: 5♥ is two moves away, so a discard is a fault (R6.4). */
const BURIED = table(TWO_AWAY);
const side = (name: string) => screen.getByRole('region', { name: `${name}'s side` });

function showAt(rules: { coach?: boolean; knockRadar?: boolean }) {
  const store = createPracticeStore(gameAt(BURIED, { rules }), inProcessReferee());
  render(<App store={store} />);
  return store;
}

describe('the start screen', () => {
  it('offers the coach and the knock radar, both off; a game takes them as house rules', async () => {
    const store = makeStore();
    render(<App store={store} />);
    const user = userEvent.setup();
    const coach = screen.getByLabelText(/^Coach:/);
    const radar = screen.getByLabelText(/^Knock radar:/);
    expect(coach).not.toBeChecked();
    expect(radar).not.toBeChecked();
    await user.click(coach);
    await user.click(radar);
    await user.click(screen.getByRole('button', { name: 'Deal the cards' }));
    expect(store.getState().game!.rules).toMatchObject({ coach: true, knockRadar: true });
    expect(screen.getAllByText('Coached')[0]).toHaveAttribute('title', expect.stringContaining('not a real game'));
  });
});

describe('the coach’s question', () => {
  it('think again: the question closes and nothing on the table changes', async () => {
    const store = showAt({ coach: true });
    const before = store.getState().game;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Discard and end turn/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'The coach, to South' });
    expect(dialog).toHaveAccessibleDescription('5♥ can go up in three moves — play this anyway?');
    expect(within(dialog).getByRole('button', { name: 'Think again' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Think again' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().game).toBe(before);
  });

  it('Esc is "think again"', async () => {
    const store = showAt({ coach: true });
    const before = store.getState().game;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Discard and end turn/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().game).toBe(before);
  });

  it('play it anyway: the discard is made and the fault is the referee’s to record', async () => {
    const store = showAt({ coach: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Discard and end turn/ }));
    await user.click(screen.getByRole('button', { name: 'Play it anyway' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const game = store.getState().game!;
    expect(game.position.toMove).toBe(1);
    expect(previousFaultOf(game)?.action).toEqual({ type: 'discard' });
  });

  it('coach off: no question, the discard is made at once', async () => {
    const store = showAt({});
    await userEvent.setup().click(screen.getByRole('button', { name: /Discard and end turn/ }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().game!.position.toMove).toBe(1);
    expect(screen.queryByText('Coached')).toBeNull();
  });
});

describe('the knock radar', () => {
  it('shown: a quiet sign by the watcher’s Knock button after a fault, without naming it', async () => {
    showAt({ knockRadar: true });
    expect(screen.queryByText(/^Radar:/)).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Discard and end turn/ }));
    const sign = within(side('North')).getByText(/^Radar:/);
    expect(sign).toHaveTextContent('Radar: the last turn held a fault');
    expect(sign).toHaveAttribute('role', 'status');
    expect(within(side('South')).queryByText(/^Radar:/)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByText('Coached').length).toBeGreaterThan(0);
    // The knock is still the watcher's own act; once made, the sign goes.
    await user.click(within(side('North')).getByRole('button', { name: /Knock/ }));
    expect(screen.queryByText(/^Radar:/)).toBeNull();
  });

  it('not shown when the house rule is off', async () => {
    showAt({});
    await userEvent.setup().click(screen.getByRole('button', { name: /Discard and end turn/ }));
    expect(screen.queryByText(/^Radar:/)).toBeNull();
  });
});

describe('a coached game says so at the end', () => {
  it.each([
    [{ coach: true, knockRadar: false }, 'Coached game: the coach was on — not a real game.'],
    [{ coach: false, knockRadar: true }, 'Coached game: the knock radar was on — not a real game.'],
    [{ coach: true, knockRadar: true }, 'Coached game: the coach and the knock radar were on — not a real game.'],
  ])('%o', (rules, words) => {
    expect(coachedWords({ ...storeWithGame(1).getState().game!.rules, ...rules })).toBe(words);
  });

  it('the end screen of a coached game carries the line; a real game’s does not', async () => {
    const store = storeWithGame(3, { coach: true });
    render(<App store={store} />);
    act(() => store.getState().resigned(0));
    const dialog = await screen.findByRole('dialog', { name: `${NAMES[1]} wins: ${NAMES[0]} resigned` });
    expect(within(dialog).getByText('Coached game: the coach was on — not a real game.')).toBeInTheDocument();
    cleanup();
    const real = storeWithGame(3);
    render(<App store={real} />);
    act(() => real.getState().resigned(0));
    const plain = await screen.findByRole('dialog', { name: /resigned/ });
    expect(within(plain).queryByText(/Coached game/)).toBeNull();
  });
});
