// A library file read in a worker (src/store/library/fileReading.ts): the worker's answer in parts
// gathers back to exactly what readLibraryFile answers (every game once, in order, the same refusals and
// messages), a part stays small, and an import still happens where no worker can be made or it fails.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/index.ts';
import { readLibraryFile, LIBRARY_FORMAT } from '../../../src/store/library/files.ts';
import {
  libraryFileGatherer,
  libraryFileMessages,
  readLibraryFileAside,
  type FileWorkerLike,
  type LibraryFileMessage,
} from '../../../src/store/library/fileReading.ts';
import { recordOf } from '../../../src/store/records.ts';
import { NAMES } from '../helpers.ts';

/** A library file of `n` games from deals 1..n, with each fifth one damaged. */
function libraryFile(n: number): string {
  const games = Array.from({ length: n }, (_, i) => {
    const record = recordOf(newGame({ dealNumber: i + 1, names: NAMES }));
    return { record: i % 5 === 4 ? { ...record, dealNumber: -1 } : record, startedAt: i, finishedAt: null };
  });
  return JSON.stringify({ format: LIBRARY_FORMAT, games });
}

/** The messages as the page receives them: each one copied as postMessage copies it. */
const gathered = (messages: readonly LibraryFileMessage[]) => {
  const hear = libraryFileGatherer();
  let read = null;
  for (const message of messages) {
    expect(read, 'nothing after the end').toBeNull();
    read = hear(structuredClone(message));
  }
  return read;
};

/** A worker in the test's own thread, answering a little later, as a real one does. */
function fakeWorker({ fails = false } = {}): () => FileWorkerLike {
  return () => {
    const worker: FileWorkerLike = {
      onmessage: null,
      onerror: null,
      terminate: () => void (worker.onmessage = null),
      postMessage(text) {
        setTimeout(() => {
          if (fails) return worker.onerror?.(new Error('the worker would not load'));
          for (const data of libraryFileMessages(readLibraryFile(text), { partGames: 3 }))
            worker.onmessage?.({ data: structuredClone(data) });
        }, 0);
      },
    };
    return worker;
  };
}

describe('a library file read in parts', () => {
  it('gathers back to what readLibraryFile reads: every game once, in order, and the refusals', () => {
    const read = readLibraryFile(libraryFile(23));
    expect(read.ok && read.value.refused).toHaveLength(4);
    const messages = libraryFileMessages(read, { partGames: 4 });
    expect(messages.filter((m) => m.kind === 'games').map((m) => (m.kind === 'games' ? m.games.length : 0))).toEqual([4, 4, 4, 4, 3]);
    expect(messages.at(-1)!.kind).toBe('end');
    expect(gathered(messages)).toEqual(read);
  });

  it('keeps a part to about its share of actions, a longer game in a part of its own', () => {
    const read = readLibraryFile(libraryFile(6));
    if (!read.ok) throw new Error(read.error);
    const long = { ...read.value.games[2]!, record: { ...read.value.games[2]!.record, actions: Array(30).fill({ type: 'reveal' }) } };
    const file = { ok: true as const, value: { ...read.value, games: read.value.games.map((g, i) => (i === 2 ? long : g)) } };
    const parts = libraryFileMessages(file, { partActions: 10 }).flatMap((m) =>
      m.kind === 'games' ? [m.games.map((g) => g.startedAt)] : [],
    );
    expect(parts).toEqual([[0, 1], [2], [3, 5]]);
  });

  it('passes a refused file on with its message', () => {
    const read = readLibraryFile('{"format": "something else"}');
    expect(read.ok).toBe(false);
    expect(gathered(libraryFileMessages(read))).toEqual(read);
  });
});

describe('readLibraryFileAside', () => {
  it('reads through the worker exactly what readLibraryFile reads', async () => {
    const text = libraryFile(17);
    expect(await readLibraryFileAside(text, fakeWorker())).toEqual(readLibraryFile(text));
    expect(await readLibraryFileAside('not json', fakeWorker())).toEqual(readLibraryFile('not json'));
  });

  it('reads the file here when the worker fails or cannot be made', async () => {
    const text = libraryFile(8);
    expect(await readLibraryFileAside(text, fakeWorker({ fails: true }))).toEqual(readLibraryFile(text));
    const none = () => {
      throw new Error('no workers here');
    };
    expect(await readLibraryFileAside(text, none)).toEqual(readLibraryFile(text));
  });
});
