// The events of a card in hand and of a turn (src/store/game/cardEvents.ts, turnEvents.ts), each module
// alone on a store: what reaches the engine, and what the table refuses first in the engine's words.
import { describe, expect, it } from 'vitest';
import { computerSeat, newGame, other, PERSON } from '../../src/engine/index.ts';
import { cardEvents } from '../../src/store/game/cardEvents.ts';
import { turnEvents } from '../../src/store/game/turnEvents.ts';
import { moduleStore } from './game-context.ts';
import { findDeal, NAMES, tableauMove } from './helpers.ts';

const deal = findDeal((g) => tableauMove(g) !== undefined);
const game = newGame({ dealNumber: deal, names: NAMES });

describe('a card in hand', () => {
  it('picked up, then put back where it was: nothing happens', () => {
    const { store, events } = moduleStore(game, [cardEvents]);
    const { from } = tableauMove(game)!;
    store.getState().cardPickedUp(from);
    expect(store.getState().dragging).toBe(from);
    expect(store.getState().cardDropped(from, { kind: 'move', to: from as `tableau:${number}` })).toBe(false);
    expect(store.getState().dragging).toBeNull();
    expect(events).toEqual([]);
  });

  it('click-then-click: a source, then a target, plays the move', () => {
    const { store } = moduleStore(game, [cardEvents]);
    const move = tableauMove(game)!;
    store.getState().placeClicked({ source: move.from, target: null });
    expect(store.getState().selected).toBe(move.from);
    store.getState().placeClicked({ source: null, target: { kind: 'move', to: move.to } });
    expect(store.getState().game!.actions).toEqual([{ type: 'move', move }]);
    expect(store.getState().selected).toBeNull();
  });

  it('the discard pile takes only the card in play (R4.6)', () => {
    const { store, events } = moduleStore(game, [cardEvents]);
    expect(store.getState().cardDropped('claw', { kind: 'discard' })).toBe(false);
    expect(store.getState().notice).toMatchObject({ tone: 'error', text: expect.stringContaining('only your card in play') as unknown });
    expect(events[0]).toMatchObject({ type: 'refused' });
  });
});

describe('a turn', () => {
  it("the mover's deck reveals; the other's deck waits (R4.4)", () => {
    const { store, events } = moduleStore(game, [turnEvents]);
    const mover = game.position.toMove;
    store.getState().deckClicked(other(mover));
    expect(store.getState().game).toBe(game);
    expect(events.map((event) => event.type)).toEqual(['refused']);
    store.getState().deckClicked(mover);
    expect(store.getState().game!.actions).toEqual([{ type: 'reveal' }]);
  });

  it("a seat's button aimed at a turn that has moved on is dropped (a double click ends a turn once)", () => {
    const { store } = moduleStore(game, [turnEvents]);
    const mover = game.position.toMove;
    store.getState().deckClicked(mover);
    store.getState().discardChosen(mover);
    const after = store.getState().game!;
    expect(after.position.toMove).toBe(other(mover));
    store.getState().discardChosen(mover);
    expect(store.getState().game).toBe(after);
  });

  it('a draw offered to the computer is declined at once; between people it waits for the answer (R8.2)', () => {
    const computer = newGame({ dealNumber: deal, names: NAMES, seats: [PERSON, computerSeat('casual')], seed: 1 });
    const against = moduleStore(computer, [turnEvents]);
    against.store.getState().drawOffered(0);
    expect(against.store.getState().drawOfferBy).toBeNull();
    expect(against.store.getState().notice?.text).toContain('(the computer) declines the draw');
    const { store } = moduleStore(game, [turnEvents]);
    store.getState().drawOffered(0);
    expect(store.getState().drawOfferBy).toBe(0);
    store.getState().drawAnswered(true);
    expect(store.getState().game!.result).not.toBeNull();
  });
});
