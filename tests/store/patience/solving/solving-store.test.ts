// The solver's tools on the patience store, with the real solver in a fake worker: the hint marks and
// says the next move of a solution, "Still winnable?" finds where a lost game could last be won and its
// undo goes back there, the solution is stepped through on a shown table, and "winnable deals only"
// replaces a deal the solver cannot win.
import { describe, expect, it } from 'vitest';
import { dealBrigade, positionOf } from '../../../../src/patience/index.ts';
import { createPatienceStore } from '../../../../src/store/patience/patienceStore.ts';
import { createSolving } from '../../../../src/store/patience/solving/solvingStore.ts';
import { nearlyWon } from '../nearly-won.ts';
import { fakeSolver, settle } from './fakeSolverWorker.ts';
import { KEEPS, LOSES, LOST_START } from './lostTables.ts';

function setup(settings: { showWinnable?: boolean; winnableOnly?: boolean; autoPlay?: boolean } = {}, dealOptions = {}) {
  const patience = createPatienceStore({ randomDeal: () => 39, settings: { autoPlay: false, ...settings } });
  const { service, workers } = fakeSolver(true, 60_000);
  const solving = createSolving(patience, service, { playEvery: 1, ...dealOptions });
  return { patience, solving, workers };
}

/** Lets the fake worker answer, and what waits on it run. */
async function answered(rounds = 20) {
  for (let i = 0; i < rounds; i++) await settle();
}

describe('the hint', () => {
  it('marks the next move of a solution, says it in words and records that a hint was used', async () => {
    const { patience, solving } = setup();
    patience.getState().dealt({ position: nearlyWon() });
    solving.getState().hint();
    await answered();
    const { highlight, notice, usedHint } = patience.getState();
    expect(highlight?.why).toBe('hint');
    expect(notice).toMatchObject({ tone: 'info', text: expect.stringMatching(/^Hint: .+ (to its foundation|onto|to the empty pile)/) });
    expect(usedHint).toBe(true);
    // Following every hint wins the game.
    for (let i = 0; i < 60 && patience.getState().finished !== 'won'; i++) {
      solving.getState().hint();
      await answered(3);
      patience.getState().moved(patience.getState().highlight!.move);
    }
    expect(patience.getState().finished).toBe('won');
  });

  it('on a lost table says so and offers the undo to where it could still be won', async () => {
    const { patience, solving } = setup();
    patience.getState().dealt({ position: LOST_START });
    patience.getState().moved(KEEPS);
    patience.getState().moved(LOSES);
    solving.getState().hint();
    await answered();
    expect(patience.getState().highlight).toBeNull();
    expect(solving.getState().lost).toEqual({ text: 'This deal can no longer be won: undo to move 1, where it still could', undoTo: 1 });
    expect(patience.getState().notice).toMatchObject({ tone: 'bad', text: solving.getState().lost!.text });
  });
});

describe('"Still winnable?"', () => {
  it('with the setting on, the sign follows every move, and a losing move is said at once', async () => {
    const { patience, solving } = setup({ showWinnable: true });
    patience.getState().dealt({ position: LOST_START });
    await answered();
    expect(solving.getState().sign).toBe('winnable');
    patience.getState().moved(KEEPS);
    await answered();
    expect(solving.getState().sign).toBe('winnable');
    patience.getState().moved(LOSES);
    await answered();
    expect(solving.getState().sign).toBe('lost');
    expect(patience.getState().notice).toMatchObject({
      tone: 'bad',
      text: 'This deal can no longer be won: undo to move 1, where it still could',
    });
    // The offered undo goes back there, as undos in the game's record, and the table is winnable again.
    solving.getState().undoTo(solving.getState().lost!.undoTo!);
    expect(patience.getState().game.moves).toEqual([KEEPS]);
    expect(patience.getState().game.actions.at(-1)).toEqual({ type: 'undo' });
    await answered();
    expect(solving.getState()).toMatchObject({ sign: 'winnable', lost: null });
  });

  it('with the setting off nothing is asked until the player asks', async () => {
    const { patience, solving, workers } = setup();
    patience.getState().dealt({ position: LOST_START });
    patience.getState().moved(KEEPS);
    patience.getState().moved(LOSES);
    await answered();
    expect(solving.getState().sign).toBeNull();
    expect(workers.flatMap((w) => w.inbox)).toEqual([]);
    solving.getState().checkWinnable();
    await answered();
    expect(solving.getState().lost?.undoTo).toBe(1);
    solving.getState().undoTo(1);
    solving.getState().checkWinnable();
    await answered();
    expect(patience.getState().notice).toMatchObject({ tone: 'info', text: 'This deal can still be won.' });
  });
});

describe('the solution stepped through', () => {
  it('shows each step on a read-only table with its caption, and closing leaves the game unchanged', async () => {
    const { patience, solving } = setup();
    patience.getState().dealt({ position: LOST_START });
    const game = patience.getState().game;
    solving.getState().showSolution();
    await answered();
    const total = solving.getState().solution!.line.length;
    expect(patience.getState().shownTable).toEqual({
      position: LOST_START,
      caption: expect.stringMatching(new RegExp(`^Solution, move 1 of ${total}: `)),
    });
    expect(patience.getState().highlight).toEqual({ move: solving.getState().solution!.line[0], why: 'solve' });
    solving.getState().stepSolution(2);
    solving.getState().stepSolution(-1);
    expect(patience.getState().shownTable?.caption).toMatch(new RegExp(`^Solution, move 2 of ${total}: `));
    solving.getState().playSolution();
    await new Promise((resolve) => setTimeout(resolve, 40 * total));
    expect(solving.getState().playing).toBe(false);
    expect(patience.getState().shownTable?.caption).toBe(`Solution, all ${total} moves made: the game is won`);
    solving.getState().closeSolution();
    expect(patience.getState()).toMatchObject({ shownTable: null, highlight: null, game });
  });

  it('"Play it from here" makes the moves shown so far as the player’s, and the game counts as helped', async () => {
    const { patience, solving } = setup();
    patience.getState().dealt({ position: LOST_START });
    solving.getState().showSolution();
    await answered();
    const line = solving.getState().solution!.line;
    solving.getState().stepSolution(3);
    solving.getState().playFromHere();
    expect(patience.getState().shownTable).toBeNull();
    expect(patience.getState().game.moves).toEqual(line.slice(0, 3));
    expect(patience.getState().usedHint).toBe(true);
  });
});

describe('winnable deals only', () => {
  it('a deal the solver cannot win within its budget is replaced by a random one it wins', async () => {
    const { patience, solving } = setup({ winnableOnly: true }, { randomDeal: () => 39, dealStates: 2_000 });
    patience.getState().dealt({ dealNumber: 23 });
    expect(solving.getState().busy).toBe('Finding a winnable deal…');
    await answered(40);
    expect(solving.getState().busy).toBeNull();
    expect(patience.getState().game.dealNumber).toBe(39);
    expect(positionOf(patience.getState().game)).toEqual(dealBrigade(39));
    expect(patience.getState().notice?.text).toBe('Deal 39: a deal the solver has won.');
  });

  it('stops looking when a game is put back on the table, and leaves it there', async () => {
    const { patience, solving } = setup({ winnableOnly: true }, { randomDeal: () => 39, dealStates: 2_000 });
    const resumed = patience.getState().game;
    patience.getState().dealt({ dealNumber: 23 });
    expect(solving.getState().busy).toBe('Finding a winnable deal…');
    patience.getState().gameRestored(resumed);
    expect(solving.getState().busy).toBeNull();
    await answered(40);
    expect(patience.getState().game).toBe(resumed);
    expect(patience.getState().notice).toBeNull();
  });

  it('gives up after its tries and says so', async () => {
    const { patience, solving } = setup({ winnableOnly: true }, { randomDeal: () => 23, dealStates: 5, winnableTries: 3 });
    patience.getState().dealt({ dealNumber: 26 });
    await answered(40);
    expect(solving.getState().busy).toBeNull();
    expect(patience.getState().game.dealNumber).toBe(26);
    expect(patience.getState().notice?.text).toBe('No winnable deal found in 3 tries; this deal may not be winnable.');
  });
});
