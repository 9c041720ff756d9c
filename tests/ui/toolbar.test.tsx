// @vitest-environment jsdom
// The game's toolbar: Esc closes whichever of Log, Keys, Settings and Share is open, as the
// Keys list says, and only it (the game itself hears nothing of that key).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/ui/App.tsx';
import { storeWithGame } from '../store/helpers.ts';

afterEach(cleanup);

describe('the toolbar', () => {
  it.each([
    ['Log', () => screen.queryByRole('complementary', { name: 'Game log' })],
    ['Keys', () => screen.queryByRole('dialog', { name: 'Keys' })],
    ['Settings', () => screen.queryByRole('dialog', { name: 'Settings' })],
    ['Share position', () => screen.queryByRole('dialog', { name: 'Share this position' })],
  ])('Esc closes %s', async (button, panel) => {
    const store = storeWithGame(7);
    render(<App store={store} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: button }));
    expect(panel()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(store.getState().screen).toBe('table');
  });
});
