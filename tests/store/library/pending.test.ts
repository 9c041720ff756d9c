// The games the library has not taken yet (pending.ts): kept in localStorage across a reload, written
// off once the library holds as much of them, and never a reason to throw.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../../src/engine/index.ts';
import { entryOf, type GameEntry } from '../../../src/store/library/entry.ts';
import { brigadierRecords } from '../../../src/store/library/brigadierRecords.ts';
import { PENDING_KEY, pendingWrites as pendingOf } from '../../../src/store/library/pending.ts';
import type { SyncStorage } from '../../../src/store/persistence.ts';
import { memoryStorage, NAMES, referee } from '../helpers.ts';

const pendingWrites = (storage: SyncStorage) => pendingOf(storage, brigadierRecords);
const at = (now: number) => ({ startedAt: 1, finishedAt: null, now });
function entry(id: string, reveals: number, now: number): GameEntry {
  let game = newGame({ dealNumber: 7, names: NAMES });
  for (let i = 0; i < reveals; i++) {
    const next = applyAction(game, i % 2 === 0 ? { type: 'reveal' } : { type: 'discard' }, referee);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return entryOf(id, game, at(now));
}

describe('games waiting to be written', () => {
  it('are kept across a reload, the most recent first, each at its latest state', () => {
    const storage = memoryStorage();
    const before = pendingWrites(storage);
    before.keep(entry('a', 1, 10));
    before.keep(entry('b', 0, 20));
    before.keep(entry('a', 2, 30));
    const after = pendingWrites(storage);
    expect(after.all().map((g) => [g.id, g.record.actions.length])).toEqual([
      ['a', 2],
      ['b', 0],
    ]);
  });

  it('wait until the library holds as much of them, and no longer; a deleted one is dropped', () => {
    const storage = memoryStorage();
    const pending = pendingWrites(storage);
    pending.keep(entry('a', 3, 10));
    pending.written(entry('a', 2, 5));
    expect(pending.get('a')?.record.actions).toHaveLength(3);
    pending.written(entry('a', 3, 10));
    expect(pending.all()).toEqual([]);
    expect(storage.map.has(PENDING_KEY)).toBe(false);
    pending.keep(entry('b', 1, 10));
    pending.drop('b');
    expect(pendingWrites(storage).all()).toEqual([]);
  });

  it('read past junk in localStorage, and wait in memory when localStorage is full', () => {
    const junk = memoryStorage({ [PENDING_KEY]: JSON.stringify([{ id: 'x' }, 7, entry('ok', 1, 1)]) });
    expect(
      pendingWrites(junk)
        .all()
        .map((g) => g.id),
    ).toEqual(['ok']);
    expect(pendingWrites(memoryStorage({ [PENDING_KEY]: '{not json' })).all()).toEqual([]);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const pending = pendingWrites(full);
    expect(() => pending.keep(entry('a', 1, 1))).not.toThrow();
    expect(pending.all().map((g) => g.id)).toEqual(['a']);
  });
});
