// The patience kept (mounted once in Brigade's screen): joins the patience store to the games library,
// deals a link the page was opened with (or says why not, keeping the game on the table), and shows the
// library's signs — "Not saved" while the game is not being kept anywhere (offering the game as a
// file), and "Play here" while another tab plays the game on the table.
import { useEffect, useState } from 'react';
import { brigadeEntryOf, brigadeFileName, brigadeRecordText } from '../../../store/library/brigadeRecords.ts';
import { NotSavedSign } from '../../library/NotSavedSign.tsx';
import { brigadeOnTable, keepPatience } from '../../../store/patience/keep/pageBrigadeLibrary.ts';
import { decodeBrigadeLink } from '../../../store/patience/keep/links.ts';
import type { PatienceStore } from '../../../store/patience/patienceStore.ts';
import { usePatienceStore } from '../PatienceContext.tsx';
import { brigadeLinkInbox, brigadeOpened, hasKeepKit, keepKit } from '../../library/brigadeInbox.ts';
import { brigadeLibraryEvents, useBrigadeLibrary } from './useBrigadeLibrary.ts';
import { SHOWN_ONLY } from '../../../store/patience/keep/connectPatience.ts';
import './keep.css';

/** Deals the link waiting in the inbox, or says why it cannot be opened; the game on the table is kept in the library either way. */
function openLink(store: PatienceStore, link: string): void {
  const read = decodeBrigadeLink(link);
  const events = store.getState();
  if (!read.ok) return events.noticeShown({ text: `That link was not opened: ${read.error}`, tone: 'refusal' });
  if (read.value.kind === 'deal') events.dealt({ dealNumber: read.value.dealNumber, grace: read.value.grace });
  else events.dealt({ position: read.value.position });
  events.noticeShown({
    text: read.value.kind === 'deal' ? `Deal ${read.value.dealNumber}, from a link.` : 'A position, from a link.',
    tone: 'info',
  });
}

/** The game on the table as its record file, for the "Not saved" sign. */
function saveToFile(store: PatienceStore): void {
  const meta = { player: store.getState().player, startedAt: null, usedHint: false, ms: null };
  const entry = brigadeEntryOf(brigadeOnTable() ?? 'unsaved', store.getState().game, meta, Date.now());
  keepKit().downloadText(brigadeFileName(entry), brigadeRecordText(entry));
}

/**
 * A window this short (a phone on its side) has no lines to spare above the cards: the sign starts
 * folded to its "Not saved: why?" mark, which opens it.
 */
const SHORT_WINDOW = '(max-height: 520px)';

function NotSaved({ store }: { readonly store: PatienceStore }) {
  const reason = useBrigadeLibrary((s) => s.notSaving);
  const short = typeof matchMedia === 'function' && matchMedia(SHORT_WINDOW).matches;
  return reason ? <NotSavedSign reason={reason} className="pkeep-sign" onSave={() => saveToFile(store)} startFolded={short} /> : null;
}

function ShownOnlySign({ store }: { readonly store: PatienceStore }) {
  const [shownOnly, setShownOnly] = useState(false);
  useEffect(() => {
    const check = () => setShownOnly(store.getState().shownTable?.caption === SHOWN_ONLY);
    check();
    return store.subscribe(check);
  }, [store]);
  if (!shownOnly) return null;
  return (
    <aside className="pkeep-sign" role="status">
      <span>{SHOWN_ONLY}</span>{' '}
      <button type="button" className="small small--accent" onClick={() => void brigadeLibraryEvents().takenOver()}>
        Play here
      </button>
    </aside>
  );
}

/** The patience kept, on a page that handed its parts over (main.tsx); a screen test without them keeps nothing. */
export function KeepPatience() {
  return hasKeepKit() ? <Kept /> : null;
}

function Kept() {
  const store = usePatienceStore();
  const link = brigadeLinkInbox.use();
  // The screen is open already: a game resumed from Your games opens it there (BrigadeGames).
  useEffect(() => {
    keepPatience(store, keepKit());
    brigadeOpened.set(true);
  }, [store]);
  useEffect(() => {
    if (link === null) return;
    brigadeLinkInbox.set(null);
    openLink(store, link);
  }, [store, link]);
  return (
    <>
      <NotSaved store={store} />
      <ShownOnlySign store={store} />
    </>
  );
}
