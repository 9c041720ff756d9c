// The table keeps the keyboard's focus somewhere sensible: cards re-render as they move (a card that
// changes pile is a new element), buttons come and go with the turn, and the focus must not fall to the
// page, where the next Tab would start from nowhere. After each change of the store, once the table has
// drawn it, this looks where the focus is: lost, it goes to the first thing of focusIntent.ts's list
// that is on the table. After an action a person made from the keyboard it goes there even when not
// lost (the card put down, the card turned up). A pointer player's focus is left where it is, or,
// when lost, moved quietly (no ring, no scroll).
import { useEffect, type RefObject } from 'react';
import type { GameState } from '../../engine/index.ts';
import type { GameStore } from '../../store/gameStoreShape.ts';
import { selectScreen, selectSeats } from '../../store/selectors.ts';
import { focusFirst, focusLost } from '../focus/focusable.ts';
import { lastInput } from '../focus/watchInput.ts';
import { movedCards } from '../places.ts';
import { modalOpen } from '../useDialogFocus.ts';
import { actorOf, elementFor, focusAfter, nextThingToDo, type FocusTarget } from './focusIntent.ts';

/** Whether a card is being carried (dnd-kit marks it with aria-pressed): the drop decides then, not this. */
const carrying = (): boolean => document.querySelector('[aria-roledescription="draggable"][aria-pressed="true"]') !== null;

/** Whether the focus is in a panel or popover the player opened: that is theirs, an action does not take it away. */
const inPanel = (): boolean => document.activeElement?.closest('[role="dialog"], [role="alertdialog"], aside') != null;

/**
 * A focused card of the table that the change moves lets the focus go now, while the page is still,
 * before React's commit. Taken out of the page while focused (a card that changes place is a new
 * element), it made the browser work out the table's style inside the commit to fix the focus up: a
 * discard by D with the focus on the card R turned up spent 17–25 ms there, unthrottled. Either way the
 * focus is then lost, and the next frame's `apply` moves it as before.
 */
function letMovedCardGo(table: HTMLElement | null, before: GameState, after: GameState): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused.dataset.card === undefined || !table?.contains(focused)) return;
  if (movedCards(before.position, after.position).has(Number(focused.dataset.card))) focused.blur();
}

export function useFocusKeeper(store: GameStore, root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let frame = 0;
    /** The list of the last action not yet applied, and whether it may move a focus that is not lost. */
    let wanted: { targets: readonly FocusTarget[]; eager: boolean } | null = null;
    const apply = () => {
      const table = root.current;
      const state = store.getState();
      const game = state.game;
      const intent = wanted;
      wanted = null;
      if (!table || !game || selectScreen(state) !== 'table' || modalOpen() || carrying()) return;
      if (!focusLost() && !(intent?.eager && !inPanel())) return;
      const targets = intent?.targets ?? nextThingToDo(game);
      focusFirst(targets.map((target) => elementFor(table, target)));
    };
    const unsubscribe = store.subscribe((state, previous) => {
      const [before, after] = [previous.game, state.game];
      if (before && after && before !== after) {
        const single = after.actions.length === before.actions.length + 1;
        // A computer's action never takes a person's focus; a new game (or a record loaded) brings them to the table.
        const byPerson = !single || selectSeats(state)[actorOf(before, after)].kind === 'person';
        wanted = { targets: focusAfter(before, after), eager: byPerson && lastInput() === 'keyboard' };
        letMovedCardGo(root.current, before, after);
      }
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(apply);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store, root]);
}
