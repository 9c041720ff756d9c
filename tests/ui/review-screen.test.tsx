// @vitest-environment jsdom
// The review screen (src/ui/review): opened from the end screen, it says how far it has come, then
// lists every turn with its fault's fate in words, each knock valid or false, and each player's
// figures; a turn chosen opens its missed line on the practice table, the analysis board, and a link;
// a bad review link is refused in words with the game on the table kept.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../patience.ts';
import { makeRecord, parseRecord, reviewGame } from '../../src/engine/index.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { askReview, createReviewAsk } from '../../src/store/review/request.ts';
import { carelessPlay } from '../../src/tooling/selfplay-careless.ts';
import { App } from '../../src/ui/App.tsx';
import { ReviewProvider } from '../../src/ui/review/ReviewContext.tsx';
import { makeStore, referee } from '../store/helpers.ts';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:save');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

// A careless game, resigned at its end so that the end screen shows; its review as the engine makes it.
const played = carelessPlay('random', 5, { maxActions: 120 });
const resigned = {
  ...makeRecord(played),
  actions: [...makeRecord(played).actions, { type: 'resign' as const, by: played.position.toMove }],
};
const parsed = parseRecord(resigned);
if (!parsed.ok) throw new Error(parsed.error);
const expected = reviewGame(parsed.value, referee);
if (!expected.ok) throw new Error(expected.error);
const missed = expected.value.turns.find((t) => t.fate === 'missed')!;

function renderReviewable() {
  const store = makeStore();
  store.getState().recordImported(JSON.stringify(resigned));
  const review = { referee: inProcessReferee(referee), ask: createReviewAsk() };
  render(
    <ReviewProvider desk={review}>
      <App store={store} />
    </ReviewProvider>,
  );
  return { store, review };
}

/** The review opened from the end screen, with the missed fault's row marked (its moment's buttons shown). */
async function missedMoment() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Review this game' }));
  const list = await screen.findByRole('list', { name: 'The game turn by turn' }, { timeout: 10_000 });
  const row = within(list)
    .getAllByRole('listitem')
    .find((r) => r.dataset.turn === String(missed.turn))!;
  await user.click(within(row).getAllByRole('button')[0]!);
  return { user, row };
}

describe('the review screen', () => {
  it('opens from the end screen and lists every turn, each fault’s fate and each knock in words', async () => {
    renderReviewable();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Review this game' }));
    const figures = await screen.findByRole('table', { name: 'Each player’s faults and knocks' }, { timeout: 10_000 });
    // The timeline is drawn in the background (a deferred value): it may follow the figures by a moment.
    const rows = await eventually(() => {
      const drawn = within(screen.getByRole('list', { name: 'The game turn by turn' })).getAllByRole('listitem');
      expect(drawn).toHaveLength(expected.value.turns.length);
      return drawn;
    });
    const missedRow = rows.find((row) => row.dataset.turn === String(missed.turn))!;
    expect(missedRow).toHaveTextContent('Fault, missed');
    expect(screen.getAllByText(/Fault, missed/)).toHaveLength(expected.value.turns.filter((t) => t.fate === 'missed').length);
    expect(screen.queryAllByText(/Fault, knocked/)).toHaveLength(expected.value.turns.filter((t) => t.fate === 'knocked').length);
    expect(screen.queryAllByText(/knocked: a false knock/)).toHaveLength(expected.value.knocks.filter((k) => !k.valid).length);
    expect(screen.queryAllByText(/knocked: valid/)).toHaveLength(expected.value.knocks.filter((k) => k.valid).length);
    const made = within(figures).getByRole('row', { name: /^Faults made/ });
    expect(
      within(made)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expected.value.figures.map((f) => String(f.faultsMade)));
  });

  it('opens a fault’s missed line on the table, step by step, and comes back to the timeline', async () => {
    renderReviewable();
    const { user, row } = await missedMoment();
    const link = await within(row).findByRole<HTMLInputElement>('textbox', { name: `Link to turn ${missed.turn} of this review` });
    expect(link.value).toMatch(new RegExp(`#review=.+~${missed.turn}$`));
    await user.click(within(row).getByRole('button', { name: 'Show the missed line' }));
    const panel = await screen.findByRole('region', { name: 'The missed foundation play' });
    const length = missed.fault!.missedLine.length;
    expect(panel).toHaveTextContent(`Move 1 of ${length}`);
    if (length > 1) {
      await user.click(within(panel).getByRole('button', { name: /Show next move/ }));
      expect(panel).toHaveTextContent(`Move 2 of ${length}`);
    }
    // The missed line's close button says where it goes (its Esc key shown beside the words).
    await user.click(screen.getByRole('button', { name: 'Back to the review Esc' }));
    expect(await screen.findByRole('list', { name: 'The game turn by turn' })).toBeInTheDocument();
    // Back on the timeline, the focus is where the player left it: the row's "Show the missed line".
    await eventually(() => expect(screen.getByRole('button', { name: 'Show the missed line' })).toHaveFocus());
  });

  it('opens a moment on the analysis board, and “Play from here” starts a game from it', async () => {
    const { store } = renderReviewable();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Review this game' }));
    const list = await screen.findByRole('list', { name: 'The game turn by turn' }, { timeout: 10_000 });
    const row = within(list).getAllByRole('listitem')[0]!;
    await user.click(within(row).getAllByRole('button')[0]!);
    await user.click(within(row).getByRole('button', { name: 'Open on the analysis board' }));
    expect(store.getState().screen).toBe('analysis');
    const start = store.getState().analysisStart;
    const moment = expected.value.turns[0]!.steps[0]!.position;
    expect(start?.kind === 'position' && start.position).toEqual(moment);
    // "Play from here" on the board takes that position as a new game's start.
    await user.click(await screen.findByRole('button', { name: 'Play from here…' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: 'Start the game' }));
    expect(store.getState().screen).toBe('table');
    expect(store.getState().game!.start).toEqual(moment);
  });

  it('opens a moment on the analysis board, and “Back to the review” returns to it at that moment', async () => {
    const { store } = renderReviewable();
    const { user, row } = await missedMoment();
    await user.click(within(row).getByRole('button', { name: 'Open on the analysis board' }));
    expect(store.getState().screen).toBe('analysis');
    await user.click(await screen.findByRole('button', { name: 'Back to the review' }, { timeout: 10_000 }));
    expect(store.getState().screen).toBe('review');
    const marked = await eventually(() => {
      const found = document.querySelector<HTMLElement>('.review__turn--marked');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(marked.dataset.turn).toBe(String(missed.turn));
  });

  it('refuses a bad link in words and keeps the game on the table', async () => {
    const { store, review } = renderReviewable();
    const before = store.getState().game;
    act(() => askReview({ game: store, ask: review.ask }, { kind: 'link', hash: '#review=g-1~zero' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This review link is damaged: its turn is not a turn number.');
    // The refusal is said at once; the review screen's file may come later on a busy machine.
    const back = await eventually(() => screen.getByRole('button', { name: 'Back to the game' }));
    await userEvent.setup().click(back);
    expect(store.getState().screen).toBe('table');
    expect(store.getState().game).toBe(before);
  });
});
