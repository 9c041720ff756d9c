// The start screen's events on the library (Your games): resume, delete and undo, restore, import, take
// over, and the entries set aside. Each answers in the library's store; a game opens on the table only
// through the LibraryTable (service.ts).
import type { GamesLibrary } from './games.ts';
import type { KeptEntry, RecordKind } from './kind.ts';
import type { LibraryEvents, LibraryState } from './libraryStore.ts';
import type { LockKeeper } from './lockKeeper.ts';
import type { GameLocks } from './locks.ts';
import type { PendingWrites } from './pending.ts';
import type { LibraryTable } from './service.ts';
import { NO_LIBRARY } from './sign.ts';

export interface ScreenContext<Entry extends KeptEntry, Item extends KeptEntry> {
  readonly set: (part: Partial<LibraryState<Item>>) => void;
  readonly get: () => LibraryState<Item>;
  readonly library: () => GamesLibrary<Entry, Item> | null;
  readonly table: LibraryTable<Entry>;
  readonly pending: PendingWrites<Entry>;
  readonly kind: RecordKind<Entry, Item>;
  readonly locks: GameLocks;
  readonly keeper: LockKeeper;
  readonly refresh: () => Promise<void>;
  readonly importFile: (text: string, library: GamesLibrary<Entry, Item>) => Promise<string>;
}

/** Deleting and bringing back: a game is kept a day after it is deleted (games.ts), and the last delete can be undone. */
function deletions<Entry extends KeptEntry, Item extends KeptEntry>(
  context: ScreenContext<Entry, Item>,
): Pick<LibraryEvents<Entry>, 'deleted' | 'deleteUndone' | 'restored' | 'setAsideDeleted'> {
  const { set, get, library, table, pending, locks, refresh } = context;
  return {
    async deleted(id) {
      const opened = library();
      if (!opened || id === table.gameId()) return;
      // A game another tab is playing is not deleted under it (its next write would bring it back).
      const held = await locks.claim(id);
      if (!held) return set({ message: 'That game is being played in another tab: finish or leave it there first.' });
      const removed = await opened.trash(id);
      held.release();
      pending.drop(id);
      set({ removed: removed ?? null });
      await refresh();
    },
    async deleteUndone() {
      const opened = library();
      const removed = get().removed;
      if (!opened || !removed) return;
      await opened.restore(removed.id);
      set({ removed: null });
      await refresh();
    },
    async restored(id) {
      const opened = library();
      if (!opened) return;
      await opened.restore(id);
      if (get().removed?.id === id) set({ removed: null });
      await refresh();
    },
    async setAsideDeleted() {
      const opened = library();
      if (!opened) return;
      for (const { id } of get().setAside) await opened.remove(id).catch(() => undefined);
      await refresh();
    },
  };
}

export function screenEvents<Entry extends KeptEntry, Item extends KeptEntry>(context: ScreenContext<Entry, Item>): LibraryEvents<Entry> {
  const { set, get, library, table, pending, kind, keeper, refresh } = context;
  return {
    ...deletions(context),
    async resumed(id) {
      const stored = await library()
        ?.get(id)
        .catch(() => undefined);
      const waiting = pending.get(id);
      // A game waiting to be written may have gone further than the library's copy.
      const entry = waiting && (!stored || kind.progress(waiting) >= kind.progress(stored)) ? waiting : stored;
      if (!entry) return set({ message: 'That game is no longer in the library.' });
      table.resume(entry);
    },
    async imported(text) {
      const opened = library();
      if (!opened) return set({ message: `Nothing was imported: ${NO_LIBRARY}.` });
      set({ message: await context.importFile(text, opened) });
      await refresh();
    },
    unreadable: (reason) => set({ message: `That file was not imported: it could not be read (${reason}).` }),
    async takenOver() {
      const id = table.gameId();
      if (id) await keeper.takeOver(id);
    },
    async setAsideEntries() {
      const opened = library();
      if (!opened) return [];
      return Promise.all(get().setAside.map(({ id }) => opened.raw(id)));
    },
    messageDismissed: () => set({ message: null }),
    entry: async (id) => library()?.get(id),
    everything: async () => library()?.all() ?? [],
  };
}
