// "Your games" on the start screen (a new game never replaces an old one): every game in the library, to
// resume or open, export one or all as a file, delete (with undo), or import from a file; and the
// players' records.
import { entryFileName, entryTitle, listedNames, type GameEntry, type GameListing } from '../../store/library/entry.ts';
import { NEWER_LIBRARY, type LibraryEvents, type LibraryStore } from '../../store/library/connect.ts';
import { libraryText } from '../../store/library/files.ts';
import type { UnreadableGame } from '../../store/library/games.ts';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { selectGameId } from '../../store/library/selectors.ts';
import { downloadText } from '../download.ts';
import { focusFirst, focusLost } from '../focus/focusable.ts';
import { deferred } from '../deferred.ts';
import { useConfirm } from '../useConfirm.ts';
import { useEvents, useGame } from '../StoreContext.tsx';
import { useLibrary, useLibraryStore } from './LibraryContext.tsx';
import { LibraryNotes } from './LibraryNotes.tsx';
import { GameRow } from './GameRow.tsx';
import { askReview, type ReviewDesk } from '../../store/review/request.ts';
import { useReviewDesk } from '../review/ReviewContext.tsx';
import { RecordFileInput } from '../panels/RecordFileInput.tsx';
import { brigadeExport, brigadeFileInbox, brigadeOpened, hasBrigadierGames, hasKeepKit, isBrigadeText } from './brigadeInbox.ts';
import './library.css';

// Brigade's games (the patience) are listed by the patience's own code, loaded only when the library
// holds some, the patience was opened, or a Brigade file is imported: the first load does not carry it.
const BrigadeGames = lazy(() => import('../patience/keep/BrigadeGames.tsx').then((m) => ({ default: m.BrigadeGames })));

// The players' records come only with finished games, after the first paint (deferred.ts).
const Players = deferred(() => import('./Players.tsx').then((m) => m.Players));

const NO_GAMES: readonly GameListing[] = [];
const NO_IDS: readonly string[] = [];

/** How far the game went, or how it ended ("the computer won at turn 30"). */
function progress(entry: GameListing): string {
  const { summary, turn } = entry;
  const names = listedNames(entry);
  if (!summary) return `in progress, turn ${turn}`;
  const { result } = summary;
  if (result.kind === 'draw') return `drawn at turn ${turn}`;
  return result.kind === 'resign'
    ? `${names[result.winner === 0 ? 1 : 0]} resigned; ${names[result.winner]} won`
    : `${names[result.winner]} won at turn ${turn}`;
}

// One formatter for the whole list: toLocaleString with options makes a new one for every call, which
// for a list of thousands of games held the page.
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (ms: number) => WHEN.format(ms);

const exportOne = (entry: GameEntry) => downloadText(entryFileName(entry), JSON.stringify(entry.record, null, 2) + '\n');

const NOTHING_SET_ASIDE: readonly UnreadableGame[] = [];

/** One game of the list, rendered again only when its listing, or its being on the table or waiting, changes. */
const GameItem = memo(function GameItem({
  entry,
  onTable,
  waiting,
  library,
  desk,
}: {
  readonly entry: GameListing;
  readonly onTable: boolean;
  readonly waiting: boolean;
  readonly library: LibraryStore;
  readonly desk: ReviewDesk | null;
}) {
  const title = entryTitle(entry);
  const events = library.getState();
  return (
    <GameRow
      id={entry.id}
      title={title}
      when={
        <>
          {progress(entry)} · {when(entry.updatedAt)}
          {onTable && ' · on the table'}
          {waiting && ' · waiting to be written'}
        </>
      }
      actions={[
        [entry.summary ? 'Open' : 'Resume', () => void events.resumed(entry.id)],
        desk && ['Review', () => askReview(desk, { kind: 'library', gameId: entry.id, marked: null })],
        ['Export', () => void events.entry(entry.id).then((full) => full && exportOne(full))],
        !onTable && ['Delete', () => void events.deleted(entry.id)],
      ]}
    />
  );
});

/**
 * The list of games. A library of thousands is rendered in the background (useDeferredValue: React
 * renders it in slices and the page stays live), and a message or a sign changing above it does not
 * render it again.
 */
const GameList = memo(function GameList({
  games,
  onTable,
  waiting,
  library,
  desk,
}: {
  readonly games: readonly GameListing[];
  readonly onTable: string | null;
  readonly waiting: readonly string[];
  readonly library: LibraryStore;
  readonly desk: ReviewDesk | null;
}) {
  const shown = useDeferredValue(games, NO_GAMES);
  if (shown.length === 0) return null;
  const waitingIds = new Set(waiting);
  return (
    <ul className="library__games">
      {shown.map((entry) => (
        <GameItem
          key={entry.id}
          entry={entry}
          onTable={entry.id === onTable}
          waiting={waitingIds.has(entry.id)}
          library={library}
          desk={desk}
        />
      ))}
    </ul>
  );
});

/** Entries of the library that could not be read: named, kept aside, and offered to the player to export or delete. */
function SetAside() {
  const library = useLibraryStore();
  const setAside = useLibrary((s) => s.setAside, NOTHING_SET_ASIDE);
  // Deleting asks first, "Keep" first and focused (useConfirm).
  const deleting = useConfirm();
  if (!library || setAside.length === 0) return null;
  const events = library.getState();
  const one = setAside.length === 1;
  return (
    <p className="library__note" role="status">
      {one ? '1 game' : `${setAside.length} games`} could not be read ({setAside[0]!.reason}
      {one ? '' : ', …'}): kept aside, export {one ? 'it' : 'them'} or delete {one ? 'it' : 'them'}.{' '}
      <button
        type="button"
        className="small"
        onClick={() =>
          void events.setAsideEntries().then((raw) => downloadText('brigadier-games-set-aside.json', JSON.stringify(raw, null, 2) + '\n'))
        }
      >
        Export {one ? 'it' : 'them'}
      </button>{' '}
      {deleting.asking ? (
        <span onKeyDown={deleting.onKeyDown}>
          <button type="button" ref={deleting.safe} className="small" onClick={deleting.cancel}>
            Keep {one ? 'it' : 'them'}
          </button>{' '}
          <button type="button" className="small" onClick={() => void events.setAsideDeleted().then(deleting.cancel)}>
            Yes, delete {one ? 'it' : 'them'}
          </button>
        </span>
      ) : (
        <button type="button" ref={deleting.asker} className="small" onClick={deleting.ask}>
          Delete {one ? 'it' : 'them'}…
        </button>
      )}
    </p>
  );
}

/** Games deleted within a day, each to restore (the library keeps them as tombstones across reloads). */
function RecentlyDeleted() {
  const library = useLibraryStore();
  const deleted = useLibrary((s) => s.recentlyDeleted, NO_GAMES);
  if (!library || deleted.length === 0) return null;
  const events = library.getState();
  return (
    <section className="library__deleted" aria-labelledby="deleted-title">
      <h3 id="deleted-title">Recently deleted</h3>
      <p className="library__note">Kept for a day after you delete them, then gone for good.</p>
      <ul className="library__games">
        {deleted.map((entry) => {
          const title = entryTitle(entry);
          return (
            <GameRow
              key={entry.id}
              title={title}
              when={`${progress(entry)} · deleted ${when(entry.deletedAt!)}`}
              actions={[['Restore', () => void events.restored(entry.id)]]}
            />
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A game deleted takes its buttons with it: the focus goes to "Undo" beside the word that it was
 * deleted, and once undone (or gone) to the game back in the list, else to the list's heading.
 */
function useFocusAfterDelete(removed: GameListing | null) {
  const undo = useRef<HTMLButtonElement>(null);
  const last = useRef<string | null>(null);
  useEffect(() => {
    const was = last.current;
    last.current = removed?.id ?? null;
    // The list is drawn in the background (useDeferredValue): the deleted game's Delete button may
    // still hold the focus for a moment, and a game undone comes back a few frames later.
    const inDeleted = removed !== null && document.activeElement?.closest('[data-game-id]')?.getAttribute('data-game-id') === removed.id;
    if (removed && (inDeleted || focusLost())) undo.current?.focus();
    if (removed || was === null || !focusLost()) return;
    let frames = 30;
    const back = () => {
      const game = document.querySelector<HTMLElement>(`[data-game-id="${was}"] button`);
      if (!focusLost()) return;
      if (game || --frames === 0) focusFirst([game, document.getElementById('library-title')]);
      else requestAnimationFrame(back);
    };
    requestAnimationFrame(back);
  }, [removed]);
  return undo;
}

/** Brigade's part of the list, once there is something of Brigade's to show. */
function BrigadePart() {
  const events = useEvents();
  const otherKinds = useLibrary((s) => s.otherKinds, 0);
  const shown = hasKeepKit() && (brigadeOpened.use() || brigadeFileInbox.use() !== null || otherKinds > 0);
  return shown ? (
    <Suspense fallback={null}>
      <BrigadeGames openPatience={events.patienceOpened} />
    </Suspense>
  ) : null;
}

/**
 * A chosen file: Brigade's games (a record, or those of a library file) go to Brigade's part, and any
 * other file, or the rest of a library file, to Brigadier's import.
 */
function importText(events: LibraryEvents, text: string): void {
  if (!isBrigadeText(text)) return void events.imported(text);
  brigadeFileInbox.set(text);
  brigadeOpened.set(true);
  if (hasBrigadierGames(text)) void events.imported(text);
}

/** Every game of both kinds, as one library file. */
async function exportAll(events: LibraryEvents): Promise<void> {
  const brigade = brigadeExport.get();
  const [mine, others] = await Promise.all([events.everything(), brigade ? brigade() : []]);
  downloadText('brigadier-games.json', libraryText(mine, others));
}

export function YourGames() {
  const library = useLibraryStore();
  const games = useLibrary((s) => s.games, NO_GAMES);
  const status = useLibrary((s) => s.status, 'unavailable');
  const removed = useLibrary((s) => s.removed, null);
  const message = useLibrary((s) => s.message, null);
  const waiting = useLibrary((s) => s.waiting, NO_IDS);
  const onTable = useGame(selectGameId);
  // Brigade's games (entries of another kind), listed by Brigade's part below.
  const otherKinds = useLibrary((s) => s.otherKinds, 0);
  // Export all waits for Brigade's part to load when there are Brigade games to write.
  const brigadeReady = brigadeExport.use() !== null;
  const undo = useFocusAfterDelete(removed);
  const desk = useReviewDesk();
  if (!library) return null;
  const events = library.getState();
  return (
    <section className="library" aria-labelledby="library-title">
      <h2 id="library-title" tabIndex={-1}>
        Your games
      </h2>
      {status === 'unavailable' && (
        <p className="library__note">This browser does not let the page keep a list of games: only the game on the table is kept.</p>
      )}
      {status === 'newer' && (
        <p className="library__note" role="alert">
          {NEWER_LIBRARY}. Nothing in them was changed; until then only the game on the table is kept.{' '}
          <button type="button" className="small small--accent" onClick={() => location.reload()}>
            Reload
          </button>
        </p>
      )}
      <LibraryNotes
        message={message}
        onDismiss={events.messageDismissed}
        deleted={removed && entryTitle(removed)}
        onUndo={() => void events.deleteUndone()}
        undoRef={undo}
      />
      <SetAside />
      {status === 'open' && games.length === 0 && otherKinds === 0 && onTable === null && (
        <p className="library__note">No games yet: every game you play is kept here, finished or not.</p>
      )}
      {status === 'open' && onTable !== null && !games.some((g) => g.id === onTable) && (
        <p className="library__note">The game on the table is not in this list yet: it has not been written to Your games.</p>
      )}
      <GameList games={games} onTable={onTable} waiting={waiting} library={library} desk={desk} />
      {status === 'open' && (
        <div className="library__buttons">
          {(games.length > 0 || otherKinds > 0) && (
            <button type="button" className="small" disabled={otherKinds > 0 && !brigadeReady} onClick={() => void exportAll(events)}>
              Export all games
            </button>
          )}
          <RecordFileInput
            label="Import games…"
            testId="library-file"
            onText={(text) => importText(events, text)}
            onUnreadable={events.unreadable}
          />
        </div>
      )}
      <BrigadePart />
      <RecentlyDeleted />
      {games.some((g) => g.finishedAt !== null) && (
        <Suspense fallback={null}>
          <Players.Component games={games} />
        </Suspense>
      )}
    </section>
  );
}
