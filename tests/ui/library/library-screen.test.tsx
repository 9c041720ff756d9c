// @vitest-environment jsdom
// "Your games" and "Players" on the start screen, the sign while nothing is saved, and the banner of a
// game played in another tab, through the page's components.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../patience.ts';
import { newGame } from '../../../src/engine/index.ts';
import { connectLibrary } from '../../../src/store/library/connect.ts';
import { openLibrary } from '../../../src/store/library/games.ts';
import { memoryLocks, type GameLocks } from '../../../src/store/library/locks.ts';
import { inProcessReferee } from '../../../src/store/inProcessReferee.ts';
import type { GameStore } from '../../../src/store/gameStoreShape.ts';
import { App } from '../../../src/ui/App.tsx';
import { LibraryProvider } from '../../../src/ui/library/LibraryContext.tsx';
import { makeStore, NAMES, referee, storeWithGame } from '../../store/helpers.ts';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:save');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

function page(store: GameStore, options: { factory?: IDBFactory; locks?: GameLocks; fail?: boolean; newer?: boolean } = {}) {
  const factory = options.factory ?? new IDBFactory();
  const library = connectLibrary(store, {
    open: () =>
      options.newer
        ? Promise.reject(new DOMException('The requested version (1) is less than the existing version (2).', 'VersionError'))
        : options.fail
          ? Promise.reject(new Error('blocked'))
          : openLibrary(factory),
    locks: options.locks ?? memoryLocks(),
    referee: inProcessReferee(referee),
    local: { blocked: options.fail ? 'this browser does not let the page keep anything' : null, onWrite: () => {} },
  });
  render(
    <LibraryProvider library={library}>
      <App store={store} />
    </LibraryProvider>,
  );
  return library;
}

describe('your games', () => {
  it('says when they were saved by a newer version, and offers the reload', async () => {
    const store = storeWithGame(7);
    page(store, { newer: true });
    store.getState().startScreenOpened();
    const alert = await screen.findByText(/Your games were saved by a newer version of Brigadier: reload the page to update/);
    expect(alert).toHaveTextContent('Nothing in them was changed');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText(/does not let the page keep a list of games/)).toBeNull();
  });

  it('lists the game in progress and a finished one, resumes, and deletes with undo', async () => {
    const store = storeWithGame(7);
    page(store);
    const user = userEvent.setup();
    store.getState().resigned(0);
    store.getState().gameStarted({ names: ['Cy', 'Dee'], dealNumber: 8, rules: newGame({ dealNumber: 8 }).rules });
    store.getState().startScreenOpened();
    const list = await screen.findByRole('list');
    await eventually(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText(/Ada resigned; Ben won/)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Delete Cy v Dee, deal 8' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Ada v Ben, deal 7' }));
    await eventually(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    // The deleted game's buttons went with it: the focus is on Undo, not on the page.
    await eventually(() => expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await eventually(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await eventually(() => expect(screen.getByRole('button', { name: 'Open Ada v Ben, deal 7' })).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Recently deleted' })).toBeNull();
    const players = await screen.findByRole('table');
    expect(within(players).getByRole('rowheader', { name: 'Ben' }).closest('tr')).toHaveTextContent('Ben1100');
    await user.click(screen.getByRole('button', { name: 'Open Ada v Ben, deal 7' }));
    await eventually(() => expect(store.getState().game!.dealNumber).toBe(7));
    expect(store.getState().screen).toBe('table');
  });

  it('sets aside an entry that does not read, names it, and the rest works: the page never blanks', async () => {
    const factory = new IDBFactory();
    const written = storeWithGame(7);
    const first = connectLibrary(written, { open: () => openLibrary(factory), locks: memoryLocks(), referee: inProcessReferee(referee) });
    await eventually(() => expect(first.getState().games).toHaveLength(1));
    const bad = written.getState().gameId!;
    // One malformed listing (its names gone), as a hostile or damaged storage may hold.
    await new Promise<void>((done) => {
      const request = factory.open('brigadier-library');
      request.onsuccess = () => {
        const tx = request.result.transaction('listing', 'readwrite');
        tx.objectStore('listing').put({ id: bad, turn: 3 });
        tx.oncomplete = () => (request.result.close(), done());
      };
    });
    vi.mocked(URL.createObjectURL).mockClear();
    const store = makeStore();
    page(store, { factory });
    store.getState().gameStarted({ names: ['Cy', 'Dee'], dealNumber: 8, rules: newGame({ dealNumber: 8 }).rules });
    store.getState().startScreenOpened();
    const note = await screen.findByText(/1 game could not be read \(names: must be two names\): kept aside, export it or delete it/);
    await eventually(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(within(note).getByRole('button', { name: 'Export it' }));
    await eventually(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(JSON.parse(await blob.text())).toMatchObject([{ id: bad, record: { dealNumber: 7 } }]);
    await user.click(within(note).getByRole('button', { name: 'Delete it…' }));
    // The safe answer first and focused; Esc keeps the game and gives the focus back to "Delete it…".
    expect(within(note).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(note).getByRole('button', { name: 'Delete it…' })).toHaveFocus();
    await user.click(within(note).getByRole('button', { name: 'Delete it…' }));
    await user.click(within(note).getByRole('button', { name: 'Yes, delete it' }));
    await eventually(() => expect(screen.queryByText(/could not be read/)).toBeNull());
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('never says "no games" while a game is on the table that could not be written', async () => {
    const store = storeWithGame(7);
    const library = connectLibrary(store, {
      open: async () => ({
        ...(await openLibrary(new IDBFactory())),
        put: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
      }),
      locks: memoryLocks(),
      referee: inProcessReferee(referee),
    });
    render(
      <LibraryProvider library={library}>
        <App store={store} />
      </LibraryProvider>,
    );
    await eventually(() => expect(library.getState().status).toBe('open'));
    store.getState().startScreenOpened();
    // The refused write keeps the game waiting (pending.ts): listed, and said to be waiting.
    const list = await screen.findByRole('list');
    await eventually(() =>
      expect(within(list).getByRole('listitem')).toHaveTextContent(/Ada v Ben, deal 7.*on the table · waiting to be written/),
    );
    expect(screen.queryByText(/No games yet/)).toBeNull();
    expect(await screen.findByRole('status', { name: 'Not saved' })).toHaveTextContent(/Your games refused to store it/);
  });

  it('keeps a deleted game in "Recently deleted" across a reload, and restores it from there', async () => {
    const factory = new IDBFactory();
    const store = storeWithGame(7);
    const first = connectLibrary(store, { open: () => openLibrary(factory), locks: memoryLocks(), referee: inProcessReferee(referee) });
    await eventually(() => expect(first.getState().games).toHaveLength(1));
    store.getState().gameStarted({ names: ['Cy', 'Dee'], dealNumber: 8, rules: newGame({ dealNumber: 8 }).rules });
    await eventually(() => expect(first.getState().games).toHaveLength(2));
    await first.getState().deleted(first.getState().games.find((g) => g.dealNumber === 7)!.id);
    // The reload: a new page on the same library; the Undo of the page before is gone, the game is not.
    const again = makeStore();
    page(again, { factory });
    again.getState().startScreenOpened();
    const deleted = await screen.findByRole('region', { name: 'Recently deleted' });
    expect(within(deleted).getByRole('listitem')).toHaveTextContent(/Ada v Ben, deal 7/);
    await userEvent.setup().click(within(deleted).getByRole('button', { name: 'Restore Ada v Ben, deal 7' }));
    await eventually(() => expect(screen.queryByRole('region', { name: 'Recently deleted' })).toBeNull());
    // The list renders as a deferred value (YourGames): it follows a moment after the section goes.
    expect(await screen.findByRole('button', { name: 'Resume Ada v Ben, deal 7' })).toBeInTheDocument();
  });

  it('exports all games as one file', async () => {
    const store = storeWithGame(7);
    page(store);
    store.getState().startScreenOpened();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export all games' }));
    await eventually(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(JSON.parse(await blob.text())).toMatchObject({
      format: 'brigadier-library/1',
      games: [{ record: { dealNumber: 7, players: NAMES } }],
    });
  });
});

describe('storage that keeps nothing', () => {
  it('shows the sign and offers the game as a file, and the game plays on', async () => {
    const store = storeWithGame(7);
    page(store, { fail: true });
    expect(await screen.findByRole('status', { name: 'Not saved' })).toHaveTextContent(/does not let the page keep anything/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save this game to a file' }));
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    store.getState().deckClicked(store.getState().game!.position.toMove);
    expect(store.getState().game!.actions).toHaveLength(1);
    // Folded, the sign stays as a small mark while nothing is saved.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fold' }));
    expect(screen.getByRole('status', { name: 'Not saved' })).toHaveTextContent('Not saved: why?');
    expect(screen.queryByRole('button', { name: 'Save this game to a file' })).toBeNull();
  });
});

describe('a game played in another tab', () => {
  it('is shown read-only with a button that takes it over', async () => {
    const factory = new IDBFactory();
    const locks = memoryLocks();
    const first = storeWithGame(7);
    connectLibrary(first, { open: () => openLibrary(factory), locks, referee: inProcessReferee(referee) });
    const id = first.getState().gameId!;
    await eventually(async () => expect(await (await openLibrary(factory)).get(id)).toBeDefined());
    const second = makeStore();
    const library = page(second, { factory, locks });
    await eventually(() => expect(library.getState().status).toBe('open'));
    await library.getState().resumed(id);
    const button = await screen.findByRole('button', { name: 'Take over this game here' });
    await userEvent.setup().click(button);
    await eventually(() => expect(screen.queryByRole('button', { name: 'Take over this game here' })).toBeNull());
    expect(second.getState().readOnly).toBe(false);
    await eventually(() => expect(first.getState().readOnly).toBe(true));
  });
});
