// One writer per game (two tabs writing one game would each overwrite the other's moves): when another
// tab plays the game on the table, this tab shows it as it goes and cannot change it, until the player
// takes it over here.
import { selectReadOnly } from '../../store/library/selectors.ts';
import { useGame } from '../StoreContext.tsx';
import { useLibraryStore } from './LibraryContext.tsx';
import './library.css';

export function WatchingBanner() {
  const readOnly = useGame(selectReadOnly);
  const library = useLibraryStore();
  if (!readOnly || !library) return null;
  return (
    <aside className="watching" role="status" aria-label="Played in another tab">
      <p>
        This game is being played in another tab or window. Here it is shown as it goes and cannot be changed; when that tab closes, it
        carries on here.
      </p>
      <button type="button" className="small small--accent" onClick={() => void library.getState().takenOver()}>
        Take over this game here
      </button>
    </aside>
  );
}
