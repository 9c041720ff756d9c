// The start-up restore: the saved game read back by `persist` is replayed now, a long one without
// holding the page (the save stays as it was meanwhile), and the panel open before the reload reopens.
// A problem from an earlier visit that the player never dismissed is shown again.
import type { StoreApi } from 'zustand/vanilla';
import type { GameStoreApi } from '../gameStoreShape.ts';
import { panelFits } from '../openPanel.ts';
import { keptProblem, unreplayableSave, type SyncStorage } from '../persistence.ts';
import { replayRecord } from '../records.ts';
import type { RefereeService } from '../refereeService.ts';
import { reopenPanel } from './reopenPanel.ts';

export function restoreSave(store: StoreApi<GameStoreApi>, referee: RefereeService, storage: SyncStorage): void {
  const restoring = store.getState().restoring;
  if (restoring) {
    replayRecord(restoring.record, referee, (game) => {
      if (store.getState().restoring !== restoring) return;
      if (!game.ok) {
        store.setState({ restoring: null, saveProblem: unreplayableSave(storage, restoring, game.error) });
        return;
      }
      const { startedAt, finishedAt, gameId, foundationPlaces, panel } = restoring;
      // A teaching screen opened meanwhile (a shared link, the analysis board after a reload) stays open.
      const screen = store.getState().screen === 'start' ? 'table' : store.getState().screen;
      store.setState({
        restoring: null,
        game: game.value,
        gameId,
        startedAt,
        finishedAt,
        foundationPlaces,
        screen,
        resultsOpen: game.value.result !== null,
      });
      if (panelFits(panel, game.value)) reopenPanel(store, referee, panel, game.value);
    });
  }
  if (store.getState().saveProblem === null) {
    const kept = keptProblem(storage);
    if (kept) store.setState({ saveProblem: kept });
  }
}
