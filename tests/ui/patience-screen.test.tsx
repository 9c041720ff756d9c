// @vitest-environment jsdom
// Brigade's screen as a player meets it: tap-then-tap, the keyboard, a double click home, the rules'
// words for a refused move, undo and redo, auto-play and the won screen. Drags are played in Chromium by
// the whole-game layout check; here the same store events arrive by taps and keys.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { positionOf } from '../../src/patience/index.ts';
import { createPatienceStore, type PatienceSettings, type PatienceStore } from '../../src/store/patience/patienceStore.ts';
import { PatienceStoreProvider } from '../../src/ui/patience/PatienceContext.tsx';
import { PatienceScreen } from '../../src/ui/patience/PatienceScreen.tsx';
import { nextThatWay } from '../../src/ui/patience/focusMove.ts';
import { card } from '../patience/helpers.ts';
import { nearlyWon } from '../store/patience/nearly-won.ts';

afterEach(cleanup);

function show(settings: Partial<PatienceSettings> = {}) {
  const store: PatienceStore = createPatienceStore({ randomDeal: () => 17, settings: { autoPlay: false, ...settings } });
  store.getState().dealt({ position: nearlyWon() });
  const back = vi.fn();
  render(
    <PatienceStoreProvider store={store}>
      <PatienceScreen back={back} />
    </PatienceStoreProvider>,
  );
  return { store, back, user: userEvent.setup() };
}

const place = (id: string) => document.querySelector<HTMLElement>(`[data-place="${id}"]`)!;
const cardButton = (name: RegExp) => screen.getByRole('button', { name });
const notice = () => document.querySelector('.pnotice__text');
const pileOf = (store: PatienceStore, n: number) => positionOf(store.getState().game).tableau[n];

describe('Brigade’s table', () => {
  it('shows every place, each card by name, place and whether it can be picked up', () => {
    show();
    for (let i = 0; i < 7; i++) expect(place(`patience-tableau-${i}`)).toBeInTheDocument();
    for (let i = 0; i < 13; i++) expect(place(`patience-reserve-${i}`)).toBeInTheDocument();
    for (let i = 0; i < 4; i++) expect(place(`patience-foundation-${i}`)).toBeInTheDocument();
    expect(
      within(place('patience-tableau-0')).getByRole('button', { name: 'king of hearts, pile 1, can be picked up' }),
    ).toBeInTheDocument();
    expect(
      within(place('patience-tableau-0')).getByRole('img', { name: 'jack of spades, pile 1, cannot be picked up' }),
    ).toBeInTheDocument();
    expect(place('patience-foundation-1')).toHaveAccessibleName('the hearts foundation, up to ten of hearts');
  });

  it('moves by tap-then-tap, marking where the lifted card may go', async () => {
    const { store, user } = show();
    await user.click(cardButton(/^king of hearts/));
    expect(cardButton(/^king of hearts/)).toHaveAttribute('aria-pressed', 'true');
    expect(place('patience-tableau-1')).toHaveClass('place--legal');
    expect(place('patience-foundation-1')).not.toHaveClass('place--legal');
    await user.click(place('patience-tableau-1'));
    expect(pileOf(store, 1)).toEqual([card('KH')]);
    expect(screen.getByText('1 move')).toBeInTheDocument();
  });

  it('refuses a move in the rules’ words and keeps the table', async () => {
    const { store, user } = show();
    await user.click(cardButton(/^king of hearts/));
    await user.click(place('patience-foundation-1'));
    expect(notice()).toHaveTextContent(/The ♥ foundation takes the J♥ next, not K♥ \(P2\.1\)/);
    expect(pileOf(store, 0)).toEqual([card('JS'), card('KH')]);
    expect(store.getState().selected).toBeNull();
  });

  it('sends a card home on a double click, and says why not when it cannot go', async () => {
    const { store, user } = show();
    await user.dblClick(cardButton(/^jack of hearts/));
    expect(positionOf(store.getState().game).foundations[1]).toBe(11);
    await user.dblClick(cardButton(/^queen of spades/));
    expect(notice()).toHaveTextContent(/The ♠ foundation takes the J♠ next, not Q♠/);
  });

  it('a quick tap on the card a lifted card was just put on lifts it: only a lift begins a double tap', async () => {
    const { store, user } = show();
    await user.click(cardButton(/^jack of diamonds/));
    await user.click(cardButton(/^queen of diamonds/));
    expect(pileOf(store, 2)).toEqual([card('QD'), card('JD')]);
    await user.click(cardButton(/^queen of diamonds/));
    expect(store.getState().selected).toEqual({ card: card('QD'), count: 2 });
    expect(notice()).toBeNull();
  });

  it('plays by keyboard: Enter lifts, Space on a place puts down, Esc drops the lift', async () => {
    const { store, user } = show();
    cardButton(/^king of hearts/).focus();
    await user.keyboard('{Enter}');
    expect(store.getState().selected).toEqual({ card: card('KH'), count: 1 });
    await user.keyboard('{Escape}');
    expect(store.getState().selected).toBeNull();
    await user.keyboard('{Enter}');
    place('patience-tableau-3').focus();
    await user.keyboard(' ');
    expect(pileOf(store, 3)).toEqual([card('KH')]);
    // The focus follows the card to where it now lies.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(place('patience-tableau-3')).getByRole('button', { name: /^king of hearts/ })),
    );
  });

  it('undoes and redoes by button and by key, and deals anew with N', async () => {
    const { store, user } = show();
    act(() => store.getState().moved({ card: card('KH'), to: 'tableau:1', count: 1 }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(pileOf(store, 1)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(pileOf(store, 1)).toEqual([card('KH')]);
    await user.keyboard('u');
    expect(pileOf(store, 1)).toEqual([]);
    await user.keyboard('{Shift>}U{/Shift}');
    expect(pileOf(store, 1)).toEqual([card('KH')]);
    await user.keyboard('{Control>}z{/Control}');
    expect(pileOf(store, 1)).toEqual([]);
    await user.keyboard('{Control>}y{/Control}');
    expect(pileOf(store, 1)).toEqual([card('KH')]);
    await user.keyboard('n');
    expect(store.getState().game.dealNumber).toBe(17);
  });

  it('auto-plays the safe cards after a move, and shows the won screen with the moves', async () => {
    const { store, back, user } = show({ autoPlay: true });
    expect(store.getState().autoPlayed).toEqual([true, true, true]);
    await user.click(cardButton(/^king of hearts/));
    await user.click(place('patience-tableau-1'));
    const won = screen.getByRole('dialog', { name: 'You won!' });
    expect(won).toHaveTextContent('All 52 cards are home in 13 moves');
    expect(screen.getByText(/You won in 13 moves/)).toBeInTheDocument();
    await user.click(within(won).getByRole('button', { name: 'Back to start' }));
    expect(back).toHaveBeenCalled();
    await user.click(within(won).getByRole('button', { name: 'New deal' }));
    expect(store.getState().finished).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'You won!' })).toBeNull();
  });

  it('turns auto-play on and the grace rule in the More menu, and Esc closes the menu first', async () => {
    const { store, back, user } = show();
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('checkbox', { name: /Auto-play safe cards/ }));
    expect(store.getState().settings.autoPlay).toBe(true);
    expect(positionOf(store.getState().game).foundations).toEqual([10, 11, 11, 11]);
    await user.click(screen.getByRole('radio', { name: /One rank higher or lower/ }));
    expect(store.getState().settings.grace).toBe('both');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: /Auto-play/ })).toBeNull();
    expect(back).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(back).toHaveBeenCalled();
  });
});

describe('arrows on the table', () => {
  const at = (x: number, y: number) => {
    const element = document.createElement('div');
    element.getBoundingClientRect = () => ({
      left: x,
      top: y,
      width: 10,
      height: 10,
      right: x + 10,
      bottom: y + 10,
      x,
      y,
      toJSON: () => ({}),
    });
    return element;
  };
  it('go to the nearest place that way, and nowhere past the edge', () => {
    const [here, right, farRight, below, belowLeft] = [at(100, 100), at(160, 104), at(300, 100), at(104, 180), at(40, 170)];
    const all = [here, right, farRight, below, belowLeft];
    expect(nextThatWay(here, all, 'right')).toBe(right);
    expect(nextThatWay(here, all, 'down')).toBe(below);
    expect(nextThatWay(here, all, 'left')).toBe(belowLeft);
    expect(nextThatWay(here, all, 'up')).toBeNull();
  });
});
