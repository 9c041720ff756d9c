// The write queue (no game lost silently): every state of a game this tab plays is written to the library
// in order, so that a later state is never overtaken by an earlier one. A game the table left before its
// last state was written (the library still opening, say) is written still; a write the library refuses
// (its storage full, its database deleted or closed) waits in `pending` (localStorage) and is tried
// again at the next change. It knows no game's records: only entries with ids.
import type { KeptEntry } from './kind.ts';
import type { PendingWrites } from './pending.ts';

/** Where the queue writes: the library (games.ts), which keeps a record that the write does not carry on. */
export interface EntrySink<Entry> {
  put(entry: Entry): Promise<{ readonly kind: 'written' | 'kept' }>;
}

export interface WriteQueueOptions<Entry extends KeptEntry> {
  /** The library, or null while it is not open (the entries wait for it). */
  readonly sink: () => EntrySink<Entry> | null;
  readonly pending: PendingWrites<Entry>;
  /** Whether the game `id` may be written now: the game on the table waits until this tab holds its lock. */
  readonly mayWrite: (id: string) => boolean;
  /** The library took the entry. */
  readonly written: (entry: Entry) => void;
  /** The library holds more of this game than the entry (another tab went further): it kept its own. */
  readonly kept: (entry: Entry) => void;
  /** The library refused the write: the entry (the latest state of its game) waits in `pending`. */
  readonly refused: (entry: Entry) => void;
  /** A turn of writing ended (whatever came of it). */
  readonly settled: () => void;
}

export interface WriteQueue<Entry extends KeptEntry> {
  /** The latest state of a game, to be written (it replaces any earlier state still waiting). */
  note(entry: Entry): void;
  /** Another tab plays the game: what this tab had of it is that tab's to write. */
  forget(id: string): void;
  /** The games a write failed for before (in this page or before a reload) wait their turn again. */
  takePending(): void;
  /** Writes every game that may be written, after the writes already under way; settles when done. */
  flush(): Promise<void>;
}

export function writeQueue<Entry extends KeptEntry>(options: WriteQueueOptions<Entry>): WriteQueue<Entry> {
  const { sink, pending, mayWrite } = options;
  /** The latest state of each game not yet written, by id. */
  const unwritten = new Map<string, Entry>();
  /** Writes go one after another. */
  let writing: Promise<void> = Promise.resolve();

  const writeOne = async (library: EntrySink<Entry>, id: string, entry: Entry) => {
    unwritten.delete(id);
    try {
      const outcome = await library.put(entry);
      pending.written(entry);
      if (outcome.kind === 'written') options.written(entry);
      else options.kept(entry);
    } catch {
      // Tried again at the next change, unless a newer state of the game is waiting already; kept in
      // localStorage meanwhile, so that a new game or a reload does not lose it.
      if (!unwritten.has(id)) unwritten.set(id, entry);
      const latest = unwritten.get(id)!;
      pending.keep(latest);
      options.refused(latest);
    }
  };

  const writeUnwritten = async () => {
    const library = sink();
    if (!library) return;
    for (const [id, entry] of [...unwritten]) if (mayWrite(id)) await writeOne(library, id, entry);
    options.settled();
  };

  return {
    note: (entry) => void unwritten.set(entry.id, entry),
    forget: (id) => void unwritten.delete(id),
    takePending() {
      for (const entry of pending.all()) if (!unwritten.has(entry.id)) unwritten.set(entry.id, entry);
    },
    flush() {
      writing = writing.then(writeUnwritten);
      return writing;
    },
  };
}
