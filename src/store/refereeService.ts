// The referee as a service the store holds (a knock may need seconds of search, which must never freeze
// the page): verdicts on positions (src/engine/verdicts.ts), found in a Web Worker in the page so that no
// search ever holds the page, or in process for tests and practice tables (inProcessReferee.ts). Both
// answer the same verdicts; the worker's are kept here by position key once they come. Nothing here
// imports the search: the page's first load carries none.
import { positionKey, VerdictCache, type Asker, type Position, type Referee, type TooHard, type Verdict } from '../engine/index.ts';
import type { RefereeAnswer, RefereeRequest } from './refereeProtocol.ts';

export interface RefereeService extends Referee {
  /** The verdict when it is known now, without waiting (an in-process service always knows: it searches). */
  known(position: Position): Verdict | undefined;
  /**
   * Resolves once every position's verdict is known. A position the service refuses (too hard for a
   * stranger's budget) never gets one, so the promise never resolves: whatever waits on it waits,
   * and the page stays live.
   */
  ensure(positions: readonly Position[]): Promise<void>;
  /** Why a position will get no verdict here: too hard for the service's budget (a stranger's table only). */
  refused?(position: Position): TooHard | undefined;
  /** Resolves once every position's verdict is known or refused. */
  settled?(positions: readonly Position[]): Promise<void>;
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

/** Refusals remembered per service: they are few (a board's tables), and each costs a whole search. */
const REFUSALS_KEPT = 256;

const nothingSearched = (): never => {
  throw new Error('referee service: a verdict was asked for before it was known (call ensure first)');
};

interface Waiting {
  readonly position: Position;
  /** Resolves with the verdict. */
  readonly done: Promise<void>;
  readonly resolve: () => void;
  /** Resolves with the verdict or the refusal. */
  readonly settled: Promise<void>;
  readonly settle: () => void;
}

/** A promise that never resolves: what waits for a refused position's verdict. */
const never = new Promise<void>(() => {});

/**
 * A service whose searches run in a worker. Each position is asked for once; its verdict is kept (the
 * most recent few thousand) and answers `known` and `verdict` from then on. Should the worker fail,
 * the searches it owed are made here instead, so an answer is late rather than lost. `asker` says
 * whose tables it judges: a game's are always decided; a stranger's (the analysis board) past the
 * node budget are refused (`refused`), never guessed.
 */
export class WorkerReferee implements RefereeService {
  private readonly cache = new VerdictCache(8192);
  private readonly refusals = new Map<string, TooHard>();
  private readonly waiting = new Map<string, Waiting>();
  private worker: WorkerLike | null = null;
  /** The search made here when there is no worker: loaded only then. */
  private fallback: Promise<{ judge(position: Position, asker: Asker): Verdict | TooHard }> | null = null;

  constructor(
    makeWorker: () => WorkerLike,
    private readonly asker: Asker = 'game',
  ) {
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

  refused(position: Position): TooHard | undefined {
    return this.refusals.get(positionKey(position));
  }

  ensure(positions: readonly Position[]): Promise<void> {
    return this.await(positions, 'done');
  }

  settled(positions: readonly Position[]): Promise<void> {
    return this.await(positions, 'settled');
  }

  private await(positions: readonly Position[], what: 'done' | 'settled'): Promise<void> {
    const owed: Promise<void>[] = [];
    for (const position of positions) {
      const key = positionKey(position);
      if (this.cache.get(key)) continue;
      if (this.refusals.has(key)) {
        if (what === 'done') owed.push(never);
        continue;
      }
      let entry = this.waiting.get(key);
      if (!entry) {
        let resolve!: () => void;
        let settle!: () => void;
        const done = new Promise<void>((r) => (resolve = r));
        const settled = new Promise<void>((r) => (settle = r));
        entry = { position, done, resolve, settled, settle };
        this.waiting.set(key, entry);
        if (this.worker) this.worker.postMessage({ key, position, ...(this.asker === 'stranger' && { budget: this.asker }) });
        else this.searchHere(key);
      }
      owed.push(entry[what]);
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
    const entry = this.waiting.get(answer.key);
    this.waiting.delete(answer.key);
    if ('tooHard' in answer) {
      // No verdict is made up: what waits for one keeps waiting; what waits to know stops.
      this.refusals.set(answer.key, { kind: 'too-hard', nodes: answer.tooHard.nodes });
      if (this.refusals.size > REFUSALS_KEPT) this.refusals.delete(this.refusals.keys().next().value!);
      entry?.settle();
      return;
    }
    this.cache.set(answer.key, answer.verdict);
    entry?.resolve();
    entry?.settle();
  }

  private searchHere(key: string): void {
    const entry = this.waiting.get(key);
    if (!entry) return;
    this.fallback ??= import('../engine/search/index.ts').then(({ LocalReferee }) => new LocalReferee());
    void this.fallback.then((referee) => {
      const judged = referee.judge(entry.position, this.asker);
      this.answered('kind' in judged ? { key, tooHard: { nodes: judged.nodes } } : { key, verdict: judged });
    });
  }

  /** The worker is gone: what it owed is searched here, and so is everything asked from now on. */
  private workerFailed(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const key of [...this.waiting.keys()]) this.searchHere(key);
  }
}

/**
 * The page's referee: searches in a worker of its own (where the browser has none, on the page, late);
 * `asker` 'stranger' for the analysis board, whose tables past the node budget are refused.
 */
export const pageReferee = (asker: Asker = 'game'): RefereeService =>
  new WorkerReferee(() => new Worker(new URL('./referee.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike, asker);
