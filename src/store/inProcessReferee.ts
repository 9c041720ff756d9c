// The referee service that searches in the caller's thread: the tests, and the practice tables of the
// course and the drills, whose small positions answer at once (they load only with those screens).
import { LocalReferee } from '../engine/referee.ts';
import type { RefereeService } from './refereeService.ts';

/** Every verdict is known at once: it is searched when asked for. */
export function inProcessReferee(referee = new LocalReferee()): RefereeService {
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
