// Plans the speech test's short hot-seat game with the engine (speech.spec.ts never guesses): the first
// deal from 1 up, with take-backs on, where the first player has no foundation play in reach (so the
// turn is clean and a knock on it is false), a tableau move to make by keyboard, and a tableau pile the
// same card may not go on (a refused drop). The spec imports speechPlan().
import {
  cardName,
  checkMove,
  distanceNow,
  isFoundationPlay,
  legalMoves,
  makeRecord,
  newGame,
  other,
  pileIndex,
  tableauRef,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { mustApply } from './must-apply.ts';
import { firstPlan } from './first-deal.ts';

const NAMES: readonly [string, string] = ['Ada', 'Ben'];
const referee = new LocalReferee();

const must = mustApply('speech plan', referee);

function planFor(dealNumber: number) {
  const game = newGame({ dealNumber, names: NAMES, rules: { ...newGame({ dealNumber }).rules, takeBack: true } });
  if (distanceNow(game, referee) !== null) return null;
  const move = legalMoves(game.position).find(
    (m) => pileIndex(m.from, 'tableau') !== null && pileIndex(m.to, 'tableau') !== null && !isFoundationPlay(m),
  );
  if (!move) return null;
  const from = pileIndex(move.from, 'tableau')!;
  const refused = game.position.tableau.findIndex(
    (pile, i) =>
      i !== from && pile.length > 0 && checkMove(game.position, { card: move.card, from: move.from, to: tableauRef(i) }) !== null,
  );
  if (refused < 0) return null;
  const mover = game.position.toMove;
  const revealed = must(must(must(game, { type: 'move', move }), { type: 'takeBack' }), { type: 'reveal' });
  const inPlay = revealed.position.players[mover].inPlay!;
  const knocked = must(must(revealed, { type: 'discard' }), { type: 'knock', by: other(mover) });
  return {
    dealNumber,
    record: makeRecord(game),
    mover: NAMES[mover],
    watcher: NAMES[other(mover)],
    card: cardName(move.card),
    from: move.from,
    to: move.to,
    refusedTo: tableauRef(refused),
    revealed: cardName(inPlay),
    knockValid: knocked.lastKnock?.valid === true,
  };
}

export const speechPlan = () => firstPlan(planFor, 'speech plan');
