// Brigade's part of Your games (loaded with the patience's keeping, when the library holds Brigade games
// or the patience was opened): each game marked as Brigade's, to resume or open on the patience's table,
// export as its record file (brigade-game/1), or delete (with undo), and written by "Export all" among
// Brigadier's games; a Brigade file chosen in Your games imported; and a record per player name.
import { useEffect } from 'react';
import {
  brigadeFileGame,
  brigadeFileName,
  brigadeRecordText,
  brigadeTitle,
  type BrigadeListing,
} from '../../../store/library/brigadeRecords.ts';
import { brigadeOnTable, pageBrigadeLibrary } from '../../../store/patience/keep/pageBrigadeLibrary.ts';
import { clockWords, patiencePlayerRecords } from '../../../store/patience/keep/playerRecord.ts';
import { brigadeExport, brigadeFileInbox, keepKit } from '../../library/brigadeInbox.ts';
import { GameRow } from '../../library/GameRow.tsx';
import { LibraryNotes } from '../../library/LibraryNotes.tsx';
import { brigadeLibraryEvents, useBrigadeLibrary } from './useBrigadeLibrary.ts';
import './keep.css';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function GameItem({ entry, onTable }: { readonly entry: BrigadeListing; readonly onTable: boolean }) {
  const events = brigadeLibraryEvents();
  const title = brigadeTitle(entry);
  const player = entry.player ? ` · ${entry.player}` : '';
  const time = entry.won && entry.ms !== null ? ` in ${clockWords(entry.ms)}` : '';
  const exportFile = () =>
    void events.entry(entry.id).then((full) => full && keepKit().downloadText(brigadeFileName(full), brigadeRecordText(full)));
  return (
    <GameRow
      id={entry.id}
      kind="brigade"
      title={title}
      when={
        <>
          {time && `won${time} · `}
          {WHEN.format(entry.updatedAt)}
          {player}
          {onTable && ' · on the patience’s table'}
        </>
      }
      actions={[
        [entry.won ? 'Open' : 'Resume', () => void events.resumed(entry.id)],
        ['Export', exportFile],
        !onTable && ['Delete', () => void events.deleted(entry.id)],
      ]}
    />
  );
}

function BrigadePlayers({ games }: { readonly games: readonly BrigadeListing[] }) {
  const records = patiencePlayerRecords(games).filter((r) => r.name !== '' && r.played > 0);
  if (records.length === 0) return null;
  return (
    <ul className="pkeep-players" aria-label="Brigade players">
      {records.map((r) => (
        <li key={r.name}>
          <strong>{r.name}</strong>: won {r.won} of {r.played}, best streak {r.bestStreak}
          {r.fewestMoves && `, fewest moves ${r.fewestMoves.value}`}
          {r.fastest && `, best time ${clockWords(r.fastest.value)}`}
        </li>
      ))}
    </ul>
  );
}

/** Brigade's part of Your games; `openPatience` opens the patience's screen (the page's store says which screen is open). */
export function BrigadeGames({ openPatience }: { readonly openPatience: () => void }) {
  const games = useBrigadeLibrary((s) => s.games);
  const message = useBrigadeLibrary((s) => s.message);
  const removed = useBrigadeLibrary((s) => s.removed);
  const file = brigadeFileInbox.use();
  const events = brigadeLibraryEvents();
  const onTable = brigadeOnTable();
  // Resuming a game opens the patience's screen.
  useEffect(() => void pageBrigadeLibrary(keepKit(), openPatience), [openPatience]);
  // "Export all" (Brigadier's part of Your games) writes Brigade's games too.
  useEffect(() => {
    brigadeExport.set(() =>
      brigadeLibraryEvents()
        .everything()
        .then((entries) => entries.map(brigadeFileGame)),
    );
    return () => brigadeExport.set(null);
  }, []);
  useEffect(() => {
    if (file === null) return;
    brigadeFileInbox.set(null);
    void events.imported(file);
  }, [file, events]);
  return (
    <section className="pkeep-games" aria-labelledby="brigade-games-title">
      <h3 id="brigade-games-title">Brigade</h3>
      <LibraryNotes
        message={message}
        onDismiss={events.messageDismissed}
        deleted={removed && brigadeTitle(removed)}
        onUndo={() => void events.deleteUndone()}
      />
      {games.length === 0 ? (
        <p className="library__note">No Brigade games yet: every game of the patience you make a move in is kept here.</p>
      ) : (
        <ul className="library__games">
          {games.map((entry) => (
            <GameItem key={entry.id} entry={entry} onTable={entry.id === onTable} />
          ))}
        </ul>
      )}
      <BrigadePlayers games={games} />
    </section>
  );
}
