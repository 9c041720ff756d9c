// The table keeps the keyboard's focus somewhere sensible: cards re-render as they move (a card that
// changes pile is a new element), buttons come and go with the turn, and the focus must not fall to the
// page, where the next Tab would start from nowhere. After each change of the store, once the table has
// drawn it, this looks where the focus is: lost, it goes to the first thing of focusIntent.ts's list
// that is on the table. After an action a person made from the keyboard it goes there even when not
// lost (the card put down, the card turned up). A pointer player's focus is left where it is, or,
// when lost, moved quietly (no ring, no scroll).
import { useEffect, type RefObject } from 'react';
import type { GameStore, GameStoreState } from '../../store/gameStoreShape.ts';
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
 * What the change takes out of the page lets the focus go now, while the page is still, before React's
 * commit: a focused card the action moves (a card that changes place is a new element), or the focus
 * in a lesson that closes. Taken out while focused, it made the browser work out the table's style and
 * layout inside the commit to fix the focus up: a discard by D with the focus on the card R turned up
 * spent 17–25 ms there unthrottled, and leaving a knock's lesson by its button a layout of 70–95 ms at
 * 4× CPU, done again for the frame. Either way the focus is then lost, and `apply` moves it as before.
 */
function letLeavingFocusGo(table: HTMLElement | null, state: GameStoreState, previous: GameStoreState): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !table?.contains(focused)) return;
  const [before, after] = [previous.game, state.game];
  const card = focused.dataset.card;
  const moved = card !== undefined && before && after && before !== after && movedCards(before.position, after.position).has(Number(card));
  const lessonClosed = (previous.missedLine !== null || previous.line !== null) && state.missedLine === null && state.line === null;
  if (moved || (lessonClosed && focused.closest('.lesson'))) focused.blur();
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
      }
      letLeavingFocusGo(root.current, state, previous);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(apply);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store, root]);
}
