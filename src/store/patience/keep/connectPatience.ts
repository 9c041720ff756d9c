// The patience store joined to the games library (every Brigade game kept, one writer per game, nothing
// lost silently), as connect.ts joins Brigadier's store: the library's service (service.ts) sees the game
// on the table through a LibraryTable made here, hears it through the store's events (onPatienceEvent),
// and changes the table only through the store's events (gameRestored, tableShown, noticeShown).
//
// A game gets its id in the library with the player's first action (a deal nobody touched is not kept,
// whatever auto-play sent home); a game resumed keeps its own. While another tab plays the game on the table, this tab shows it read-only
// (tableShown) until the player takes it over.
import { replayPatience, type PatienceGame } from '../../../patience/index.ts';
import { brigadeEntryOf, brigadeOrigin, type BrigadeEntry, type BrigadeListing } from '../../library/brigadeRecords.ts';
import type { LibraryService, LibraryTable } from '../../library/service.ts';
import type { PatienceStore } from '../patienceStore.ts';

export type BrigadeLibrary = LibraryService<BrigadeEntry, BrigadeListing>;

/** What is shown while another tab plays the game on the table. */
export const SHOWN_ONLY = 'Another tab is playing this game: it is shown here as that tab last saved it.';

/** The game on the table as the library sees it: the store (once the patience has opened) and the game's id. */
export interface PatienceSeat {
  store: PatienceStore | null;
  gameId: string | null;
  readOnly: boolean;
  /** A game of the library waiting for the patience to open (resumed from Your games before it had). */
  waiting: BrigadeEntry | null;
  /** The id of the game being put back on the table, until the store says it is there. */
  restoring: string | null;
  /** Opens the patience's screen (the page's store: patienceOpened). */
  openScreen: () => void;
}

/** The game of an entry, or why it cannot be played. */
export function gameOfEntry(entry: BrigadeEntry): { ok: true; value: PatienceGame } | { ok: false; error: string } {
  return replayPatience(entry.record);
}

/** Puts a library game on the table (the store's gameRestored), or says why it cannot be opened. */
export function restoreEntry(seat: PatienceSeat, entry: BrigadeEntry): void {
  const store = seat.store;
  if (!store) return;
  const game = gameOfEntry(entry);
  if (!game.ok) {
    store.getState().noticeShown({ text: `That game could not be opened: ${game.error}.`, tone: 'refusal' });
    return;
  }
  seat.restoring = entry.id;
  store
    .getState()
    .gameRestored(game.value, { player: entry.player || undefined, startedAt: entry.startedAt ?? undefined, usedHint: entry.usedHint });
  // The game another tab plays stays shown read-only, as that tab last saved it.
  if (seat.readOnly && seat.gameId === entry.id)
    store.getState().tableShown({ position: game.value.positions.at(-1)!, caption: SHOWN_ONLY });
}

/** The LibraryTable over the seat. */
export function patienceTable(seat: PatienceSeat, now: () => number): LibraryTable<BrigadeEntry> {
  return {
    gameId: () => seat.gameId,
    entry() {
      const state = seat.store?.getState();
      if (!state || !seat.gameId || seat.readOnly || state.game.actions.length === 0) return null;
      const meta = { player: state.player, startedAt: state.startedAt, usedHint: state.usedHint, ms: state.wonInMs };
      return brigadeEntryOf(seat.gameId, state.game, meta, now());
    },
    showOnly(readOnly) {
      if (seat.readOnly === readOnly) return;
      seat.readOnly = readOnly;
      const state = seat.store?.getState();
      if (!state) return;
      state.tableShown(readOnly ? { position: state.game.positions[state.game.positions.length - 1]!, caption: SHOWN_ONLY } : null);
    },
    caughtUp(stored) {
      const state = seat.store?.getState();
      if (state && stored.id === seat.gameId && stored.record.actions.length > state.game.actions.length) restoreEntry(seat, stored);
    },
    resume(entry) {
      seat.openScreen();
      if (seat.store) restoreEntry(seat, entry);
      else seat.waiting = entry;
    },
    heard(entry) {
      // The tab that plays this game wrote it: this tab shows the game as it is now.
      if (seat.readOnly && entry.id === seat.gameId) restoreEntry(seat, entry);
    },
    settle: async () => {},
  };
}

/** Joins a patience store to the library: every action written, a new deal a new game, a resumed game its own. */
export function connectPatienceStore(
  store: PatienceStore,
  seat: PatienceSeat,
  service: BrigadeLibrary,
  newGameId: () => string,
): () => void {
  seat.store = store;
  const follow = (id: string | null) => {
    if (id === seat.gameId) return;
    seat.gameId = id;
    seat.readOnly = false;
    service.follow(id);
  };
  const stop = store.onPatienceEvent((event) => {
    if (event.type === 'dealt') follow(null);
    else if (event.type === 'restored') {
      // A game put back by anyone but the library is a new game of the library's.
      follow(seat.restoring ?? newGameId());
      seat.restoring = null;
    } else if (seat.gameId === null && !(event.type === 'acted' && event.byAutoPlay)) follow(newGameId());
    service.tableChanged();
  });
  if (seat.waiting) {
    const entry = seat.waiting;
    seat.waiting = null;
    restoreEntry(seat, entry);
  } else if (seat.gameId === null && touched(store)) follow(newGameId());
  else if (seat.gameId === null) resumeLatest(store, seat, service);
  service.tableChanged();
  return () => {
    stop();
    seat.store = null;
  };
}

/** Whether the player has made a move on the table (auto-play's moves are not the player's), or taken one back. */
const touched = (store: PatienceStore): boolean => {
  const { autoPlayed, game } = store.getState();
  return !autoPlayed.every(Boolean) || game.undone.length > 0;
};

/**
 * A patience opened on a deal nobody has touched takes up the player's latest unfinished game, as
 * Brigadier's table comes back after a reload: once the library has listed its games, and only if the
 * table is still that fresh deal (a link dealt, a new deal, a move or a game resumed from Your games
 * meanwhile all win over it). A library that cannot be opened leaves the fresh deal where it is.
 */
function resumeLatest(store: PatienceStore, seat: PatienceSeat, service: BrigadeLibrary): void {
  const fresh = store.getState().game.start;
  const stillFresh = () =>
    seat.store === store &&
    store.getState().game.start === fresh &&
    !touched(store) &&
    seat.gameId === null &&
    seat.restoring === null &&
    !seat.readOnly;
  const resume = async () => {
    await service.refresh();
    const latest = service.store.getState().games.find((g) => !g.won);
    if (!latest || !stillFresh()) return;
    await service.store.getState().resumed(latest.id);
    if (seat.gameId === latest.id && !seat.readOnly)
      store.getState().noticeShown({ text: `Your game of ${brigadeOrigin(latest)} is back where you left it.`, tone: 'info' });
  };
  // Once the library has opened, or failed to (then nothing is resumed).
  const status = () => service.store.getState().status;
  if (status() === 'open') return void resume();
  if (status() !== 'opening') return;
  const stop = service.subscribe(() => {
    if (status() === 'opening') return;
    stop();
    if (status() === 'open') void resume();
  });
}
