// The patience store joined to the library (connectPatience.ts) over fake-indexeddb: a game is written
// after each of the player's moves (a deal nobody touched is not), a new deal is a new game, a game
// resumed comes back whole on the table, and a second tab only shows the game the first one plays.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { legalMoves, positionOf } from '../../../src/patience/index.ts';
import { brigadeFileGame, brigadeRecords, brigadeStored } from '../../../src/store/library/brigadeRecords.ts';
import { libraryText, readLibraryFile } from '../../../src/store/library/files.ts';
import { openKindLibrary } from '../../../src/store/library/games.ts';
import { memoryLocks, type GameLocks } from '../../../src/store/library/locks.ts';
import { createLibraryService } from '../../../src/store/library/service.ts';
import { connectPatienceStore, patienceTable, SHOWN_ONLY, type PatienceSeat } from '../../../src/store/patience/keep/connectPatience.ts';
import { importBrigadeFile } from '../../../src/store/patience/keep/importBrigade.ts';
import { newGameId } from '../../../src/store/library/ids.ts';
import { importWords } from '../../../src/store/library/importing.ts';
import { createPatienceStore, type PatienceStore } from '../../../src/store/patience/patienceStore.ts';
import { eventually } from '../../patience.ts';
import { BLOCKED } from '../../../src/store/library/pageStorage.ts';

/** One tab: a patience store (auto-play off, deal 17) joined to the library in `factory` (or to none that opens). */
function tab(
  factory: IDBFactory | null,
  locks: GameLocks,
  local?: { blocked: string | null; onWrite: () => void },
  deal = 17,
  autoPlay = false,
) {
  const store = createPatienceStore({ settings: { autoPlay }, randomDeal: () => deal, player: 'Ada' });
  let opened = 0;
  const seat: PatienceSeat = { store: null, gameId: null, readOnly: false, waiting: null, restoring: null, openScreen: () => opened++ };
  const service = createLibraryService({
    open: () => (factory ? openKindLibrary(factory, brigadeStored) : Promise.reject(new Error('SecurityError'))),
    local,
    locks,
    table: patienceTable(seat, () => 1000),
    kind: brigadeRecords,
    importFile: (text, library) => importBrigadeFile(library, text, { now: () => 1000, newGameId, words: importWords }),
  });
  connectPatienceStore(store, seat, service, newGameId);
  return { store, seat, service, opened: () => opened };
}

/** A deal where auto-play sends cards home at once. */
const FRESH_DEAL = 5;

const play = (store: PatienceStore, n: number) => {
  for (let i = 0; i < n; i++) store.getState().moved(legalMoves(positionOf(store.getState().game))[0]!);
};
const listed = (t: ReturnType<typeof tab>) => t.service.store.getState().games;

describe('the patience kept in the library', () => {
  it('writes the game after every move, and keeps a new deal as a new game', async () => {
    const one = tab(new IDBFactory(), memoryLocks());
    await eventually(() => expect(one.service.store.getState().status).toBe('open'));
    expect(listed(one)).toEqual([]);
    play(one.store, 1);
    await eventually(() => expect(listed(one).map((g) => g.moves)).toEqual([1]));
    play(one.store, 2);
    await eventually(() => expect(listed(one).map((g) => g.moves)).toEqual([3]));
    one.store.getState().dealt({ dealNumber: 5 });
    // A deal nobody touched is not kept.
    one.service.tableChanged();
    await one.service.refresh();
    expect(listed(one)).toHaveLength(1);
    play(one.store, 1);
    await eventually(() =>
      expect(listed(one).map((g) => [g.dealNumber, g.moves])).toEqual([
        [5, 1],
        [17, 3],
      ]),
    );
    expect(listed(one).every((g) => g.player === 'Ada')).toBe(true);
  });

  it('resumes a game of the library on the table, whole, and carries it on under its own id', async () => {
    const one = tab(new IDBFactory(), memoryLocks());
    play(one.store, 3);
    one.store.getState().undone();
    await eventually(() => expect(listed(one)[0]?.usedUndo).toBe(true));
    const kept = one.store.getState().game;
    const id = listed(one)[0]!.id;
    one.store.getState().dealt({ dealNumber: 2 });
    await one.service.store.getState().resumed(id);
    expect(one.opened()).toBe(1);
    expect(one.store.getState().game.positions.at(-1)).toEqual(kept.positions.at(-1));
    expect(one.store.getState().game.actions).toEqual(kept.actions);
    play(one.store, 1);
    await eventually(() => expect(listed(one).find((g) => g.id === id)?.moves).toBe(3));
    expect(listed(one)).toHaveLength(1);
  });

  it('opens on the latest unfinished game, as after a reload, and says so', async () => {
    const factory = new IDBFactory();
    const before = tab(factory, memoryLocks());
    play(before.store, 2);
    await eventually(() => expect(listed(before)).toHaveLength(1));
    const kept = before.store.getState().game;
    // The page reloaded: a new store on a fresh deal, the same library, the old page's locks gone;
    // auto-play has sent cards home on the fresh deal, which leaves it untouched by the player.
    const after = tab(factory, memoryLocks(), undefined, FRESH_DEAL, true);
    expect(after.store.getState().game.dealNumber).toBe(FRESH_DEAL);
    expect(after.store.getState().autoPlayed.length).toBeGreaterThan(0);
    await eventually(() => expect(after.store.getState().game.dealNumber).toBe(17));
    expect(after.store.getState().game.actions).toEqual(kept.actions);
    expect(after.store.getState().notice?.text).toBe('Your game of deal 17 is back where you left it.');
    play(after.store, 1);
    await eventually(() => expect(listed(after).map((g) => g.moves)).toEqual([3]));
  });

  it('leaves a deal the player chose before the library answered on the table', async () => {
    const factory = new IDBFactory();
    const before = tab(factory, memoryLocks());
    play(before.store, 2);
    await eventually(() => expect(listed(before)).toHaveLength(1));
    const after = tab(factory, memoryLocks(), undefined, 5);
    after.store.getState().dealt({ dealNumber: 9 });
    await eventually(() => expect(after.service.store.getState().games).toHaveLength(1));
    await after.service.refresh();
    expect(after.store.getState().game.dealNumber).toBe(9);
    expect(after.store.getState().game.actions).toEqual([]);
  });

  it('shows a game another tab plays read-only, until this tab takes it over', async () => {
    const factory = new IDBFactory();
    const locks = memoryLocks();
    const first = tab(factory, locks);
    play(first.store, 2);
    await eventually(() => expect(listed(first)).toHaveLength(1));
    const id = listed(first)[0]!.id;
    const second = tab(factory, locks);
    await eventually(() => expect(second.service.store.getState().status).toBe('open'));
    await second.service.store.getState().resumed(id);
    await eventually(() => expect(second.store.getState().shownTable?.caption).toBe(SHOWN_ONLY));
    await second.service.store.getState().takenOver();
    await eventually(() => expect(second.store.getState().shownTable).toBeNull());
    play(second.store, 1);
    await eventually(async () => expect((await second.service.library()!.get(id))?.moves).toBe(3));
  });

  it('imports a record file, refuses a corrupt one in the reader’s words, and adds none twice', async () => {
    const one = tab(new IDBFactory(), memoryLocks());
    play(one.store, 2);
    await eventually(() => expect(listed(one)).toHaveLength(1));
    const record = (await one.service.store.getState().everything())[0]!.record;
    const events = one.service.store.getState();
    await events.imported(JSON.stringify(record));
    expect(one.service.store.getState().message).toBe('0 games added to your games; that game is already in Your games.');
    await events.imported(JSON.stringify({ ...record, deal: 18 }));
    expect(one.service.store.getState().message).toMatch(/^That file was not imported: actions\[0\] \(move\): /);
    await events.imported(JSON.stringify({ ...record, actions: [] }));
    expect(one.service.store.getState().message).toBe('1 game added to your games.');
    await events.imported('{"format": "brigade-game/1", "deal": -1, "grace": "up", "actions": []}');
    expect(one.service.store.getState().message).toBe('That file was not imported: deal: must be a whole number, 0 or more, not -1.');
    expect(listed(one)).toHaveLength(2);
  });

  it("reads its games out of a library file that Export all wrote, with who played them, and leaves Brigadier's alone", async () => {
    const one = tab(new IDBFactory(), memoryLocks());
    play(one.store, 2);
    await eventually(() => expect(listed(one)).toHaveLength(1));
    const kept = (await one.service.store.getState().everything())[0]!;
    const brigadierGame = { record: { format: 'brigadier-game/1', dealNumber: 4 }, startedAt: null, finishedAt: null };
    const fileOf = (...brigade: object[]) => libraryText([], [brigadierGame, ...brigade]);
    // Into a second library (another browser, say): the game comes with its player and times.
    const other = tab(new IDBFactory(), memoryLocks(), undefined, 5);
    await eventually(() => expect(other.service.store.getState().status).toBe('open'));
    const events = other.service.store.getState();
    const bad = { ...brigadeFileGame(kept), record: { ...kept.record, deal: -1 } };
    await events.imported(fileOf(brigadeFileGame(kept), bad));
    expect(other.service.store.getState().message).toBe(
      '1 game added to your games; left out: games[2]: deal: must be a whole number, 0 or more, not -1.',
    );
    const [imported] = await other.service.store.getState().everything();
    expect(imported).toMatchObject({ record: kept.record, player: 'Ada', moves: 2, startedAt: kept.startedAt, usedHint: false });
    await events.imported(fileOf(brigadeFileGame(kept)));
    expect(other.service.store.getState().message).toBe('0 games added to your games; that game is already in Your games.');
    // Brigadier's reader takes the same file's Brigadier game and leaves Brigade's to this import.
    const read = readLibraryFile(fileOf(brigadeFileGame(kept)));
    expect(read.ok && read.value.refused).toEqual(['games[0]: players: must be an array of two names']);
    expect(read.ok && read.value.games).toEqual([]);
  });

  it('says the game is not saved when the library cannot be opened, and plays on', async () => {
    const one = tab(null, memoryLocks(), { blocked: BLOCKED, onWrite: () => {} });
    await eventually(() => expect(one.service.store.getState().status).toBe('unavailable'));
    expect(one.service.store.getState().notSaving).toMatch(/site data is blocked/);
    play(one.store, 2);
    expect(one.store.getState().game.moves).toHaveLength(2);
  });
});
