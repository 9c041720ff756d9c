// Helpers for the course and drill component tests: the page with a fresh main store, and steps of a
// lesson path or a drill line done through the table as a player does them (click-then-click, buttons).
import { StrictMode } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Action, CardMove, PlayerIndex } from '../../src/engine/index.ts';
import type { PathStep } from '../../src/learn/index.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import { DrillsScreen, type DrillsScreenProps } from '../../src/ui/drills/DrillsScreen.tsx';
import { LearnScreen } from '../../src/ui/learn/LearnScreen.tsx';
import { StoreProvider } from '../../src/ui/StoreContext.tsx';
import { placeOfFrom, placeOfTo } from '../../src/ui/places.ts';
import { makeStore } from '../store/helpers.ts';

/** A teaching screen on a fresh main store (the screen alone: App's other routes are not needed here). */
export function showScreen(which: 'learn' | 'drills', props: DrillsScreenProps = {}, strict = false): GameStore {
  const store = makeStore();
  store.getState().teachingScreenOpened(which);
  const page = <StoreProvider store={store}>{which === 'learn' ? <LearnScreen /> : <DrillsScreen {...props} />}</StoreProvider>;
  // The page runs under StrictMode (main.tsx): state set up twice must still come out right.
  render(strict ? <StrictMode>{page}</StrictMode> : page);
  return store;
}

export const placeEl = (id: string): HTMLElement => {
  const el = document.querySelector<HTMLElement>(`[data-place="${id}"]`);
  if (!el) throw new Error(`no place ${id} on the page`);
  return el;
};

/** Click the card, then click where it goes. */
export async function clickMove(user: UserEvent, move: CardMove, mover: PlayerIndex): Promise<void> {
  const from = placeEl(placeOfFrom(move.from, mover));
  const card = within(from).getAllByRole('button').at(-1)!;
  await user.click(card);
  await user.click(placeEl(placeOfTo(move.to, mover)));
}

/** One action of the player to move (or a knock) through the table's own controls. */
export async function doAction(user: UserEvent, action: Action, mover: PlayerIndex): Promise<void> {
  switch (action.type) {
    case 'move':
      return clickMove(user, action.move, mover);
    case 'reveal':
      return user.click(placeEl(`deck:${mover}`));
    case 'discard':
      return user.click(screen.getByRole('button', { name: /Discard and end turn/ }));
    case 'knock':
      return user.click(screen.getByRole('button', { name: /^Knock/ }));
    default:
      throw new Error(`doAction: ${action.type} is not done through the table in these tests`);
  }
}

/** One step of a lesson path: the learner's action, or North's next scripted action by its button. */
export async function doStep(user: UserEvent, step: PathStep): Promise<void> {
  if (step.by === 'script') return user.click(screen.getByRole('button', { name: /North’s next action/ }));
  return doAction(user, step.action, 0);
}

/** The teacher's word above the table. */
export const feedback = (): HTMLElement => document.querySelector<HTMLElement>('.coach__feedback')!;
