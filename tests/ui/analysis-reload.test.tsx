// @vitest-environment jsdom
// The analysis board's position survives a reload of the tab: a pasted position is kept in
// sessionStorage and the board reopens on it; leaving the board forgets it; a damaged value is dropped.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { encodePositionLink, makePosition } from '../../src/engine/index.ts';
import { App } from '../../src/ui/App.tsx';
import { BOARD_KEY, rememberBoard, rememberedBoard } from '../../src/ui/analysis/boardMemory.ts';
import { TWO_AWAY } from '../engine/fixtures.ts';
import { table } from '../engine/helpers.ts';
import { makeStore, memoryStorage } from '../store/helpers.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const POSITION = table(TWO_AWAY);

describe('the analysis board across a reload', () => {
  it('keeps a pasted position for the tab and shows it again when the board reopens', async () => {
    const user = userEvent.setup();
    render(<App store={makeStore()} />);
    await user.click(screen.getByRole('button', { name: 'Analysis board' }));
    await user.click(await screen.findByRole('button', { name: 'Set up a position…' }));
    await user.click(screen.getByLabelText(/Paste a position/));
    await user.paste(JSON.stringify(makePosition(POSITION)));
    await user.click(screen.getByRole('button', { name: 'Use the pasted position' }));
    expect(rememberedBoard(sessionStorage)?.position).toEqual(POSITION);

    cleanup(); // the reload: a new page on the same tab
    const store = makeStore();
    store.getState().analysisReopened({ kind: 'position', ...rememberedBoard(sessionStorage)! }); // as main.tsx does
    render(<App store={store} />);
    expect(await screen.findByRole('heading', { name: /Analysis board/ })).toHaveTextContent('a pasted position');

    await user.click(screen.getByRole('button', { name: 'Back to the start' }));
    expect(sessionStorage.getItem(BOARD_KEY)).toBeNull();
  });

  it('drops a stored value that does not read back, and never throws', () => {
    const tab = memoryStorage();
    for (const text of [
      'not json',
      '{"link":"p1.damaged","source":"x"}',
      '[]',
      JSON.stringify({ link: encodePositionLink(POSITION), source: 'x'.repeat(500) }),
    ]) {
      tab.setItem(BOARD_KEY, text);
      expect(rememberedBoard(tab)).toBeNull();
      expect(tab.getItem(BOARD_KEY)).toBeNull();
    }
  });

  it('keeps the names with the position, and refuses names that are not names', () => {
    const tab = memoryStorage();
    rememberBoard(tab, { position: POSITION, names: ['Ada', 'Ben'], source: 'the game on the table' });
    expect(rememberedBoard(tab)).toEqual({ position: POSITION, names: ['Ada', 'Ben'], source: 'the game on the table' });
    const stored = JSON.parse(tab.getItem(BOARD_KEY)!);
    tab.setItem(BOARD_KEY, JSON.stringify({ ...stored, names: ['', 7] }));
    expect(rememberedBoard(tab)?.names).toBeUndefined();
  });
});
