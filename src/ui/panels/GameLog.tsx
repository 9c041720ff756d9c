// The game log: every accepted action in words, by turn, newest last. A panel beside the
// table, not a dialog: it takes the focus as it opens and gives it back on closing (Esc too), but Tab
// may leave it for the table.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useDialogFocus } from '../useDialogFocus.ts';
import { selectGame } from '../../store/selectors.ts';
import { useGame } from '../StoreContext.tsx';
import './log.css';

/**
 * Keeps the panel's foot above the table's tools, wherever they are drawn: the stylesheet's estimate
 * (the bottom edge's height) falls short when the tools wrap onto more rows than a card is tall.
 */
function useStopAboveTools(panel: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const tools = document.querySelector<HTMLElement>('.toolbar--game');
    const node = panel.current;
    if (!tools || !node) return;
    const place = () => {
      const top = tools.getBoundingClientRect().top;
      node.style.bottom = top > 0 && top < window.innerHeight ? `${Math.ceil(window.innerHeight - top + 8)}px` : '';
    };
    place();
    const watch = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    watch?.observe(tools);
    window.addEventListener('resize', place);
    return () => {
      watch?.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [panel]);
}

export function GameLog({ onClose }: { readonly onClose: () => void }) {
  const game = useGame(selectGame)!;
  const end = useRef<HTMLLIElement>(null);
  const panel = useRef<HTMLElement>(null);
  useDialogFocus(panel, { onClose, trap: false });
  useStopAboveTools(panel);
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
