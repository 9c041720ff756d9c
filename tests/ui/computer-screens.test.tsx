// @vitest-environment jsdom
// The computer opponent on the page: chosen on the start screen, shown at its edge, paused
// and paced from the toolbar. The computer's moments are not run here (see tests/store/computer-store.test.ts).
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { computerSeat, newGame, parseFace, PERSON, type GameState } from '../../src/engine/index.ts';
import { createGameStore, loadComputerThinking } from '../../src/store/gameStore.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { memoryStorage } from '../../src/store/persistence.ts';
import { App } from '../../src/ui/App.tsx';
import { computerMoveWords } from '../../src/store/computerThinking.ts';
import { eventually, PATIENCE_MS } from '../patience.ts';
import { findDeal, referee } from '../store/helpers.ts';

afterEach(cleanup);

/** A store whose computer never wakes by itself: the test looks at the page only. */
const quietStore = () =>
  createGameStore({
    storage: memoryStorage(),
    referee: inProcessReferee(referee),
    randomDeal: () => 4242,
    randomSeed: () => 7,
    schedule: () => () => {},
  });

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
    expect(store.getState().game!.seats).toEqual([
      { kind: 'computer', level: 'casual' },
      { kind: 'computer', level: 'beginner' },
    ]);
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

describe('the computer at the table: its sign and the trace of its moves', () => {
  beforeAll(() => loadComputerThinking());
  const northFirst = findDeal((game) => game.position.toMove === 1);
  const againstCasual = (store: GameStore) =>
    store.getState().gameStarted({
      names: ['South', 'North'],
      dealNumber: northFirst,
      rules: newGame({ dealNumber: northFirst }).rules,
      seats: [PERSON, computerSeat('casual')],
    });

  it('says the computer is thinking on its turn, with no hint for a person; paused, one tap on Resume there sets it going', async () => {
    const store = quietStore();
    render(<App store={store} />);
    act(() => againstCasual(store));
    const south = screen.getByRole('region', { name: "South's side" });
    // The sign's code is fetched with the first game against the computer.
    expect((await within(south).findByText(/is thinking…/, {}, { timeout: PATIENCE_MS })).textContent).toBe(
      'North (computer, casual) is thinking…',
    );
    expect(within(south).queryByText(/North to play:/)).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pause computer' }));
    expect(within(south).getByText(/is paused/).textContent).toMatch(/^North \(computer, casual\) is paused\./);
    await user.click(within(south).getByRole('button', { name: 'Resume' }));
    expect(store.getState().computerPaused).toBe(false);
    expect(within(south).getByText(/is thinking…/)).toBeInTheDocument();
    expect(within(south).queryByRole('button', { name: 'Resume' })).toBeNull();
  });

  it("leaves a line near North's edge saying what it did, spoken politely once (not when the referee's notice says it)", async () => {
    const store = quietStore();
    render(<App store={store} />);
    act(() => againstCasual(store));
    const north = screen.getByRole('region', { name: "North's side" });
    expect(north.querySelector('.computer-trace')).toBeNull();
    act(() => store.getState().computerTick());
    const move = store.getState().computerMove!;
    const { words } = move;
    const line = await eventually(() => {
      const found = north.querySelector('.computer-trace');
      if (found === null) throw new Error('no trace line yet');
      return found;
    });
    expect(line).toHaveTextContent(words);
    // The line is for the eye; the table's announcer says the computer's action, once, in words.
    expect(line).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelectorAll('.computer-trace [aria-live]')).toHaveLength(0);
    const said = [...document.querySelectorAll('[data-announcer]')].map((region) => region.textContent).join('');
    expect(said).toMatch(/^North (moved|turned up|discarded|passed)/);
    expect(said).not.toMatch(/[♠♥♦♣]/);
  });
});

describe("the trace's words", () => {
  const dealt = newGame({ dealNumber: 4, names: ['South', 'North'] });
  const north = { ...dealt, position: { ...dealt.position, toMove: 1 as const } };
  const card = parseFace('7C')!;
  it.each([
    ['a tableau pile', 'tableau:2', 'North put 7♣ on tableau pile 3'],
    ['a new foundation', `foundation:${north.position.foundations.length}`, 'North put 7♣ on a new foundation'],
    ["the person's claw", 'opponentClaw', "North put 7♣ on South's claw"],
    ["the person's discard pile", 'opponentDiscard', "North put 7♣ on South's discard pile"],
  ] as const)('a card put on %s', (_, to, words) => {
    expect(computerMoveWords(north, north, { type: 'move', move: { card, from: 'claw', to } }, 'the log')).toBe(words);
  });
  it('a reveal names the card turned up; a discard is said in the log’s words; a knock in short, valid or not', () => {
    const me = north.position.players[1];
    const revealed = { ...north, position: { ...north.position, players: [north.position.players[0], { ...me, inPlay: card }] as const } };
    expect(
      computerMoveWords(north, revealed, { type: 'reveal' }, 'North turned the discard pile over as a new deck and turned up 7♣'),
    ).toBe('North turned up 7♣');
    expect(computerMoveWords(north, north, { type: 'discard' }, 'North discarded J♦')).toBe('North discarded J♦');
    const knocked = (valid: boolean): GameState => ({
      ...north,
      lastKnock: valid ? { valid, knocker: 1, offender: 0, fault: null! } : { valid, knocker: 1, counted: true },
    });
    expect(computerMoveWords(north, knocked(true), { type: 'knock', by: 1 }, 'North knocked: South turned up a card, but …')).toBe(
      'North knocked: a fault by South',
    );
    expect(computerMoveWords(north, knocked(false), { type: 'knock', by: 1 }, 'North knocked, but …')).toBe(
      'North knocked: no fault was made',
    );
  });
});
