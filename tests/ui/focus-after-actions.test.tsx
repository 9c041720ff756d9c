// @vitest-environment jsdom
// Where the keyboard's focus lands after each kind of action on the table (focusIntent.ts,
// useFocusKeeper.ts): never on the page itself, and on the next sensible thing, so a player who cannot
// see the table (or uses no mouse) carries on from where they acted.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cardName, isFoundationPlay, legalMoves, other, type CardMove } from '../../src/engine/index.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import { App } from '../../src/ui/App.tsx';
import { distanceOf, findDeal, NAMES, storeWithGame, tableauMove } from '../store/helpers.ts';

let store: GameStore;
const game = () => store.getState().game!;
const mover = () => game().position.toMove;
const side = (player: 0 | 1) => screen.getByRole('region', { name: `${NAMES[player]}'s side` });

function show(dealNumber: number, rules = {}) {
  store = storeWithGame(dealNumber, rules);
  render(<App store={store} />);
}

afterEach(cleanup);

/** The element focused, once the table has drawn the change and the keeper has looked (a frame later). */
const focused = async (check: (element: Element) => void) => waitFor(() => check(document.activeElement!));

/** A key pressed on the page first, so the action counts as the keyboard player's (the way a real one would reach it). */
const byKeyboard = (act_: () => void) => {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
  act(act_);
};

const dropped = (move: CardMove) => () => void store.getState().cardDropped(move.from, { kind: 'move', to: move.to });

describe('after a card move', () => {
  it('the moved card keeps the focus in its new place, where it may move again', async () => {
    show(findDeal((g) => tableauMove(g) !== undefined));
    const move = tableauMove(game())!;
    byKeyboard(dropped(move));
    await focused((element) => {
      expect(element).toHaveAttribute('data-card', String(move.card));
      expect(element.closest('[data-place]')).toHaveAttribute('data-place', move.to);
      expect(element).toHaveAccessibleName(new RegExp(`^${cardName(move.card)}`));
    });
  });

  it('a card put on a foundation leaves the mover’s reach: the foundation it landed on takes the focus', async () => {
    const ace = (g: Parameters<Parameters<typeof findDeal>[0]>[0]) =>
      legalMoves(g.position).find((m) => isFoundationPlay(m) && m.from.startsWith('tableau:'));
    show(findDeal((g) => ace(g) !== undefined));
    const move = ace(game())!;
    byKeyboard(dropped(move));
    await focused((element) => {
      expect(element).toHaveAttribute('data-place', expect.stringMatching(/^foundation:/));
      expect(element).toHaveAccessibleName(/foundation/);
      expect(within(element as HTMLElement).getByRole('img', { name: cardName(move.card) })).toBeInTheDocument();
    });
  });
});

describe('after R, D, K and U', () => {
  it('R: the card turned up; D: the next player’s deck', async () => {
    show(findDeal((g) => distanceOf(g) === null));
    const user = userEvent.setup();
    const first = mover();
    await user.keyboard('r');
    const inPlay = game().position.players[first].inPlay!;
    await focused((element) => expect(element).toHaveAccessibleName(`${cardName(inPlay)}, your deck (the card in play)`));
    await user.keyboard('d');
    expect(mover()).toBe(other(first));
    await focused((element) => {
      expect(element).toHaveAttribute('data-place', `deck:${other(first)}`);
      expect(element).toHaveAccessibleName(new RegExp(`^${NAMES[other(first)]}'s deck`));
    });
  });

  it('K: a valid knock takes the focus to the lesson of the missed line (R7.2)', async () => {
    show(findDeal((g) => distanceOf(g) !== null));
    const user = userEvent.setup();
    await user.keyboard('r'); // a fault: a foundation play was in reach
    await user.keyboard('k');
    await focused((element) => {
      expect(element).toHaveAttribute('data-focus', 'lesson');
      expect(element).toHaveTextContent(/missed/);
    });
    // Closing the lesson puts the focus on the next thing to do, not on the page.
    await user.keyboard('{Escape}');
    await focused((element) => expect(element).not.toBe(document.body));
  });

  it('K: a false knock leaves the focus on the next thing to do, never the page', async () => {
    show(5);
    const user = userEvent.setup();
    await user.keyboard('k');
    await focused((element) => {
      expect(element).toHaveAttribute('data-place', `deck:${mover()}`);
      expect(element).toHaveAccessibleName(/deck/);
    });
  });

  it('U: the card taken back, back where it came from', async () => {
    show(
      findDeal((g) => distanceOf(g) === null && tableauMove(g) !== undefined, { takeBack: true }),
      { takeBack: true },
    );
    const move = tableauMove(game())!;
    byKeyboard(dropped(move));
    await userEvent.setup().keyboard('u');
    expect(game().actions.at(-1)!.type).toBe('takeBack');
    await focused((element) => {
      expect(element).toHaveAttribute('data-card', String(move.card));
      expect(element.closest('[data-place]')).toHaveAttribute('data-place', move.from);
    });
  });
});

describe('a pointer player', () => {
  it('keeps the focus where they put it: a button clicked that stays is left alone', async () => {
    show(findDeal((g) => distanceOf(g) === null));
    const user = userEvent.setup();
    const settings = screen.getByRole('button', { name: 'Log' });
    await user.click(settings);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(settings).toHaveFocus();
    await user.click(screen.getAllByRole('button', { name: /Turn up a card/ })[0]!);
    // The click made an action; the focus was not lost (the main button stays), so it is not moved.
    await new Promise((done) => requestAnimationFrame(() => done(null)));
    expect(screen.getAllByRole('button', { name: /Discard and end turn/ })[0]).toHaveFocus();
  });

  it('whose focus fell to the page gets it back quietly, on the card they moved', async () => {
    show(findDeal((g) => tableauMove(g) !== undefined));
    (document.activeElement as HTMLElement | null)?.blur();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const move = tableauMove(game())!;
    act(dropped(move));
    await focused((element) => expect(element).toHaveAttribute('data-card', String(move.card)));
  });
});

describe('resigning and draws ask safely (R8.2)', () => {
  it('Resign… asks with No first and focused; Esc answers No and gives the focus back to Resign…', async () => {
    show(5);
    const user = userEvent.setup();
    const plate = within(side(0));
    await user.click(plate.getByRole('button', { name: 'Resign…' }));
    const no = plate.getByRole('button', { name: 'No' });
    expect(no).toHaveFocus();
    const buttons = plate.getAllByRole('button').filter((b) => /^(No|Yes, .* resigns)$/.test(b.textContent));
    expect(buttons.map((b) => b.textContent)).toEqual(['No', `Yes, ${NAMES[0]} resigns`]);
    await user.keyboard('{Escape}');
    expect(plate.queryByRole('button', { name: 'No' })).toBeNull();
    expect(plate.getByRole('button', { name: 'Resign…' })).toHaveFocus();
    expect(game().result).toBeNull();
    // Enter pressed by habit on the question keeps the game.
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(game().result).toBeNull();
  });

  it('a draw offered puts Decline, the safe answer, first and focused for the other player', async () => {
    show(5);
    const user = userEvent.setup();
    await user.click(within(side(1)).getByRole('button', { name: 'Offer draw' }));
    const decline = within(side(0)).getByRole('button', { name: 'Decline' });
    await focused((element) => expect(element).toBe(decline));
    const answers = within(side(0))
      .getAllByRole('button')
      .filter((b) => /Decline|Accept draw/.test(b.textContent));
    expect(answers.map((b) => b.textContent)).toEqual(['Decline', 'Accept draw']);
  });
});
