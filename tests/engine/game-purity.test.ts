// docs/architecture.md §3–4: the reducer is pure, and anything it refuses is a value with a code and a sentence.
import { describe, expect, it } from 'vitest';
import { applyAction, chooseAction, newGame, parseFace, type Action, type GameState } from '../../src/engine/index.ts';
import { ACE_UP, QUIET } from './fixtures.ts';
import { deepFreeze, DISCARD, gameAt, knockBy, mv, play, referee, REVEAL, table, TAKE_BACK } from './helpers.ts';

const bad = (x: unknown) => x as Action;
const face = (code: string) => parseFace(code)!;

describe('rejections leave the state unchanged and carry a sentence', () => {
  it.each([
    { name: 'null', action: bad(null), code: 'bad-action' },
    { name: 'a string', action: bad('reveal'), code: 'bad-action' },
    { name: 'an unknown type', action: bad({ type: 'shuffle' }), code: 'bad-action' },
    { name: 'a move without a move', action: bad({ type: 'move' }), code: 'bad-action' },
    {
      name: 'a move with a card code instead of an id',
      action: bad({ type: 'move', move: { card: 'JS', from: 'claw', to: 'tableau:2' } }),
      code: 'bad-action',
    },
    {
      name: 'a move with a card id out of range',
      action: bad({ type: 'move', move: { card: 104, from: 'claw', to: 'tableau:2' } }),
      code: 'bad-action',
    },
    {
      name: 'a move with a number as source',
      action: bad({ type: 'move', move: { card: 0, from: 3, to: 'tableau:2' } }),
      code: 'bad-action',
    },
    { name: 'a knock by nobody', action: bad({ type: 'knock' }), code: 'bad-action' },
    { name: 'a knock by player 2', action: bad({ type: 'knock', by: 2 }), code: 'bad-action' },
    { name: 'a resignation by "0"', action: bad({ type: 'resign', by: '0' }), code: 'bad-action' },
    { name: 'a draw for no known reason', action: bad({ type: 'draw', reason: 'bored' }), code: 'bad-action' },
    {
      name: 'R4: a card from the opponent’s claw',
      action: bad({ type: 'move', move: { card: face('8S'), from: 'opponentClaw', to: 'tableau:2' } }),
      code: 'no-such-pile',
    },
    {
      name: 'R4: a card to the player’s own claw',
      action: bad({ type: 'move', move: { card: face('QD'), from: 'tableau:2', to: 'claw' } }),
      code: 'no-such-pile',
    },
    {
      name: 'R4: a card from tableau pile 9',
      action: bad({ type: 'move', move: { card: face('QD'), from: 'tableau:8', to: 'tableau:2' } }),
      code: 'no-such-pile',
    },
    { name: 'R4.5: the in-play card when there is none', action: mv('2D', 'inPlay', 'tableau:2'), code: 'no-card-there' },
    { name: 'R4.1: a card that is not the claw’s top', action: mv('3D', 'claw', 'tableau:2'), code: 'not-that-card' },
    { name: 'R5.1: a King to a new foundation', action: mv('KS', 'tableau:1', 'foundation:0'), code: 'foundation-needs-ace' },
    {
      name: 'R5.4: onto the opponent’s claw, not a neighbour in suit',
      action: mv('JS', 'claw', 'opponentClaw'),
      code: 'opponent-pile-needs-same-suit-neighbour',
    },
    { name: 'R4.6: a discard with nothing in play', action: DISCARD, code: 'no-card-in-play' },
    { name: 'house rule off: a take-back', action: TAKE_BACK, code: 'take-back-off' },
    { name: 'R7.1: the mover knocking at the start of the game', action: knockBy(0), code: 'knock-not-your-window' },
  ])('$name → $code', ({ action, code }) => {
    const state = deepFreeze(gameAt(table(QUIET)));
    const snapshot = structuredClone(state);
    const result = applyAction(state, action, referee);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toMatch(/^[A-Z].*[.!]$/);
    }
    expect(state).toEqual(snapshot);
  });
});

describe('applyAction never mutates its input', () => {
  it('every kind of action, applied to deep-frozen states', () => {
    const actions: Action[] = [
      mv('JS', 'claw', 'tableau:2'),
      TAKE_BACK,
      REVEAL,
      { type: 'knock', by: 1 },
      mv('JS', 'claw', 'tableau:2'),
      REVEAL,
      knockBy(1),
      knockBy(0),
      REVEAL,
      DISCARD,
      knockBy(1),
      { type: 'resign', by: 0 },
    ];
    let state = deepFreeze(gameAt(table(ACE_UP), { takeBack: true }));
    for (const action of actions) {
      const snapshot = structuredClone(state);
      const result = applyAction(state, deepFreeze(structuredClone(action)), referee);
      expect(state).toEqual(snapshot);
      if (result.ok) state = deepFreeze(result.value);
    }
    expect(state.result).toEqual({ kind: 'resign', winner: 1 });
  });

  it('a whole self-played stretch of a real deal, frozen at every step', () => {
    let state: GameState = deepFreeze(newGame({ dealNumber: 42 }));
    for (let i = 0; i < 80 && state.result === null; i++) {
      state = deepFreeze(play(state, chooseAction(state, referee, undefined, { faultRate: 0.3, falseKnockRate: 0.1 })));
    }
    expect(state.actions.length).toBeGreaterThan(0);
  });
});
