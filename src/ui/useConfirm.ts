// A destructive choice asked in place ("Resign…", "Delete them…"): the question shows its safe answer
// first and focused, so Enter pressed by habit keeps things as they are; Esc (or the safe answer)
// closes the question and gives the focus back to the button that asked it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { focusLost } from './focus/focusable.ts';

export function useConfirm() {
  const [asking, setAsking] = useState(false);
  /** The button that asks ("Resign…"), focused again when the question closes unanswered. */
  const asker = useRef<HTMLButtonElement>(null);
  /** The safe answer ("No", "Keep them"), focused as the question opens. */
  const safe = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) safe.current?.focus();
    else if (asked.current && focusLost()) asker.current?.focus();
    asked.current = asking;
  }, [asking]);
  /** On the element holding the question's buttons: Esc answers safely, and goes no further (the table would dismiss its notice). */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !asking) return;
    event.preventDefault();
    event.stopPropagation();
    setAsking(false);
  };
  return { asking, ask: () => setAsking(true), cancel: () => setAsking(false), asker, safe, onKeyDown };
}
