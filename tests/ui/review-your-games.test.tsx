// @vitest-environment jsdom
// "Review" in Your games: a game in progress is reviewed without the turn that can still be knocked
// (R7.1), and a game that is not on the table is read from the library. A review link that carries its
// game opens at its turn without changing Your games until the player keeps the game; a link whose game
// is damaged or does not replay, or that names a game not kept here, is refused with the table kept.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../patience.ts';
import { makeRecord, parseRecord, reviewGame, type GameRecordJson } from '../../src/engine/index.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { connectLibrary } from '../../src/store/library/connect.ts';
import { openLibrary } from '../../src/store/library/games.ts';
import { memoryLocks } from '../../src/store/library/locks.ts';
import { reviewLinkText } from '../../src/store/review/link.ts';
import { askReview, createReviewAsk } from '../../src/store/review/request.ts';
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
  const ask = createReviewAsk();
  render(
    <LibraryProvider library={library}>
      <ReviewProvider desk={{ referee: inProcessReferee(referee), ask }}>
        <App store={store} />
      </ReviewProvider>
    </LibraryProvider>,
  );
  const openLink = (hash: string) => act(() => askReview({ game: store, ask }, { kind: 'link', hash }));
  return { store, library, openLink };
}

/**
 * Imports the game in progress and waits until it is on the table: a record replays in slices of
 * 12 ms, and on a busy machine 100 actions can take more than the first.
 */
async function importInProgress(store: ReturnType<typeof makeStore>): Promise<void> {
  store.getState().recordImported(JSON.stringify(makeRecord(inProgress)));
  await eventually(() => expect(store.getState().loading).toBeNull());
}

/** A record that parses but does not replay: its first move takes a card from where it is not. */
const unplayable = (record: GameRecordJson): GameRecordJson => ({
  ...record,
  actions: [{ type: 'move', card: 'KS', from: 'tableau:0', to: 'tableau:1' }, ...record.actions],
});

describe('Review in Your games', () => {
  it('reviews a game in progress without its turn still open to a knock', async () => {
    expect(inProgress.result).toBeNull();
    const { store, library } = page();
    await importInProgress(store);
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

  it('reviews the game in progress from the table’s tools (“Review”), the game left as it is', async () => {
    const { store } = page();
    await importInProgress(store);
    const table = store.getState().game;
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Review' }));
    expect(store.getState().screen).toBe('review');
    await eventually(() => expect(screen.getByRole('table', { name: 'Each player’s faults and knocks' })).toBeInTheDocument());
    expect(screen.getByText(/in progress: a turn that can still be knocked is left out/)).toBeInTheDocument();
    expect(store.getState().game).toBe(table);
  });

  it('reads a game that is not on the table from the library', async () => {
    const { store, library } = page();
    await importInProgress(store);
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

  it('opens a link that carries its game at its turn, and keeps the game in Your games only when asked', async () => {
    const { store, library, openLink } = page();
    await eventually(() => expect(library.getState().status).not.toBe('opening'));
    store.getState().gameStarted({ names: NAMES, dealNumber: 3, rules: inProgress.rules });
    const table = store.getState().game;
    const linked = carelessPlay('random', 11, { maxActions: 160 });
    const parsed = parseRecord(makeRecord(linked));
    const reviewed = parsed.ok && reviewGame(parsed.value, referee);
    const { turn } = reviewed && reviewed.ok ? reviewed.value.turns[Math.floor(reviewed.value.turns.length / 2)]! : { turn: 0 };
    expect(turn).toBeGreaterThan(1);
    openLink(`#${await reviewLinkText(makeRecord(linked), turn)}`);
    const marked = await eventually(() => {
      const row = document.querySelector<HTMLElement>('.review__turn--marked');
      expect(row).not.toBeNull();
      return row!;
    });
    expect(marked.dataset.turn).toBe(String(turn));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Review: ${linked.names[0]} and ${linked.names[1]}`);
    // The moment's own link carries the game again.
    // The link comes once the game is packed into it (deflating is asynchronous).
    const link = await within(marked).findByRole<HTMLInputElement>('textbox', { name: `Link to turn ${turn} of this review` });
    expect(link.value).toMatch(new RegExp(`#review=g1\\.[A-Za-z0-9_-]+~${turn}$`));
    const before = library.getState().games.length;
    expect(store.getState().game).toBe(table);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep this game in Your games' }));
    expect(await screen.findByText('1 game added to your games.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await eventually(() => expect(library.getState().games.length).toBe(before + 1));
    expect(store.getState().game).toBe(table);
  });

  it.each([
    ['its game is damaged', async () => (await reviewLinkText(makeRecord(inProgress), 3)).slice(0, 60), 'This review link is damaged'],
    ['its game does not replay', () => reviewLinkText(unplayable(makeRecord(inProgress)), 3), 'cannot be reviewed'],
    ['it names a game not kept here', async () => 'review=g-nowhere~3', 'is not here'],
  ])('refuses a link when %s, and keeps the game on the table', async (_, link, words) => {
    const { store, openLink } = page();
    store.getState().gameStarted({ names: NAMES, dealNumber: 3, rules: inProgress.rules });
    const table = store.getState().game;
    openLink(`#${await link()}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(words);
    expect(alert).toHaveTextContent('Your own game is as you left it.');
    expect(store.getState().game).toBe(table);
  });
});
