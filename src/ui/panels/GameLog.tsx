// The game log: every accepted action in words, by turn, newest last. A panel beside the
// table, not a dialog: it takes the focus as it opens and gives it back on closing (Esc too), but Tab
// may leave it for the table.
import { useEffect, useRef } from 'react';
import { useDialogFocus } from '../useDialogFocus.ts';
import { selectGame } from '../../store/selectors.ts';
import { useGame } from '../StoreContext.tsx';

export function GameLog({ onClose }: { readonly onClose: () => void }) {
  const game = useGame(selectGame)!;
  const end = useRef<HTMLLIElement>(null);
  const panel = useRef<HTMLElement>(null);
  useDialogFocus(panel, { onClose, trap: false });
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [game.log.length]);
  return (
    <aside ref={panel} className="log" aria-label="Game log">
      <header className="log__header">
        <h2>Game log</h2>
        <button type="button" className="small" onClick={onClose}>
          Close
        </button>
      </header>
      {game.log.length === 0 ? (
        <p className="log__empty">Nothing has happened yet.</p>
      ) : (
        // A list that scrolls must be reachable by keyboard to be scrolled: it takes focus, with a name.
        <ol className="log__list" tabIndex={0} aria-label="Actions of the game, by turn">
          {game.log.map((entry, i) => (
            <li key={i} ref={i === game.log.length - 1 ? end : undefined} className={`log__entry log__entry--p${entry.player}`}>
              <span className="log__turn">Turn {entry.turn}</span> {entry.text}
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
