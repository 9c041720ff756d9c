import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createGameStore } from './store/gameStore.ts';
import { pageReferee } from './store/refereeService.ts';
import { App } from './ui/App.tsx';
import { registerServiceWorker } from './ui/pwa/serviceWorker.ts';

const store = createGameStore({ storage: window.localStorage, referee: pageReferee() });

// A shared position ("#p1.…") opens on the analysis board, now or when the address changes; a bad
// link is refused there with its reason. Neither touches the game on the table or its save.
const openSharedLink = () => {
  if (window.location.hash.length > 1) store.getState().positionLinkOpened(window.location.hash);
};
openSharedLink();
window.addEventListener('hashchange', openSharedLink);

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
