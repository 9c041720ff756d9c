// Where the page opens Brigade (App.tsx loads this module lazily, so the two-player table's first load
// does not carry the patience): the patience store, made when the screen first opens and kept while the
// page lives, so going back to the start screen and returning finds the same game.
import { useCallback, useState } from 'react';
import { pageStorage } from '../../store/library/pageStorage.ts';
import { createPatienceStore, type PatienceStore } from '../../store/patience/patienceStore.ts';
import { useEvents, useGameStore } from '../StoreContext.tsx';
import { PatienceStoreProvider } from './PatienceContext.tsx';
import { PatienceScreen } from './PatienceScreen.tsx';

let kept: PatienceStore | null = null;

function pageStore(player: string): PatienceStore {
  kept ??= createPatienceStore({ storage: pageStorage(() => window.localStorage).storage, player });
  return kept;
}

export function PatienceEntry() {
  const game = useGameStore();
  const events = useEvents();
  const [store] = useState(() => pageStore(game.getState().setup.names[0]));
  const back = useCallback(() => events.startScreenOpened(), [events]);
  return (
    <PatienceStoreProvider store={store}>
      <PatienceScreen back={back} />
    </PatienceStoreProvider>
  );
}
