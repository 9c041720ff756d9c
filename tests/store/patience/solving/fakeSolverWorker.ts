// The solver's worker in the test's hands, running the real solver in process: requests cross as
// structured clones and wait until `flush` (or, with `auto`, are answered on the next task).
import { solve } from '../../../../src/patience/index.ts';
import { answerSolve, type SolveAnswer, type SolveRequest } from '../../../../src/store/patience/solving/solverProtocol.ts';
import { WorkerSolver, type SolverWorkerLike } from '../../../../src/store/patience/solving/solverService.ts';

export class FakeSolverWorker implements SolverWorkerLike {
  onmessage: ((event: { data: SolveAnswer }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly inbox: SolveRequest[] = [];
  terminated = false;
  constructor(private readonly auto = false) {}
  postMessage(message: SolveRequest): void {
    this.inbox.push(structuredClone(message));
    if (this.auto) setTimeout(() => this.flush(), 0);
  }
  /** Answers every request so far, in order; how many. */
  flush(): number {
    const requests = this.inbox.splice(0);
    for (const request of requests) if (!this.terminated) this.onmessage?.({ data: structuredClone(answerSolve(solve, request)) });
    return requests.length;
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** A service on fake workers; `workers` lists every one it made. */
export function fakeSolver(auto = false, abandonAfterMs = 0) {
  const workers: FakeSolverWorker[] = [];
  const service = new WorkerSolver(
    () => {
      const worker = new FakeSolverWorker(auto);
      workers.push(worker);
      return worker;
    },
    { abandonAfterMs },
  );
  return { service, workers, last: () => workers[workers.length - 1]! };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
