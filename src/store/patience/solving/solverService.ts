// The patience's solver as a service the page holds: whether a table can be won, and how, found in a
// Web Worker (solver.worker.ts) so that no search ever holds the page. Answers are kept by table;
// a winning line is kept for every table along it, so a player who follows the hints is answered at
// once. Nothing here imports the solver: the worker carries it.
import { applyMove, type PatiencePosition } from '../../../patience/index.ts';
import { patienceKey } from './patienceKey.ts';
import type { SolveAnswer, SolveRequest, SolveVerdict } from './solverProtocol.ts';

/**
 * What an asker is told: the solver's verdict; `superseded` when a newer question of the same lane
 * took its place before it was answered; `failed` when no worker could answer (never a guess).
 */
export type SolverOutcome = SolveVerdict | { readonly kind: 'superseded' } | { readonly kind: 'failed'; readonly message: string };

export interface SolveAsk {
  /**
   * Questions of one lane replace each other: the newest supersedes every older one of its lane that
   * no other lane waits for (the sign after each move of a player moving fast asks only about the table now).
   */
  readonly lane?: string;
  /** The solver's cap on stored tables, when it should give up sooner than its own (solverProtocol.ts). */
  readonly maxStates?: number;
}

export interface SolverService {
  /** The verdict kept for a table, now, or undefined. A `too-big` is kept too, for the cap it was found with. */
  known(position: PatiencePosition): SolveVerdict | undefined;
  /** Asks the worker (or the kept answers) about a table. Answers come in the order asked. */
  solve(position: PatiencePosition, ask?: SolveAsk): Promise<SolverOutcome>;
  /** Every question of `lane` still waiting is told `superseded` (the table it was about is gone). */
  cancel(lane: string): void;
  /** Stops every search; what waits is told `superseded`. */
  dispose(): void;
}

export interface SolverServiceOptions {
  /**
   * A search nobody waits for any more runs on this long after it was sent (ms), for most searches end
   * within it and their answer is kept; past it, the worker is stopped and a new one takes the next question.
   */
  readonly abandonAfterMs?: number;
  readonly now?: () => number;
}

/** What the service needs of a Worker (a real one in the page, one in process in tests). */
export interface SolverWorkerLike {
  postMessage(message: SolveRequest): void;
  onmessage: ((event: { data: SolveAnswer }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

/** Tables whose verdict is kept: a winning line keeps one a move, so a few games' worth. */
const KEPT = 4096;
/** Workers that failed one after another before the service gives up making them. */
const FAILURES_TOLERATED = 3;

interface Waiter {
  readonly lane: string | undefined;
  readonly resolve: (outcome: SolverOutcome) => void;
}

interface Job {
  readonly request: SolveRequest;
  readonly waiters: Waiter[];
  /** When it went to the worker (ms). */
  sentAt: number;
}

/** Most searches are decided well within this (docs/measurements.md: p50 25 ms a deal). */
const ABANDON_AFTER_MS = 250;

const capOf = (maxStates: number | undefined): number => maxStates ?? Number.POSITIVE_INFINITY;

export class WorkerSolver implements SolverService {
  private readonly kept = new Map<string, { verdict: SolveVerdict; cap: number }>();
  private readonly queue: Job[] = [];
  private running: Job | null = null;
  private worker: SolverWorkerLike | null = null;
  private failures = 0;
  private nextId = 1;
  private disposed = false;

  private readonly abandonAfterMs: number;
  private readonly now: () => number;

  constructor(
    private readonly makeWorker: () => SolverWorkerLike,
    options: SolverServiceOptions = {},
  ) {
    this.abandonAfterMs = options.abandonAfterMs ?? ABANDON_AFTER_MS;
    this.now = options.now ?? (() => performance.now());
  }

  known(position: PatiencePosition): SolveVerdict | undefined {
    return this.kept.get(patienceKey(position))?.verdict;
  }

  solve(position: PatiencePosition, ask: SolveAsk = {}): Promise<SolverOutcome> {
    if (this.disposed) return Promise.resolve({ kind: 'superseded' });
    const key = patienceKey(position);
    const kept = this.kept.get(key);
    // A too-big found under a lower cap than this question's does not answer it.
    if (kept && (kept.verdict.kind !== 'too-big' || kept.cap >= capOf(ask.maxStates))) return Promise.resolve(kept.verdict);
    return new Promise((resolve) => {
      const same = [this.running, ...this.queue].find(
        (job) => job?.request.key === key && capOf(job.request.maxStates) >= capOf(ask.maxStates),
      );
      if (ask.lane !== undefined) this.supersede(ask.lane, same);
      const waiter: Waiter = { lane: ask.lane, resolve };
      if (same) same.waiters.push(waiter);
      else
        this.queue.push({
          request: { id: this.nextId++, key, position, ...(ask.maxStates !== undefined && { maxStates: ask.maxStates }) },
          waiters: [waiter],
          sentAt: 0,
        });
      this.pump();
    });
  }

  cancel(lane: string): void {
    this.supersede(lane, null);
  }

  dispose(): void {
    this.disposed = true;
    this.stopWorker();
    for (const job of [this.running, ...this.queue.splice(0)]) job?.waiters.forEach((w) => w.resolve({ kind: 'superseded' }));
    this.running = null;
  }

  /**
   * Older questions of `lane` (but the one a new question joins) are told `superseded`; a search nobody
   * waits for any more is dropped, or stopped if under way.
   */
  private supersede(lane: string, spared: Job | null | undefined): void {
    const drop = (job: Job): boolean => {
      if (job === spared) return false;
      const mine = job.waiters.filter((w) => w.lane === lane);
      mine.forEach((w) => w.resolve({ kind: 'superseded' }));
      job.waiters.splice(0, job.waiters.length, ...job.waiters.filter((w) => w.lane !== lane));
      return job.waiters.length === 0;
    };
    for (let i = this.queue.length - 1; i >= 0; i--) if (drop(this.queue[i]!)) this.queue.splice(i, 1);
    if (this.running && drop(this.running)) this.abandon(this.running);
  }

  /**
   * A search cannot be interrupted inside the worker: one nobody waits for is left to finish if it is
   * young (its answer is kept), otherwise the worker goes and a new one takes the next question.
   */
  private abandon(job: Job): void {
    const left = job.sentAt + this.abandonAfterMs - this.now();
    const stop = () => {
      if (this.running !== job || job.waiters.length > 0) return false;
      this.stopWorker();
      this.running = null;
      return true;
    };
    // Now: the question that superseded it is about to be sent. Later: the next one in the queue is.
    if (left <= 0) stop();
    else setTimeout(() => stop() && this.pump(), left);
  }

  private pump(): void {
    if (this.running || this.disposed) return;
    const job = this.queue.shift();
    if (!job) return;
    const worker = this.ensureWorker();
    if (!worker) return this.finish(job, { kind: 'failed', message: 'The solver could not be started in this browser.' });
    this.running = job;
    job.sentAt = this.now();
    worker.postMessage(job.request);
  }

  private ensureWorker(): SolverWorkerLike | null {
    if (this.worker || this.failures >= FAILURES_TOLERATED) return this.worker;
    try {
      const worker = this.makeWorker();
      worker.onmessage = (event) => this.answered(event.data);
      worker.onerror = () => this.workerFailed();
      this.worker = worker;
    } catch {
      this.failures = FAILURES_TOLERATED;
    }
    return this.worker;
  }

  private stopWorker(): void {
    if (!this.worker) return;
    this.worker.onmessage = null;
    this.worker.onerror = null;
    this.worker.terminate();
    this.worker = null;
  }

  private answered(answer: SolveAnswer): void {
    const job = this.running;
    if (!job || job.request.id !== answer.id) return;
    this.running = null;
    this.failures = 0;
    if ('error' in answer) this.finish(job, { kind: 'failed', message: answer.error });
    else {
      this.keep(job.request, answer.verdict);
      this.finish(job, answer.verdict);
    }
    this.pump();
  }

  /** The worker died (out of memory, say): its question is answered `failed`, and a new worker takes the next. */
  private workerFailed(): void {
    this.stopWorker();
    this.failures++;
    const job = this.running;
    this.running = null;
    if (job) this.finish(job, { kind: 'failed', message: 'The solver stopped before it could decide.' });
    this.pump();
  }

  private finish(job: Job, outcome: SolverOutcome): void {
    for (const waiter of job.waiters) waiter.resolve(outcome);
  }

  /** Keeps a verdict; a winning line also answers every table along it (the rest of the same line). */
  private keep(request: SolveRequest, verdict: SolveVerdict): void {
    this.remember(request.key, verdict, capOf(request.maxStates));
    if (verdict.kind !== 'winnable') return;
    let position = request.position;
    verdict.solution.forEach((move, i) => {
      position = applyMove(position, move);
      this.remember(patienceKey(position), { kind: 'winnable', solution: verdict.solution.slice(i + 1) }, Number.POSITIVE_INFINITY);
    });
  }

  private remember(key: string, verdict: SolveVerdict, cap: number): void {
    this.kept.delete(key);
    this.kept.set(key, { verdict, cap });
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
  }
}

/** The page's solver: searches in a module worker of its own, made when the first question comes. */
export const pageSolver = (): SolverService =>
  new WorkerSolver(() => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }) as unknown as SolverWorkerLike);
