// @vitest-environment jsdom
// "Review" in Your games: a game in progress is reviewed without the turn that can still be knocked
// (R7.1), and a game that is not on the table is read from the library.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../patience.ts';
import { makeRecord } from '../../src/engine/index.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { connectLibrary } from '../../src/store/library/connect.ts';
import { openLibrary } from '../../src/store/library/games.ts';
import { memoryLocks } from '../../src/store/library/locks.ts';
import { createReviewAsk } from '../../src/store/review/request.ts';
import { carelessPlay } from '../../src/tooling/selfplay-careless.ts';
import { App } from '../../src/ui/App.tsx';
import { LibraryProvider } from '../../src/ui/library/LibraryContext.tsx';
import { ReviewProvider } from '../../src/ui/review/ReviewContext.tsx';
import { makeStore, NAMES, referee } from '../store/helpers.ts';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:save');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const inProgress = carelessPlay('random', 8, { maxActions: 100 });

function page() {
  const store = makeStore();
  const library = connectLibrary(store, {
    open: () => openLibrary(new IDBFactory()),
    locks: memoryLocks(),
    referee: inProcessReferee(referee),
    local: { blocked: null, onWrite: () => {} },
  });
  render(
    <LibraryProvider library={library}>
      <ReviewProvider desk={{ referee: inProcessReferee(referee), ask: createReviewAsk() }}>
        <App store={store} />
      </ReviewProvider>
    </LibraryProvider>,
  );
  return { store, library };
}

describe('Review in Your games', () => {
  it('reviews a game in progress without its turn still open to a knock', async () => {
    expect(inProgress.result).toBeNull();
    const { store, library } = page();
    store.getState().recordImported(JSON.stringify(makeRecord(inProgress)));
    // The library opens and takes the game first: only then is the start screen where it lists it.
    await eventually(() => expect(library.getState().games.some((g) => g.id === store.getState().gameId)).toBe(true));
    store.getState().startScreenOpened();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Review / }, { timeout: 10_000 }));
    expect(await screen.findByText(/in progress: a turn that can still be knocked is left out/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'The game turn by turn' }, { timeout: 10_000 });
    await eventually(() => expect(screen.getByRole('table', { name: 'Each player’s faults and knocks' })).toBeInTheDocument());
    const turns = within(list)
      .getAllByRole('listitem')
      .map((row) => Number(row.dataset.turn));
    expect(turns).not.toContain(inProgress.turn);
    expect(turns).toContain(inProgress.turn - 2);
  });

  it('reads a game that is not on the table from the library', async () => {
    const { store, library } = page();
    store.getState().recordImported(JSON.stringify(makeRecord(inProgress)));
    const kept = store.getState().gameId!;
    await eventually(() => expect(library.getState().games.some((g) => g.id === kept)).toBe(true));
    store.getState().gameStarted({ names: NAMES, dealNumber: 3, rules: inProgress.rules });
    store.getState().startScreenOpened();
    const user = userEvent.setup();
    const item = await eventually(() => {
      const found = document.querySelector<HTMLElement>(`[data-game-id="${kept}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    await user.click(within(item).getByRole('button', { name: /^Review / }));
    await eventually(() => expect(screen.getByRole('table', { name: 'Each player’s faults and knocks' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Review: ${inProgress.names[0]} and ${inProgress.names[1]}`);
    expect(store.getState().game!.dealNumber).toBe(3);
  });
});
