// Plans keyboard-game.spec.ts: the whole hot-seat game of layout-plan.ts (deal 89 played to its win,
// with a take-back, a false knock and a valid knock each way), replayed by the engine, each action given
// the keys that play it without a mouse and the words a screen reader should then hear. A card just
// turned up is carried (it has the focus after R); other card moves are picked from the list (L, its
// number) or typed (M, the card and its place, Enter), the list numbers and typed words being the
// page's own (moveChoices, readTypedMove). One typed move is first typed wrong, on purpose, to hear the
// refusal. keyboard-game.spec.ts imports keyboardGamePlan().
import {
  applyAction,
  cardCode,
  cardName,
  makeRecord,
  newGame,
  type Action,
  type CardId,
  type CardMove,
  type GameState,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { moveChoices, type MoveChoice } from '../../src/store/moveChoices.ts';
import { readTypedMove } from '../../src/store/typedMove.ts';
import { placeOfFrom, placeOfTo } from '../../src/ui/places.ts';
import { layoutPlan, type LayoutPlan, type Step } from './layout-plan.ts';

const referee = new LocalReferee();
/** Carries cost a dozen keys and a glide each: a few show the way works, the list and the field do the rest. */
const MOST_CARRIES = 6;
/** Every third move left to the list is typed instead. */
const TYPED_EVERY = 3;

/** What the live regions should say after an action: words each sentence must hold, and whose turn follows. */
interface Words {
  readonly urgent: boolean;
  readonly holds: readonly string[];
  /** The next player's "X to play." when the turn changes hands; the winner when the game ends. */
  readonly next: string | null;
  readonly winner: string | null;
}

/** A move typed wrong on purpose, and the field's words refusing it. */
type Wrong = { text: string; words: string };

type How =
  | { how: 'carry'; from: string; to: string; card: string }
  | { how: 'list'; number: number; count: number }
  | { how: 'typed'; text: string; then: number | null; wrong: Wrong | null }
  | { how: 'key'; key: string };

export type KeyboardStep = How & { do: Step['do']; actions: number; last: unknown; what: string; words: Words; lineLength: number };

/** The layout test's game (the same planner as layout.spec.ts's). */
const layoutGame = (): LayoutPlan => layoutPlan();

const sameMove = (choice: MoveChoice, move: CardMove) => choice.kind === 'move' && JSON.stringify(choice.move) === JSON.stringify(move);

/** The engine's action for a step of the layout plan, found among the moves the page lists. */
function actionOf(game: GameState, step: Step): Action {
  const mover = game.position.toMove;
  if (step.do === 'knock') return { type: 'knock', by: step.by };
  if (step.do !== 'move') return { type: step.do };
  const choice = moveChoices(game).find(
    (c) =>
      c.kind === 'move' &&
      cardCode(c.move.card) === step.card &&
      placeOfFrom(c.move.from, mover) === step.from &&
      placeOfTo(c.move.to, mover) === step.to,
  );
  if (!choice || choice.kind !== 'move')
    throw new Error(`keyboard plan: ${step.card} ${step.from} → ${step.to} is not among the listed moves`);
  return { type: 'move', move: choice.move };
}

/** The shortest typed words for a move: the card's code, then f, tN, oc or od. */
function typedText(game: GameState, move: CardMove): string {
  const to = placeOfTo(move.to, game.position.toMove);
  const place = to.startsWith('tableau:')
    ? `t${Number(to.split(':')[1]) + 1}`
    : to.startsWith('foundation:')
      ? 'f'
      : move.to === 'opponentClaw'
        ? 'oc'
        : 'od';
  return `${cardCode(move.card).toLowerCase()} ${place}`;
}

/** A move of the same card typed to a tableau pile it cannot go on: refused in words, by the field. */
function wrongTyping(game: GameState, move: CardMove): Wrong | null {
  for (let pile = 1; pile <= 8; pile++) {
    const text = `${cardCode(move.card).toLowerCase()} t${pile}`;
    const read = readTypedMove(text, game, moveChoices(game));
    if (read.kind === 'refused') return { text, words: read.words };
  }
  return null;
}

/** The words an action should be said with (speech.ts says them; these are the plan's own expectations). */
function wordsOf(before: GameState, after: GameState, action: Action): Words {
  const mover = before.position.toMove;
  const names = before.names;
  const name = names[mover];
  const card = (id: CardId | null | undefined) => (id === null || id === undefined ? [] : [cardName(id)]);
  const next = after.result === null && after.position.toMove !== mover ? names[after.position.toMove] : null;
  const winner = after.result?.kind === 'win' ? names[after.result.winner] : null;
  switch (action.type) {
    case 'move':
      return { urgent: false, holds: [name, 'moved', ...card(action.move.card)], next, winner };
    case 'reveal':
      return { urgent: false, holds: [name, 'turned', ...card(after.position.players[mover].inPlay)], next, winner };
    case 'discard':
      return { urgent: false, holds: [name, 'discarded', ...card(before.position.players[mover].inPlay)], next, winner };
    case 'pass':
      return { urgent: false, holds: [name, 'passed'], next, winner };
    case 'takeBack':
      return { urgent: false, holds: [name, 'took back', ...card(before.takeBacks.at(-1)?.move.card)], next, winner };
    case 'knock':
      return {
        urgent: true,
        holds: [`${after.lastKnock?.valid ? 'Valid' : 'False'} knock by ${names[action.by]}`],
        next: null,
        winner: null,
      };
    default:
      throw new Error(`keyboard plan: unexpected ${action.type}`);
  }
}

export type KeyboardPlan = ReturnType<typeof keyboardGamePlan>;

/** The plan: the layout test's game, each action with its keys and the words it should be said with. */
export function keyboardGamePlan() {
  const layout = layoutGame();
  const names = layout.names;
  let game = newGame({ dealNumber: layout.dealNumber, names, rules: layout.rules });
  const steps: KeyboardStep[] = [];
  let carries = 0;
  let listed = 0;
  let wrongDone = false;
  for (const step of layout.steps) {
    const action = actionOf(game, step);
    const next = applyAction(game, action, referee);
    if (!next.ok) throw new Error(`keyboard plan: ${JSON.stringify(action)} refused: ${next.error.message}`);
    const actions = makeRecord(next.value).actions;
    const common = {
      do: step.do,
      actions: actions.length,
      last: actions.at(-1),
      what: step.what,
      words: wordsOf(game, next.value, action),
      lineLength: step.do === 'knock' ? step.lineLength : 0,
    };
    const previous = steps.at(-1);
    if (action.type !== 'move') {
      steps.push({
        how: 'key',
        key: { reveal: 'r', discard: 'd', pass: 'p', takeBack: 'u', knock: 'k' }[action.type as string]!,
        ...common,
      });
    } else if (step.do === 'move' && step.from.startsWith('inPlay:') && previous?.do === 'reveal' && carries < MOST_CARRIES) {
      // The card just turned up has the focus: Space picks it up where it lies.
      steps.push({ how: 'carry', from: step.from, to: step.to, card: String(action.move.card), ...common });
      carries++;
    } else {
      const choices = moveChoices(game);
      const number = choices.findIndex((c) => sameMove(c, action.move)) + 1;
      const text = typedText(game, action.move);
      const read = readTypedMove(text, game, choices);
      const then = read.kind === 'choose' ? read.choices.findIndex((c) => sameMove(c, action.move)) + 1 : null;
      const typable = (read.kind === 'play' && sameMove(read.choice, action.move)) || (then !== null && then > 0);
      if (++listed % TYPED_EVERY === 0 && typable) {
        const wrong: Wrong | null = wrongDone ? null : wrongTyping(game, action.move);
        wrongDone ||= wrong !== null;
        steps.push({ how: 'typed', text, then, wrong, ...common });
      } else steps.push({ how: 'list', number, count: choices.length, ...common });
    }
    game = next.value;
  }
  if (game.result?.kind !== 'win') throw new Error('keyboard plan: the game did not end in a win');
  if (!wrongDone) throw new Error('keyboard plan: no typed move could be typed wrong first');
  return { names, rules: layout.rules, dealNumber: layout.dealNumber, steps };
}
