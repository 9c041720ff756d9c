// @vitest-environment jsdom
// The solver's tools on Brigade's screen, with the real solver in a fake worker: H gives a hint marked on
// the table, Solve from the More menu shows the solution with its steps (arrows step it, Esc closes it
// and only it), and with "Still winnable?" on a losing move brings the sign and the undo back to where
// the deal could still be won.
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PatiencePosition } from '../../src/patience/index.ts';
import { createPatienceStore, type PatienceSettings } from '../../src/store/patience/patienceStore.ts';
import { pageSolver } from '../../src/store/patience/solving/solverService.ts';
import { PatienceStoreProvider } from '../../src/ui/patience/PatienceContext.tsx';
import { PatienceScreen } from '../../src/ui/patience/PatienceScreen.tsx';
import { setSolverServiceMaker } from '../../src/ui/patience/solving/useSolving.ts';
import { nearlyWon } from '../store/patience/nearly-won.ts';
import { fakeSolver } from '../store/patience/solving/fakeSolverWorker.ts';
import { KEEPS, LOSES, LOST_START } from '../store/patience/solving/lostTables.ts';

beforeAll(() => setSolverServiceMaker(() => fakeSolver(true, 60_000).service));
afterAll(() => setSolverServiceMaker(pageSolver));
afterEach(cleanup);

/** The screen on a table of the test's, auto-play off so that the table holds only the moves made. */
function show(position: PatiencePosition, settings: Partial<PatienceSettings> = {}) {
  const store = createPatienceStore({ settings: { ...settings, autoPlay: false } });
  act(() => store.getState().dealt({ position }));
  const back = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <PatienceStoreProvider store={store}>{children}</PatienceStoreProvider>;
  render(<PatienceScreen back={back} />, { wrapper });
  return { store, back, user: userEvent.setup() };
}

/** Waits (a second at most) until the fake worker has answered and React shows it. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 1000, interval: 10 });

describe('the solver’s tools on the screen', () => {
  it('H marks the hint’s card and says its move', async () => {
    const { user } = show(nearlyWon());
    await user.keyboard('h');
    await until(() => expect(document.querySelector('.pnotice__text')).toHaveTextContent(/^Hint: /));
    expect(document.querySelectorAll('.pcard--hinted')).toHaveLength(1);
  });

  it('Solve shows the solution with its steps; the arrows step it and Esc closes it, not the screen', async () => {
    const { user, back, store } = show(LOST_START);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Solve' }));
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('group', { name: 'Solution' })).toBeInTheDocument();
    expect(store.getState().shownTable?.caption).toMatch(/^Solution, move 1 of \d+: /);
    await user.keyboard('{ArrowRight}');
    expect(store.getState().shownTable?.caption).toMatch(/^Solution, move 2 of \d+: /);
    await user.keyboard('{Escape}');
    expect(store.getState().shownTable).toBeNull();
    expect(screen.queryByRole('group', { name: 'Solution' })).toBeNull();
    expect(back).not.toHaveBeenCalled();
  });

  it('with "Still winnable?" on, a losing move shows the sign and the undo back to where the deal could be won', async () => {
    const { user, store } = show(LOST_START, { showWinnable: true });
    expect(await screen.findByRole('img', { name: 'The deal can still be won' })).toBeInTheDocument();
    act(() => store.getState().moved(KEEPS));
    act(() => store.getState().moved(LOSES));
    expect(await screen.findByRole('img', { name: 'The deal can no longer be won' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo to move 1' }));
    expect(store.getState().game.moves).toEqual([KEEPS]);
    expect(await screen.findByRole('img', { name: 'The deal can still be won' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo to move 1' })).toBeNull();
    // Asked from More, the answer shows in the notice.
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Still winnable?' }));
    await until(() => expect(document.querySelector('.pnotice__text')).toHaveTextContent('This deal can still be won.'));
  });
});
