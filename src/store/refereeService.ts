// The referee as a service the store holds (issue 11): verdicts on positions (src/engine/verdicts.ts),
// found in a Web Worker in the page so that no search ever holds the page, or in process for tests and
// practice tables (inProcessReferee.ts). Both answer the same verdicts; the worker's are kept here by
// position key once they come. Nothing here imports the search: the page's first load carries none.
import { VerdictCache, type Referee, type Verdict } from '../engine/verdicts.ts';
import { positionKey, type Position } from '../engine/position.ts';
import type { RefereeAnswer, RefereeRequest } from './refereeProtocol.ts';

export interface RefereeService extends Referee {
  /** The verdict when it is known now, without waiting (an in-process service always knows: it searches). */
  known(position: Position): Verdict | undefined;
  /** Resolves once every position's verdict is known. */
  ensure(positions: readonly Position[]): Promise<void>;
  /** Stops any search under way; the service answers nothing more. */
  dispose(): void;
}

/** What the service needs of a Worker (a real one in the page, a fake in tests). */
export interface WorkerLike {
  postMessage(message: RefereeRequest): void;
  onmessage: ((event: { data: RefereeAnswer }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

const nothingSearched = (): never => {
  throw new Error('referee service: a verdict was asked for before it was known (call ensure first)');
};

/**
 * A service whose searches run in a worker. Each position is asked for once; its verdict is kept (the
 * most recent few thousand) and answers `known` and `verdict` from then on. Should the worker fail,
 * the searches it owed are made here instead, so an answer is late rather than lost.
 */
export class WorkerReferee implements RefereeService {
  private readonly cache = new VerdictCache(8192);
  private readonly waiting = new Map<string, { position: Position; done: Promise<void>; resolve: () => void }>();
  private worker: WorkerLike | null = null;
  /** The search made here when there is no worker: loaded only then. */
  private fallback: Promise<Referee> | null = null;

  constructor(makeWorker: () => WorkerLike) {
    try {
      this.worker = makeWorker();
      this.worker.onmessage = (event) => this.answered(event.data);
      this.worker.onerror = () => this.workerFailed();
    } catch {
      this.worker = null;
    }
  }

  known(position: Position): Verdict | undefined {
    return this.cache.get(positionKey(position));
  }

  verdict(position: Position): Verdict {
    return this.known(position) ?? nothingSearched();
  }

  ensure(positions: readonly Position[]): Promise<void> {
    const owed: Promise<void>[] = [];
    for (const position of positions) {
      const key = positionKey(position);
      if (this.cache.get(key)) continue;
      let entry = this.waiting.get(key);
      if (!entry) {
        let resolve!: () => void;
        const done = new Promise<void>((r) => (resolve = r));
        entry = { position, done, resolve };
        this.waiting.set(key, entry);
        if (this.worker) this.worker.postMessage({ key, position });
        else this.searchHere(key);
      }
      owed.push(entry.done);
    }
    return Promise.all(owed).then(() => undefined);
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.waiting.clear();
  }

  private answered(answer: RefereeAnswer): void {
    if ('error' in answer) return this.searchHere(answer.key);
    this.cache.set(answer.key, answer.verdict);
    const entry = this.waiting.get(answer.key);
    this.waiting.delete(answer.key);
    entry?.resolve();
  }

  private searchHere(key: string): void {
    const entry = this.waiting.get(key);
    if (!entry) return;
    this.fallback ??= import('../engine/referee.ts').then(({ LocalReferee }) => new LocalReferee());
    void this.fallback.then((referee) => this.answered({ key, verdict: referee.verdict(entry.position) }));
  }

  /** The worker is gone: what it owed is searched here, and so is everything asked from now on. */
  private workerFailed(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const key of [...this.waiting.keys()]) this.searchHere(key);
  }
}

/** The page's referee: searches in a worker of its own (where the browser has none, on the page, late). */
export const pageReferee = (): RefereeService =>
  new WorkerReferee(() => new Worker(new URL('./referee.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike);
