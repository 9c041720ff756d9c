// A share button and its popover: the link copied to the clipboard where the browser allows it, and
// always shown in a read-only field to copy by hand. Brigadier's "Share position" (the toolbar) and "Copy
// share link" (the analysis board), and the patience's "Share this deal / position", are this one box.
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { copyText } from '../analysis/address.ts';
import { useDialogFocus } from '../useDialogFocus.ts';
import './share.css';

interface ShareBoxProps {
  /** The address to share, read when the button is pressed; null shares nothing. */
  readonly url: () => string | null;
  readonly label: string;
  /** What the link opens, in the popover's name and its field's label: "position", "deal". */
  readonly what: string;
  /** Shown in the popover beside Close (the toolbar offers the analysis board there). */
  readonly extra?: ReactNode;
  /**
   * Where the popover opens: below the button (a panel at the top), above it (the toolbar at the
   * bottom), or across the width of the box's nearest positioned container (a narrow menu, where a
   * popover from its button would leave a phone's screen).
   */
  readonly opens?: 'down' | 'up' | 'across';
}

export function ShareBox({ url, label, what, extra, opens = 'down' }: ShareBoxProps) {
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  useDialogFocus(popover, { open: link !== null, onClose: useCallback(() => setLink(null), []), initial: field });
  const share = async () => {
    const shown = url();
    if (shown === null) return;
    setLink(shown);
    setCopied(null);
    setCopied(await copyText(shown));
    requestAnimationFrame(() => field.current?.select());
  };
  return (
    <div className={`share share--${opens}`}>
      <button type="button" className="small" aria-expanded={link !== null} onClick={() => void share()}>
        {label}
      </button>
      {link !== null && (
        <div ref={popover} className={`share__popover share__popover--${opens}`} role="dialog" aria-label={`Share this ${what}`}>
          <label htmlFor={`${id}-link`}>Link to this {what}</label>
          <input id={`${id}-link`} ref={field} className="share__field" readOnly value={link} onFocus={(e) => e.target.select()} />
          <p className="share__status" role="status">
            {copied === null
              ? ''
              : copied
                ? 'Copied to the clipboard.'
                : 'Select the link and copy it (the browser did not allow copying).'}
          </p>
          <div className="share__buttons">
            {extra}
            <button type="button" className="small" onClick={() => setLink(null)}>
              Close
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
