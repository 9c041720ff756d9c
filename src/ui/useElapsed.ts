// One clock for "checking… 1.2 s" (one hook, so the two waits count alike): the referee's sign on the
// table and the analysis board's wait both show how long the referee has been at it, redrawn every tenth
// of a second.
import { useEffect, useState } from 'react';

/** How often the elapsed time is shown anew (ms): a tenth of a second, the figure the sign shows. */
const TICK = 100;

/** The milliseconds since `since` (a Date.now() time), kept fresh while it is not null; 0 when it is. */
export function useElapsed(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), TICK);
    return () => clearInterval(timer);
  }, [since]);
  // Until the first tick `now` may be older than `since`: the wait has only just begun.
  return since === null ? 0 : Math.max(0, now - since);
}
