import { createRoot, hydrateRoot } from 'react-dom/client';
import { createGameStore } from './store/gameStore.ts';
import { pageReferee } from './store/refereeService.ts';
import { pageLater } from './store/later.ts';
import { connectPageLibrary, pageLibraryParts } from './store/library/page.ts';
import { pageStorage, tabStorage } from './store/library/pageStorage.ts';
import { rememberedBoard } from './ui/analysis/boardMemory.ts';
import { MAX_LINK_CHARS, overlongLinkReason } from './engine/index.ts';
import { clearLinkFromAddress, DRILL_LINK_MARK } from './ui/analysis/address.ts';
import { overlongMark, shortAddressFor } from './ui/analysis/overlongLink.ts';
import { registerServiceWorker } from './ui/pwa/serviceWorker.ts';
import { askReview, createReviewAsk, isReviewLink, overlongReviewLinkReason } from './store/review/request.ts';
import { brigadeLinkInbox, handKeepKit, isBrigadeHash } from './ui/library/brigadeInbox.ts';
import { downloadText } from './ui/download.ts';
import { openRules } from './ui/rules/openRules.ts';
import { PageRoot, ROOT_ID } from './pageRoot.tsx';

// An address too long to be read is left before the page starts (overlongLink.ts); every other
// address starts the page.
const shortAddress = shortAddressFor(window.location);
if (shortAddress === null) start();
else window.location.replace(shortAddress);

function start(): void {
  // Reading window.localStorage throws when site data is blocked: the game then plays on in memory, and
  // says that it is not being saved (never a blank page).
  const local = pageStorage(() => window.localStorage);
  const referee = pageReferee();
  const store = createGameStore({ storage: local.storage, referee, later: pageLater() });
  const library = connectPageLibrary(store, { referee, local });
  // A review asks the game's own referee, which remembers what play has judged.
  const review = { referee, ask: createReviewAsk() };
  handKeepKit({ ...pageLibraryParts(local), downloadText, openRules });

  // A shared position ("#p1.…") opens on the analysis board, now or when the address changes; a bad
  // link is refused there with its reason. Neither touches the game on the table or its save. A link
  // too long to be one is refused by its length: in an address the page started at, before it started
  // (overlongLink.ts); in a changed address, the refusal is drawn first and the link taken out of the
  // address in a task of its own after that frame, since each of the two holds the page a while.
  const openSharedLink = () => {
    const link = window.location.hash;
    if (link.length <= 1) return;
    // A shared drill ("#drill-p1.…", the personal deck's link) plays on the drills screen instead.
    if (link.startsWith(DRILL_LINK_MARK)) return store.getState().drillLinkOpened(link.slice(DRILL_LINK_MARK.length));
    // A review link ("#review=…") opens that game's review.
    if (isReviewLink(link)) return askReview({ game: store, ask: review.ask }, { kind: 'link', hash: link });
    // A Brigade link ("#b1.…") opens the patience, which deals it or says why not (KeepPatience); any other is read as a position.
    if (isBrigadeHash(link) && link.length <= MAX_LINK_CHARS) {
      brigadeLinkInbox.set(link);
      store.getState().patienceOpened();
      clearLinkFromAddress();
      return;
    }
    store.getState().positionLinkOpened(link);
    if (link.length > MAX_LINK_CHARS) requestAnimationFrame(() => setTimeout(clearLinkFromAddress, 0));
  };
  const overlong = overlongMark(window.location);
  if (overlong) {
    window.history.replaceState(window.history.state, '', overlong.address);
    if (overlong.review) askReview({ game: store, ask: review.ask }, { kind: 'refused', reason: overlongReviewLinkReason(overlong.chars) });
    else if (overlong.chars > 0) store.getState().analysisReopened({ kind: 'refused', reason: overlongLinkReason(overlong.chars) });
  }
  const linked = (overlong?.chars ?? 0) > 0 || window.location.hash.length > 1;
  openSharedLink();
  // A position set up on the analysis board in this tab comes back after a reload (boardMemory.ts).
  const keptBoard = linked ? null : rememberedBoard(tabStorage());
  if (keptBoard) store.getState().analysisReopened({ kind: 'position', ...keptBoard });
  window.addEventListener('hashchange', openSharedLink);

  registerServiceWorker();

  // The build draws the start screen into index.html as it is with nothing saved (prerender.tsx), so
  // that it paints before any script: React takes that drawing over, each store reading its first state
  // (a zustand store's initial state) for the takeover and its own right after, so a saved game, a link
  // or the library shows with no mismatch. The dev server's page is empty: drawn from nothing.
  const root = document.getElementById(ROOT_ID)!;
  const page = <PageRoot store={store} library={library} storage={local.storage} review={review} />;
  if (root.hasChildNodes()) hydrateRoot(root, page);
  else createRoot(root).render(page);
}
