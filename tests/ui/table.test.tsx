// @vitest-environment jsdom
// The table as players meet it: every control, and every path by which the engine's refusal reaches
// the players. Drags are played in real Chromium by the end-to-end test; here the same events arrive
// by click-then-click, buttons and keys.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardName, checkMove, other, sourceCard, type CardMove } from '../../src/engine/index.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import { App } from '../../src/ui/App.tsx';
import { findDeal, NAMES, storeWithGame, tableauMove, distanceOf } from '../store/helpers.ts';

let store: GameStore;
const game = () => store.getState().game!;
const mover = () => game().position.toMove;
const status = () => screen.getAllByRole('status').find((e) => e.classList.contains('referee__notice'))!;
const side = (player: 0 | 1) => screen.getByRole('region', { name: `${NAMES[player]}'s side` });
const pile = (n: number) => screen.getByRole('group', { name: `tableau pile ${n + 1}` });

function show(dealNumber: number, rules = {}) {
  store = storeWithGame(dealNumber, rules);
  render(<App store={store} />);
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:record');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('the table (R2)', () => {
  it('has eight tableau piles, eight foundation places and both players’ edges with their counts', () => {
    show(3);
    for (let i = 0; i < 8; i++) expect(pile(i)).toBeInTheDocument();
    const foundations = screen.getAllByRole('group', { name: /^empty foundation place \d$/ });
    expect(foundations.map((place) => place.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `empty foundation place ${n}`)),
    );
    expect(foundations).toHaveLength(8);
    for (const p of [0, 1] as const) {
      const edge = within(side(p));
      expect(edge.getByRole('heading', { name: new RegExp(NAMES[p]) })).toBeInTheDocument();
      expect(edge.getByLabelText('13 cards in the claw')).toBeInTheDocument();
      expect(edge.getByLabelText('35 cards in the deck')).toBeInTheDocument();
      expect(edge.getByLabelText('0 cards in the discard pile')).toBeInTheDocument();
      expect(edge.getByText('Knocked: 0')).toBeInTheDocument();
      expect(edge.getByText(/False knocks: 0/)).toBeInTheDocument();
    }
  });

  it('shows every card face by name, and lets the player to move pick up only their own cards and tableau tops', () => {
    show(3);
    const position = game().position;
    for (let i = 0; i < 8; i++) {
      const top = position.tableau[i]![position.tableau[i]!.length - 1]!;
      expect(within(pile(i)).getByRole('button', { name: new RegExp(`^${cardName(top)}, tableau pile ${i + 1}`) })).toBeInTheDocument();
    }
    const own = within(side(mover()));
    expect(own.getByRole('button', { name: new RegExp(`^${cardName(sourceCard(position, 'claw')!)}, your claw`) })).toBeInTheDocument();
    // The opponent's claw top is shown, but cannot be picked up (R4).
    const theirs = within(side(other(mover())));
    expect(theirs.queryAllByRole('button', { name: /your claw/ })).toHaveLength(0);
    expect(theirs.getByRole('img', { name: cardName(position.players[other(mover())].claw.at(-1)!) })).toBeInTheDocument();
  });

  it('makes whose turn it is and what they may do unmistakable', () => {
    show(3);
    expect(within(side(mover())).getByText('to play')).toBeInTheDocument();
    expect(within(side(other(mover()))).queryByText('to play')).toBeNull();
    expect(side(mover())).toHaveClass('edge--to-move');
    expect(screen.getAllByText(/move cards, or turn up a card from the deck\./)[0]).toBeInTheDocument();
    expect(within(side(mover())).getByRole('button', { name: /Turn up a card/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pass/ })).toBeNull();
  });
});

describe('moving cards', () => {
  const deal = findDeal((g) => tableauMove(g) !== undefined);
  const clickMove = async (move: CardMove) => {
    const user = userEvent.setup();
    const from = Number(move.from.split(':')[1]);
    const to = Number(move.to.split(':')[1]);
    await user.click(within(pile(from)).getByRole('button'));
    await user.click(pile(to));
  };

  it('click-then-click moves a card', async () => {
    show(deal);
    const move = tableauMove(game())!;
    await clickMove(move);
    expect(game().actions).toEqual([{ type: 'move', move }]);
    const to = Number(move.to.split(':')[1]);
    expect(within(pile(to)).getByRole('button', { name: new RegExp(`^${cardName(move.card)}`) })).toBeInTheDocument();
  });

  it('a chosen card is marked, and lights up where it may go', async () => {
    show(deal);
    const move = tableauMove(game())!;
    const user = userEvent.setup();
    await user.click(within(pile(Number(move.from.split(':')[1]))).getByRole('button'));
    expect(within(pile(Number(move.from.split(':')[1]))).getByRole('button', { name: /chosen$/ })).toHaveClass('card--selected');
    expect(pile(Number(move.to.split(':')[1]))).toHaveClass('place--legal');
    await user.keyboard('{Escape}');
    expect(pile(Number(move.to.split(':')[1]))).not.toHaveClass('place--legal');
  });

  it('an illegal destination keeps the card and shows the engine’s sentence', async () => {
    show(deal);
    const position = game().position;
    let bad: CardMove | undefined;
    for (let f = 0; f < 8 && !bad; f++)
      for (let t = 0; t < 8 && !bad; t++) {
        const card = sourceCard(position, `tableau:${f}`);
        const move = card === undefined ? null : ({ card, from: `tableau:${f}`, to: `tableau:${t}` } as CardMove);
        if (move && f !== t && position.tableau[t]!.length > 0 && checkMove(position, move)) bad = move;
      }
    await clickMove(bad!);
    expect(game().actions).toHaveLength(0);
    expect(status()).toHaveTextContent(checkMove(position, bad!)!.message);
    expect(status().querySelector('.notice')).toHaveClass('notice--error');
  });
});

describe('reveal, discard, pass (R4.4, R4.6, R4.7)', () => {
  it('clicking one’s deck reveals; the card in play lies on the deck', async () => {
    show(5);
    const user = userEvent.setup();
    await user.click(within(side(mover())).getByRole('button', { name: /deck, 35 cards: turn up a card/ }));
    expect(game().actions).toEqual([{ type: 'reveal' }]);
    expect(screen.getByRole('group', { name: `${NAMES[mover()]}'s card in play` })).toBeInTheDocument();
    expect(within(side(mover())).getByLabelText('34 cards in the deck')).toBeInTheDocument();
  });

  it('the other player’s deck says whose turn it is', async () => {
    show(5);
    const user = userEvent.setup();
    const waiting = other(mover());
    await user.click(within(side(waiting)).getByRole('button', { name: new RegExp(`${NAMES[waiting]}'s deck`) }));
    expect(status()).toHaveTextContent(`It is ${NAMES[mover()]}'s turn`);
  });

  it('the buttons turn up a card and discard it, and the turn changes hands in words', async () => {
    show(5);
    const user = userEvent.setup();
    const first = mover();
    await user.click(screen.getByRole('button', { name: /Turn up a card/ }));
    await user.click(screen.getByRole('button', { name: /Discard and end turn/ }));
    expect(mover()).toBe(other(first));
    expect(status()).toHaveTextContent(`${NAMES[other(first)]} to play.`);
    expect(side(other(first))).toHaveClass('edge--to-move');
  });

  it('the buttons keep their places all turn: one button turns up, then discards; the knock’s place stays when it goes', async () => {
    show(5, { takeBack: true });
    const user = userEvent.setup();
    await user.keyboard('r');
    await user.keyboard('d');
    const edge = within(side(mover()));
    const main = edge.getByRole('button', { name: /Turn up a card/ });
    const knock = edge.getByRole('button', { name: /Knock/ });
    const back = edge.getByRole('button', { name: /Take back/ });
    const order = () => [...side(mover()).querySelectorAll('.actions > button')];
    expect(order()).toEqual([knock, main, back]);
    await user.click(main);
    // R7.1: after their first action the mover may no longer knock; its place is kept, unseen and unheard.
    expect(edge.queryByRole('button', { name: /Knock/ })).toBeNull();
    expect(order()[0]).toHaveAttribute('aria-hidden', 'true');
    expect(order()).toEqual([order()[0], main, back]);
    expect(main).toHaveAccessibleName('Discard and end turn D');
    expect(main).toHaveAttribute('aria-keyshortcuts', 'D');
    expect(screen.queryByRole('button', { name: /Pass/ })).toBeNull();
  });

  it('a discard pile says what a drop there means only while it can mean it (R4.6)', async () => {
    show(5);
    const user = userEvent.setup();
    const first = mover();
    const discard = (p: 0 | 1) => screen.getByRole('group', { name: new RegExp(`^${NAMES[p]}'s discard pile`) });
    expect(discard(first)).toHaveAccessibleName(`${NAMES[first]}'s discard pile, empty (yours)`);
    expect(discard(other(first))).toHaveAccessibleName(`${NAMES[other(first)]}'s discard pile, empty`);
    await user.keyboard('r');
    expect(discard(first)).toHaveAccessibleName(
      `${NAMES[first]}'s discard pile, empty (yours: dropping your card in play here ends your turn)`,
    );
    await user.keyboard('d');
    expect(discard(first)).toHaveAccessibleName(`${NAMES[first]}'s discard pile`);
    expect(discard(other(first))).toHaveAccessibleName(`${NAMES[other(first)]}'s discard pile, empty (yours)`);
  });

  it('the keys R and D do the same; refusals come back in the engine’s words', async () => {
    show(5);
    const user = userEvent.setup();
    await user.keyboard('d');
    expect(status()).toHaveTextContent('You have no card in play to discard: turn up the top card of your deck first.');
    await user.keyboard('r');
    expect(game().actions).toEqual([{ type: 'reveal' }]);
    await user.keyboard('r');
    expect(status()).toHaveTextContent('You already have a card in play: play it or discard it first.');
    await user.keyboard('p');
    expect(status()).toHaveTextContent('You can pass only when no card is in play and your deck and discard pile are both empty.');
    await user.keyboard('d');
    expect(game().actions).toEqual([{ type: 'reveal' }, { type: 'discard' }]);
  });

  it('a message can be dismissed', async () => {
    show(5);
    const user = userEvent.setup();
    await user.keyboard('d');
    await user.click(screen.getAllByRole('button', { name: 'Dismiss this message' })[0]!);
    expect(status()).toBeEmptyDOMElement();
  });
});

describe('the knock (R7)', () => {
  const faultDeal = findDeal((g) => distanceOf(g) !== null);

  it('the Knock button is on the edge of the player who may knock now', () => {
    show(5);
    expect(within(side(other(mover()))).getByRole('button', { name: /Knock/ })).toBeInTheDocument();
    expect(within(side(mover())).queryByRole('button', { name: /Knock/ })).toBeNull();
  });

  it('a false knock says that no foundation play was missed and counts it', async () => {
    show(5);
    const knocker = other(mover());
    const user = userEvent.setup();
    await user.click(within(side(knocker)).getByRole('button', { name: /Knock/ }));
    expect(status()).toHaveTextContent('a false knock, counted against');
    expect(within(side(knocker)).getByText('False knocks: 1')).toBeInTheDocument();
  });

  it('a valid knock opens the lesson: who missed what, stepped through, then back to the game', async () => {
    show(faultDeal);
    const user = userEvent.setup();
    const offender = mover();
    await user.keyboard('r'); // a fault: a foundation play was in reach
    await user.keyboard('k');
    const lesson = screen.getByRole('region', { name: 'The missed foundation play' });
    const knock = game().lastKnock!;
    const fault = knock.valid ? knock.fault : null;
    expect(within(lesson).getByRole('heading')).toHaveTextContent(`${NAMES[offender]} missed`);
    expect(lesson).toHaveTextContent(`Instead, ${NAMES[offender]} turned up a card from the deck.`);
    expect(within(side(offender)).getByText('Knocked: 1')).toBeInTheDocument();
    expect(screen.getByText(/the game waits/)).toBeInTheDocument();
    // Nothing can be moved while the lesson is shown.
    expect(screen.queryAllByRole('button', { name: /tableau pile \d/ })).toHaveLength(0);
    const next = within(lesson).getByRole('button', { name: /Show next move/ });
    for (let i = 0; i < fault!.missedLine.length; i++) await user.click(next);
    expect(next).toBeDisabled();
    expect(lesson).toHaveTextContent('The foundation play:');
    await user.keyboard('{ArrowLeft}');
    expect(next).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'The missed foundation play' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /tableau pile \d/ }).length).toBeGreaterThan(0);
  });
});

describe('take-back (house rule)', () => {
  const deal = findDeal((g) => distanceOf(g) === null && tableauMove(g) !== undefined, { takeBack: true });

  it('has no button when the rule is off, and the key says why', async () => {
    show(deal);
    expect(screen.queryByRole('button', { name: /Take back/ })).toBeNull();
    await userEvent.setup().keyboard('u');
    expect(status()).toHaveTextContent('Take-backs are not allowed in this game.');
  });

  it('undoes the last card move when the rule is on', async () => {
    show(deal, { takeBack: true });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /Take back/ });
    expect(button).toBeDisabled();
    const before = game().position;
    act(() => {
      const move = tableauMove(game())!;
      store.getState().cardDropped(move.from, { kind: 'move', to: move.to });
    });
    await user.click(screen.getByRole('button', { name: /Take back/ }));
    expect(game().position).toEqual(before);
  });
});

describe('ending a game (R8.2)', () => {
  it('a resignation is confirmed first, then the end screen says who won', async () => {
    show(5);
    const user = userEvent.setup();
    await user.click(within(side(0)).getByRole('button', { name: 'Resign…' }));
    await user.click(within(side(0)).getByRole('button', { name: 'No' }));
    expect(game().result).toBeNull();
    await user.click(within(side(0)).getByRole('button', { name: 'Resign…' }));
    await user.click(within(side(0)).getByRole('button', { name: `Yes, ${NAMES[0]} resigns` }));
    expect(await screen.findByRole('dialog', {})).toHaveTextContent(`${NAMES[1]} wins: ${NAMES[0]} resigned`);
  });

  it('a draw is offered by one player and accepted or declined by the other', async () => {
    show(5);
    const user = userEvent.setup();
    await user.click(within(side(1)).getByRole('button', { name: 'Offer draw' }));
    expect(within(side(1)).getByRole('button', { name: 'Draw offered' })).toBeDisabled();
    await user.click(within(side(0)).getByRole('button', { name: 'Decline' }));
    expect(game().result).toBeNull();
    await user.click(within(side(1)).getByRole('button', { name: 'Offer draw' }));
    await user.click(within(side(0)).getByRole('button', { name: 'Accept draw' }));
    expect(await screen.findByRole('dialog', {})).toHaveTextContent('A draw, agreed');
  });
});

describe('the toolbar', () => {
  it('the log lists every action in words', async () => {
    show(5);
    const user = userEvent.setup();
    await user.keyboard('r');
    await user.click(screen.getByRole('button', { name: 'Log' }));
    const log = screen.getByRole('complementary', { name: 'Game log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    expect(log).toHaveTextContent(`${NAMES[mover()]} turned up`);
    // Its list scrolls: it can be reached by keyboard, and says what it is.
    expect(within(log).getByRole('list', { name: 'Actions of the game, by turn' })).toHaveAttribute('tabindex', '0');
    await user.click(within(log).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary', { name: 'Game log' })).toBeNull();
  });

  it('settings turn the top edge for table mode and switch the sound', async () => {
    show(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByLabelText(/Table mode/));
    expect(side(1)).toHaveClass('edge--turned');
    expect(side(0)).not.toHaveClass('edge--turned');
    await user.click(screen.getByLabelText(/Sound for knocks/));
    expect(store.getState().settings).toEqual({ tableMode: true, sound: false, passPhone: false });
  });

  it('the keys are listed', async () => {
    show(5);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keys' }));
    const keys = screen.getByRole('dialog', { name: 'Keys' });
    for (const key of ['R', 'D', 'P', 'K', 'U', 'L', 'M or /', 'Esc']) expect(within(keys).getByText(key)).toBeInTheDocument();
  });

  it('saves the game’s record to a file', async () => {
    show(5);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save file' }));
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(JSON.parse(await blob.text())).toMatchObject({ format: 'brigadier-game/1', dealNumber: 5, players: [...NAMES] });
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('a bad record file is refused with the reason, and the game goes on', async () => {
    show(5);
    const before = game();
    const file = new File(['{"format":"brigadier-game/9"}'], 'x.json', { type: 'application/json' });
    await userEvent.setup().upload(screen.getByTestId('record-file'), file);
    expect(await screen.findByText(/That file was not loaded: format/, { selector: '.notice__text' })).toBeInTheDocument();
    expect(game()).toBe(before);
  });

  it('New game opens the start screen, and Back to the game returns', async () => {
    show(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New game' }));
    expect(screen.getByRole('button', { name: 'Deal the cards' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the game' }));
    expect(pile(0)).toBeInTheDocument();
  });
});
