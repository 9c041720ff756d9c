// The page's whole tree, one function for the two places that draw it: the browser (main.tsx), and the
// build, which draws the start screen into index.html (prerender.tsx). Hydration matches the two only
// when they draw the same tree, so neither builds its own.
import { StrictMode, useLayoutEffect } from 'react';
import type { GameStore } from './store/gameStoreShape.ts';
import type { LibraryStore } from './store/library/connect.ts';
import type { SyncStorage } from './store/persistence.ts';
import type { ReviewDesk } from './store/review/request.ts';
import { App } from './ui/App.tsx';
import { LibraryProvider } from './ui/library/LibraryContext.tsx';
import { LearnerStorageProvider } from './ui/learn/learnerStorage.tsx';
import { ReviewProvider } from './ui/review/ReviewContext.tsx';

export interface PageParts {
  readonly store: GameStore;
  readonly library: LibraryStore;
  readonly storage: SyncStorage;
  readonly review: Pick<ReviewDesk, 'referee' | 'ask'>;
}

/** The id of index.html's root element, where the page is drawn. */
export const ROOT_ID = 'root';

/** Once React has taken the build's drawing over, the page answers: its root was inert until then (prerender.tsx). */
function TakenOver() {
  useLayoutEffect(() => document.getElementById(ROOT_ID)?.removeAttribute('inert'), []);
  return null;
}

export function PageRoot({ store, library, storage, review }: PageParts) {
  return (
    <StrictMode>
      <LibraryProvider library={library}>
        <LearnerStorageProvider storage={storage}>
          <ReviewProvider desk={review}>
            <App store={store} />
            <TakenOver />
          </ReviewProvider>
        </LearnerStorageProvider>
      </LibraryProvider>
    </StrictMode>
  );
}
