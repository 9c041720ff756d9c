// The knock radar (house rule `knockRadar`, a teaching aid, off by default): a quiet sign, near the
// watcher's Knock button, that a knock now would be valid (R7.1, R7.2). It never says what the fault was.
import type { PlayerIndex } from '../../engine/index.ts';
import { selectRadar } from '../../store/selectors.ts';
import { useGame } from '../StoreContext.tsx';
import './coach.css';

export function RadarBadge({ player }: { readonly player: PlayerIndex }) {
  const radar = useGame(selectRadar);
  if (radar?.watcher !== player) return null;
  return (
    <p className="radar" role="status">
      <span className="radar__dot" aria-hidden="true" />
      Radar: {radar.window === 'during-turn' ? 'a fault was just made' : 'the last turn held a fault'}
    </p>
  );
}
