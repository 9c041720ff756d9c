// The action queue (src/store/game/actionQueue.ts): actions go to the engine in the order they came,
// each once the referee knows what it needs; a double click is one intent; a person cannot act for the
// computer's seat.
import { describe, expect, it } from 'vitest';
import { computerSeat, newGame, other, PERSON } from '../../src/engine/index.ts';
import { verdictsFor } from '../../src/store/game/actionQueue.ts';
import { heldReferee, moduleStore } from './game-context.ts';
import { findDeal, NAMES, tableauMove } from './helpers.ts';

const deal = findDeal((g) => tableauMove(g) !== undefined);
const coached = newGame({ dealNumber: deal, names: NAMES, rules: { coach: true } });

describe('the referee first', () => {
  it('asks for the table a coached play is judged on, and nothing more for a take-back', () => {
    const move = tableauMove(coached)!;
    expect(verdictsFor(coached, { action: { type: 'move', move }, asked: false })).toContainEqual(coached.position);
    expect(verdictsFor(coached, { action: { type: 'move', move }, asked: true })).not.toContainEqual(coached.position);
    expect(verdictsFor(coached, { action: { type: 'takeBack' }, asked: false })).toEqual([]);
  });

  it('holds an action until the referee knows, then applies it and says so', async () => {
    const service = heldReferee();
    const { store, ctx, events } = moduleStore(coached, [], { service });
    const move = tableauMove(coached)!;
    expect(ctx.queue.act({ type: 'move', move })).toBe(true);
    expect(store.getState().game).toBe(coached);
    expect(ctx.queue.waiting()).toBe(1);
    expect(service.asked).toHaveLength(1);
    await service.release();
    expect(ctx.queue.waiting()).toBe(0);
    expect(store.getState().game).not.toBe(coached);
    expect(events.map((event) => event.type)).toEqual(['acted']);
  });

  it('takes the same action again while the first waits as one intent (a double click)', async () => {
    const service = heldReferee();
    const { store, ctx } = moduleStore(coached, [], { service });
    const move = tableauMove(coached)!;
    ctx.queue.act({ type: 'move', move });
    expect(ctx.queue.act({ type: 'move', move })).toBe(false);
    expect(ctx.queue.waiting()).toBe(1);
    await service.release();
    expect(store.getState().game!.actions).toHaveLength(1);
  });
});

describe('what never reaches the engine', () => {
  it("a person's action for the computer's seat: refused in words, the card put back", () => {
    const game = newGame({ dealNumber: deal, names: NAMES, seats: [computerSeat('casual'), computerSeat('casual')], seed: 1 });
    const { store, ctx, events } = moduleStore(game, [], { change: { dragging: 'claw' } });
    expect(ctx.queue.act({ type: 'reveal' })).toBe(false);
    expect(store.getState().game).toBe(game);
    expect(store.getState().dragging).toBeNull();
    expect(events).toEqual([
      { type: 'refused', reason: expect.stringContaining('the computer plays it') as unknown, tried: { type: 'reveal' } },
    ]);
    // The computer's own action goes through.
    expect(ctx.queue.act({ type: 'reveal' }, { byComputer: true })).toBe(true);
    expect(store.getState().computerMove?.action).toEqual({ type: 'reveal' });
  });

  it('anything in a read-only tab, or while the coach asks', () => {
    const game = newGame({ dealNumber: deal, names: NAMES, seats: [PERSON, PERSON] });
    expect(moduleStore(game, [], { change: { readOnly: true } }).ctx.queue.act({ type: 'reveal' })).toBe(false);
    const move = tableauMove(game)!;
    const asking = moduleStore(game, [], {
      change: {
        coachQuestion: {
          action: { type: 'pass' },
          warning: { card: 0, distance: 0, line: [], reach: 'A♥ can go up now', lineText: '', text: 'play this anyway?' },
        },
      },
    });
    expect(asking.ctx.queue.act({ type: 'move', move })).toBe(false);
    expect(asking.store.getState().game).toBe(game);
  });

  it('a second knock by the same player with nothing between: the same intent again', () => {
    const game = newGame({ dealNumber: deal, names: NAMES });
    const { store, ctx } = moduleStore(game);
    const knocker = other(game.position.toMove);
    ctx.queue.act({ type: 'knock', by: knocker });
    const after = store.getState().game;
    expect(after!.actions).toHaveLength(1);
    expect(ctx.queue.act({ type: 'knock', by: knocker })).toBe(false);
    expect(store.getState().game).toBe(after);
  });
});
