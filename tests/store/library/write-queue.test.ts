// The write queue (writeQueue.ts) on its own, over entries that are not Brigadier's: every game's latest
// state written in order, the game on the table only while it may be, and a refused write kept in
// localStorage and tried again, so that no state of a game is lost.
import { describe, expect, it } from 'vitest';
import { eventually } from '../../patience.ts';
import type { KeptEntry } from '../../../src/store/library/kind.ts';
import { PENDING_KEY, pendingWrites } from '../../../src/store/library/pending.ts';
import { writeQueue, type EntrySink, type WriteQueueOptions } from '../../../src/store/library/writeQueue.ts';
import { memoryStorage } from '../helpers.ts';

/** An entry of some other game: `moves` is how far its record goes. */
interface Other extends KeptEntry {
  readonly moves: number;
}
const other = (id: string, moves: number): Other => ({ id, updatedAt: moves, moves });
const readOther = (x: unknown): Other | null => {
  const e = x as Partial<Other> | null;
  return typeof e?.id === 'string' && typeof e.moves === 'number' && typeof e.updatedAt === 'number' ? (e as Other) : null;
};
const otherKind = { readEntry: readOther, progress: (e: Other) => e.moves };

/** A library in memory that keeps the longer record, and refuses every write while `refusing`. */
function memorySink() {
  const stored = new Map<string, Other>();
  const puts: [string, number][] = [];
  const sink = {
    refusing: false,
    stored,
    puts,
    async put(entry: Other) {
      puts.push([entry.id, entry.moves]);
      if (sink.refusing) throw new Error('QuotaExceededError');
      const kept = stored.get(entry.id);
      if (kept && kept.moves > entry.moves) return { kind: 'kept' as const };
      stored.set(entry.id, entry);
      return { kind: 'written' as const };
    },
  };
  return sink;
}

function queueOver(sink: EntrySink<Other> | null, options: Partial<WriteQueueOptions<Other>> = {}, storage = memoryStorage()) {
  const said: string[] = [];
  const pending = pendingWrites(storage, otherKind);
  const queue = writeQueue<Other>({
    sink: () => sink,
    pending,
    mayWrite: () => true,
    written: (e) => said.push(`written ${e.id}@${e.moves}`),
    kept: (e) => said.push(`kept ${e.id}@${e.moves}`),
    refused: (e) => said.push(`refused ${e.id}@${e.moves}`),
    settled: () => said.push('settled'),
    ...options,
  });
  return { queue, said, pending, storage };
}

describe('the write queue', () => {
  it('writes the latest state of each game noted, once, and says so', async () => {
    const sink = memorySink();
    const { queue, said } = queueOver(sink);
    queue.note(other('a', 1));
    queue.note(other('a', 2));
    queue.note(other('b', 1));
    await queue.flush();
    expect(sink.puts).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(said).toEqual(['written a@2', 'written b@1', 'settled']);
    await queue.flush();
    expect(sink.puts).toHaveLength(2);
  });

  it('never lets a later state be overtaken by an earlier one: a write waits for the one before it', async () => {
    const sink = memorySink();
    const order: number[] = [];
    let release: (() => void) | null = null;
    const slow: EntrySink<Other> = {
      async put(entry) {
        if (entry.moves === 1) await new Promise<void>((resolve) => (release = resolve));
        order.push(entry.moves);
        return sink.put(entry);
      },
    };
    const { queue } = queueOver(slow);
    queue.note(other('a', 1));
    const first = queue.flush();
    // The first write is under way (and slow) when the game moves on.
    await eventually(() => expect(release).not.toBeNull());
    queue.note(other('a', 2));
    const second = queue.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    release!();
    await Promise.all([first, second]);
    expect(order).toEqual([1, 2]);
    expect(sink.stored.get('a')!.moves).toBe(2);
  });

  it('keeps every game while the library is not open, and writes them once it is', async () => {
    let sink: ReturnType<typeof memorySink> | null = null;
    const { queue } = queueOver(null, { sink: () => sink });
    queue.note(other('a', 1));
    queue.note(other('b', 3));
    await queue.flush();
    sink = memorySink();
    await queue.flush();
    expect([...sink.stored.keys()].sort()).toEqual(['a', 'b']);
  });

  it('holds the game it may not write yet (the table waits for its lock) and writes the others', async () => {
    const sink = memorySink();
    let mayA = false;
    const { queue } = queueOver(sink, { mayWrite: (id) => id !== 'a' || mayA });
    queue.note(other('a', 1));
    queue.note(other('b', 1));
    await queue.flush();
    expect(sink.puts).toEqual([['b', 1]]);
    mayA = true;
    await queue.flush();
    expect(sink.stored.get('a')?.moves).toBe(1);
  });

  it('drops a game another tab plays (forget): that tab writes it', async () => {
    const sink = memorySink();
    const { queue } = queueOver(sink);
    queue.note(other('a', 1));
    queue.forget('a');
    await queue.flush();
    expect(sink.puts).toEqual([]);
  });

  it('keeps a refused write in localStorage, tries it again at the next change, and lets it go once written', async () => {
    const sink = memorySink();
    sink.refusing = true;
    const { queue, said, pending, storage } = queueOver(sink);
    queue.note(other('a', 1));
    await queue.flush();
    expect(said).toEqual(['refused a@1', 'settled']);
    expect(JSON.parse(storage.map.get(PENDING_KEY)!)).toEqual([other('a', 1)]);
    queue.note(other('a', 2));
    await queue.flush();
    expect(pending.get('a')?.moves).toBe(2);
    sink.refusing = false;
    await queue.flush();
    expect(sink.stored.get('a')?.moves).toBe(2);
    expect(pending.all()).toEqual([]);
    expect(storage.map.has(PENDING_KEY)).toBe(false);
  });

  it('writes back the games a page before it could not write (takePending)', async () => {
    const storage = memoryStorage();
    pendingWrites(storage, otherKind).keep(other('old', 4));
    const sink = memorySink();
    const { queue } = queueOver(sink, {}, storage);
    queue.note(other('old', 5));
    queue.takePending();
    await queue.flush();
    // The state noted since the reload goes further than the one waiting: it is the one written.
    expect(sink.puts).toEqual([['old', 5]]);
    expect(pendingWrites(storage, otherKind).all()).toEqual([]);
  });

  it('says when the library kept a longer record of the game than the one written', async () => {
    const sink = memorySink();
    sink.stored.set('a', other('a', 9));
    const { queue, said } = queueOver(sink);
    queue.note(other('a', 3));
    await queue.flush();
    expect(said).toEqual(['kept a@3', 'settled']);
    expect(sink.stored.get('a')?.moves).toBe(9);
  });
});
