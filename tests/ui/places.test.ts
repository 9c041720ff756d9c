// Places on the board and their words: the engine speaks from the mover's side, the board is drawn
// from a fixed side; lessons, drops and announcements translate between the two.
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, newGame, reveal } from '../../src/engine/index.ts';
import { cardPlaces, fromWords, movedCards, placeOfFrom, placeOfTo } from '../../src/ui/places.ts';

describe('places as drawn, whoever moves', () => {
  it.each([
    ['claw', 0, 'claw:0'],
    ['claw', 1, 'claw:1'],
    ['discard', 1, 'discard:1'],
    ['inPlay', 0, 'inPlay:0'],
    ['tableau:5', 1, 'tableau:5'],
  ] as const)('%s of player %i is %s', (from, mover, place) => {
    expect(placeOfFrom(from, mover)).toBe(place);
  });

  it.each([
    ['opponentClaw', 0, 'claw:1'],
    ['opponentClaw', 1, 'claw:0'],
    ['opponentDiscard', 0, 'discard:1'],
    ['foundation:3', 1, 'foundation:3'],
    ['tableau:0', 0, 'tableau:0'],
  ] as const)('%s for player %i is %s', (to, mover, place) => {
    expect(placeOfTo(to, mover)).toBe(place);
  });
});

describe('places in words', () => {
  it.each([
    ['claw', 'your claw'],
    ['discard', 'your discard pile'],
    ['inPlay', 'your deck (the card in play)'],
    ['tableau:2', 'tableau pile 3'],
  ] as const)('%s is "%s"', (from, words) => expect(fromWords(from)).toBe(words));
});

describe('which cards moved', () => {
  const game = newGame({ dealNumber: 11 });

  it('places every one of the 104 cards', () => {
    expect(cardPlaces(game.position).size).toBe(104);
  });

  it('a card move moves exactly its card, from where it was', () => {
    const move = legalMoves(game.position)[0]!;
    const moved = movedCards(game.position, applyMove(game.position, move));
    expect([...moved]).toEqual([[move.card, placeOfFrom(move.from, game.position.toMove)]]);
  });

  it('a reveal moves the deck’s top card to the card in play', () => {
    const { position, card } = reveal(game.position);
    expect([...movedCards(game.position, position)]).toEqual([[card, `deck:${game.position.toMove}`]]);
  });
});
