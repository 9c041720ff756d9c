// A file of games read off the page's thread: JSON.parse of a file of thousands of games and the reading
// of each (Brigadier's parsed as a record, files.worker.ts; Brigade's parsed and replayed by the
// patience's rules, brigadeFile.worker.ts) run in a Web Worker, which answers with the games in parts,
// so that taking them in on the page is many short tasks rather than one long one. What is accepted and
// refused, and why, is the reader's answer (readLibraryFile, readBrigadeFile), whichever thread made it.
import { err, ok, type Result } from '../../engine/index.ts';
import { readLibraryFile, type ImportedFile, type ImportedGame } from './files.ts';

/** A file's games as a reader found them, and why any were left out (each kind's reader makes its own games). */
export interface ReadGames<G> {
  readonly games: readonly G[];
  readonly refused: readonly string[];
}

/** The worker's answer, one message at a time: the games in parts, then the end (or the refusal). */
export type FileMessage<G> =
  | { readonly kind: 'games'; readonly games: readonly G[] }
  | { readonly kind: 'end'; readonly refused: readonly string[] }
  | { readonly kind: 'refused'; readonly error: string };

/** A Brigadier library file's messages. */
export type LibraryFileMessage = FileMessage<ImportedGame>;

/** About this many actions go in one part of the answer (a part is taken in by the page in one task). */
export const PART_ACTIONS = 5_000;
/** And at most this many games. */
export const PART_GAMES = 100;

/** How a part is sized: the actions of each game, and the most of them (and of games) in one part. */
interface Parts<G> {
  readonly actionsOf: (game: G) => number;
  readonly partActions?: number;
  readonly partGames?: number;
}

/** A file's reading as the messages a worker sends: every game, in order, in parts, then the end. */
export function fileMessages<G>(
  read: Result<ReadGames<G>>,
  { actionsOf, partActions = PART_ACTIONS, partGames = PART_GAMES }: Parts<G>,
): FileMessage<G>[] {
  if (!read.ok) return [{ kind: 'refused', error: read.error }];
  const messages: FileMessage<G>[] = [];
  let part: G[] = [];
  let actions = 0;
  for (const game of read.value.games) {
    const weight = actionsOf(game);
    if (part.length > 0 && (part.length >= partGames || actions + weight > partActions)) {
      messages.push({ kind: 'games', games: part });
      part = [];
      actions = 0;
    }
    part.push(game);
    actions += weight;
  }
  if (part.length > 0) messages.push({ kind: 'games', games: part });
  messages.push({ kind: 'end', refused: read.value.refused });
  return messages;
}

/** A Brigadier library file's reading as the messages its worker sends. */
export const libraryFileMessages = (read: Result<ImportedFile>, sizes: Omit<Parts<ImportedGame>, 'actionsOf'> = {}): LibraryFileMessage[] =>
  fileMessages(read, { ...sizes, actionsOf: (game) => game.record.actions.length });

/** Gathers the messages back into the file's reading; `hear` returns the reading at the end, else null. */
export function fileGatherer<G>(): (message: FileMessage<G>) => Result<ReadGames<G>> | null {
  const games: G[] = [];
  return (message) => {
    if (message.kind === 'refused') return err(message.error);
    if (message.kind === 'end') return ok({ games, refused: message.refused });
    for (const game of message.games) games.push(game);
    return null;
  };
}

export const libraryFileGatherer: () => (message: LibraryFileMessage) => Result<ImportedFile> | null = fileGatherer;

/** What the reader needs of a Worker (a real one in the page, a fake in tests). */
export interface FileWorkerLike<G = ImportedGame> {
  postMessage(text: string): void;
  onmessage: ((event: { data: FileMessage<G> }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

/**
 * Reads a file in a worker made for it (and ended after), which answers with `readHere`'s reading in
 * parts; where no worker can be made or it fails, the file is read here instead, so that an import is
 * slower rather than lost.
 */
export function readFileAside<G>(
  text: string,
  readHere: (text: string) => Result<ReadGames<G>>,
  makeWorker: () => FileWorkerLike<G>,
): Promise<Result<ReadGames<G>>> {
  return new Promise((resolve) => {
    let worker: FileWorkerLike<G>;
    try {
      worker = makeWorker();
    } catch {
      resolve(readHere(text));
      return;
    }
    const hear = fileGatherer<G>();
    let settled = false;
    const settle = (read: Result<ReadGames<G>>) => {
      if (settled) return;
      settled = true;
      worker.terminate();
      resolve(read);
    };
    worker.onmessage = ({ data }) => {
      const read = hear(data);
      if (read !== null) settle(read);
    };
    worker.onerror = () => settle(readHere(text));
    worker.postMessage(text);
  });
}

/** A Brigadier library file read in a worker (files.worker.ts), or here where none can be made. */
export const readLibraryFileAside = (text: string, makeWorker: () => FileWorkerLike): Promise<Result<ImportedFile>> =>
  readFileAside(text, readLibraryFile, makeWorker);

/** The page's reader: a module worker per file. */
export const pageFileReader = (text: string): Promise<Result<ImportedFile>> =>
  readLibraryFileAside(
    text,
    () => new Worker(new URL('./files.worker.ts', import.meta.url), { type: 'module' }) as unknown as FileWorkerLike,
  );
