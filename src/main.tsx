import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createGameStore } from './store/gameStore.ts';
import { pageReferee } from './store/refereeService.ts';
import { connectPageLibrary } from './store/library/page.ts';
import { pageStorage, tabStorage } from './store/library/pageStorage.ts';
import { App } from './ui/App.tsx';
import { rememberedBoard } from './ui/analysis/boardMemory.ts';
import { registerServiceWorker } from './ui/pwa/serviceWorker.ts';
import { LibraryProvider } from './ui/library/LibraryContext.tsx';
import { TeachingStorageProvider } from './ui/learn/teachingStorage.tsx';

// Reading window.localStorage throws when site data is blocked: the game then plays on in memory, and
// says that it is not being saved (never a blank page).
const local = pageStorage(() => window.localStorage);
const referee = pageReferee();
const store = createGameStore({ storage: local.storage, referee });
const library = connectPageLibrary(store, { referee, local });

// A shared position ("#p1.…") opens on the analysis board, now or when the address changes; a bad
// link is refused there with its reason. Neither touches the game on the table or its save.
const openSharedLink = () => {
  if (window.location.hash.length > 1) store.getState().positionLinkOpened(window.location.hash);
};
openSharedLink();
// A position set up on the analysis board in this tab comes back after a reload (boardMemory.ts).
const keptBoard = window.location.hash.length > 1 ? null : rememberedBoard(tabStorage());
if (keptBoard) store.getState().analysisReopened({ kind: 'position', ...keptBoard });
window.addEventListener('hashchange', openSharedLink);

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LibraryProvider library={library}>
      <TeachingStorageProvider storage={local.storage}>
        <App store={store} />
      </TeachingStorageProvider>
    </LibraryProvider>
  </StrictMode>,
);
