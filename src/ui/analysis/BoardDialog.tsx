// A dialog over the analysis board: keys typed in it are its own (the table's shortcuts R, D, P, K do not
// hear them), Tab stays inside, Esc closes it and the focus goes back to the button that opened it. It is drawn into the page's body, not inside the board's screen, whose
// box hides what overflows it: a phone held sideways scrolls the dialog, and a control scrolled out of
// the dialog's view must lie in no box that cuts it.
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../useDialogFocus.ts';

interface BoardDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export function BoardDialog({ title, onClose, children }: BoardDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLElement>(null);
  useDialogFocus(dialog, { onClose });
  return createPortal(
    <div className="veil" onKeyDown={(e) => e.stopPropagation()}>
      <section ref={dialog} className="dialog setup" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{title}</h1>
        {children}
      </section>
    </div>,
    document.body,
  );
}
