// @vitest-environment jsdom
// The computer opponent on the page (issue 14): chosen on the start screen, shown at its edge, paused
// and paced from the toolbar. The computer's moments are not run here (see computer-store.test.ts).
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createGameStore } from '../../src/store/gameStore.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { memoryStorage } from '../../src/store/persistence.ts';
import { App } from '../../src/ui/App.tsx';
import { referee } from './helpers.ts';

afterEach(cleanup);

/** A store whose computer never wakes by itself: the test looks at the page only. */
const quietStore = () => createGameStore({ storage: memoryStorage(), referee: inProcessReferee(referee), randomDeal: () => 4242, randomSeed: () => 7, schedule: () => () => {} });

describe('playing against the computer', () => {
  it('the start screen deals a game against the computer at the chosen level, and the computer’s edge says so and offers no buttons', async () => {
    const store = quietStore();
    render(<App store={store} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Play against the computer/));
    await user.selectOptions(screen.getByLabelText('Computer level'), 'expert');
    await user.click(screen.getByRole('button', { name: 'Deal the cards' }));
    const game = store.getState().game!;
    expect(game.seats).toEqual([{ kind: 'person' }, { kind: 'computer', level: 'expert' }]);
    expect(game.seed).toBe(7);
    const north = screen.getByRole('region', { name: "North's side" });
    expect(within(north).getByText('computer · expert')).toBeInTheDocument();
    expect(within(north).queryByRole('button', { name: /Resign|Knock|Offer draw/ })).toBeNull();
    const south = screen.getByRole('region', { name: "South's side" });
    expect(within(south).getByRole('button', { name: /Resign/ })).toBeInTheDocument();
  });

  it('computer against computer: both levels are asked for', async () => {
    const store = quietStore();
    render(<App store={store} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Computer against computer/));
    await user.selectOptions(screen.getByLabelText('Right column computer'), 'beginner');
    await user.selectOptions(screen.getByLabelText('Left column computer'), 'casual');
    await user.click(screen.getByRole('button', { name: 'Deal the cards' }));
    expect(store.getState().game!.seats).toEqual([{ kind: 'computer', level: 'casual' }, { kind: 'computer', level: 'beginner' }]);
  });

  it('the toolbar pauses and paces the computer; two people see neither', async () => {
    const store = quietStore();
    render(<App store={store} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deal the cards' }));
    expect(screen.queryByRole('button', { name: 'Pause computer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New game' }));
    await user.click(screen.getByLabelText(/^Play against the computer/));
    await user.click(screen.getByRole('button', { name: 'Deal the cards' }));
    await user.click(screen.getByRole('button', { name: 'Pause computer' }));
    expect(store.getState().computerPaused).toBe(true);
    expect(screen.getByRole('button', { name: 'Resume computer' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText(/Computer speed/), 'fast');
    expect(store.getState().computerPace).toBe('fast');
  });
});

describe('after a game against the computer', () => {
  it('play again keeps the computer at its level', async () => {
    const store = quietStore();
    render(<App store={store} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Play against the computer/));
    await user.selectOptions(screen.getByLabelText('Computer level'), 'casual');
    await user.click(screen.getByRole('button', { name: 'Deal the cards' }));
    store.getState().resigned(0);
    await user.click(await screen.findByRole('button', { name: 'Play again' }));
    expect(store.getState().game!.actions).toHaveLength(0);
    expect(store.getState().game!.seats).toEqual([{ kind: 'person' }, { kind: 'computer', level: 'casual' }]);
  });
});
