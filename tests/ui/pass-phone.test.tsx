// @vitest-environment jsdom
// A phone passed across the table (a setting): the player to move sees their own edge at the bottom,
// the other edge is turned to face the other player, and the middle is drawn as the player at the
// bottom sees it. While a missed line is open the table stays as it was when the knock came (R7.2);
// it turns when play goes on.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, other } from '../../src/engine/index.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import { App } from '../../src/ui/App.tsx';
import { createGameStore } from '../../src/store/gameStore.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { distanceOf, findDeal, makeStore, memoryStorage, NAMES, referee, storeWithGame } from '../store/helpers.ts';

let store: GameStore;
const game = () => store.getState().game!;
const mover = () => game().position.toMove;
const side = (player: 0 | 1) => screen.getByRole('region', { name: `${NAMES[player]}'s side` });
/** The edges as drawn, top first. */
const edges = () => [...document.querySelectorAll('.table > .edge')];
/** The tableau piles of the middle's first row, left to right. */
const firstRow = () =>
  [...document.querySelector('.middle__row')!.querySelectorAll('[data-place^="tableau:"]')].map((p) => p.getAttribute('data-place'));

function show(dealNumber: number, passPhone = true) {
  store = storeWithGame(dealNumber);
  if (passPhone) store.getState().settingsChanged({ passPhone: true });
  render(<App store={store} />);
}

afterEach(cleanup);

/** Whose edge is at the bottom and whether the top one is turned. */
function expectBottom(player: 0 | 1) {
  expect(edges().at(-1)).toBe(side(player));
  expect(side(player)).toHaveClass('edge--bottom');
  expect(side(player)).not.toHaveClass('edge--turned');
  expect(edges()[0]).toBe(side(other(player)));
  expect(side(other(player))).toHaveClass('edge--top', 'edge--turned');
  // The middle as the player at the bottom sees it: their own column on their left (R2.5).
  expect(firstRow()).toEqual(player === 0 ? ['tableau:0', 'tableau:4'] : ['tableau:7', 'tableau:3']);
}

describe('pass the phone', () => {
  it('is off by default: South at the bottom, North mirrored at the top, whoever is to move', async () => {
    show(5, false);
    const user = userEvent.setup();
    for (let i = 0; i < 2; i++) {
      expect(edges().at(-1)).toBe(side(0));
      expect(side(1)).not.toHaveClass('edge--turned');
      expect(firstRow()).toEqual(['tableau:0', 'tableau:4']);
      await user.keyboard('r');
      await user.keyboard('d');
    }
  });

  it('turns the table to the player to move when a turn ends, each player’s buttons at their own edge', async () => {
    show(5);
    const user = userEvent.setup();
    const first = mover();
    expectBottom(first);
    await user.click(within(side(first)).getByRole('button', { name: /Turn up a card/ }));
    // Play goes on: the table stays, and the waiting player's knock (R7.1) is on their turned edge.
    expectBottom(first);
    await user.click(within(side(first)).getByRole('button', { name: /Discard and end turn/ }));
    expectBottom(other(first));
    // The player now to move may knock the turn just ended: their KNOCK is at hand, at the bottom.
    expect(within(side(other(first))).getByRole('button', { name: /Knock/ })).toBeInTheDocument();
    expect(within(side(other(first))).getByRole('button', { name: /Turn up a card/ })).toBeInTheDocument();
  });

  it('a missed line is read where the knock found the table; the table turns when it closes', async () => {
    const deal = findDeal((g) => distanceOf(g) !== null);
    show(deal);
    const user = userEvent.setup();
    const offender = mover();
    await user.keyboard('r'); // a fault: a foundation play was in reach
    await user.click(within(side(other(offender))).getByRole('button', { name: /Knock/ }));
    expect(screen.getByRole('region', { name: 'The missed foundation play' })).toBeInTheDocument();
    // R7.2: the valid knock hands the turn to the knocker, but the offender, who holds the phone, reads the line.
    expect(mover()).toBe(other(offender));
    expectBottom(offender);
    await user.keyboard('{Escape}');
    expectBottom(other(offender));
  });

  it('against the computer the person keeps the phone, whoever is to move', () => {
    // A computer that never wakes by itself: the test looks at the page only.
    store = createGameStore({
      storage: memoryStorage(),
      referee: inProcessReferee(referee),
      randomDeal: () => 4242,
      randomSeed: () => 7,
      schedule: () => () => {},
    });
    store.getState().settingsChanged({ passPhone: true });
    const rules = newGame({ dealNumber: 5 }).rules;
    store
      .getState()
      .gameStarted({ names: NAMES, dealNumber: 5, rules, seats: [{ kind: 'computer', level: 'beginner' }, { kind: 'person' }] });
    render(<App store={store} />);
    expectBottom(1);
    act(() =>
      store
        .getState()
        .gameStarted({ names: NAMES, dealNumber: 6, rules, seats: [{ kind: 'person' }, { kind: 'computer', level: 'beginner' }] }),
    );
    expectBottom(0);
  });

  it('is kept with the other settings for next time', () => {
    const storage = memoryStorage();
    const first = makeStore(storage);
    act(() => first.getState().settingsChanged({ passPhone: true }));
    expect(makeStore(storage).getState().settings.passPhone).toBe(true);
  });

  it('is offered in Settings, and turns the table at once', async () => {
    show(5, false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByLabelText(/Pass the phone/));
    expect(store.getState().settings.passPhone).toBe(true);
    expectBottom(mover());
  });
});
