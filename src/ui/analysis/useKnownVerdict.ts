// The referee's verdict on a position as a React value: known at once when the referee has it, else
// asked for, with the time waited so far so that a long search says it is still working.
import { useEffect, useState } from 'react';
import type { Position } from '../../engine/position.ts';
import type { Verdict } from '../../engine/referee.ts';
import type { RefereeService } from '../../store/refereeService.ts';
import { useElapsed } from '../useElapsed.ts';

export function useKnownVerdict(referee: RefereeService, position: Position): { readonly verdict: Verdict | undefined; readonly waitedMs: number } {
  const known = referee.known(position);
  const [, answered] = useState(0);
  // When the referee was asked about this position; null while nothing is waited for.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const waitedMs = useElapsed(askedAt);
  useEffect(() => {
    if (known) return;
    let live = true;
    setAskedAt(Date.now());
    void referee.ensure([position]).then(() => {
      if (live) {
        setAskedAt(null);
        answered((n) => n + 1);
      }
    });
    return () => {
      live = false;
      // A position left unanswered stops its clock; the next one starts its own.
      setAskedAt(null);
    };
  }, [referee, position, known]);
  return { verdict: known, waitedMs: known ? 0 : waitedMs };
}
