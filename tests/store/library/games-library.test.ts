// The games library in IndexedDB (fake-indexeddb here): games added, carried on, listed, deleted and
// put back; and a write that would shorten a game's record refused, whichever library instance makes it.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { applyAction, computerSeat, newGame, PERSON, type GameState } from '../../../src/engine/index.ts';
import { entryOf, entryTitle, listedNames } from '../../../src/store/library/entry.ts';
import { libraryText, readLibraryFile } from '../../../src/store/library/files.ts';
import { LIBRARY_DB, openLibrary, TOMBSTONE_MS } from '../../../src/store/library/games.ts';
import { carriesOn } from '../../../src/store/library/writeGuard.ts';
import { recordOf } from '../../../src/store/records.ts';
import { NAMES, referee } from '../helpers.ts';

const game0 = (deal = 7): GameState => newGame({ dealNumber: deal, names: NAMES });
const reveal = (game: GameState): GameState => {
  const next = applyAction(game, { type: 'reveal' }, referee);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};
const at = (now: number) => ({ startedAt: 1000, finishedAt: null, now });

describe('the games library', () => {
  it('adds games, carries one on, and lists the most recent first', async () => {
    const library = await openLibrary(new IDBFactory());
    const a = game0(7);
    expect(await library.put(entryOf('a', a, at(1)))).toEqual({ kind: 'written' });
    expect(await library.put(entryOf('b', game0(8), at(2)))).toEqual({ kind: 'written' });
    expect(await library.put(entryOf('a', reveal(a), at(3)))).toEqual({ kind: 'written' });
    const { games: list, unreadable } = await library.list();
    expect(unreadable).toEqual([]);
    expect(list.map((e) => e.id)).toEqual(['a', 'b']);
    expect(list[0]).not.toHaveProperty('record');
    expect(list[0]!.names).toEqual(NAMES);
    expect(list[0]!.summary).toBeNull();
    const all = await library.all();
    expect(all.map((e) => e.record.actions.length)).toEqual([1, 0]);
  });

  it.each([
    ['names missing', (e: Record<string, unknown>) => ({ ...e, names: undefined }), 'names: must be two names'],
    [
      'summary.result null',
      (e: Record<string, unknown>) => ({ ...e, summary: { ...(e.summary as object), result: null } }),
      'summary.result: must be an object',
    ],
    ['a string for a listing', (e: Record<string, unknown>) => ({ id: e.id, junk: 'x' }), 'names: must be two names'],
    ['a turn of -1', (e: Record<string, unknown>) => ({ ...e, turn: -1 }), 'turn: must be a whole number from 1'],
  ])('sets aside an entry that does not read (%s), names it, and lists the rest', async (_, spoil, reason) => {
    const factory = new IDBFactory();
    const library = await openLibrary(factory);
    const finished = entryOf('bad', game0(7), at(2));
    await library.put({
      ...finished,
      summary: { result: { kind: 'win', winner: 0 }, knocked: [0, 1], falseKnocks: [0, 0], moral: 0, coached: false },
    });
    await library.put(entryOf('good', game0(8), at(1)));
    // What another build or a damaged disk may leave: the listing written over with something else.
    await new Promise<void>((done) => {
      const request = factory.open('brigadier-library');
      request.onsuccess = () => {
        const tx = request.result.transaction('listing', 'readwrite');
        const store = tx.objectStore('listing');
        store.get('bad').onsuccess = (e) => store.put(spoil((e.target as IDBRequest).result as Record<string, unknown>));
        tx.oncomplete = () => (request.result.close(), done());
      };
    });
    const { games, unreadable } = await library.list();
    expect(games.map((g) => g.id)).toEqual(['good']);
    expect(unreadable).toEqual([{ id: 'bad', reason }]);
    expect(await library.raw('bad')).toMatchObject({ id: 'bad', record: expect.anything() });
  });

  it('removes a game for good, and hands it back', async () => {
    const library = await openLibrary(new IDBFactory());
    await library.put(entryOf('a', reveal(game0()), at(1)));
    const removed = await library.remove('a');
    expect(await library.list()).toEqual({ games: [], deleted: [], unreadable: [], others: 0 });
    expect(removed?.record.actions).toHaveLength(1);
    await library.put(removed!);
    expect(await library.get('a')).toEqual(removed);
    expect(await library.remove('nothing')).toBeUndefined();
  });

  it('keeps a deleted game a day (a tombstone) to restore it unchanged, across a reopening; then removes it for good', async () => {
    const factory = new IDBFactory();
    let clock = 1_000;
    const library = await openLibrary(factory, undefined, () => clock);
    const entry = entryOf('a', reveal(game0()), at(1));
    await library.put(entry);
    await library.put(entryOf('b', game0(8), at(2)));
    expect(await library.trash('a')).toMatchObject({ id: 'a', deletedAt: 1_000 });
    expect(await library.trash('nothing')).toBeUndefined();
    clock += TOMBSTONE_MS - 1;
    // Another page (a reload) finds it in "Recently deleted", not in the list nor in "Export all".
    const reopened = await openLibrary(factory, undefined, () => clock);
    const listed = await reopened.list();
    expect([listed.games.map((g) => g.id), listed.deleted.map((g) => g.id)]).toEqual([['b'], ['a']]);
    expect((await reopened.all()).map((g) => g.id)).toEqual(['b']);
    await reopened.restore('a');
    expect(await reopened.get('a')).toEqual(entry);
    expect((await reopened.list()).games.map((g) => g.id).sort()).toEqual(['a', 'b']);
    await reopened.trash('b');
    clock += TOMBSTONE_MS;
    expect(await reopened.list()).toMatchObject({ deleted: [] });
    expect(await reopened.get('b')).toBeUndefined();
  });

  it('never replaces a longer record with a shorter one, even from another instance on the same database', async () => {
    const factory = new IDBFactory();
    const tab1 = await openLibrary(factory);
    const tab2 = await openLibrary(factory);
    const start = game0();
    const longer = reveal(start);
    await tab1.put(entryOf('a', longer, at(2)));
    const outcome = await tab2.put(entryOf('a', start, at(3)));
    expect(outcome.kind).toBe('kept');
    expect((await tab1.get('a'))!.record.actions).toHaveLength(1);
  });

  it('keeps the players’ counts of a finished game', async () => {
    const library = await openLibrary(new IDBFactory());
    const resigned = applyAction(game0(), { type: 'resign', by: 0 }, referee);
    if (!resigned.ok) throw new Error('resign refused');
    await library.put(entryOf('a', resigned.value, at(5)));
    const entry = await library.get('a');
    expect(entry?.summary).toEqual({
      result: { kind: 'resign', winner: 1 },
      knocked: [0, 0],
      falseKnocks: [0, 0],
      moral: 'shared',
      coached: false,
    });
    expect(entry?.finishedAt).toBe(5);
  });

  it('refuses to open when IndexedDB fails, as a rejection and not a throw', async () => {
    const broken = {
      open: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as IDBFactory;
    await expect(openLibrary(broken)).rejects.toThrow('blocked');
  });
});

describe('the write guard', () => {
  const start = recordOf(game0());
  const next = recordOf(reveal(game0()));
  it('lets a record carry on, and refuses a shorter or another game', () => {
    expect(carriesOn(start, next)).toBe(true);
    expect(carriesOn(start, start)).toBe(true);
    expect(carriesOn(next, start)).toBe(false);
    expect(carriesOn(start, recordOf(game0(8)))).toBe(false);
    expect(carriesOn(next, { ...next, actions: [{ type: 'pass' }] })).toBe(false);
  });

  it('lets a take-back through: the record holds it as an action at the end', () => {
    expect(carriesOn(next, { ...next, actions: [...next.actions, { type: 'takeBack' }] })).toBe(true);
  });
});

describe('library files', () => {
  it('writes every game and reads them back, and reads a single record file too', () => {
    const entry = entryOf('a', reveal(game0()), at(9));
    const read = readLibraryFile(libraryText([entry]));
    expect(read.ok && read.value.games.map((g) => g.record.actions.length)).toEqual([1]);
    expect(read.ok && read.value.games[0]!.startedAt).toBe(1000);
    const single = readLibraryFile(JSON.stringify(entry.record));
    expect(single.ok && single.value.games).toHaveLength(1);
  });

  it('leaves out a damaged game and says which, and refuses a file that is neither', () => {
    const entry = entryOf('a', game0(), at(9));
    const text = JSON.stringify({ format: 'brigadier-library/1', games: [{ record: entry.record }, { record: { format: 'nope' } }] });
    const read = readLibraryFile(text);
    expect(read.ok && read.value.games).toHaveLength(1);
    expect(read.ok && read.value.refused[0]).toMatch(/^games\[1\]: format/);
    const bad = readLibraryFile('{"format":"x"}');
    expect(!bad.ok && bad.error).toMatch(/neither a game record/);
    expect(readLibraryFile('['.repeat(100_000)).ok).toBe(false);
  });
});

describe('a game against the computer, as the list names it', () => {
  const against = (deal: number, seats: Parameters<typeof newGame>[0]['seats']) =>
    newGame({ dealNumber: deal, names: ['Ada', 'North'], seats });

  it('says who played the computer and at what level', async () => {
    const library = await openLibrary(new IDBFactory());
    await library.put(entryOf('people', game0(7), at(1)));
    await library.put(entryOf('one', against(8, [PERSON, computerSeat('casual')]), at(2)));
    await library.put(
      entryOf('two', newGame({ dealNumber: 9, names: NAMES, seats: [computerSeat('expert'), computerSeat('beginner')] }), at(3)),
    );
    const titles = (await library.list()).games.map(entryTitle);
    expect(titles).toEqual([
      'Ada (computer, expert) v Ben (computer, beginner), deal 9',
      'Ada against the computer (casual), deal 8',
      'Ada v Ben, deal 7',
    ]);
    // The list's other line ("the computer won") names the computer too; a whole entry reads the same.
    const one = (await library.get('one'))!;
    expect(listedNames(one)).toEqual(['Ada', 'the computer']);
    expect(entryTitle(one)).toBe('Ada against the computer (casual), deal 8');
  });

  it('names the seats of a game listed before the list named them, from its record, once', async () => {
    const factory = new IDBFactory();
    const library = await openLibrary(factory);
    await library.put(entryOf('old', against(8, [PERSON, computerSeat('expert')]), at(1)));
    await library.put(entryOf('people', game0(7), at(2)));
    // The listings as an older page wrote them: no seats.
    await new Promise<void>((done, fail) => {
      const open = factory.open(LIBRARY_DB);
      open.onerror = () => fail(open.error ?? new Error('IndexedDB failed without an error'));
      open.onsuccess = () => {
        const store = open.result.transaction('listing', 'readwrite').objectStore('listing');
        const all = store.getAll();
        all.onsuccess = () => {
          for (const { seats: _seats, ...older } of all.result) store.put(older);
          store.transaction.oncomplete = () => (open.result.close(), done());
        };
      };
    });
    const again = await openLibrary(factory);
    expect((await again.list()).games.map(entryTitle)).toEqual(['Ada v Ben, deal 7', 'Ada against the computer (expert), deal 8']);
    const listing = await new Promise<unknown>((done) => {
      const open = factory.open(LIBRARY_DB);
      open.onsuccess = () => {
        const read = open.result.transaction('listing').objectStore('listing').get('old');
        read.onsuccess = () => (open.result.close(), done(read.result));
      };
    });
    expect(listing).toHaveProperty('seats', [PERSON, computerSeat('expert')]);
  });
});
