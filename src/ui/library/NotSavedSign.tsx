// Honest storage (a game must never be lost silently): while the game on the table is not being saved
// anywhere, a sign says so and offers the game as a file, in both games. The game plays on meanwhile.
// The player may fold the sign to a small "Not saved" mark (it never goes while nothing is saved), so
// it covers nothing they need.
import { useState } from 'react';

export interface NotSavedSignProps {
  /** Why nothing is saved, in the player's words ("site data is blocked"). */
  readonly reason: string;
  /** The sign's look in its game's screen. */
  readonly className: string;
  /** Downloads the game on the table as its record file; null when there is no game to save. */
  readonly onSave: (() => void) | null;
  /** Whether it starts folded (a window too short to give the sign its lines above the cards). */
  readonly startFolded?: boolean;
}

export function NotSavedSign({ reason, className, onSave, startFolded = false }: NotSavedSignProps) {
  const [folded, setFolded] = useState(startFolded);
  return (
    <aside className={className} role="status" aria-label="Not saved">
      {folded ? (
        <button type="button" className="small" aria-expanded="false" onClick={() => setFolded(false)}>
          Not saved: why?
        </button>
      ) : (
        <>
          <p>
            <strong>Not saved:</strong> {reason}. The game plays on{onSave ? '; save it as a file to keep it' : ''}.
          </p>
          {onSave && (
            <button type="button" className="small small--accent" onClick={onSave}>
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
