// A quiet sign while an action waits for the referee (the referee works in a Web Worker, never on the
// page's thread): the page stays live, and the players see that the referee is working and for how long.
import { selectCheckingSince } from '../../store/selectors.ts';
import { useGame } from '../StoreContext.tsx';
import { useElapsed } from '../useElapsed.ts';

export function CheckingSign() {
  const since = useGame(selectCheckingSince);
  const elapsed = useElapsed(since);
  if (since === null) return null;
  return (
    <p className="checking" role="status">
      The referee is checking this table… {(elapsed / 1000).toFixed(1)} s
    </p>
  );
}
