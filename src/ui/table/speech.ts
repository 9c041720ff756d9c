// What a screen reader hears at the table, in words: each action of either player (a computer seat's
// too), the turn changing hands, a refusal and a knock's verdict. Worked out from what changed in the
// store (the game before and after, the referee's notice), never read off the page. Spoken to everyone
// at the table, so the players are named ("South's claw"), and cards and suits are words, not glyphs.
import {
  cardName,
  describeFault,
  describeWin,
  other,
  pileIndex,
  type Action,
  type CardId,
  type GameState,
  type Position,
  type To,
} from '../../engine/index.ts';
import type { GameStoreState, Notice } from '../../store/gameStoreShape.ts';
import { foundationWords, fromWords, tableauName, type PointOfView } from '../places.ts';
import { spokenText } from '../words.ts';

/** One thing to say: politely (after what is being read), or at once (a refusal, a knock's verdict). */
export interface Said {
  readonly text: string;
  readonly urgent: boolean;
}

/** Everyone at the table hears the announcements: places are named by their player, never "your". */
const everyone = (game: GameState, position: Position): PointOfView => ({ mover: position.toMove, listener: null, names: game.names });

/** Where a card goes, named on `position` (before the move): "tableau pile 5", "North's claw", "the hearts foundation, up to 4". */
export function toWords(game: GameState, position: Position, to: To): string {
  const tableau = pileIndex(to, 'tableau');
  if (tableau !== null) return tableauName(tableau);
  const foundation = pileIndex(to, 'foundation');
  if (foundation !== null) {
    const pile = position.foundations[foundation];
    return pile && pile.length > 0 ? `the ${foundationWords(pile)}` : 'a new foundation';
  }
  const them = game.names[other(position.toMove)];
  return to === 'opponentClaw' ? `${them}'s claw` : `${them}'s discard pile`;
}

const the = (card: CardId): string => `the ${cardName(card)}`;

/** An accepted action, said from the game before it and after it. */
export function actionWords(before: GameState, after: GameState, action: Action): string {
  const position = before.position;
  const name = before.names[position.toMove];
  switch (action.type) {
    case 'move': {
      const { card, from, to } = action.move;
      return `${name} moved ${the(card)} from ${fromWords(from, everyone(before, position))} to ${toWords(before, position, to)}.`;
    }
    case 'reveal': {
      const card = after.position.players[position.toMove].inPlay;
      const turnedOver = position.players[position.toMove].deck.length === 0;
      const what = card === null ? 'a card' : the(card);
      return turnedOver ? `${name} turned the discard pile over as a new deck and turned up ${what}.` : `${name} turned up ${what}.`;
    }
    case 'discard': {
      const card = position.players[position.toMove].inPlay;
      return card === null ? `${name} discarded.` : `${name} discarded ${the(card)}.`;
    }
    case 'pass':
      return `${name} passed, with nothing left to turn up.`;
    case 'takeBack': {
      const taken = before.takeBacks[before.takeBacks.length - 1];
      if (!taken) return `${name} took back a move.`;
      const back = fromWords(taken.move.from, everyone(before, taken.before));
      return `${name} took back ${the(taken.move.card)}: it goes from ${toWords(before, taken.before, taken.move.to)} back to ${back}.`;
    }
    case 'knock':
      return knockWords(after);
    default:
      return `${spokenText(after.log[after.log.length - 1]?.text ?? '')}.`;
  }
}

/** A knock's verdict (R7.2, R7.3): who faulted and what they missed, or why the knock was false. */
export function knockWords(after: GameState): string {
  const knock = after.lastKnock;
  if (!knock) return spokenText(`${after.log[after.log.length - 1]?.text ?? ''}.`);
  const names = after.names;
  const knocker = names[knock.knocker];
  if (knock.valid) return `Valid knock by ${knocker}: ${spokenText(describeFault(knock.fault, names))}.`;
  const counted = knock.counted ? `, counted against ${knocker}` : '';
  return `False knock by ${knocker}: ${names[other(knock.knocker)]} had made no fault${counted}.`;
}

/** How the game ended, when the action ended it by a win (a resignation or a draw says so itself). */
const endWords = (after: GameState): string => (after.result?.kind === 'win' ? ` ${describeWin(after.names[after.result.winner])}.` : '');

/** What follows an action: the game's end, or the next player's turn. */
function afterWords(before: GameState, after: GameState): string {
  if (after.result !== null) return endWords(after);
  const mover = after.position.toMove;
  return mover !== before.position.toMove ? ` ${after.names[mover]} to play.` : '';
}

/** A refusal as a refusal: "Refused: seven of clubs cannot go on tableau pile 5: …". */
export function refusalWords(game: GameState | null, notice: Notice): string {
  const why = spokenText(notice.text);
  const tried = notice.tried;
  if (game && tried?.type === 'move') {
    const { card, to } = tried.move;
    return `Refused: ${cardName(card)} cannot go on ${toWords(game, game.position, to)}: ${why}`;
  }
  // A notice about a file or the save is bad news, not a refused action.
  return tried ? `Refused: ${why}` : why;
}

/** The same game with one more accepted action (not a new game, a replay or a practice table's jump). */
const oneMore = (before: GameState, after: GameState): boolean =>
  after.actions.length === before.actions.length + 1 &&
  after.actions[before.actions.length - 1] === before.actions[before.actions.length - 1];

/** What the table says after the store changed from `before` to `after`, or null when nothing is news. */
export function heard(before: GameStoreState, after: GameStoreState): Said | null {
  const game = after.game;
  if (game && before.game && game !== before.game && oneMore(before.game, game)) {
    const action = game.actions[game.actions.length - 1]!;
    return { text: actionWords(before.game, game, action) + afterWords(before.game, game), urgent: action.type === 'knock' };
  }
  const notice = after.notice;
  if (notice && notice !== before.notice) {
    return notice.tone === 'error' ? { text: refusalWords(game, notice), urgent: true } : { text: spokenText(notice.text), urgent: false };
  }
  return null;
}

/** What the table says as it opens: the referee's word standing (a game begun or loaded), never an old refusal. */
export function openingWords(state: GameStoreState): Said | null {
  const notice = state.notice;
  return notice && notice.tone !== 'error' ? { text: spokenText(notice.text), urgent: false } : null;
}

/** Whether the last thing said is over: a card picked up or chosen, the next thing begun. */
export const moment = (before: GameStoreState, after: GameStoreState): boolean =>
  (after.dragging !== null && before.dragging === null) || (after.selected !== null && after.selected !== before.selected);
