// @vitest-environment jsdom
// A new foundation is drawn where its Ace was dropped, so the table does not rearrange itself, while the
// engine and the position format keep numbering piles as they start (R2.6): the store keeps the drawn
// place of each pile.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMove, cardName, legalMoves, newGame, suitOf, type CardMove, type GameState } from '../../src/engine/index.ts';
import type { SteppedLine } from '../../src/store/steppedLine.ts';
import { lessonMovePlaces } from '../../src/ui/table/lessonMarks.ts';
import { drawnPlace, firstFreePlace, foundationPlaces, placeNewPiles, readFoundationPlaces } from '../../src/store/foundationSlots.ts';
import { selectFoundationAtPlace } from '../../src/store/selectors.ts';
import { App } from '../../src/ui/App.tsx';
import { findDeal, makeStore, memoryStorage, storeWithGame } from '../store/helpers.ts';

afterEach(cleanup);

const suitWords = (card: number): string => ({ S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' })[suitOf(card)];

/** The mover's Ace plays of the opening position. */
const acePlays = (game: GameState): CardMove[] => legalMoves(game.position).filter((m) => m.to === 'foundation:0');
const DEAL = findDeal((game) => acePlays(game).length > 0);

describe('foundation places (pure)', () => {
  it('fills the first free places when nothing is kept: the natural order', () => {
    expect(foundationPlaces([], 3)).toEqual([0, 1, 2]);
    expect(foundationPlaces([4], 3)).toEqual([4, 0, 1]);
    expect(firstFreePlace([0, 1], 2)).toBe(2);
    expect(firstFreePlace([1], 1)).toBe(0);
  });

  it('puts a new pile where it was asked for if free, never moves the others, and forgets piles taken back', () => {
    expect(placeNewPiles([], 0, 1, 5)).toEqual([5]);
    expect(placeNewPiles([5], 1, 2, 5)).toEqual([5, 0]); // taken: the first free place
    expect(placeNewPiles([5], 1, 2, 9)).toEqual([5, 0]); // no such place
    expect(placeNewPiles([5, 2], 2, 2, 3)).toEqual([5, 2]);
    expect(placeNewPiles([5, 2], 2, 1, undefined)).toEqual([5]);
  });

  it('translates an engine pile to its drawn place, a pile not yet started to the first free place', () => {
    expect(drawnPlace([5, 2], 2, 0)).toBe(5);
    expect(drawnPlace([5, 2], 2, 1)).toBe(2);
    expect(drawnPlace([5, 2], 2, 2)).toBe(0);
    expect(drawnPlace([], 3, 1)).toBe(1);
  });

  it('reads only a list of distinct places 0–7 from a save; anything else is the natural order', () => {
    expect(readFoundationPlaces([3, 0])).toEqual([3, 0]);
    for (const bad of [undefined, null, 'x', [1, 1], [8], [-1], [0.5], [0, 1, 2, 3, 4, 5, 6, 7, 0]])
      expect(readFoundationPlaces(bad)).toEqual([]);
  });
});

describe('an Ace dropped on an empty place (store)', () => {
  it('starts the engine’s next pile, drawn at the place it was dropped on, and kept across a reload', () => {
    const storage = memoryStorage();
    const store = storeWithGame(DEAL, {}, storage);
    const move = acePlays(store.getState().game!)[0]!;
    expect(store.getState().cardDropped(move.from, { kind: 'move', to: 'foundation:0', place: 5 })).toBe(true);
    const game = store.getState().game!;
    expect(game.position.foundations).toHaveLength(1); // the engine's pile 0 …
    expect(selectFoundationAtPlace[5]!(store.getState())).toBe(0); // … drawn at place 5
    expect(selectFoundationAtPlace[0]!(store.getState())).toBe(-1);

    const reloaded = makeStore(storage);
    expect(reloaded.getState().game?.position).toEqual(game.position);
    expect(selectFoundationAtPlace[5]!(reloaded.getState())).toBe(0);
  });

  it('reads an old save without places as the natural order', () => {
    const storage = memoryStorage();
    const store = storeWithGame(DEAL, {}, storage);
    const move = acePlays(store.getState().game!)[0]!;
    store.getState().cardDropped(move.from, { kind: 'move', to: 'foundation:0', place: 6 });
    const saved = JSON.parse(storage.getItem('brigadier')!);
    delete saved.state.save.foundationPlaces;
    storage.setItem('brigadier', JSON.stringify(saved));
    const reloaded = makeStore(storage).getState();
    expect(selectFoundationAtPlace[0]!(reloaded)).toBe(0);
    expect(selectFoundationAtPlace[6]!(reloaded)).toBe(-1);
  });
});

describe('the lesson’s arrow and marks', () => {
  /** A lesson on a table with one foundation pile (the engine's pile 0) whose next move goes to `to`. */
  const lessonTo = (to: `foundation:${number}`): SteppedLine => {
    const game = newGame({ dealNumber: DEAL });
    const ace = acePlays(game)[0]!;
    const board = applyMove(game.position, ace);
    const move: CardMove = { card: ace.card, from: 'tableau:0', to };
    return {
      knocker: 0,
      step: 0,
      positions: [board],
      fault: { player: board.toMove, turn: 1, position: board, distance: 0, missedLine: [move], action: { type: 'pass' } },
    };
  };

  it('point at the place a foundation pile is drawn at, and a new pile at the first free place', () => {
    expect(lessonMovePlaces(lessonTo('foundation:0'), [5])?.to).toBe('foundation:5');
    expect(lessonMovePlaces(lessonTo('foundation:1'), [0])?.to).toBe('foundation:1');
    expect(lessonMovePlaces(lessonTo('foundation:1'), [5])?.to).toBe('foundation:0');
    expect(lessonMovePlaces(lessonTo('foundation:0'))?.to).toBe('foundation:0');
  });
});

describe('an Ace dropped on an empty place (table)', () => {
  it('click-then-click onto the sixth empty place shows the pile there; the first place stays empty', async () => {
    const store = storeWithGame(DEAL);
    const move = acePlays(store.getState().game!)[0]!;
    render(<App store={store} />);
    const user = userEvent.setup();
    const places = () => [...document.querySelectorAll<HTMLElement>('[data-place^="foundation:"]')];
    await user.click(screen.getByRole('button', { name: new RegExp(`^${cardName(move.card)},`) }));
    await user.click(places().find((p) => p.dataset.place === 'foundation:5')!);
    const shown = places().find((p) => p.dataset.place === 'foundation:5')!;
    expect(shown).toHaveAccessibleName(`${suitWords(move.card)} foundation, up to the ace`);
    expect(within(shown).getByText((_, el) => el?.getAttribute('data-card') === String(move.card))).toBeInTheDocument();
    expect(places().filter((p) => p.getAttribute('aria-label')?.startsWith('empty foundation place '))).toHaveLength(7);
    expect(places().find((p) => p.dataset.place === 'foundation:0')).toHaveAccessibleName('empty foundation place 1');
    expect(places().find((p) => p.dataset.place === 'foundation:6')).toHaveAccessibleName('empty foundation place 7');
  });
});
