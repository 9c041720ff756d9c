// @vitest-environment jsdom
// The analysis board (a position pasted or opened from a shared link): set up by paste (a bad paste
// refused, the board kept), the reach for the player to move, the shortest line stepped on the board,
// moves tried on the real table and judged (R6.3, R6.4), reset, and the position as a "#p1.…" link both
// ways.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cardName,
  computerSeat,
  decodePositionLink,
  encodePositionLink,
  makePosition,
  PERSON,
  type Position,
} from '../../src/engine/index.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import { SAVE_KEY } from '../../src/store/persistence.ts';
import { App } from '../../src/ui/App.tsx';
import { TWO_AWAY } from '../engine/fixtures.ts';
import { table } from '../engine/helpers.ts';
import { recordOf } from '../../src/store/records.ts';
import { makeStore, memoryStorage, NAMES, storeWithGame } from '../store/helpers.ts';

afterEach(cleanup);

/** docs/formats.md's example, with a 2♠ that may go onto a 3♦ (off the shortest way: a fault). */
const BURIED = table({ ...TWO_AWAY, tableau: [['5H', '9C'], ['KS'], ['KS'], ['KD'], ['QC'], ['QC'], ['KH', '2S'], ['3D']] });
const pile = (n: number) => screen.getByRole('group', { name: `tableau pile ${n + 1}` });
/** The id of the top card of tableau pile n on the board. */
const topOfPile = (n: number) => Number([...pile(n).querySelectorAll('[data-card]')].at(-1)!.getAttribute('data-card'));
const reach = () => document.querySelector('.analysis__reach')!.textContent;
const verdict = () => document.querySelector('.analysis__verdict')!;

/** The board is loaded when first opened (App.tsx): wait for it. */
async function openOn(position: Position, store: GameStore = makeStore()) {
  store.getState().positionLinkOpened(`#${encodePositionLink(position)}`);
  render(<App store={store} />);
  await screen.findByRole('heading', { name: /Analysis board/ });
  return store;
}

async function paste(text: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Set up a position…' }));
  const area = screen.getByLabelText(/Paste a position/);
  await user.clear(area);
  await user.click(area);
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Use the pasted position' }));
}

describe('setting up a position', () => {
  it('a good paste shows the position and says how far the foundation play is (R6.2)', async () => {
    render(<App store={makeStore()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Analysis board' }));
    expect(await screen.findByRole('heading', { name: /Analysis board/ })).toHaveTextContent('the start of deal 1');
    await paste(JSON.stringify(makePosition(BURIED)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(topOfPile(0)).toBe(BURIED.tableau[0]!.at(-1));
    expect(reach()).toContain('South to move. Foundation distance 2: two moves first, then 5♥ can go up.');
    expect(await screen.findByRole('heading', { name: /Analysis board/ })).toHaveTextContent('a pasted position');
  });

  it('a bad paste is refused with the parser’s reason naming the field, and the board is kept', async () => {
    await openOn(BURIED);
    const before = topOfPile(0);
    const bad = makePosition(BURIED);
    bad.tableau[3] = ['KD', '1OH'];
    await paste(JSON.stringify(bad));
    expect(screen.getByRole('alert')).toHaveTextContent('Not set up: tableau[3][1]: "1OH" is not a card. The board keeps its position.');
    await paste('{ "format": "brigadier-position/1", ');
    expect(screen.getByRole('alert')).toHaveTextContent(/Not set up: not valid JSON/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(topOfPile(0)).toBe(before);
    expect(reach()).toContain('two moves first, then 5♥ can go up');
  });

  it('takes the position of the game on the table, or the start of a deal', async () => {
    const store = storeWithGame(7);
    store.getState().teachingScreenOpened('analysis');
    render(<App store={store} />);
    expect(await screen.findByRole('heading', { name: /Analysis board/ })).toHaveTextContent('the game on the table (deal 7, turn 1)');
    // The game is live: the board keeps its answer, or it would play the game for the player to move.
    const keeps = () => {
      expect(reach()).toContain('the game still being played');
      expect(reach()).not.toContain('Foundation distance');
      expect(screen.queryByRole('button', { name: 'Show the shortest line' })).toBeNull();
    };
    keeps();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set up a position…' }));
    await user.clear(screen.getByLabelText('The start of deal'));
    await user.type(screen.getByLabelText('The start of deal'), '12');
    await user.click(screen.getByRole('button', { name: 'Deal it' }));
    expect(await screen.findByRole('heading', { name: /Analysis board/ })).toHaveTextContent('the start of deal 12');
    expect(reach()).toContain('Foundation distance');
    expect(screen.getByRole('button', { name: 'Show the shortest line' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Set up a position…' }));
    await user.click(screen.getByRole('button', { name: 'The position of the game on the table' }));
    expect(await screen.findByRole('heading', { name: /Analysis board/ })).toHaveTextContent('deal 7, turn 1');
    keeps();
  });

  it('a finished game’s table is analysed in full', async () => {
    const store = storeWithGame(7);
    store.getState().resigned(0);
    store.getState().teachingScreenOpened('analysis');
    render(<App store={store} />);
    expect(await screen.findByRole('heading', { name: /Analysis board/ })).toHaveTextContent('the game on the table');
    expect(reach()).not.toContain('still being played');
    expect(screen.getByRole('button', { name: 'Show the shortest line' })).toBeInTheDocument();
  });
});

describe('the shortest line', () => {
  it('steps through the line on the board, back and forth, and closes', async () => {
    const store = await openOn(BURIED);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show the shortest line' }));
    const line = screen.getByRole('region', { name: 'The shortest line' });
    expect(within(line).getByRole('heading')).toHaveTextContent('Shortest line: 5♥ can go up in three moves');
    const step = () => line.querySelector('.lesson__step')!.textContent;
    expect(step()).toMatch(/^Move 1 of 3: Q♣/);
    expect(document.querySelector('.lesson-banner')).toHaveTextContent('The shortest line, step by step');
    const next = within(line).getByRole('button', { name: /Show next move/ });
    await user.click(next);
    expect(step()).toMatch(/^Move 2 of 3: 9♣/);
    await user.click(next);
    await user.click(next);
    expect(step()).toMatch(/^The foundation play/);
    expect(next).toBeDisabled();
    await user.click(within(line).getByRole('button', { name: 'Back' }));
    expect(step()).toMatch(/^Move 3 of 3: 5♥/);
    await user.click(within(line).getByRole('button', { name: 'Close the line' }));
    expect(screen.queryByRole('region', { name: 'The shortest line' })).toBeNull();
    // Stepping shows the line; it plays nothing.
    expect(store.getState().game).toBeNull();
  });

  it('says when no foundation play can be reached', async () => {
    await openOn(table({ players: [{ deck: ['9D'], claw: ['3D'] }, { claw: ['8S'] }], tableau: [['5H'], ['KS'], [], [], [], [], [], []] }));
    expect(reach()).toContain('Foundation distance: none. No foundation play can be reached');
  });
});

describe('trying moves on the real table', () => {
  const clickMove = async (from: number, to: number) => {
    const user = userEvent.setup();
    await user.click(within(pile(from)).getByRole('button'));
    await user.click(pile(to));
  };

  it('a move off the shortest way is named a fault, with what was reachable (R6.4)', async () => {
    await openOn(BURIED);
    await clickMove(6, 7);
    expect(verdict()).toHaveClass('analysis__verdict--fault');
    expect(verdict()).toHaveTextContent(
      'Fault. 2♠ onto 3♦ is a fault (R6.4): 5♥ can go up in three moves. Move Q♣ onto K♦, then 9♣ to an empty pile, then 5♥ to the foundation.',
    );
  });

  it('a move on a shortest way is fine (R6.3); reset puts the position back', async () => {
    await openOn(BURIED);
    await clickMove(4, 3);
    expect(verdict()).toHaveClass('analysis__verdict--fine');
    expect(verdict()).toHaveTextContent('Fine. Q♣ onto K♦ keeps to a shortest way (R6.3).');
    expect(reach()).toContain('Foundation distance 1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset the board' }));
    expect(within(pile(4)).getByRole('button', { name: new RegExp(`^${cardName(BURIED.tableau[4]![0]!)}`) })).toBeInTheDocument();
    expect(reach()).toContain('Foundation distance 2');
    expect(verdict()).toHaveTextContent('Try a move on the table');
  });

  it('a discard with a foundation play reachable is a fault', async () => {
    await openOn(BURIED);
    await userEvent.setup().click(screen.getByRole('button', { name: /Discard and end turn/ }));
    expect(verdict()).toHaveTextContent('Fault. Discarding is a fault (R6.4): 5♥ can go up in three moves.');
  });
});

describe('links', () => {
  it('round trip: the share link holds the position on the board, and opens it', async () => {
    await openOn(BURIED);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy share link' }));
    const field = screen.getByLabelText<HTMLInputElement>('Link to this position');
    expect(field.readOnly).toBe(true);
    expect(field.value).toMatch(/#p1\./);
    const decoded = decodePositionLink(field.value);
    expect(decoded.ok && makePosition(decoded.value)).toEqual(makePosition(BURIED));
    cleanup();
    await openOn(decoded.ok ? decoded.value : BURIED);
    expect(await screen.findByRole('heading', { name: /Analysis board/ })).toHaveTextContent('a shared link');
    expect(reach()).toContain('two moves first, then 5♥ can go up');
  });

  it('a bad link is refused with the reason; the game on the table and its save are untouched', async () => {
    const storage = memoryStorage();
    const store = storeWithGame(7, {}, storage);
    const game = store.getState().game;
    const saved = storage.getItem(SAVE_KEY);
    const link = encodePositionLink(BURIED);
    const damaged = `${link.slice(0, 10)}${link[10] === 'A' ? 'B' : 'A'}${link.slice(11)}`;
    expect(store.getState().positionLinkOpened(`#${damaged}`)).toBe(false);
    render(<App store={store} />);
    expect(screen.getByRole('alert')).toHaveTextContent('That link was not opened: The link is damaged');
    expect(screen.getByRole('alert')).toHaveTextContent('Your saved game is kept as it was.');
    expect(store.getState().game).toBe(game);
    expect(storage.getItem(SAVE_KEY)).toBe(saved);
    // The board falls back to the game on the table.
    expect(await screen.findByRole('heading', { name: /Analysis board/ })).toHaveTextContent('the game on the table (deal 7, turn 1)');
  });

  it('the game’s toolbar shares its position and opens it on the board', async () => {
    const store = storeWithGame(7);
    render(<App store={store} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share position' }));
    const field = screen.getByLabelText<HTMLInputElement>('Link to this position');
    const decoded = decodePositionLink(field.value);
    expect(decoded.ok && makePosition(decoded.value)).toEqual(makePosition(store.getState().game!.position));
    await user.click(screen.getByRole('button', { name: 'Open on the analysis board' }));
    expect(await screen.findByRole('heading', { name: /Analysis board/ })).toHaveTextContent('the game on the table');
    await user.click(screen.getByRole('button', { name: 'Back to the game' }));
    expect(screen.getByRole('main', { name: 'The card table' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Analysis board/ })).toBeNull();
  });
});

describe('play from here', () => {
  it('the board’s table, moves tried included, becomes a new game for two from a set position (brigadier-game/2)', async () => {
    const store = makeStore();
    store.getState().gameStarted({ names: NAMES, dealNumber: 7, rules: { ...store.getState().setup.rules, takeBack: true } });
    const deal = store.getState().game!;
    const dealId = store.getState().gameId;
    store.getState().positionLinkOpened(`#${encodePositionLink(BURIED)}`);
    render(<App store={store} />);
    await screen.findByRole('heading', { name: /Analysis board/ });
    const user = userEvent.setup();
    // Q♣ onto K♦ on the board, then the game begins there.
    await user.click(within(pile(4)).getByRole('button'));
    await user.click(pile(3));
    expect(store.getState().game).toBe(deal);
    await user.click(screen.getByRole('button', { name: 'Play from here…' }));
    const dialog = screen.getByRole('dialog', { name: 'Play from here' });
    expect(within(dialog).getByRole('radio', { name: /^Two people at one screen/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Start the game' }));

    const game = store.getState().game!;
    expect(store.getState().gameId).not.toBe(dealId);
    expect(game.start).not.toBeNull();
    expect(makePosition(game.position)).toEqual(makePosition(game.start!));
    expect(game.position.tableau[3]).toEqual([...BURIED.tableau[3]!, BURIED.tableau[4]![0]]);
    expect(game.position.tableau[4]).toEqual([]);
    // The start screen's players and house rules, not the game that was on the table.
    expect(game.names).toEqual(store.getState().setup.names);
    expect(game.rules).toEqual(store.getState().setup.rules);
    expect(game.turn).toBe(1);
    expect(screen.getByRole('main', { name: 'The card table' })).toBeInTheDocument();
    expect(screen.getByText(/a set position · turn 1/)).toBeInTheDocument();
    expect(screen.getByText(`A game from a set position: ${game.names[0]} to play.`)).toBeInTheDocument();
    expect(recordOf(game)).toMatchObject({ format: 'brigadier-game/2', start: makePosition(game.start!) });
  });

  it('can seat the computer at a level on the top edge; Cancel or Esc starts nothing', async () => {
    const store = makeStore();
    await openOn(BURIED, store);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play from here…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Play from here…' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().game).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Play from here…' }));
    const dialog = screen.getByRole('dialog', { name: 'Play from here' });
    await user.click(within(dialog).getByRole('radio', { name: /against the computer/ }));
    await user.selectOptions(within(dialog).getByLabelText('Computer level'), 'expert');
    await user.click(within(dialog).getByRole('button', { name: 'Start the game' }));
    const game = store.getState().game!;
    expect(game.seats).toEqual([PERSON, computerSeat('expert')]);
    expect(makePosition(game.start!)).toEqual(makePosition(BURIED));
  });

  it('refuses a table where a player has no cards left (R8.1), and keeps the board and the game', async () => {
    const store = storeWithGame(7);
    const game = store.getState().game;
    const emptied = table({ ...TWO_AWAY, players: [TWO_AWAY.players[0], { deck: [], inPlay: null, discard: [], claw: [] }] });
    await openOn(emptied, store);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play from here…' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not started: North has no cards left, so the game would be over before it began (R8.1).',
    );
    expect(store.getState().game).toBe(game);
    expect(screen.getByRole('heading', { name: /Analysis board/ })).toBeInTheDocument();
  });

  it('is not offered for the table of a game still being played', async () => {
    const store = storeWithGame(7);
    store.getState().teachingScreenOpened('analysis');
    render(<App store={store} />);
    await screen.findByRole('heading', { name: /Analysis board/ });
    expect(screen.queryByRole('button', { name: 'Play from here…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset the board' })).toBeInTheDocument();
  });
});
