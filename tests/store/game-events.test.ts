// What the game store tells its listeners (src/store/game/gameEvents.ts): each accepted action with the
// game before and after it, each refusal in the engine's words, and nothing for what is neither.
import { describe, expect, it, vi } from 'vitest';
import { other } from '../../src/engine/index.ts';
import { createGameEvents, type GameEvent } from '../../src/store/game/gameEvents.ts';
import { findDeal, storeWithGame, tableauMove, distanceOf } from './helpers.ts';

const heard = (store: ReturnType<typeof storeWithGame>) => {
  const events: GameEvent[] = [];
  const stop = store.onGameEvent((event) => events.push(event));
  return { events, stop };
};

describe('the emitter', () => {
  it('tells every listener, in the order they came, until each leaves', () => {
    const { onGameEvent, emit } = createGameEvents();
    const order: string[] = [];
    const stopA = onGameEvent(() => order.push('a'));
    onGameEvent(() => order.push('b'));
    emit({ type: 'refused', reason: 'no' });
    stopA();
    emit({ type: 'refused', reason: 'no' });
    expect(order).toEqual(['a', 'b', 'b']);
  });

  it('hears the same function twice when added twice, and each leaves on its own', () => {
    const { onGameEvent, emit } = createGameEvents();
    const listener = vi.fn();
    const stop = onGameEvent(listener);
    onGameEvent(listener);
    emit({ type: 'refused', reason: 'no' });
    stop();
    emit({ type: 'refused', reason: 'no' });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('the game store tells', () => {
  const deal = findDeal((g) => tableauMove(g) !== undefined);

  it('an accepted card move, with the game before and after it', () => {
    const store = storeWithGame(deal);
    const before = store.getState().game!;
    const move = tableauMove(before)!;
    const { events } = heard(store);
    expect(store.getState().cardDropped(move.from, { kind: 'move', to: move.to })).toBe(true);
    expect(events).toEqual([{ type: 'acted', action: { type: 'move', move }, before, after: store.getState().game, byComputer: false }]);
  });

  it("a click on the waiting player's deck as a refusal in words (R4.4)", () => {
    const store = storeWithGame(deal);
    const waiting = other(store.getState().game!.position.toMove);
    const { events } = heard(store);
    store.getState().deckClicked(waiting);
    expect(events).toEqual([{ type: 'refused', reason: store.getState().notice!.text, tried: { type: 'reveal' } }]);
    expect(events[0]!.type === 'refused' && events[0]!.reason).toContain('deck waits');
  });

  it('a card other than the one in play dropped on the discard pile as a refusal (R4.6)', () => {
    const store = storeWithGame(deal);
    const from = tableauMove(store.getState().game!)!.from;
    const { events } = heard(store);
    expect(store.getState().cardDropped(from, { kind: 'discard' })).toBe(false);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'refused', tried: { type: 'discard' } });
    expect(store.getState().dragging).toBeNull();
  });

  it("an illegal move as a refusal in the engine's words, the game unchanged", () => {
    const store = storeWithGame(deal);
    const game = store.getState().game!;
    const { events } = heard(store);
    store.getState().cardDropped('claw', { kind: 'move', to: 'foundation:0' });
    expect(store.getState().game).toBe(game);
    expect(events).toEqual([
      { type: 'refused', reason: store.getState().notice!.text, tried: expect.objectContaining({ type: 'move' }) as unknown },
    ]);
  });

  it('nothing for a coach question, which is neither accepted nor refused', () => {
    const store = storeWithGame(
      findDeal((g) => distanceOf(g) !== null, { coach: true }),
      { coach: true },
    );
    const { events } = heard(store);
    store.getState().deckClicked(store.getState().game!.position.toMove);
    expect(store.getState().coachQuestion).not.toBeNull();
    expect(events).toEqual([]);
  });

  it('nothing once the listener has left', () => {
    const store = storeWithGame(deal);
    const { events, stop } = heard(store);
    stop();
    store.getState().deckClicked(other(store.getState().game!.position.toMove));
    expect(store.getState().notice?.tone).toBe('error');
    expect(events).toEqual([]);
  });
});
