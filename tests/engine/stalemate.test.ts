// The stalemate nudge's count (house rule, docs/rules.md H2): turns in a row with no card going to a
// foundation, counted from the record as the rules make turns (R4.6, R4.7, R7.2), with take-backs undone.
import { describe, expect, it } from 'vitest';
import { quietTurns, stalemateNudgeDue, stalemateNudgeTurn, turnsWithFoundationPlay, type GameState } from '../../src/engine/index.ts';
import { ACE_UP, QUIET } from './fixtures.ts';
import { DISCARD, gameAt, knockBy, mv, play, REVEAL, table, TAKE_BACK } from './helpers.ts';

/** `n` turns of reveal and discard: nothing ever goes home in QUIET. */
function quietTurnsPlayed(state: GameState, n: number): GameState {
  for (let i = 0; i < n; i++) state = play(state, REVEAL, DISCARD);
  return state;
}

describe('the stalemate nudge (house rule H2)', () => {
  it('counts the turns ended with no foundation play, and comes once, at the turn the count reaches N', () => {
    const start = gameAt(table(QUIET), { stalemateNudge: 3 });
    expect(quietTurns(start)).toBe(0);
    const two = quietTurnsPlayed(start, 2);
    expect(quietTurns(two)).toBe(2);
    expect(stalemateNudgeDue(two)).toBe(false);
    const three = quietTurnsPlayed(start, 3);
    expect(three.turn).toBe(4);
    expect(quietTurns(three)).toBe(3);
    expect(stalemateNudgeTurn(three)).toBe(4);
    expect(stalemateNudgeDue(three)).toBe(true);
    // Still due during that turn while nothing goes home; once the turn is over, never again this game.
    expect(stalemateNudgeDue(play(three, REVEAL))).toBe(true);
    const later = quietTurnsPlayed(three, 4);
    expect(quietTurns(later)).toBe(7);
    expect(stalemateNudgeTurn(later)).toBe(4);
    expect(stalemateNudgeDue(later)).toBe(false);
  });

  it('is never due with the rule at 0 or off', () => {
    for (const stalemateNudge of [0, null]) {
      const game = quietTurnsPlayed(gameAt(table(QUIET), { stalemateNudge }), 4);
      expect(quietTurns(game)).toBe(4);
      expect(stalemateNudgeTurn(game)).toBeNull();
      expect(stalemateNudgeDue(game)).toBe(false);
    }
  });

  it('a card gone home starts the count again; a foundation play taken back does not (take-back house rule)', () => {
    const rules = { stalemateNudge: 2, takeBack: true };
    const homed = play(gameAt(table(ACE_UP), rules), mv('AH', 'tableau:6', 'foundation:0'), REVEAL, DISCARD);
    expect(turnsWithFoundationPlay(homed)).toEqual(new Set([1]));
    expect(quietTurns(homed)).toBe(0);
    expect(quietTurns(quietTurnsPlayed(homed, 2))).toBe(2);
    expect(stalemateNudgeTurn(quietTurnsPlayed(homed, 2))).toBe(4);
    // The Ace goes up and comes back: the turn saw no card go home.
    const takenBack = play(gameAt(table(ACE_UP), rules), mv('AH', 'tableau:6', 'foundation:0'), TAKE_BACK);
    expect(turnsWithFoundationPlay(takenBack).size).toBe(0);
    // The same Ace played again after the take-back stays: the turn counts as one with a card home.
    const again = play(takenBack, mv('AH', 'tableau:6', 'foundation:0'), REVEAL, DISCARD);
    expect(turnsWithFoundationPlay(again)).toEqual(new Set([1]));
  });

  it('a valid knock ends the offender’s turn (R7.2): one more quiet turn; a false knock ends none', () => {
    const rules = { stalemateNudge: 1 };
    // With the Ace in sight, turning up a card is a fault; the watcher knocks it.
    const knocked = play(gameAt(table(ACE_UP), rules), REVEAL, knockBy(1));
    expect(knocked.lastKnock?.valid).toBe(true);
    expect(knocked.turn).toBe(2);
    expect(quietTurns(knocked)).toBe(1);
    expect(stalemateNudgeDue(knocked)).toBe(true);
    const falseKnock = play(gameAt(table(QUIET), rules), REVEAL, knockBy(1));
    expect(falseKnock.lastKnock?.valid).toBe(false);
    expect(quietTurns(falseKnock)).toBe(0);
  });
});
