// House rule "Stalemate nudge" (docs/rules.md H2): after N turns in a row with no card reaching a
// foundation, the table offers the players a draw (R8.2), once per game. A turn is as the rules make it:
// it ends with a discard (R4.6), a pass (R4.7) or a valid knock of the turn in progress (R7.2). A card
// move that was taken back (house rule) was never made, so a foundation play taken back does not count.
import { isFoundationPlay } from './moves.ts';
import type { GameState } from './state.ts';

/** The turns of the game in which a card went to a foundation and stayed there (take-backs undone). */
export function turnsWithFoundationPlay(state: GameState): ReadonlySet<number> {
  const homed = new Set<number>();
  // This turn's card moves, latest last: a take-back undoes the latest (game.ts).
  let turn = 0;
  let moves: boolean[] = [];
  const close = () => {
    if (moves.includes(true)) homed.add(turn);
  };
  state.actions.forEach((action, i) => {
    const at = state.log[i]!.turn;
    if (at !== turn) {
      close();
      turn = at;
      moves = [];
    }
    if (action.type === 'move') moves.push(isFoundationPlay(action.move));
    else if (action.type === 'takeBack') moves.pop();
  });
  close();
  return homed;
}

/** How many turns in a row, ended before the turn in progress, saw no card go to a foundation. */
export function quietTurns(state: GameState): number {
  const homed = turnsWithFoundationPlay(state);
  let quiet = 0;
  for (let turn = state.turn - 1; turn >= 1 && !homed.has(turn); turn--) quiet++;
  return quiet;
}

/** The turn at whose start the game first had `rules.stalemateNudge` quiet turns behind it; null when it never had (or the rule is off). */
export function stalemateNudgeTurn(state: GameState): number | null {
  const n = state.rules.stalemateNudge;
  if (!n) return null;
  const homed = turnsWithFoundationPlay(state);
  let quiet = 0;
  for (let turn = 1; turn < state.turn; turn++) {
    quiet = homed.has(turn) ? 0 : quiet + 1;
    if (quiet === n) return turn + 1;
  }
  return null;
}

/**
 * Whether the nudge is due now: the game goes on, it is the turn the nudge came at (so it is offered once
 * per game: the next turn is past it), and no card has gone home in this turn yet.
 */
export function stalemateNudgeDue(state: GameState): boolean {
  return state.result === null && stalemateNudgeTurn(state) === state.turn && !turnsWithFoundationPlay(state).has(state.turn);
}
