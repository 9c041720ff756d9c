// Plans the focus test's game with the engine, so the browser test never guesses: the first deal (from
// 1) whose mover can put an Ace from the tableau on a new foundation, then move a card between tableau
// piles, take it back (house rule), turn up a card and discard it; then the next player knocks. Gives
// the moves as the page's places (data-place) and whether the knock is valid (focus.spec.ts imports it).
import {
  applyAction,
  isFoundationPlay,
  legalMoves,
  newGame,
  other,
  type Action,
  type CardMove,
  type GameState,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { placeOfFrom, placeOfTo } from '../../src/ui/places.ts';
import { firstPlan } from './first-deal.ts';

const NAMES: readonly [string, string] = ['Ada', 'Ben'];
const referee = new LocalReferee();

function step(game: GameState, action: Action): GameState | null {
  const next = applyAction(game, action, referee);
  return next.ok ? next.value : null;
}

const asPlaces = (move: CardMove, game: GameState) => ({
  card: move.card,
  from: placeOfFrom(move.from, game.position.toMove),
  to: placeOfTo(move.to, game.position.toMove),
});

function planFor(dealNumber: number) {
  const start = newGame({ dealNumber, names: NAMES, rules: { takeBack: true } });
  const ace = legalMoves(start.position).find((m) => isFoundationPlay(m) && m.from.startsWith('tableau:'));
  if (!ace) return null;
  const afterAce = step(start, { type: 'move', move: ace });
  const between =
    afterAce &&
    legalMoves(afterAce.position).find((m) => m.from.startsWith('tableau:') && m.to.startsWith('tableau:') && !isFoundationPlay(m));
  if (!afterAce || !between) return null;
  const moved = step(afterAce, { type: 'move', move: between });
  const takenBack = moved && step(moved, { type: 'takeBack' });
  const revealed = takenBack && step(takenBack, { type: 'reveal' });
  const discarded = revealed && step(revealed, { type: 'discard' });
  if (!discarded) return null;
  const mover = start.position.toMove;
  const knocked = step(discarded, { type: 'knock', by: other(mover) });
  if (!knocked) return null;
  return {
    dealNumber,
    names: NAMES,
    mover,
    ace: asPlaces(ace, start),
    between: asPlaces(between, afterAce),
    knockValid: knocked.lastKnock?.valid === true,
  };
}

export const focusPlan = () => firstPlan(planFor, 'focus-plan');
