// The messages between the page and the referee's worker: a position by its key, and the verdict (or
// the refusal, or the error) for that key. The worker keeps its verdicts across messages.
import type { Asker, Position, Verdict } from '../engine/index.ts';
import { LocalReferee } from '../engine/search/index.ts';

/** Asks for the verdict on a position; `key` is its `positionKey`. */
export interface RefereeRequest {
  readonly key: string;
  readonly position: Position;
  /**
   * Whose table it is: a game's (left out) is decided whatever the search costs; a stranger's (the
   * analysis board) is refused past its node budget (search/budget.ts).
   */
  readonly budget?: Asker;
}

/**
 * The verdict for a key; or `tooHard`: a stranger's table the budget refuses (the search stored
 * `nodes` and stopped; no verdict is guessed); or `error`, a broken invariant (the page then searches
 * itself).
 */
export type RefereeAnswer =
  | { readonly key: string; readonly verdict: Verdict }
  | { readonly key: string; readonly tooHard: { readonly nodes: number } }
  | { readonly key: string; readonly error: string };

/** The worker's side: one referee for the worker's lifetime, answering one request. */
export function answerRequest(referee: LocalReferee, request: RefereeRequest): RefereeAnswer {
  try {
    const judged = referee.judge(request.position, request.budget ?? 'game');
    if ('kind' in judged) return { key: request.key, tooHard: { nodes: judged.nodes } };
    // Every field read here, so that a verdict's lazily found moves cross to the page whole.
    const { distance, line, legalMoves, faultFree } = judged;
    return { key: request.key, verdict: { distance, line, legalMoves, faultFree } };
  } catch (e) {
    return { key: request.key, error: e instanceof Error ? e.message : String(e) };
  }
}
