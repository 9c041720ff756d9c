// @vitest-environment jsdom
// A screen that breaks shows what happened and the way back, never a blank page, and the game on the
// table is kept; a screen whose file a newer build replaced offers the reload.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreProvider } from '../../src/ui/StoreContext.tsx';
import { isStaleBuild, ScreenBoundary } from '../../src/ui/errors/ScreenBoundary.tsx';
import { storeWithGame } from '../store/helpers.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const STALE = 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/AnalysisScreen-CJEho6p7.js';

/** A screen that breaks while it renders until `fixed` says otherwise. */
function Fragile({ fixed }: { readonly fixed: () => boolean }) {
  if (!fixed()) throw new Error("Cannot read properties of undefined (reading '0')");
  return <p>The screen works</p>;
}

describe('a screen that breaks', () => {
  it('shows what happened and "Back to the start", which opens the start screen; the game is kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = storeWithGame(7);
    const game = store.getState().game;
    store.getState().teachingScreenOpened('analysis');
    let fixed = false;
    render(
      <StoreProvider store={store}>
        <ScreenBoundary>
          <Fragile fixed={() => fixed} />
        </ScreenBoundary>
      </StoreProvider>,
    );
    expect(screen.getByRole('heading', { name: 'This screen broke' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain("Cannot read properties of undefined (reading '0')");
    fixed = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to the start' }));
    expect(store.getState().screen).toBe('start');
    expect(store.getState().game).toBe(game);
    expect(screen.getByText('The screen works')).toBeTruthy();
  });

  it('a lazy screen whose file is gone after an update offers "Reload", and says the game is kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Gone = lazy(() => Promise.reject(new TypeError(STALE)));
    function Opener() {
      const [open, setOpen] = useState(false);
      return open ? <Gone /> : <button onClick={() => setOpen(true)}>Analysis board</button>;
    }
    const store = storeWithGame(7);
    render(
      <StoreProvider store={store}>
        <ScreenBoundary>
          <Suspense fallback={<p>Loading…</p>}>
            <Opener />
          </Suspense>
        </ScreenBoundary>
      </StoreProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Analysis board' }));
    expect(await screen.findByRole('heading', { name: 'A new version is installed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Reload to open it: your game and Your games are kept/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(store.getState().game).not.toBeNull();
  });

  it.each([
    [STALE, true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module: https://x/assets/Drills.js', true],
    ["Cannot read properties of undefined (reading '0')", false],
  ])('tells a stale build from a bug: %s', (message, stale) => {
    expect(isStaleBuild(new TypeError(message))).toBe(stale);
  });
});
