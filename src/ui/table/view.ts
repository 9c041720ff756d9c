// Which way the table faces: whose edge is drawn at the bottom of the screen, and whether the top edge is
// turned 180° to face a player across the table. Normally South (player 0) sits at the bottom and the top
// edge turns in table mode (a tablet lying flat between the players). With the phone passed across the
// table (a setting), the player to move sees their own edge at the bottom, so their buttons, the KNOCK
// of R7.1 among them, are at hand, and the other player's edge faces the other player.
import { useState } from 'react';
import { other, type PlayerIndex } from '../../engine/index.ts';
import type { GameStoreState } from '../../store/gameStoreShape.ts';
import { selectSeats, selectTableMode } from '../../store/selectors.ts';
import { useGame } from '../StoreContext.tsx';

export interface TableView {
  /** The player whose edge is at the bottom of the screen. */
  readonly bottom: PlayerIndex;
  /** The top edge is turned to face its player. */
  readonly turned: boolean;
}

/**
 * Who should sit at the bottom with the phone passed:
 * - against the computer, the person keeps the phone (nobody passes it to the computer); two computers
 *   play with South at the bottom;
 * - between two people, the player to move (the game's, not a lesson's board).
 */
export function wantedBottom(s: GameStoreState): PlayerIndex {
  const seats = selectSeats(s);
  const people = ([0, 1] as const).filter((p) => seats[p].kind === 'person');
  return people.length === 1 ? people[0]! : people.length === 0 ? 0 : (s.game?.position.toMove ?? 0);
}

/**
 * While a missed line is open after a knock the table stays as it was when the knock came: whoever holds
 * the phone reads the line, and the table turns when play goes on.
 */
const selectHeld = (s: GameStoreState): boolean => s.missedLine !== null;
const selectPassPhone = (s: GameStoreState): boolean => s.settings.passPhone;

/** The table's view; `practice`: a lesson's or drill's table, which never turns (its learner sits where the lesson says). */
export function useTableView(practice: boolean): TableView {
  const tableMode = useGame(selectTableMode);
  const passPhone = useGame(selectPassPhone) && !practice;
  const wanted = useGame(wantedBottom);
  const held = useGame(selectHeld);
  const next: PlayerIndex = passPhone ? wanted : 0;
  const [bottom, setBottom] = useState<PlayerIndex>(next);
  // Adjusted while rendering (React's way to follow a changing input): no frame shows the old side.
  if (next !== bottom && !(passPhone && held)) setBottom(next);
  return { bottom, turned: tableMode || passPhone };
}

export const topOfView = (view: TableView): PlayerIndex => other(view.bottom);
