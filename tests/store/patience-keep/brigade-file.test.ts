// A file's Brigade games read and replayed off the page's thread (brigadeFile.ts, its worker): the
// reading in parts gathers back to exactly what readBrigadeFile answers, a file of too many moves in all
// is refused before any game is replayed, and an import reads the same through a worker as here (and
// still reads where the worker fails).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  applyPatienceAction,
  legalMoves,
  makePatienceRecord,
  newPatienceGame,
  positionOf,
  type PatienceGame,
} from '../../../src/patience/index.ts';
import { brigadeStored } from '../../../src/store/library/brigadeRecords.ts';
import {
  fileGatherer,
  fileMessages,
  readFileAside,
  type FileMessage,
  type FileWorkerLike,
} from '../../../src/store/library/fileReading.ts';
import { libraryText } from '../../../src/store/library/files.ts';
import { openKindLibrary } from '../../../src/store/library/games.ts';
import { newGameId } from '../../../src/store/library/ids.ts';
import { importWords } from '../../../src/store/library/importing.ts';
import { MAX_FILE_ACTIONS, readBrigadeFile, type BrigadeFileGame } from '../../../src/store/patience/keep/brigadeFile.ts';
import { importBrigadeFile } from '../../../src/store/patience/keep/importBrigade.ts';

/** Deal `deal` with its first legal move made `moves` times. */
function played(deal: number, moves: number): PatienceGame {
  let game = newPatienceGame({ dealNumber: deal });
  for (let i = 0; i < moves; i++) {
    const next = applyPatienceAction(game, { type: 'move', move: legalMoves(positionOf(game))[0]! });
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return game;
}

/** A library file of `n` Brigade games (deals 1..n, i moves each), each fourth one damaged, after a Brigadier game it leaves alone. */
function libraryFile(n: number): string {
  const brigade = Array.from({ length: n }, (_, i) => {
    const record = makePatienceRecord(played(i + 1, i));
    return {
      record: i % 4 === 3 ? { ...record, deal: -1 } : record,
      player: `P${i}`,
      startedAt: i,
      finishedAt: null,
      usedHint: i % 2 === 0,
      ms: null,
    };
  });
  return libraryText([], [{ record: { format: 'brigadier-game/1' } }, ...brigade]);
}

const actionsOf = (game: BrigadeFileGame) => game.draft.record.actions.length;

/** The messages as the page receives them: each one copied as postMessage copies it. */
function gathered(messages: readonly FileMessage<BrigadeFileGame>[]) {
  const hear = fileGatherer<BrigadeFileGame>();
  let read = null;
  for (const message of messages) {
    expect(read, 'nothing after the end').toBeNull();
    read = hear(structuredClone(message));
  }
  return read;
}

/** A worker in the test's own thread, answering a little later, as a real one does; `posted` counts what it was given. */
function fakeWorker({ fails = false } = {}) {
  const seen = { posted: 0 };
  const make = (): FileWorkerLike<BrigadeFileGame> => {
    const worker: FileWorkerLike<BrigadeFileGame> = {
      onmessage: null,
      onerror: null,
      terminate: () => void (worker.onmessage = null),
      postMessage(text) {
        seen.posted++;
        setTimeout(() => {
          if (fails) return worker.onerror?.(new Error('the worker would not load'));
          for (const data of fileMessages(readBrigadeFile(text), { actionsOf, partGames: 2 }))
            worker.onmessage?.({ data: structuredClone(data) });
        }, 0);
      },
    };
    return worker;
  };
  return { make, seen };
}

describe("a file's Brigade games, read in parts", () => {
  it('replays every game, lists a damaged one by its place, and gathers back to the same reading', () => {
    const read = readBrigadeFile(libraryFile(7));
    if (!read.ok) throw new Error(read.error);
    expect(read.value.games.map((g) => [g.where, g.draft.moves, g.draft.player, g.draft.usedHint])).toEqual([
      ['games[1]: ', 0, 'P0', true],
      ['games[2]: ', 1, 'P1', false],
      ['games[3]: ', 2, 'P2', true],
      ['games[5]: ', 4, 'P4', true],
      ['games[6]: ', 5, 'P5', false],
      ['games[7]: ', 6, 'P6', true],
    ]);
    expect(read.value.refused).toEqual(['games[4]: deal: must be a whole number, 0 or more, not -1']);
    const messages = fileMessages(read, { actionsOf, partActions: 6 });
    expect(messages.flatMap((m) => (m.kind === 'games' ? [m.games.map(actionsOf)] : []))).toEqual([[0, 1, 2], [4], [5], [6]]);
    expect(gathered(messages)).toEqual(read);
  });

  it('refuses a record file whose game the rules refuse, in the reader’s words', () => {
    const record = makePatienceRecord(played(3, 2));
    expect(readBrigadeFile(JSON.stringify({ ...record, deal: 4 }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^actions\[\d+\] \(move\): /),
    });
    expect(readBrigadeFile('[1, 2]')).toEqual({ ok: false, error: 'the file must be a JSON object' });
  });

  it('refuses a library file of too many moves in all before replaying any game', () => {
    const long = { format: 'brigade-game/1', deal: 1, grace: 'up', actions: Array(MAX_FILE_ACTIONS / 10).fill(0) };
    const file = (n: number) =>
      libraryText(
        [],
        Array.from({ length: n }, () => ({ record: long })),
      );
    expect(readBrigadeFile(file(11))).toEqual({
      ok: false,
      error: `games: too many Brigade actions in all (1100000; at most ${MAX_FILE_ACTIONS})`,
    });
    // Within the cap each game is replayed, and refused by the rules, not by the cap.
    const within = readBrigadeFile(file(2));
    expect(within.ok && within.value.refused).toHaveLength(2);
  });
});

describe("a file's Brigade games imported", () => {
  const importer = (read?: (text: string) => ReturnType<typeof readFileAside<BrigadeFileGame>>) => ({
    now: () => 1000,
    newGameId,
    words: importWords,
    read,
  });

  it('keeps the same games with a worker reading the file as without, and none twice', async () => {
    const here = await openKindLibrary(new IDBFactory(), brigadeStored);
    const aside = await openKindLibrary(new IDBFactory(), brigadeStored);
    const worker = fakeWorker();
    const text = libraryFile(6);
    const words = await importBrigadeFile(here, text, importer());
    expect(words).toBe('5 games added to your games; left out: games[4]: deal: must be a whole number, 0 or more, not -1.');
    expect(
      await importBrigadeFile(
        aside,
        text,
        importer((t) => readFileAside(t, readBrigadeFile, worker.make)),
      ),
    ).toBe(words);
    expect(worker.seen.posted).toBe(1);
    const kept = async (library: typeof here) =>
      (await library.all()).map(({ id: _id, ...entry }) => entry).sort((a, b) => a.moves - b.moves);
    expect(await kept(aside)).toEqual(await kept(here));
    expect((await kept(aside)).map((e) => [e.player, e.moves, e.updatedAt])).toEqual([
      ['P0', 0, 1000],
      ['P1', 1, 1000],
      ['P2', 2, 1000],
      ['P4', 4, 1000],
      ['P5', 5, 1000],
    ]);
    expect(
      await importBrigadeFile(
        aside,
        text,
        importer((t) => readFileAside(t, readBrigadeFile, worker.make)),
      ),
    ).toBe(
      '0 games added to your games; 5 games already in Your games; left out: games[4]: deal: must be a whole number, 0 or more, not -1.',
    );
  });

  it('reads the file here when the worker fails, and changes nothing when the file is refused', async () => {
    const library = await openKindLibrary(new IDBFactory(), brigadeStored);
    const broken = fakeWorker({ fails: true });
    const read = (t: string) => readFileAside(t, readBrigadeFile, broken.make);
    expect(await importBrigadeFile(library, libraryFile(2), importer(read))).toBe('2 games added to your games.');
    expect(await importBrigadeFile(library, '{"format": "brigadier-library/1", "games": 3}', importer(read))).toBe(
      'That file was not imported: games: must be an array of games.',
    );
    expect(await library.all()).toHaveLength(2);
  });
});
