// "What can I play?": the Moves button, and the keys that open its dialog (MovesDialog.tsx): L on the
// list of moves, M or / on the field for a typed move. When the dialog closes (Esc, Close, or a move
// played) focus goes back where it came from.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { GameStore } from '../../store/gameStoreShape.ts';
import { selectFoundationPlaces, selectGame, selectPlayable } from '../../store/selectors.ts';
import { useGame, useGameStore } from '../StoreContext.tsx';
import { tableHears } from '../useShortcuts.ts';
import type { Start } from './MovesDialog.tsx';
import './moves.css';

const MovesDialog = lazy(() => import('./MovesDialog.tsx').then((m) => ({ default: m.MovesDialog })));

const OPENING_KEYS: Record<string, Start> = { l: 'list', m: 'type', '/': 'type' };

/** The keys that open the dialog, heard on the window like the table's other shortcuts. */
function useOpeningKeys(store: GameStore, open: (start: Start) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const start = OPENING_KEYS[event.key.toLowerCase()];
      if (!start || event.repeat || !tableHears(store, event)) return;
      event.preventDefault();
      open(start);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, open]);
}

/** The Moves button, and the dialog it opens (also by L, M or /). */
export function MovesButton() {
  const store = useGameStore();
  const game = useGame(selectGame)!;
  const places = useGame(selectFoundationPlaces);
  const playable = useGame(selectPlayable);
  const [open, setOpen] = useState<Start | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const show = useMemo(
    () => (start: Start) => {
      if (document.activeElement instanceof HTMLElement && !document.activeElement.closest('.moves'))
        opener.current = document.activeElement;
      setOpen(start);
    },
    [],
  );
  useOpeningKeys(store, show);
  const close = () => {
    setOpen(null);
    // Back where the player was: the card or button they came from, if it is still on the table.
    // After the table has drawn the move: the card may have left, and the dialog may be open again already (L at once).
    requestAnimationFrame(() => {
      if (document.querySelector('.moves')) return;
      const back = opener.current?.isConnected && opener.current !== document.body ? opener.current : button.current;
      back?.focus();
    });
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="small"
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        aria-keyshortcuts="L"
        onClick={() => (open ? close() : show('list'))}
      >
        Moves <kbd>L</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MovesDialog start={open} onClose={close} store={store} game={game} places={places} playable={playable} />
        </Suspense>
      )}
    </>
  );
}
