// One action through the engine (src/store/game/applyNow.ts): what the players are told after it, what
// opens with it (the missed line after a valid knock, R7.2), and the coach's question before a fault.
import { describe, expect, it } from 'vitest';
import { applyAction, computerSeat, newGame, other } from '../../src/engine/index.ts';
import { applyNow, consequences } from '../../src/store/game/applyNow.ts';
import { moduleStore } from './game-context.ts';
import { distanceOf, findDeal, NAMES, referee } from './helpers.ts';

const faultDeal = findDeal((g) => distanceOf(g) !== null);

describe('what an accepted action tells', () => {
  it('nothing within a turn; the turn changing hands, with who plays next', () => {
    const game = newGame({ dealNumber: faultDeal, names: NAMES });
    const { ctx } = moduleStore(game);
    const revealed = applyAction(game, { type: 'reveal' }, referee);
    if (!revealed.ok) throw new Error(revealed.error.message);
    expect(consequences(ctx, game, revealed.value, { type: 'reveal' })).toEqual({ notice: null });
    const discarded = applyAction(revealed.value, { type: 'discard' }, referee);
    if (!discarded.ok) throw new Error(discarded.error.message);
    const next = NAMES[other(game.position.toMove)];
    expect(consequences(ctx, revealed.value, discarded.value, { type: 'discard' }).notice).toMatchObject({
      tone: 'turn',
      text: expect.stringMatching(new RegExp(`${next} to play\\.$`)) as unknown,
    });
  });

  it('a valid knock: the knock notice and the missed line from the fault, for a person (R7.2)', () => {
    const game = newGame({ dealNumber: faultDeal, names: NAMES });
    const { store, ctx } = moduleStore(game);
    const mover = game.position.toMove;
    expect(applyNow(ctx, game, { action: { type: 'reveal' }, asked: false })).toBe(true);
    const faulted = store.getState().game!;
    expect(applyNow(ctx, faulted, { action: { type: 'knock', by: other(mover) }, asked: false })).toBe(true);
    const { notice, missedLine } = store.getState();
    expect(notice?.tone).toBe('knock');
    expect(missedLine?.fault.position).toEqual(game.position);
    expect(missedLine?.knocker).toBe(other(mover));
  });

  it('between two computers the game does not stop for the missed line', () => {
    const game = newGame({ dealNumber: faultDeal, names: NAMES, seats: [computerSeat('casual'), computerSeat('casual')], seed: 3 });
    const { store, ctx } = moduleStore(game);
    const mover = game.position.toMove;
    applyNow(ctx, game, { action: { type: 'reveal' }, asked: false, byComputer: true });
    applyNow(ctx, store.getState().game!, { action: { type: 'knock', by: other(mover) }, asked: false, byComputer: true });
    expect(store.getState().notice?.tone).toBe('knock');
    expect(store.getState().missedLine).toBeNull();
    // Each of the computer's actions is numbered, so the same action twice is still news.
    expect(store.getState().computerMove).toMatchObject({ id: 2, by: other(mover), action: { type: 'knock' } });
  });
});

describe('the coach (house rule)', () => {
  it('holds a fault back and asks, telling no event; asked already, it is played', () => {
    const game = newGame({ dealNumber: faultDeal, names: NAMES, rules: { coach: true } });
    const { store, ctx, events } = moduleStore(game);
    expect(applyNow(ctx, game, { action: { type: 'reveal' }, asked: false })).toBe(false);
    expect(store.getState().coachQuestion?.action).toEqual({ type: 'reveal' });
    expect(store.getState().game).toBe(game);
    expect(events).toEqual([]);
    expect(applyNow(ctx, game, { action: { type: 'reveal' }, asked: true })).toBe(true);
    expect(store.getState().game!.actions).toEqual([{ type: 'reveal' }]);
  });
});
