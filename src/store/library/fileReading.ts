// A library file read off the page's thread: JSON.parse of a file of thousands of games, and the
// parsing of each as a record, run in a Web Worker (files.worker.ts), which answers with the games in
// parts, so that taking them in on the page is many short tasks rather than one long one. What is
// accepted and refused, and why, is readLibraryFile's answer, whichever thread made it.
import { err, ok, type Result } from '../../engine/index.ts';
import { readLibraryFile, type ImportedFile, type ImportedGame } from './files.ts';

/** The worker's answer, one message at a time: the games in parts, then the end (or the refusal). */
export type LibraryFileMessage =
  | { readonly kind: 'games'; readonly games: readonly ImportedGame[] }
  | { readonly kind: 'end'; readonly refused: readonly string[] }
  | { readonly kind: 'refused'; readonly error: string };

/** About this many actions go in one part of the answer (a part is taken in by the page in one task). */
export const PART_ACTIONS = 5_000;
/** And at most this many games. */
export const PART_GAMES = 100;

/** A file's reading as the messages the worker sends: every game, in order, in parts, then the end. */
export function libraryFileMessages(
  read: Result<ImportedFile>,
  { partActions = PART_ACTIONS, partGames = PART_GAMES } = {},
): LibraryFileMessage[] {
  if (!read.ok) return [{ kind: 'refused', error: read.error }];
  const messages: LibraryFileMessage[] = [];
  let part: ImportedGame[] = [];
  let actions = 0;
  for (const game of read.value.games) {
    if (part.length > 0 && (part.length >= partGames || actions + game.record.actions.length > partActions)) {
      messages.push({ kind: 'games', games: part });
      part = [];
      actions = 0;
    }
    part.push(game);
    actions += game.record.actions.length;
  }
  if (part.length > 0) messages.push({ kind: 'games', games: part });
  messages.push({ kind: 'end', refused: read.value.refused });
  return messages;
}

/** Gathers the messages back into the file's reading; `hear` returns the reading at the end, else null. */
export function libraryFileGatherer(): (message: LibraryFileMessage) => Result<ImportedFile> | null {
  const games: ImportedGame[] = [];
  return (message) => {
    if (message.kind === 'refused') return err(message.error);
    if (message.kind === 'end') return ok({ games, refused: message.refused });
    for (const game of message.games) games.push(game);
    return null;
  };
}

/** What the reader needs of a Worker (a real one in the page, a fake in tests). */
export interface FileWorkerLike {
  postMessage(text: string): void;
  onmessage: ((event: { data: LibraryFileMessage }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

/**
 * Reads a library file in a worker made for it (and ended after); where no worker can be made or it
 * fails, the file is read here instead, so that an import is slower rather than lost.
 */
export function readLibraryFileAside(text: string, makeWorker: () => FileWorkerLike): Promise<Result<ImportedFile>> {
  return new Promise((resolve) => {
    let worker: FileWorkerLike;
    try {
      worker = makeWorker();
    } catch {
      resolve(readLibraryFile(text));
      return;
    }
    const hear = libraryFileGatherer();
    let settled = false;
    const settle = (read: Result<ImportedFile>) => {
      if (settled) return;
      settled = true;
      worker.terminate();
      resolve(read);
    };
    worker.onmessage = ({ data }) => {
      const read = hear(data);
      if (read !== null) settle(read);
    };
    worker.onerror = () => settle(readLibraryFile(text));
    worker.postMessage(text);
  });
}

/** The page's reader: a module worker per file. */
export const pageFileReader = (text: string): Promise<Result<ImportedFile>> =>
  readLibraryFileAside(
    text,
    () => new Worker(new URL('./files.worker.ts', import.meta.url), { type: 'module' }) as unknown as FileWorkerLike,
  );
