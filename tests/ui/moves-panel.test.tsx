// @vitest-environment jsdom
// "What can I play?" on the table: L opens the list of the mover's legal moves in words, a number plays
// one, a typed move plays or is refused in the engine's words, Esc closes it and focus goes back where it
// was; Tab stays inside while it is open; the table's own letter keys wait meanwhile.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cardCode, legalMoves } from '../../src/engine/index.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import { moveChoices } from '../../src/store/moveChoices.ts';
import { readTypedMove } from '../../src/store/typedMove.ts';
import { App } from '../../src/ui/App.tsx';
import { storeWithGame } from '../store/helpers.ts';

let store: GameStore;
const game = () => store.getState().game!;

function show(dealNumber: number) {
  store = storeWithGame(dealNumber);
  render(<App store={store} />);
  return userEvent.setup();
}
afterEach(cleanup);

const dialog = () => screen.getByRole('dialog', { name: /can play/ });
/** The dialog is fetched the first time it opens: found once it is there. */
const opened = () => screen.findByRole('dialog', { name: /can play/ });

describe('the list of moves', () => {
  it('L opens it with focus on the first move; it lists every legal move in words, then the actions', async () => {
    const user = show(5);
    await user.keyboard('l');
    await opened();
    const list = within(dialog()).getByRole('list', { name: 'Legal moves' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(moveChoices(game()).length);
    expect(items.length).toBeGreaterThan(legalMoves(game().position).length);
    expect(items[0]).toHaveFocus();
    expect(within(list).getByRole('button', { name: /Turn up a card from your deck/ })).toBeInTheDocument();
  });

  it('a number plays that move, and the dialog closes', async () => {
    const user = show(5);
    const before = game();
    const first = moveChoices(before)[0]!;
    await user.keyboard('l');
    await opened();
    await user.keyboard('1');
    expect(game()).not.toBe(before);
    expect(game().actions.at(-1)).toEqual(first.kind === 'move' ? { type: 'move', move: first.move } : { type: first.kind });
    expect(screen.queryByRole('dialog', { name: /can play/ })).toBeNull();
  });

  it('Esc closes it and focus goes back to the button that opened it', async () => {
    const user = show(5);
    const button = screen.getByRole('button', { name: /^Moves/ });
    await user.click(button);
    expect(await opened()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /can play/ })).toBeNull();
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    expect(button).toHaveFocus();
  });

  it('Tab goes round inside it, and the table’s letter keys wait while it is open', async () => {
    const user = show(5);
    const before = game();
    await user.keyboard('l');
    await opened();
    const focusables = within(dialog()).getAllByRole('button').length + 1;
    for (let i = 0; i < focusables + 2; i++) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
    // R would turn up a card on the table; in the dialog's list it does nothing.
    (document.activeElement as HTMLElement).blur();
    within(dialog()).getAllByRole('button')[0]!.focus();
    await user.keyboard('r');
    expect(game()).toBe(before);
  });
});

describe('a typed move', () => {
  it('M opens the field; a move the engine refuses is refused in its words, and nothing changes', async () => {
    const user = show(5);
    const before = game();
    await user.keyboard('m');
    await opened();
    const field = within(dialog()).getByRole('textbox', { name: 'Type a move' });
    expect(field).toHaveFocus();
    await user.keyboard('zz{Enter}');
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(/not a move I can read/);
    await user.clear(field);
    await user.keyboard('p{Enter}');
    // The game's own refusal: shown in the dialog, said once, by the table's announcer (not a second alert here).
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(dialog().querySelector('.moves__refusal')).toHaveTextContent(/You can pass only when/);
    expect(document.querySelector('[data-announcer="urgent"]')).toHaveTextContent(/Refused: .*pass only when/);
    expect(game()).toBe(before);
  });

  it('a refusal naming a card is heard in words, as a refusal: no suit glyph is read out', async () => {
    const user = show(5);
    const card = cardCode(legalMoves(game().position)[0]!.card).toLowerCase();
    const wrong = Array.from({ length: 8 }, (_, pile) => `${card} t${pile + 1}`).find(
      (text) => readTypedMove(text, game(), moveChoices(game())).kind === 'refused',
    )!;
    await user.keyboard('m');
    await opened();
    await user.keyboard(`${wrong}{Enter}`);
    const alert = within(dialog()).getByRole('alert');
    const heard = [...alert.querySelectorAll('span')]
      .filter((s) => s.getAttribute('aria-hidden') !== 'true')
      .map((s) => s.textContent)
      .join('');
    expect(heard).toMatch(/^Refused: /);
    expect(heard).not.toMatch(/[♠♥♦♣]/);
    expect(alert).toHaveTextContent(/[♠♥♦♣]/);
  });

  it('a typed number plays that line of the list', async () => {
    const user = show(5);
    const before = game();
    const moves = moveChoices(before);
    const reveal = moves.findIndex((c) => c.kind === 'reveal');
    await user.keyboard('/');
    await opened();
    await user.keyboard(`${reveal + 1}{Enter}`);
    expect(game().actions.at(-1)).toEqual({ type: 'reveal' });
  });

  it('a typed card and place plays that move', async () => {
    const user = show(5);
    const move = legalMoves(game().position).find((m) => m.to.startsWith('tableau:'))!;
    await user.keyboard('m');
    await opened();
    await user.keyboard(`${cardCode(move.card).toLowerCase()} t${Number(move.to.split(':')[1]) + 1}{Enter}`);
    expect(game().actions.at(-1)).toEqual({ type: 'move', move });
    expect(screen.queryByRole('dialog', { name: /can play/ })).toBeNull();
  });
});
