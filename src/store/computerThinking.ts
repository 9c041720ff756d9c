// What the computer seats do now. The thinking asks the store's referee service only for
// verdicts it already knows (`known`); what is missing is handed back to be searched in the worker
// (`ensure`), and the decision is made again once it is known. The same seeded numbers are drawn each
// time (`decisionRandom`), so asking twice decides the same. The policy (src/engine/computer) never
// searches a position: only the referee does. The store loads this module when it is first needed.
import {
  cardLabel,
  chooseComputerAction,
  computerKnock,
  computerLevel,
  decisionRandom,
  lastProgressTurn,
  other,
  overTurnLimit,
  pileIndex,
  type Action,
  type GameState,
  type Position,
  type Referee,
  type To,
  type Verdict,
} from '../engine/index.ts';
import { seatsOf } from './computerSeats.ts';
import type { RefereeService } from './refereeService.ts';

/** A verdict that says nothing is in reach: what the policy sees of a position the referee has not answered yet. */
const unknown = (): Verdict => ({ distance: null, line: [], legalMoves: [], faultFree: [] });

/**
 * What the computer seats do now: the watcher's knock, else the mover's action (null: nothing, a
 * person moves and no fault was seen). `missing` lists the positions whose verdicts the decision
 * needs and the referee does not know yet; then the decision is not to be used.
 */
export function computerDecision(
  game: GameState,
  service: RefereeService,
): { readonly action: Action | null; readonly missing: readonly Position[] } {
  const missing: Position[] = [];
  const referee: Referee = {
    verdict(position) {
      const known = service.known(position);
      if (known !== undefined) return known;
      missing.push(position);
      return unknown();
    },
  };
  const seats = seatsOf(game);
  const seed = game.seed ?? 0;
  const mover = game.position.toMove;
  const watcher = other(mover);
  const watching = computerLevel(seats[watcher]);
  const moving = computerLevel(seats[mover]);
  // Two computers that no longer get anywhere agree a draw, as `npm run match` declares one.
  if (watching !== null && moving !== null && overTurnLimit(game, lastProgressTurn(game)))
    return { action: { type: 'draw', reason: 'turn-limit' }, missing };
  let action: Action | null = watching === null ? null : computerKnock(game, referee, watching, decisionRandom(seed, game, watcher));
  if (action === null && moving !== null) action = chooseComputerAction(game, referee, moving, decisionRandom(seed, game, mover));
  return { action, missing };
}

/** Where a card went, in words short enough for one line on a phone. */
function destinationWords(before: Position, to: To, names: readonly [string, string]): string {
  const tableau = pileIndex(to, 'tableau');
  if (tableau !== null) return `tableau pile ${tableau + 1}`;
  const foundation = pileIndex(to, 'foundation');
  if (foundation !== null) return foundation === before.foundations.length ? 'a new foundation' : `foundation ${foundation + 1}`;
  return `${names[other(before.toMove)]}'s ${to === 'opponentClaw' ? 'claw' : 'discard pile'}`;
}

/**
 * The one-line account of a computer's action that the table shows near its edge, short enough for a
 * phone: "North put 7♣ on tableau pile 3", "North turned up 9♦", "North knocked: a fault by South";
 * a discard, pass, resignation or draw in the log's own words (`said`). The knock's whole story is in
 * the referee's notice and its missed line. Here, with the policy, so that the page's first load does not
 * carry it.
 */
export function computerMoveWords(before: GameState, after: GameState, action: Action, said: string): string {
  const { names } = before;
  const name = names[before.position.toMove];
  switch (action.type) {
    case 'move':
      return `${name} put ${cardLabel(action.move.card)} on ${destinationWords(before.position, action.move.to, names)}`;
    case 'reveal': {
      const card = after.position.players[before.position.toMove].inPlay;
      return card === null ? said : `${name} turned up ${cardLabel(card)}`;
    }
    case 'knock':
      return after.lastKnock?.valid
        ? `${names[action.by]} knocked: a fault by ${names[other(action.by)]}`
        : `${names[action.by]} knocked: no fault was made`;
    default:
      return said;
  }
}
