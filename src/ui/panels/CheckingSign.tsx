// A quiet sign while an action waits for the referee (issue 11): the page stays live, and the players
// see that the referee is working and for how long.
import { useEffect, useState } from 'react';
import { selectCheckingSince } from '../../store/selectors.ts';
import { useGame } from '../StoreContext.tsx';

/** How often the elapsed time is shown anew (ms). */
const TICK = 100;

export function CheckingSign() {
  const since = useGame(selectCheckingSince);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), TICK);
    return () => clearInterval(timer);
  }, [since]);
  if (since === null) return null;
  return (
    <p className="checking" role="status">
      The referee is checking this table… {(Math.max(0, now - since) / 1000).toFixed(1)} s
    </p>
  );
}
