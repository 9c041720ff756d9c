// The referee's verdict on a position as a React value: known at once when the referee has it, else
// asked for, with the time waited so far so that a long search says it is still working.
import { useEffect, useState } from 'react';
import type { Position } from '../../engine/position.ts';
import type { Verdict } from '../../engine/referee.ts';
import type { RefereeService } from '../../store/refereeService.ts';

/** How often the waiting time is shown anew (ms). */
const TICK = 100;

export function useKnownVerdict(referee: RefereeService, position: Position): { readonly verdict: Verdict | undefined; readonly waitedMs: number } {
  const known = referee.known(position);
  const [, answered] = useState(0);
  const [waitedMs, setWaited] = useState(0);
  useEffect(() => {
    if (known) return;
    let live = true;
    const started = Date.now();
    const timer = setInterval(() => live && setWaited(Date.now() - started), TICK);
    void referee.ensure([position]).then(() => {
      clearInterval(timer);
      if (live) {
        setWaited(0);
        answered((n) => n + 1);
      }
    });
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [referee, position, known]);
  return { verdict: known, waitedMs: known ? 0 : waitedMs };
}
