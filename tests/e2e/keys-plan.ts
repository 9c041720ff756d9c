// Plans the keyboard game of keys.spec.ts with the engine itself: the first deal whose first player can
// put an Ace up at once, played on by the engine's self-play (no knocks), each action given a way to be
// played without a mouse — carried with the arrows, picked from the list of moves (L and its number),
// or typed (M, a card and its place, Enter) — and what the record holds after it. The list numbers and
// the typed words are the page's own (moveChoices, readTypedMove), so the test never guesses.
// keys.spec.ts imports keysPlan().
import {
  applyAction,
  cardCode,
  chooseAction,
  legalMoves,
  makeRecord,
  newGame,
  pileIndex,
  type Action,
  type CardMove,
  type GameState,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { moveChoices, type MoveChoice } from '../../src/store/moveChoices.ts';
import { readTypedMove } from '../../src/store/typedMove.ts';
import { placeOfFrom, placeOfTo } from '../../src/ui/places.ts';

const NAMES: readonly [string, string] = ['Ada', 'Ben'];
const referee = new LocalReferee();
const ACTIONS = 24;

export type KeyStep =
  | { how: 'carry'; from: string; to: string; actions: number; last: unknown; what: string }
  | { how: 'list'; number: number; count: number; actions: number; last: unknown; what: string }
  | { how: 'typed'; text: string; then: number | null; actions: number; last: unknown; what: string };

/** A typed move in the fewest keys: the card's code, then f, tN, oc or od. */
function typedText(move: CardMove): string {
  const pile = pileIndex(move.to, 'tableau');
  const to = pile !== null ? `t${pile + 1}` : move.to.startsWith('foundation:') ? 'f' : move.to === 'opponentClaw' ? 'oc' : 'od';
  return `${cardCode(move.card).toLowerCase()}${to}`;
}

const sameAction = (choice: MoveChoice, action: Action) =>
  JSON.stringify(choice.kind === 'move' ? { type: 'move', move: choice.move } : { type: choice.kind }) === JSON.stringify(action);

export function keysPlan() {
  for (let deal = 1; deal < 400; deal++) {
    let game: GameState = newGame({ dealNumber: deal, names: NAMES });
    const ace = legalMoves(game.position).find((m) => m.to === 'foundation:0');
    if (!ace) continue;
    const steps: KeyStep[] = [];
    let carries = 0;
    for (let i = 0; i < ACTIONS && game.result === null; i++) {
      const action: Action = i === 0 ? { type: 'move', move: ace } : chooseAction(game, referee, undefined, { knockRate: 0 });
      if (action.type === 'knock') break;
      const choices = moveChoices(game);
      const number = choices.findIndex((c) => sameAction(c, action)) + 1;
      const next = applyAction(game, action, referee);
      if (!next.ok || number === 0) throw new Error(`plan: ${JSON.stringify(action)} refused`);
      const actions = makeRecord(next.value).actions;
      const after = { actions: actions.length, last: actions[actions.length - 1], what: next.value.log[next.value.log.length - 1]!.text };
      const mover = game.position.toMove;
      if (action.type === 'move' && (i === 0 || i % 3 === 2)) {
        steps.push({ how: 'carry', from: placeOfFrom(action.move.from, mover), to: placeOfTo(action.move.to, mover), ...after });
        carries++;
      } else if (action.type === 'move' && i % 3 === 1) {
        const text = typedText(action.move);
        const read = readTypedMove(text, game, choices);
        if (read.kind === 'play' && sameAction(read.choice, action)) steps.push({ how: 'typed', text, then: null, ...after });
        else if (read.kind === 'choose')
          steps.push({ how: 'typed', text, then: read.choices.findIndex((c) => sameAction(c, action)) + 1, ...after });
        else steps.push({ how: 'list', number, count: choices.length, ...after });
      } else steps.push({ how: 'list', number, count: choices.length, ...after });
      game = next.value;
    }
    if (carries >= 3 && steps.some((s) => s.how === 'typed') && steps.length >= 12) return { names: NAMES, dealNumber: deal, steps };
  }
  throw new Error('plan: no deal found');
}
