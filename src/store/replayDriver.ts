// A record replayed without holding the page (a record of 100,000 actions must not freeze it): the
// engine's `replaying` is run in slices of a few milliseconds, and waits, without blocking, for the
// worker's verdicts a knock or take-back needs. A short record finishes at once, in the caller's own
// task.
import type { GameState, ReplayPause, Result } from '../engine/index.ts';
import type { RefereeService } from './refereeService.ts';

/** How long one slice of a replay may run before the page gets its turn (ms). */
export const REPLAY_SLICE_MS = 12;

export interface ReplayDriverOptions {
  readonly sliceMs?: number;
  /** Called now and then with the number of actions replayed so far. */
  readonly onProgress?: (done: number) => void;
}

/**
 * Runs `steps` to its end and hands the result to `finish`. Returns true when it finished in this
 * call (then `finish` has been called already), false when the rest goes on later.
 */
export function driveReplay(
  steps: Generator<ReplayPause, Result<GameState>, void>,
  referee: RefereeService,
  finish: (result: Result<GameState>) => void,
  { sliceMs = REPLAY_SLICE_MS, onProgress }: ReplayDriverOptions = {},
): boolean {
  const run = (): boolean => {
    const started = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) {
        finish(step.value);
        return true;
      }
      const pause = step.value;
      if ('needs' in pause) {
        const missing = pause.needs.filter((position) => referee.known(position) === undefined);
        if (missing.length > 0) {
          void referee.ensure(missing).then(run);
          return false;
        }
      } else onProgress?.(pause.done);
      if (performance.now() - started > sliceMs) {
        setTimeout(run, 0);
        return false;
      }
    }
  };
  return run();
}
