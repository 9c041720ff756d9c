// @vitest-environment jsdom
// The start screen built into index.html (src/prerender.tsx) and React's takeover of it (main.tsx): the
// build's drawing is the page's own start screen with nothing saved, inert until hydrated, and a page
// whose save differs (names and rules, a game on the table) takes it over with no mismatch, then shows
// its own state.
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedRoot } from '../../src/prerender.tsx';
import { PageRoot, ROOT_ID } from '../../src/pageRoot.tsx';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { connectLibrary } from '../../src/store/library/connect.ts';
import { soleLocks } from '../../src/store/library/locks.ts';
import { SAVE_KEY, type SyncStorage } from '../../src/store/persistence.ts';
import { createReviewAsk } from '../../src/store/review/request.ts';
import { makeStore, memoryStorage, storeWithGame } from '../store/helpers.ts';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const pageRoot = () => document.getElementById(ROOT_ID)!;

/** The build's HTML in the page, hydrated over a store on `storage`; what React reported as mismatches. */
async function hydrateOver(storage: SyncStorage): Promise<unknown[]> {
  document.body.innerHTML = prerenderedRoot();
  const store = makeStore(storage);
  const referee = inProcessReferee();
  const library = connectLibrary(store, { open: () => new Promise(() => {}), locks: soleLocks, referee });
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      pageRoot(),
      <PageRoot store={store} library={library} storage={storage} review={{ referee, ask: createReviewAsk() }} />,
      {
        onRecoverableError: (error) => mismatches.push(error),
      },
    );
  });
  return mismatches;
}

/** A save with these names and a knock horizon of 7 moves, and no game on the table. */
function savedSetup(): SyncStorage {
  const storage = memoryStorage();
  storeWithGame(5, { knockHorizon: 7 }, storage);
  const save = JSON.parse(storage.getItem(SAVE_KEY)!) as { state: { save: unknown; setup: { names: string[] } } };
  save.state.save = null;
  save.state.setup.names = ['Ann', 'Bob'];
  storage.setItem(SAVE_KEY, JSON.stringify(save));
  return storage;
}

describe('the start screen built into index.html', () => {
  it('is the start screen with nothing saved, in a root inert until React has taken it over', () => {
    document.body.innerHTML = prerenderedRoot();
    expect(pageRoot().hasAttribute('inert')).toBe(true);
    expect(pageRoot().querySelector('main.start h1')!.textContent).toBe('Brigadier');
    expect(pageRoot().querySelector<HTMLInputElement>('input[value="South"]')).not.toBeNull();
    expect(document.body.textContent).not.toContain('Back to the game');
  });

  it('is taken over with no mismatch, and the same page with nothing saved', async () => {
    expect(await hydrateOver(memoryStorage())).toEqual([]);
    expect(pageRoot().hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Player on the left column, bottom edge' })).toHaveValue('South');
  });

  it('shows the saved names and rules right after the takeover, with no mismatch', async () => {
    expect(await hydrateOver(savedSetup())).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Player on the left column, bottom edge' })).toHaveValue('Ann');
    expect(screen.getByRole('textbox', { name: 'Player on the right column, top edge' })).toHaveValue('Bob');
    expect(screen.getByRole('spinbutton', { name: 'Knock horizon in moves' })).toHaveValue(7);
    expect(screen.getByRole('checkbox', { name: 'Knock horizon: only foundation plays within' })).toBeChecked();
  });

  it('gives way to a saved game on the table, with no mismatch', async () => {
    const storage = memoryStorage();
    storeWithGame(5, {}, storage);
    expect(await hydrateOver(storage)).toEqual([]);
    expect(document.querySelector('main.start')).toBeNull();
    expect(await screen.findByRole('button', { name: /Turn up a card/ })).toBeInTheDocument();
  });
});
