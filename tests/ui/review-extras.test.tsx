// @vitest-environment jsdom
// What players asked for after the review: "Find it yourself" after a knock (house rule H1), the
// stalemate nudge (house rule H2), the start screen's defaults for them, and the drills' list “From your games”
// "From your games" with its share link, through the page's components.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { gameAt, legalMoves, makeRecord, other, type GameState } from '../../src/engine/index.ts';
import { checkSpotAnswer, ownDrillsOf } from '../../src/learn/index.ts';
import { DRILLS_KEY } from '../../src/store/drillScores.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import type { LibraryStore } from '../../src/store/library/connect.ts';
import { carelessPlay } from '../../src/tooling/selfplay-careless.ts';
import { App } from '../../src/ui/App.tsx';
import { buildDrill } from '../../src/ui/drills/drillBuild.ts';
import { DrillsScreen } from '../../src/ui/drills/DrillsScreen.tsx';
import { NO_OWN_DRILLS_WORDS } from '../../src/ui/drills/OwnDrillsCard.tsx';
import { LibraryProvider } from '../../src/ui/library/LibraryContext.tsx';
import { StoreProvider } from '../../src/ui/StoreContext.tsx';
import { QUIET } from '../engine/fixtures.ts';
import { table } from '../engine/helpers.ts';
import { distanceOf, findDeal, makeStore, NAMES, referee, storeWithGame } from '../store/helpers.ts';
import { clickMove, feedback } from './learn-helpers.tsx';

beforeEach(() => {
  localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:record');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const wrongTry = (game: GameState) =>
  legalMoves(game.position).find((m) => checkSpotAnswer(game.position, [m], referee).status === 'wrong');
const deal = findDeal((g) => distanceOf(g) !== null && wrongTry(g) !== undefined);

/** The table after the mover turned up a card (a fault) and the other player knocked, by the table's own controls. */
async function knocked(findYourself = true) {
  const store = storeWithGame(deal, { findYourself });
  render(<App store={store} />);
  const start = store.getState().game!;
  const user = userEvent.setup();
  await user.click(document.querySelector<HTMLElement>(`[data-place="deck:${start.position.toMove}"]`)!);
  await user.click(
    within(screen.getByRole('region', { name: `${NAMES[other(start.position.toMove)]}'s side` })).getByRole('button', { name: /^Knock/ }),
  );
  return { store, start, user, offender: NAMES[start.position.toMove] };
}

describe('Find it yourself (house rule H1)', () => {
  it('asks the offender to find the play on the table as it stood at the fault; a right try is praised, then the line shown', async () => {
    const { store, start, user, offender } = await knocked();
    const panel = screen.getByRole('region', { name: 'Find it yourself' });
    expect(within(panel).getByRole('heading')).toHaveTextContent(`Find it yourself: ${offender} missed a play.`);
    expect(panel).toHaveTextContent('Make the first move of the better line.');
    expect(screen.getByText('Find it yourself: the table as it was at the fault')).toBeInTheDocument();
    // The line's steps are not offered while the try waits.
    expect(screen.queryByRole('button', { name: /Show next move/ })).toBeNull();
    await clickMove(user, store.getState().missedLine!.fault.missedLine[0]!, start.position.toMove);
    const line = screen.getByRole('region', { name: 'The missed foundation play' });
    expect(line).toHaveTextContent(`Yes: that is the play ${offender} missed.`);
    expect(within(line).getByRole('button', { name: /Show next move/ })).toBeEnabled();
    // A screen reader hears the verdict (the table's announcer).
    expect(document.querySelector('[data-announcer="polite"]')).toHaveTextContent(`Yes: that is the play ${offender} missed.`);
  });

  it('a wrong try says what it was and shows the line', async () => {
    const { start, user } = await knocked();
    await clickMove(user, wrongTry(start)!, start.position.toMove);
    const line = screen.getByRole('region', { name: 'The missed foundation play' });
    expect(line).toHaveTextContent(/Not that one: .+ leaves the shortest way \(R6\.3\)\. The better line starts with .+\./);
    expect(line.querySelector('.lesson__tried--wrong')).not.toBeNull();
  });

  it('“Show me” and Esc skip the try; with the rule off the line opens at once', async () => {
    const { user } = await knocked();
    // The try's heading says what to do, for a screen reader that lands on it.
    expect(
      within(screen.getByRole('region', { name: 'Find it yourself' }))
        .getByRole('heading')
        .getAttribute('aria-label'),
    ).toMatch(/missed a play\. Make the first move of the better line\.$/);
    await user.click(screen.getByRole('button', { name: /^Show me/ }));
    expect(screen.getByRole('region', { name: 'The missed foundation play' })).not.toHaveTextContent(/Yes:|Not that one/);
    // The button is gone: the focus comes to the line's heading.
    expect(document.activeElement).toHaveClass('lesson__headline');
    cleanup();
    const again = await knocked();
    await again.user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'The missed foundation play' })).toBeInTheDocument();
    cleanup();
    await knocked(false);
    expect(screen.queryByRole('region', { name: 'Find it yourself' })).toBeNull();
    expect(screen.getByRole('region', { name: 'The missed foundation play' })).toBeInTheDocument();
  });

  it('the start screen turns it on against the beginner computer, and off again for another choice', async () => {
    render(<App store={makeStore()} />);
    const user = userEvent.setup();
    const box = () => screen.getByLabelText(/^Find it yourself/);
    expect(box()).not.toBeChecked();
    await user.click(screen.getByLabelText(/^Play against the computer/));
    await user.selectOptions(screen.getByLabelText('Computer level'), 'beginner');
    expect(box()).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Computer level'), 'expert');
    expect(box()).not.toBeChecked();
    expect(screen.getByLabelText('Stalemate nudge in turns')).toHaveValue(20);
  });
});

describe('the stalemate nudge (house rule H2)', () => {
  /** The table with QUIET's game (nothing can go home) after `n` turns of turning up and discarding. */
  function quiet(n: number): GameStore {
    const store = storeWithGame(deal);
    store.getState().practiceGamePut(gameAt(table(QUIET), { names: NAMES, rules: { stalemateNudge: 2 } }));
    render(<App store={store} />);
    act(() => {
      for (let i = 0; i < n; i++) {
        store.getState().deckClicked(store.getState().game!.position.toMove);
        store.getState().discardChosen();
      }
    });
    return store;
  }

  it('offers a draw after N quiet turns; “Play on” puts it away', async () => {
    quiet(2);
    const nudge = screen.getByRole('status', { name: 'Stalemate nudge' });
    expect(nudge).toHaveTextContent('2 turns without a card going home. Agree a draw?');
    await userEvent.setup().click(within(nudge).getByRole('button', { name: 'Play on' }));
    expect(screen.queryByRole('status', { name: 'Stalemate nudge' })).toBeNull();
  });

  it('“Agree a draw” needs the other player too: their edge asks, and accepting draws the game', async () => {
    const store = quiet(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agree a draw' }));
    const asked = NAMES[other(store.getState().game!.position.toMove)];
    await user.click(within(screen.getByRole('region', { name: `${asked}'s side` })).getByRole('button', { name: /Accept draw/ }));
    expect(store.getState().game!.result).toEqual({ kind: 'draw', reason: 'agreed' });
  });
});

/** A library holding one finished game (a careless self-played one), as the drills screen reads it. */
function fakeLibrary(game: GameState): LibraryStore {
  const record = JSON.parse(JSON.stringify(makeRecord(game)));
  const listing = { id: 'g1', names: game.names, dealNumber: game.dealNumber, turn: game.turn, startedAt: 1, updatedAt: 2, finishedAt: 2 };
  return createStore(() => ({
    status: 'open',
    games: [{ ...listing, summary: { result: { kind: 'draw' }, knocked: [0, 0], falseKnocks: [0, 0], moral: 'shared', coached: false } }],
    entry: (id: string) => Promise.resolve(id === 'g1' ? { ...listing, record, summary: null } : undefined),
  })) as unknown as LibraryStore;
}

function drills(store: GameStore, library?: LibraryStore) {
  store.getState().teachingScreenOpened('drills');
  const screenEl = (
    <StoreProvider store={store}>
      <DrillsScreen maker={(r) => Promise.resolve(buildDrill(r))} seed={() => 1} now={() => 0} />
    </StoreProvider>
  );
  render(library ? <LibraryProvider library={library}>{screenEl}</LibraryProvider> : screenEl);
}

describe('the drills “From your games”', () => {
  it('says how it fills while it is empty', () => {
    drills(makeStore());
    expect(screen.getByRole('region', { name: 'From your games' })).toHaveTextContent(NO_OWN_DRILLS_WORDS);
  });

  it('lists a finished game’s misses with a share link; one played right counts into the spot scores, and survives a reload', async () => {
    const game = carelessPlay('random', 3, { maxActions: 160 });
    const expected = ownDrillsOf('g1', JSON.parse(JSON.stringify(makeRecord(game))), referee);
    if (!expected.ok || expected.value.length === 0) throw new Error('the seeded game has no misses');
    drills(makeStore(), fakeLibrary(game));
    const list = await screen.findByRole('list', { name: 'Your drills from your games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(expected.value.length);
    const first = expected.value[0]!;
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(`turn ${first.turn}`);
    expect(within(list).getAllByRole('link', { name: 'Link to share' })[0]!.getAttribute('href')).toBe(
      `http://localhost:3000/#drill-${first.link}`,
    );
    // Kept: the game is not read again after a reload.
    expect(JSON.parse(localStorage.getItem('brigadier-own-drills')!).games.g1).toHaveLength(expected.value.length);
    const user = userEvent.setup();
    await user.click(within(list).getAllByRole('button', { name: 'Play' })[0]!);
    const region = await screen.findByRole('region', { name: 'Drill: spot the play' });
    expect(region).toHaveTextContent('from your games');
    const drill = buildDrill({ kind: 'link', link: first.link });
    if (!drill.ok || drill.kind !== 'spot') throw new Error('no drill');
    for (const move of drill.drill.line) await clickMove(user, move, drill.drill.position.toMove);
    expect(feedback()).toHaveTextContent(/^Well done!/);
    expect(JSON.parse(localStorage.getItem(DRILLS_KEY)!).spot).toMatchObject({ played: 1, right: 1 });
    // "Another drill" plays the next of the list, not a dealt one.
    expect(expected.value.length).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: 'Another drill' }));
    expect(await screen.findByText(/Spot the play · level \d: .+ · from your games/)).toBeInTheDocument();
    expect(feedback()).not.toHaveTextContent(/^Well done!/);
  });

  it('a shared drill link opens that drill on the drills screen', async () => {
    const game = carelessPlay('random', 3, { maxActions: 160 });
    const own = ownDrillsOf('g1', JSON.parse(JSON.stringify(makeRecord(game))), referee);
    if (!own.ok) throw new Error(own.error);
    const store = makeStore();
    store.getState().drillLinkOpened(own.value[0]!.link);
    expect(store.getState().screen).toBe('drills');
    drills(store);
    expect(await screen.findByRole('region', { name: 'Drill: spot the play' })).toHaveTextContent('a shared drill');
    expect(store.getState().drillLink).toBeNull();
  });
});
