// Where the page opens Brigade (App.tsx loads this module lazily, so the two-player table's first load
// does not carry the patience): the patience store, made when the screen first opens and kept while the
// page lives, so going back to the start screen and returning finds the same game.
import { useCallback, useState } from 'react';
import { createPatienceStore, type PatienceStore } from '../../store/patience/patienceStore.ts';
import { useEvents, useGameStore } from '../StoreContext.tsx';
import { PatienceStoreProvider } from './PatienceContext.tsx';
import { PatienceScreen } from './PatienceScreen.tsx';

let kept: PatienceStore | null = null;

/**
 * The page's localStorage, or none where reading it throws (site data blocked): the settings then last
 * as long as the page. (The library's pageStorage would bring the two-player save's modules along and
 * split the first load into more chunks; the settings need only reads and writes that may fail.)
 */
function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function pageStore(player: string): PatienceStore {
  kept ??= createPatienceStore({ storage: localStorageOrNone(), player });
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
