// @vitest-environment jsdom
// The analysis board on a stranger's table past the node budget (search/budget.ts): it says the table
// is too hard to decide here, guesses nothing, and stays usable. A tiny budget stands in for the real
// one, so no big search runs.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { encodePositionLink, TOO_HARD_WORDS, type Position } from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { AnalysisScreen } from '../../src/ui/analysis/AnalysisScreen.tsx';
import { StoreProvider } from '../../src/ui/StoreContext.tsx';
import { TWO_AWAY } from '../engine/fixtures.ts';
import { table } from '../engine/helpers.ts';
import { makeStore } from '../store/helpers.ts';

afterEach(cleanup);

/** docs/formats.md's example, two moves from a foundation play: a search is needed. */
const BURIED = table({ ...TWO_AWAY, tableau: [['5H', '9C'], ['KS'], ['KS'], ['KD'], ['QC'], ['QC'], ['KH', '2S'], ['3D']] });
const pile = (n: number) => screen.getByRole('group', { name: `tableau pile ${n + 1}` });
const reach = () => document.querySelector('.analysis__reach')!.textContent;
const verdict = () => document.querySelector('.analysis__verdict')!;

/** The board on `position` as a shared link opens it, its referee's budget for a stranger's table `strangerNodes`. */
function openOn(position: Position, strangerNodes: number) {
  const store = makeStore();
  store.getState().positionLinkOpened(`#${encodePositionLink(position)}`);
  const referee = () => inProcessReferee(new LocalReferee(4096, undefined, { strangerNodes }), 'stranger');
  render(
    <StoreProvider store={store}>
      <AnalysisScreen referee={referee} />
    </StoreProvider>,
  );
}

describe('a table too hard to decide here', () => {
  it('is named too hard, with no distance and no line offered', async () => {
    openOn(BURIED, 1);
    await waitFor(() => expect(reach()).toContain(TOO_HARD_WORDS));
    expect(reach()).toContain('South to move.');
    expect(reach()).not.toContain('Foundation distance');
    expect(screen.getByRole('button', { name: 'Show the shortest line' })).toBeDisabled();
  });

  it('stays usable: a move tried is made and not judged, and Reset puts the table back', async () => {
    openOn(BURIED, 1);
    await waitFor(() => expect(reach()).toContain(TOO_HARD_WORDS));
    const user = userEvent.setup();
    await user.click(within(pile(4)).getByRole('button'));
    await user.click(pile(3));
    await waitFor(() => expect(verdict()).toHaveTextContent('Not judged. The table before that move is too hard to decide here'));
    expect(verdict()).not.toHaveClass('analysis__verdict--fault');
    expect(verdict()).not.toHaveClass('analysis__verdict--fine');
    await user.click(screen.getByRole('button', { name: 'Reset the board' }));
    await waitFor(() => expect(reach()).toContain(TOO_HARD_WORDS));
    expect(verdict()).toHaveTextContent('Try a move on the table');
  });

  it('within the budget the same table is answered as ever', async () => {
    openOn(BURIED, 1_000);
    await waitFor(() => expect(reach()).toContain('Foundation distance 2: two moves first, then 5♥ can go up.'));
    expect(screen.getByRole('button', { name: 'Show the shortest line' })).toBeEnabled();
  });
});
