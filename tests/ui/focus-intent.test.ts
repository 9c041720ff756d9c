// focusIntent.ts read as a table of cases: after each kind of action, where the focus belongs first,
// and that every list ends on the next thing to do (the mover's deck, their name, the table), so the
// focus never has nowhere to go.
import { describe, expect, it } from 'vitest';
import { applyAction, legalMoves, newGame, other, type Action, type GameState } from '../../src/engine/index.ts';
import { actorOf, focusAfter, nextThingToDo } from '../../src/ui/table/focusIntent.ts';
import { NAMES, referee } from '../store/helpers.ts';

const after = (game: GameState, action: Action): GameState => {
  const next = applyAction(game, action, referee);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};

describe('where the focus belongs after an action', () => {
  const start = newGame({ dealNumber: 5, names: NAMES, rules: { takeBack: true } });
  const mover = start.position.toMove;

  it('a card move: the card, then the place it lies in', () => {
    const move = legalMoves(start.position)[0]!;
    const list = focusAfter(start, after(start, { type: 'move', move }));
    expect(list.slice(0, 2)).toEqual([
      { kind: 'card', card: move.card },
      { kind: 'placeOf', card: move.card },
    ]);
  });

  it('a reveal (R4.4): the card turned up, then the mover’s card-in-play place', () => {
    const revealed = after(start, { type: 'reveal' });
    expect(focusAfter(start, revealed).slice(0, 2)).toEqual([
      { kind: 'card', card: revealed.position.players[mover].inPlay },
      { kind: 'place', place: `inPlay:${mover}` },
    ]);
  });

  // A pass (R4.7) hands the turn on the same way (it takes a deck and discard pile both empty, which no
  // short game reaches): the same branch of focusAfter.
  it('a discard (R4.6): the next player’s deck, then their name', () => {
    const revealed = after(start, { type: 'reveal' });
    const discarded = after(revealed, { type: 'discard' });
    expect(focusAfter(revealed, discarded)).toEqual(nextThingToDo(discarded));
    expect(nextThingToDo(discarded).slice(0, 2)).toEqual([
      { kind: 'place', place: `deck:${other(mover)}` },
      { kind: 'turn', player: other(mover) },
    ]);
  });

  it('a take-back: the card taken back', () => {
    const move = legalMoves(start.position).find((m) => m.from.startsWith('tableau:'))!;
    const moved = after(start, { type: 'move', move });
    expect(focusAfter(moved, after(moved, { type: 'takeBack' }))[0]).toEqual({ kind: 'card', card: move.card });
  });

  it('a knock (R7): the lesson when valid, else the next thing to do; the knocker is who acted', () => {
    const faulty = after(after(start, { type: 'reveal' }), { type: 'discard' });
    const knocked = after(faulty, { type: 'knock', by: other(mover) });
    expect(actorOf(faulty, knocked)).toBe(other(mover));
    // Deal 5's first card turned up is an Ace: discarding it is a fault (R6.4), and the knock is valid.
    expect(knocked.lastKnock?.valid).toBe(true);
    expect(focusAfter(faulty, knocked)[0]).toEqual({ kind: 'lesson' });
    // Nothing was missed before any action: a false knock (R7.3) leaves the focus for the next thing to do.
    const falseKnock = after(start, { type: 'knock', by: other(mover) });
    expect(falseKnock.lastKnock?.valid).toBe(false);
    expect(focusAfter(start, falseKnock)).toEqual(nextThingToDo(falseKnock));
  });

  it('a new game: the table’s heading first; a finished game: its results first', () => {
    const fresh = newGame({ dealNumber: 6, names: NAMES });
    expect(focusAfter(after(start, { type: 'reveal' }), fresh)[0]).toEqual({ kind: 'table' });
    const resigned = after(start, { type: 'resign', by: mover });
    expect(focusAfter(start, resigned)[0]).toEqual({ kind: 'results' });
    for (const list of [focusAfter(start, resigned), focusAfter(start, fresh)]) expect(list.at(-1)).toEqual({ kind: 'table' });
  });
});
