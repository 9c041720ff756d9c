// @vitest-environment jsdom
// What a screen reader hears at the table (speech.ts, Announcer.tsx): every action kind in words, said
// by the store's changes, refusals said as refusals, a knock's verdict at once, and nothing stale.
import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cardFrom, cardName, faceFrom, isFoundationPlay, legalMoves, other } from '../../src/engine/index.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import { App } from '../../src/ui/App.tsx';
import { foundationWords } from '../../src/ui/places.ts';
import { actionWords, heard, toWords, type Said } from '../../src/ui/table/speech.ts';
import { spokenText } from '../../src/ui/words.ts';
import { distanceOf, findDeal, moverName, NAMES, storeWithGame, tableauMove } from '../store/helpers.ts';

afterEach(cleanup);

/** Everything the store's changes say from now on. */
function listen(store: GameStore): Said[] {
  const said: Said[] = [];
  store.subscribe((after, before) => {
    const words = heard(before, after);
    if (words) said.push(words);
  });
  return said;
}

const GLYPHS = /[♠♥♦♣◀▶←→]/;

describe('spoken text', () => {
  it('says card labels, lone suits and arrows in words', () => {
    expect(spokenText('South moved 7♦ from the claw to 10♣, then A♠ and K♥')).toBe(
      'South moved seven of diamonds from the claw to ten of clubs, then ace of spades and king of hearts',
    );
    expect(spokenText('Hearts ♥ first')).toBe('Hearts hearts first');
    expect(spokenText('◀ Back')).toBe('Back');
    expect(spokenText('Show next move ▶')).toBe('Show next move');
    expect(spokenText('R6.4: a fault')).toBe('R6.4: a fault');
  });
});

describe('foundation names', () => {
  const hearts = (rank: number) => cardFrom(faceFrom(1, rank), 0);
  it('say the suit and the height, and a complete pile says so', () => {
    expect(foundationWords([hearts(1)])).toBe('hearts foundation, up to the ace');
    expect(foundationWords([1, 2, 3, 4, 5].map(hearts))).toBe('hearts foundation, up to 5');
    expect(foundationWords([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(hearts))).toBe('hearts foundation, up to the jack');
    expect(foundationWords(Array.from({ length: 13 }, (_, i) => hearts(i + 1)))).toBe('hearts foundation, up to the king, complete');
  });
});

describe('each action in words', () => {
  const plain = findDeal((g) => distanceOf(g) === null && tableauMove(g) !== undefined, { takeBack: true });

  it('a card moved between tableau piles, then taken back', () => {
    const store = storeWithGame(plain, { takeBack: true });
    const said = listen(store);
    const game = store.getState().game!;
    const move = tableauMove(game)!;
    const [from, to] = [Number(move.from.split(':')[1]) + 1, Number(move.to.split(':')[1]) + 1];
    expect(store.getState().cardDropped(move.from, { kind: 'move', to: move.to })).toBe(true);
    store.getState().takeBackChosen();
    expect(said).toEqual([
      { text: `${moverName(game)} moved the ${cardName(move.card)} from tableau pile ${from} to tableau pile ${to}.`, urgent: false },
      {
        text: `${moverName(game)} took back the ${cardName(move.card)}: it goes from tableau pile ${to} back to tableau pile ${from}.`,
        urgent: false,
      },
    ]);
  });

  it('a card turned up, then discarded: the turn passes and the next player is named', () => {
    const store = storeWithGame(plain);
    const said = listen(store);
    const game = store.getState().game!;
    const mover = game.position.toMove;
    store.getState().deckClicked(mover);
    const card = store.getState().game!.position.players[mover].inPlay!;
    store.getState().discardChosen();
    expect(said.map((s) => s.text)).toEqual([
      `${NAMES[mover]} turned up the ${cardName(card)}.`,
      `${NAMES[mover]} discarded the ${cardName(card)}. ${NAMES[other(mover)]} to play.`,
    ]);
    expect(said.every((s) => !s.urgent)).toBe(true);
  });

  it('a pass, a resignation and the places a card can go, by their players’ names', () => {
    const game = storeWithGame(plain).getState().game!;
    const mover = game.position.toMove;
    expect(actionWords(game, game, { type: 'pass' })).toBe(`${NAMES[mover]} passed, with nothing left to turn up.`);
    expect(toWords(game, game.position, 'opponentClaw')).toBe(`${NAMES[other(mover)]}'s claw`);
    expect(toWords(game, game.position, 'opponentDiscard')).toBe(`${NAMES[other(mover)]}'s discard pile`);
    expect(toWords(game, game.position, 'foundation:0')).toBe('a new foundation');
    const store = storeWithGame(plain);
    const said = listen(store);
    store.getState().resigned(mover);
    expect(said).toEqual([{ text: `${NAMES[mover]} resigned; ${NAMES[other(mover)]} wins the game.`, urgent: false }]);
  });

  it('an Ace to a new foundation, and the next card to that suit’s foundation', () => {
    const aceDeal = findDeal((g) => legalMoves(g.position).some((m) => m.to === 'foundation:0'));
    const store = storeWithGame(aceDeal);
    const said = listen(store);
    const ace = legalMoves(store.getState().game!.position).find((m) => m.to === 'foundation:0')!;
    store.getState().cardDropped(ace.from, { kind: 'move', to: 'foundation:0', place: 3 });
    expect(said[0]!.text).toMatch(new RegExp(`^\\w+ moved the ${cardName(ace.card)} from .+ to a new foundation\\.`));
    const game = store.getState().game!;
    expect(toWords(game, game.position, 'foundation:0')).toBe(`the ${foundationWords(game.position.foundations[0]!)}`);
  });

  it('a valid knock gives its verdict at once, in words: who faulted and what they missed', () => {
    const faultDeal = findDeal((g) => distanceOf(g) !== null);
    const store = storeWithGame(faultDeal);
    const said = listen(store);
    const mover = store.getState().game!.position.toMove;
    store.getState().deckClicked(mover); // a fault: a foundation play was in reach
    store.getState().knockCalled();
    const verdict = said.at(-1)!;
    expect(verdict.urgent).toBe(true);
    expect(verdict.text).toMatch(
      new RegExp(
        `^Valid knock by ${NAMES[other(mover)]}: ${NAMES[mover]} turned up a card, but \\w+ of \\w+ could have gone to a foundation`,
      ),
    );
    expect(verdict.text).toMatch(new RegExp(`${NAMES[other(mover)]} to play\\.$`));
    expect(verdict.text).not.toMatch(GLYPHS);
    // The missed line is open; closing it says nothing more.
    expect(store.getState().missedLine).not.toBeNull();
    store.getState().missedLineClosed();
    expect(said.at(-1)).toBe(verdict);
  });

  it('a false knock says why', () => {
    const store = storeWithGame(findDeal((g) => distanceOf(g) === null));
    const said = listen(store);
    const knocker = other(store.getState().game!.position.toMove);
    store.getState().knockCalled(knocker);
    expect(said).toEqual([
      {
        text: `False knock by ${NAMES[knocker]}: ${NAMES[other(knocker)]} had made no fault, counted against ${NAMES[knocker]}.`,
        urgent: true,
      },
    ]);
  });
});

describe('refusals', () => {
  it('a refused drop is said as a refusal with the card, the place and the reason', () => {
    const store = storeWithGame(1);
    const said = listen(store);
    const game = store.getState().game!;
    const legal = new Set(legalMoves(game.position).map((m) => `${m.from}>${m.to}`));
    const from = game.position.tableau.findIndex((pile) => pile.length > 0);
    const to = game.position.tableau.findIndex((pile, i) => i !== from && pile.length > 0 && !legal.has(`tableau:${from}>tableau:${i}`));
    const card = game.position.tableau[from]!.at(-1)!;
    expect(store.getState().cardDropped(`tableau:${from}`, { kind: 'move', to: `tableau:${to}` })).toBe(false);
    expect(said).toHaveLength(1);
    expect(said[0]!.urgent).toBe(true);
    expect(to).toBeGreaterThanOrEqual(0);
    expect(said[0]!.text).toMatch(new RegExp(`^Refused: ${cardName(card)} cannot go on tableau pile ${to + 1}: \\S`));
    expect(said[0]!.text).not.toMatch(GLYPHS);
  });

  it('an action refused by the engine, and a deck clicked out of turn, are refusals too', () => {
    const store = storeWithGame(1);
    const said = listen(store);
    store.getState().discardChosen();
    const waiting = other(store.getState().game!.position.toMove);
    store.getState().deckClicked(waiting);
    expect(said).toEqual([
      { text: 'Refused: You have no card in play to discard: turn up the top card of your deck first.', urgent: true },
      { text: `Refused: It is ${NAMES[other(waiting)]}'s turn: ${NAMES[waiting]}'s deck waits.`, urgent: true },
    ]);
  });

  it('a legal drop is said once, politely', () => {
    const aceDeal = findDeal((g) => legalMoves(g.position).some(isFoundationPlay));
    const store = storeWithGame(aceDeal);
    const said = listen(store);
    const play = legalMoves(store.getState().game!.position).find(isFoundationPlay)!;
    store.getState().cardDropped(play.from, { kind: 'move', to: play.to });
    expect(said).toHaveLength(1);
    expect(said[0]!.urgent).toBe(false);
  });
});

describe('the announcer on the page', () => {
  const regions = () => ({
    polite: document.querySelector('[data-announcer="polite"]')!,
    urgent: document.querySelector('[data-announcer="urgent"]')!,
  });

  it('speaks politely or at once, clears the other voice, and falls silent when a card is picked up', async () => {
    const store = storeWithGame(findDeal((g) => distanceOf(g) === null));
    render(<App store={store} />);
    const { polite, urgent } = regions();
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(urgent).toHaveAttribute('aria-live', 'assertive');
    // The referee's box is for the eye now: it would say everything a second time.
    expect(document.querySelector('.referee__notice')).toHaveAttribute('aria-live', 'off');
    const mover = store.getState().game!.position.toMove;
    act(() => store.getState().discardChosen());
    expect(urgent.textContent).toMatch(/^Refused: /);
    expect(polite.textContent).toBe('');
    await userEvent.setup().keyboard('r');
    expect(polite.textContent).toMatch(new RegExp(`^${NAMES[mover]} turned up the \\w+ of \\w+\\.$`));
    expect(urgent.textContent).toBe('');
    act(() => store.getState().cardPickedUp('inPlay'));
    expect(polite.textContent).toBe('');
    expect(urgent.textContent).toBe('');
  });

  it('says the same words twice as two sentences (a fresh node each time)', () => {
    const store = storeWithGame(1);
    render(<App store={store} />);
    act(() => store.getState().discardChosen());
    const first = regions().urgent.firstElementChild;
    act(() => store.getState().discardChosen());
    expect(regions().urgent.firstElementChild).not.toBe(first);
    expect(regions().urgent.textContent).toBe(first!.textContent);
  });
});
