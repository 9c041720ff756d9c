// Who the table's words speak to. At a game's table the player to move is "you" ("your claw"); at a
// practice table the learner is, even while the other seat moves (the watcher drill: "North's claw").
import { createContext, useContext } from 'react';
import type { PlayerIndex } from '../../engine/index.ts';
import { selectNames, selectToMove } from '../../store/selectors.ts';
import type { PointOfView } from '../places.ts';
import { useGame } from '../StoreContext.tsx';

/** The seat the table speaks to, or null: whoever is to move. */
export const ListenerContext = createContext<PlayerIndex | null>(null);

/** The point of view the table's words take now. */
export function usePointOfView(): PointOfView {
  const listener = useContext(ListenerContext);
  const mover = useGame(selectToMove);
  const names = useGame(selectNames);
  return { mover, listener: listener ?? mover, names };
}
