// Esc closes the panel or popover that is open (the log, keys, settings, share, the tools menu), and
// only it: the key goes no further, so it does not also dismiss the referee's notice underneath.
import { useEffect } from 'react';

export function useEscape(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      close();
    };
    // Capture, so this runs before the table's own shortcut handler on the window.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open, close]);
}
