// Honest storage (a game must never be lost silently): while the game on the table is not being saved
// anywhere, a sign says so, and offers the game as a file. The game plays on meanwhile. The player may
// fold the sign to a small "Not saved" mark (it never goes while nothing is saved), so it covers nothing
// they need.
import { useState } from 'react';
import { selectGame } from '../../store/selectors.ts';
import { recordFileName, recordText } from '../../store/records.ts';
import { downloadText } from '../download.ts';
import { useGame } from '../StoreContext.tsx';
import { useLibrary } from './LibraryContext.tsx';
import './library.css';

export function SaveSign() {
  const reason = useLibrary((s) => s.notSaving, null);
  const game = useGame(selectGame);
  const [folded, setFolded] = useState(false);
  if (!reason) return null;
  return (
    <aside className="save-sign" role="status" aria-label="Not saved">
      {folded ? (
        <button type="button" className="small" aria-expanded="false" onClick={() => setFolded(false)}>
          Not saved: why?
        </button>
      ) : (
        <>
          <p>
            <strong>Not saved:</strong> {reason}. The game plays on{game ? '; save it as a file to keep it' : ''}.
          </p>
          {game && (
            <button type="button" className="small small--accent" onClick={() => downloadText(recordFileName(game), recordText(game))}>
              Save this game to a file
            </button>
          )}
          <button type="button" className="small" aria-expanded="true" onClick={() => setFolded(true)}>
            Fold
          </button>
        </>
      )}
    </aside>
  );
}
