// The referee service that searches in the caller's thread: the tests, and the practice tables of the
// course and the drills, whose small positions answer at once (they load only with those screens).
import { positionKey, type Asker, type Position, type TooHard, type Verdict } from '../engine/index.ts';
import { LocalReferee } from '../engine/search/index.ts';
import type { RefereeService } from './refereeService.ts';

/**
 * Every verdict is known at once: it is searched when asked for. For a stranger's tables (`asker`),
 * one past the node budget is refused, as the worker refuses it (refereeService.ts): `known` is then
 * undefined and `ensure` never resolves.
 */
export function inProcessReferee(referee = new LocalReferee(), asker: Asker = 'game'): RefereeService {
  if (asker === 'game') {
    return {
      verdict: (position) => referee.verdict(position),
      known: (position) => referee.verdict(position),
      ensure: (positions) => {
        for (const position of positions) referee.verdict(position);
        return Promise.resolve();
      },
      dispose: () => {},
    };
  }
  const refusals = new Map<string, TooHard>();
  const judge = (position: Position): Verdict | TooHard => {
    const key = positionKey(position);
    const refused = refusals.get(key);
    if (refused) return refused;
    const judged = referee.judge(position, asker);
    if ('kind' in judged) refusals.set(key, judged);
    return judged;
  };
  const known = (position: Position) => {
    const judged = judge(position);
    return 'kind' in judged ? undefined : judged;
  };
  return {
    verdict: (position) => {
      const judged = judge(position);
      if ('kind' in judged) throw new Error('referee service: a verdict was asked for a table too hard to decide here');
      return judged;
    },
    known,
    refused: (position) => {
      const judged = judge(position);
      return 'kind' in judged ? judged : undefined;
    },
    ensure: (positions) => (positions.every((position) => known(position) !== undefined) ? Promise.resolve() : new Promise<void>(() => {})),
    settled: (positions) => {
      for (const position of positions) judge(position);
      return Promise.resolve();
    },
    dispose: () => {},
  };
}
