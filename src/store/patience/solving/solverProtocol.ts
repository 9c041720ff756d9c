// The messages between the page and the patience's solver worker: a position by its key, and what the
// solver found for it (a winning line, a proof that none exists, or a stop at its cap), or the error.
import type { PatienceMove, PatiencePosition, SolveResult } from '../../../patience/index.ts';
import { shortenLine } from './shortenLine.ts';

/** Asks whether a position can be won; `key` is its `patienceKey`, `id` orders the answers. */
export interface SolveRequest {
  readonly id: number;
  readonly key: string;
  readonly position: PatiencePosition;
  /** The most tables the search may store (the solver's own cap when left out): a deal tried for "winnable only" gets less. */
  readonly maxStates?: number;
}

/** What the page is told about a position: never a guess; `too-big` says the search stopped at its cap. */
export type SolveVerdict =
  | { readonly kind: 'winnable'; readonly solution: readonly PatienceMove[] }
  | { readonly kind: 'not-winnable' }
  | { readonly kind: 'too-big' };

export type SolveAnswer =
  | { readonly id: number; readonly key: string; readonly verdict: SolveVerdict; readonly nodes: number }
  | { readonly id: number; readonly key: string; readonly error: string };

/**
 * The worker's side: one request answered by `solve` (passed in, so the tests and the worker share
 * this), a winning line made shorter first (shortenLine.ts).
 */
export function answerSolve(
  solve: (position: PatiencePosition, options: { maxStates?: number }) => SolveResult,
  request: SolveRequest,
): SolveAnswer {
  try {
    const result = solve(request.position, request.maxStates === undefined ? {} : { maxStates: request.maxStates });
    const verdict: SolveVerdict =
      result.kind === 'winnable' ? { kind: 'winnable', solution: shortenLine(request.position, result.solution) } : { kind: result.kind };
    return { id: request.id, key: request.key, verdict, nodes: result.nodes };
  } catch (e) {
    return { id: request.id, key: request.key, error: e instanceof Error ? e.message : String(e) };
  }
}
