// The panel open before a reload, reopened at the same step once the saved game is replayed (a reload
// must bring back everything on the table): the missed line after a valid knock is rebuilt from the
// game; "Show the line" is asked of the referee again.
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../../engine/index.ts';
import type { GameStoreApi } from '../gameStoreShape.ts';
import { reopenedMissedLine, type SavedPanel } from '../openPanel.ts';
import type { RefereeService } from '../refereeService.ts';

export function reopenPanel(store: StoreApi<GameStoreApi>, referee: RefereeService, panel: SavedPanel, game: GameState): void {
  if (panel.kind === 'lesson') {
    const missedLine = reopenedMissedLine(game, panel);
    if (missedLine) store.setState({ missedLine });
    return;
  }
  void referee.ensure([game.position]).then(() => {
    if (store.getState().game === game && store.getState().lineOpened()) store.getState().lineStepped(panel.step);
  });
}
