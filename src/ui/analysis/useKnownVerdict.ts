// The referee's verdict on a position as a React value: known at once when the referee has it, else
// asked for, with the time waited so far so that a long search says it is still working. A table the
// referee refuses (too hard for a stranger's budget) comes back as `refused`, and nothing waits for it.
import { useEffect, useState } from 'react';
import type { Position, TooHard, Verdict } from '../../engine/index.ts';
import type { RefereeService } from '../../store/refereeService.ts';
import { useElapsed } from '../useElapsed.ts';

export function useKnownVerdict(
  referee: RefereeService,
  position: Position,
): { readonly verdict: Verdict | undefined; readonly refused: TooHard | undefined; readonly waitedMs: number } {
  const known = referee.known(position);
  const refused = known ? undefined : referee.refused?.(position);
  const [, answered] = useState(0);
  // When the referee was asked about this position; null while nothing is waited for.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const waitedMs = useElapsed(askedAt);
  useEffect(() => {
    if (known || refused) return;
    let live = true;
    setAskedAt(Date.now());
    void (referee.settled?.([position]) ?? referee.ensure([position])).then(() => {
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
  }, [referee, position, known, refused]);
  return { verdict: known, refused, waitedMs: known || refused ? 0 : waitedMs };
}
