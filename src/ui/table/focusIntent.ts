// Where the keyboard's focus belongs after an action on the table, in order of preference: the card
// moved, in its new place (or the place it landed on, once it left the mover's reach); after a reveal the
// card turned up; after a discard or a pass the next player's deck (or their name, the turn's heading);
// after a valid knock the lesson of the missed line (R7.2); after a take-back the card taken back. The
// mover's deck, their name and the table's heading follow every list (a finished game's Results button
// first), so the focus never falls to the page itself. Pure: it reads two game states and names elements by what the table marks on them.
import type { CardId, GameState, PlayerIndex } from '../../engine/index.ts';
import type { PlaceId } from '../places.ts';

/** Something the table draws that may take the focus. */
export type FocusTarget =
  /** A card the player to move may pick up (it has a tabindex). */
  | { readonly kind: 'card'; readonly card: CardId }
  /** The place on the table where a card lies (`data-place`), whatever its key. */
  | { readonly kind: 'placeOf'; readonly card: CardId }
  | { readonly kind: 'place'; readonly place: PlaceId }
  /** A player's name on their edge: the turn's heading when it is theirs. */
  | { readonly kind: 'turn'; readonly player: PlayerIndex }
  /** The lesson of a valid knock, stepping through the missed line. */
  | { readonly kind: 'lesson' }
  /** The referee's corner's Results button, once the game is over (R8). */
  | { readonly kind: 'results' }
  /** The table's own heading. */
  | { readonly kind: 'table' };

/** What follows every list: the mover's deck, their name, the table; once the game is over, its results. */
export const nextThingToDo = (game: GameState): FocusTarget[] => [
  ...(game.result === null ? [] : [{ kind: 'results' } as const]),
  { kind: 'place', place: `deck:${game.position.toMove}` },
  { kind: 'turn', player: game.position.toMove },
  { kind: 'table' },
];

/** The places to focus after `after` followed `before`, best first. */
export function focusAfter(before: GameState, after: GameState): readonly FocusTarget[] {
  const rest = nextThingToDo(after);
  // A new game, or several actions at once (a replay, a record loaded): the table, as it now is.
  if (after.actions.length !== before.actions.length + 1) return [{ kind: 'table' }, ...rest];
  const action = after.actions[after.actions.length - 1]!;
  const mover = before.position.toMove;
  switch (action.type) {
    case 'move':
      return [{ kind: 'card', card: action.move.card }, { kind: 'placeOf', card: action.move.card }, ...rest];
    case 'reveal': {
      const turnedUp = after.position.players[mover].inPlay;
      return turnedUp === null ? rest : [{ kind: 'card', card: turnedUp }, { kind: 'place', place: `inPlay:${mover}` }, ...rest];
    }
    case 'takeBack': {
      const taken = before.takeBacks[before.takeBacks.length - 1]?.move.card;
      return taken === undefined ? rest : [{ kind: 'card', card: taken }, { kind: 'placeOf', card: taken }, ...rest];
    }
    case 'knock':
      return after.lastKnock?.valid ? [{ kind: 'lesson' }, ...rest] : rest;
    default:
      // A discard or a pass hands the turn on (R4.6, R4.7); a resignation or a draw ends the game (the end screen follows).
      return rest;
  }
}

/** Who made `after`'s last action: the knocker for a knock, else the player who was to move. */
export function actorOf(before: GameState, after: GameState): PlayerIndex {
  const action = after.actions[after.actions.length - 1];
  return action && 'by' in action ? action.by : before.position.toMove;
}

/** The element drawn for `target` inside `root`, if it is there. */
export function elementFor(root: ParentNode, target: FocusTarget): HTMLElement | null {
  switch (target.kind) {
    case 'card':
      return root.querySelector<HTMLElement>(`[data-card="${target.card}"][tabindex]:not([tabindex="-1"])`);
    case 'placeOf':
      return root.querySelector<HTMLElement>(`[data-card="${target.card}"]`)?.closest<HTMLElement>('[data-place]') ?? null;
    case 'place':
      return root.querySelector<HTMLElement>(`[data-place="${target.place}"]`);
    case 'turn':
      return root.querySelector<HTMLElement>(`[data-turn-heading="${target.player}"]`);
    case 'lesson':
      return root.querySelector<HTMLElement>('[data-focus="lesson"]');
    case 'results':
      return root.querySelector<HTMLElement>('[data-focus="results"]');
    case 'table':
      return root.querySelector<HTMLElement>('h1');
  }
}
