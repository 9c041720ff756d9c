// A review built without holding the page: the record is walked in slices of a few milliseconds, then
// each turn is judged as soon as the referee knows its tables. Most verdicts are known already (the
// game's tables were each sent to the referee as they were reached, judgeAhead.ts); the rest are asked
// of the worker in chunks, ahead of the turn being judged, and the turns judged so far are shown meanwhile.
import {
  fatesOf,
  judgeTurn,
  ok,
  reviewOf,
  turnPositions,
  walking,
  type EndedTurn,
  type GameRecord,
  type GameReview,
  type Position,
  type Result,
  type ReviewedTurn,
  type WalkedGame,
} from '../../engine/index.ts';
import type { RefereeService } from '../refereeService.ts';

/** How long one slice of the work may run before the page gets its turn (ms). */
export const REVIEW_SLICE_MS = 12;
/** How many unknown tables are asked of the referee at once. */
export const REVIEW_CHUNK = 48;

/** How far the review has come: the turns judged so far (in order) out of the turns to judge. */
export interface ReviewProgress {
  readonly judged: readonly ReviewedTurn[];
  readonly total: number;
  /** Every knock and take-back of the game, known once the record is walked (before any turn is judged). */
  readonly knocks: GameReview['knocks'];
  readonly takeBacks: GameReview['takeBacks'];
}

export interface BuildOptions {
  readonly onProgress: (progress: ReviewProgress) => void;
  readonly finish: (review: Result<GameReview>) => void;
  readonly sliceMs?: number;
  readonly chunk?: number;
}

/**
 * The turns a review shows: every ended turn but those still open to a knock (a game in progress),
 * whose fault, shown now, would tell the watcher what to knock.
 */
export function turnsToJudge(walked: WalkedGame): EndedTurn[] {
  const { open } = fatesOf(walked);
  return walked.ended.filter((turn) => !open.has(turn.turn));
}

/** The unknown tables of `turns` from `from` on, up to `chunk` of them. */
function unknownAhead(turns: readonly EndedTurn[], from: number, referee: RefereeService, chunk: number): Position[] {
  const unknown: Position[] = [];
  for (let i = from; i < turns.length && unknown.length < chunk; i++)
    for (const position of turnPositions(turns[i]!)) if (referee.known(position) === undefined) unknown.push(position);
  return unknown;
}

/** Starts building the review of `record`; returns how to stop it (a closed review builds on no further). */
export function buildReview(record: GameRecord, referee: RefereeService, options: BuildOptions): () => void {
  const { onProgress, finish, sliceMs = REVIEW_SLICE_MS, chunk = REVIEW_CHUNK } = options;
  let stopped = false;
  const walk = walking(record, referee);
  const later = (run: () => void) => setTimeout(() => !stopped && run(), 0);
  const walkOn = (): void => {
    const started = performance.now();
    for (;;) {
      const step = walk.next();
      if (step.done) return step.value.ok ? judgeFrom(step.value.value) : finish(step.value);
      if ('needs' in step.value) {
        const missing = step.value.needs.filter((position) => referee.known(position) === undefined);
        if (missing.length > 0) return void referee.ensure(missing).then(() => !stopped && walkOn());
      }
      if (performance.now() - started > sliceMs) return void later(walkOn);
    }
  };
  const judgeFrom = (walked: WalkedGame): void => {
    const turns = turnsToJudge(walked);
    const fates = fatesOf(walked);
    const rules = walked.final.rules;
    const judged: ReviewedTurn[] = [];
    const known = { total: turns.length, knocks: walked.knocks, takeBacks: walked.takeBacks };
    const judgeOn = (): void => {
      const started = performance.now();
      while (judged.length < turns.length) {
        const turn = turns[judged.length]!;
        if (turnPositions(turn).some((position) => referee.known(position) === undefined)) {
          const ahead = unknownAhead(turns, judged.length, referee, chunk);
          onProgress({ ...known, judged: judged.slice() });
          return void referee.ensure(ahead).then(() => !stopped && judgeOn());
        }
        judged.push(judgeTurn(turn, fates, rules, referee));
        if (performance.now() - started > sliceMs) {
          onProgress({ ...known, judged: judged.slice() });
          return void later(judgeOn);
        }
      }
      finish(ok(reviewOf(walked, judged)));
    };
    onProgress({ ...known, judged: [] });
    judgeOn();
  };
  walkOn();
  return () => void (stopped = true);
}
