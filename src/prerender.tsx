// The start screen as HTML, drawn at build time in Node (vite.config.ts puts it in index.html), so the
// page paints its first screen with the HTML and the stylesheet, before any script has come. It is the
// page's own tree (pageRoot.tsx) over stores in the state every page starts from: nothing saved, the
// library not yet read, no worker asked. The browser's first drawing takes each store's initial state,
// which is this one (main.tsx), and then its own.
import { renderToString } from 'react-dom/server';
import { createGameStore } from './store/gameStore.ts';
import { inProcessReferee } from './store/inProcessReferee.ts';
import { connectLibrary } from './store/library/connect.ts';
import { soleLocks } from './store/library/locks.ts';
import { pageStorage } from './store/library/pageStorage.ts';
import { memoryStorage } from './store/persistence.ts';
import { createReviewAsk } from './store/review/request.ts';
import { PageRoot, ROOT_ID } from './pageRoot.tsx';

export { ROOT_ID };

/**
 * index.html's root with the start screen in it. The root is inert until React has taken it over
 * (pageRoot.tsx): until the script has come, a button or a field would do nothing, or, for the form's
 * submit, send the form, which the page's policy refuses. Inert, it looks the same and takes no click or key.
 */
export function prerenderedRoot(): string {
  const local = pageStorage(() => memoryStorage() as unknown as Storage);
  const referee = inProcessReferee();
  const store = createGameStore({ storage: local.storage, referee });
  // A library that never opens: the start screen is drawn as it is before IndexedDB has answered.
  const library = connectLibrary(store, {
    open: () => new Promise(() => {}),
    locks: soleLocks,
    referee,
    local,
    tab: memoryStorage(),
    stash: local.storage,
  });
  const page = renderToString(
    <PageRoot store={store} library={library} storage={local.storage} review={{ referee, ask: createReviewAsk() }} />,
  );
  return `<div id="${ROOT_ID}" inert>${page}</div>`;
}
