// R3 setup: the deal from a deal number, pinned for known deals.
import { describe, expect, it } from 'vitest';
import { cardCode, dealGame, faceFrom, type CardId } from '../../src/engine/index.ts';
import { CARD_COUNT, deckOf } from '../../src/engine/cards.ts';
import { shuffledDeck, startingPlayer } from '../../src/engine/deal.ts';
import { allCards } from '../../src/engine/position.ts';

const codes = (cards: readonly CardId[]) => cards.map(cardCode).join(' ');
/** A card of rank r from deck d (the suit does not matter for who starts). */
const r = (rank: number, deck: 0 | 1 = 0): CardId => faceFrom(0, rank) + deck * 52;

describe('R3 setup', () => {
  // The same deal number must give the same deal everywhere, forever (R3.1).
  it.each([
    {
      deal: 1,
      toMove: 1,
      claw0: '9H 8C 4D 7S AS JC AD 4S 2D 3S 2S JH KH',
      claw1: '4D 7H JD 7D 2D 9C 7C AD KH QH QD AC 3C',
      tableau: 'QS 3H 4S QC QC 6S 4H KC',
    },
    {
      deal: 42,
      toMove: 0,
      claw0: 'JH 2S QD JC 9S 8C TD KH 6S 5C 5D 7C KC',
      claw1: '3D 3H JH 7C JS 5H 4C QD 8S 4S 9C 2H 5D',
      tableau: 'KH 3C AS 3S 3S 4D 7H 9C',
    },
  ])('R3.1 deal $deal is pinned', ({ deal, toMove, claw0, claw1, tableau }) => {
    const { position, attempts } = dealGame(deal);
    expect(attempts).toBe(1);
    expect(position.toMove).toBe(toMove);
    expect(codes(position.players[0].claw)).toBe(claw0);
    expect(codes(position.players[1].claw)).toBe(claw1);
    expect(codes(position.tableau.map((pile) => pile[0]!))).toBe(tableau);
  });

  it.each([1, 42, 1000, 123456789])('R1.1 deal %i holds all 104 physical cards once each', (deal) => {
    const cards = allCards(dealGame(deal).position).sort((a, b) => a - b);
    expect(cards).toEqual(Array.from({ length: CARD_COUNT }, (_, i) => i));
  });

  it.each([1, 42, 7])('R3.2 deal %i: each claw is the top 13 of the opponent’s own deck, order kept', (deal) => {
    const { position } = dealGame(deal);
    for (const player of [0, 1] as const) {
      const opponentDeck = shuffledDeck(deal, player === 0 ? 1 : 0, 0);
      expect(position.players[player].claw).toEqual(opponentDeck.slice(-13));
      expect(position.players[player].claw.every((card) => deckOf(card) !== player)).toBe(true);
    }
  });

  it.each([1, 42, 7])('R3.3 deal %i: the next 4 cards are turned up one by one into the owner’s column', (deal) => {
    const { position } = dealGame(deal);
    for (const player of [0, 1] as const) {
      const deck = shuffledDeck(deal, player, 0);
      const turned = [deck[38], deck[37], deck[36], deck[35]];
      expect(position.tableau.slice(player * 4, player * 4 + 4)).toEqual(turned.map((card) => [card]));
    }
  });

  it.each([1, 42, 7])('R3.5 deal %i: 35 cards left in each deck, nothing in play, empty discard piles and foundations', (deal) => {
    const { position } = dealGame(deal);
    for (const player of [0, 1] as const) {
      const piles = position.players[player];
      expect(piles.deck).toEqual(shuffledDeck(deal, player, 0).slice(0, 35));
      expect(piles.inPlay).toBeNull();
      expect(piles.discard).toEqual([]);
    }
    expect(position.foundations).toEqual([]);
  });

  it.each([
    { name: 'higher first card starts', turned0: [r(9), r(2), r(2), r(2)], turned1: [r(8), r(13), r(13), r(13)], expected: 0 },
    { name: 'the other player can start', turned0: [r(3), r(13), r(13), r(13)], turned1: [r(4), r(1), r(1), r(1)], expected: 1 },
    { name: 'Ace is low', turned0: [r(1), r(5), r(5), r(5)], turned1: [r(2), r(5), r(5), r(5)], expected: 1 },
    { name: 'a tie goes to the second card', turned0: [r(7), r(10), r(2), r(2)], turned1: [r(7, 1), r(11), r(2), r(2)], expected: 1 },
    { name: 'then the third', turned0: [r(7), r(10), r(6), r(1)], turned1: [r(7), r(10), r(5), r(13)], expected: 0 },
    { name: 'then the fourth', turned0: [r(7), r(10), r(6), r(12)], turned1: [r(7), r(10), r(6), r(13)], expected: 1 },
    { name: 'suits do not count', turned0: [faceFrom(0, 5)], turned1: [faceFrom(1, 5) + 52], expected: null },
    {
      name: 'all four equal: a void deal',
      turned0: [r(7), r(10), r(6), r(12)],
      turned1: [r(7, 1), r(10, 1), r(6, 1), r(12, 1)],
      expected: null,
    },
  ])('R3.4 starting player: $name', ({ turned0, turned1, expected }) => {
    expect(startingPlayer(turned0, turned1)).toBe(expected);
  });

  it('R3.4 a void deal is dealt again from the next attempt (deal 38741)', () => {
    const turned = (player: 0 | 1, attempt: number) => shuffledDeck(38741, player, attempt).slice(35, 39).reverse();
    expect(startingPlayer(turned(0, 0), turned(1, 0))).toBeNull();
    const { position, attempts } = dealGame(38741);
    expect(attempts).toBe(2);
    expect(position.tableau.map((pile) => pile[0])).toEqual([...turned(0, 1), ...turned(1, 1)]);
    expect(position.toMove).toBe(startingPlayer(turned(0, 1), turned(1, 1)));
  });

  it('a deal number outside 0 … 2^53 − 1 is a programming error', () => {
    expect(() => dealGame(-1)).toThrow(RangeError);
    expect(() => dealGame(0.5)).toThrow(RangeError);
  });
});
