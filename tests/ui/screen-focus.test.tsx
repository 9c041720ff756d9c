// @vitest-environment jsdom
// A screen change is announced: the page's title says where the player is, and the focus goes to the
// new screen's heading (useScreenFocus.ts, pageTitle.ts).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/ui/App.tsx';
import { makeStore, NAMES, storeWithGame } from '../store/helpers.ts';

afterEach(cleanup);

const headingFocused = (name: RegExp | string) =>
  waitFor(() => {
    const active = document.activeElement!;
    expect(active).toHaveAttribute('data-screen-heading');
    expect(active).toHaveAccessibleName(name);
  });

describe('screen changes', () => {
  it('start → table → start → learn, drills, analysis: each says its name in the title and takes the focus to its heading', async () => {
    const store = makeStore();
    render(<App store={store} />);
    const user = userEvent.setup();
    expect(document.title).toBe('Start a game and Your games — Brigadier');
    await user.type(screen.getByLabelText('Player on the left column, bottom edge'), '{Control>}a{/Control}' + NAMES[0]);
    await user.type(screen.getByLabelText('Player on the right column, top edge'), '{Control>}a{/Control}' + NAMES[1]);
    await user.click(screen.getByRole('button', { name: 'Deal the cards' }));
    const mover = NAMES[store.getState().game!.position.toMove];
    await headingFocused(`Brigadier: ${NAMES[0]} against ${NAMES[1]}`);
    expect(document.title).toBe(`Brigadier — ${mover} to play`);

    await user.click(screen.getByRole('button', { name: 'New game' }));
    await headingFocused('Brigadier');
    expect(document.title).toBe('Start a game and Your games — Brigadier');

    const screens = [
      ['Learn to play', 'Learn to play'],
      ['Drills', 'Drills'],
      ['Analysis board', /^Analysis board/],
    ] as const;
    for (const [button, heading] of screens) {
      store.getState().startScreenOpened();
      await headingFocused('Brigadier');
      await user.click(screen.getByRole('button', { name: button }));
      await headingFocused(heading);
      expect(document.title).toBe(`${button} — Brigadier`);
    }
  });

  it('the title follows the turn and the game’s end', async () => {
    const store = storeWithGame(5);
    render(<App store={store} />);
    const game = () => store.getState().game!;
    expect(document.title).toBe(`Brigadier — ${NAMES[game().position.toMove]} to play`);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Resign…' })[0]!);
    await user.click(screen.getByRole('button', { name: /^Yes, .* resigns$/ }));
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^Brigadier — (${NAMES.join('|')}) wins, the results$`)));
  });
});
