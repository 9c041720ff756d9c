// "Copy share link": the position as an address with "#p1.…", copied to the clipboard where the
// browser allows it and always shown in a read-only field to copy by hand.
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import type { Position } from '../../engine/index.ts';
import { useDialogFocus } from '../useDialogFocus.ts';
import { copyText, shareUrl } from './address.ts';
import './analysis.css';

interface ShareLinkProps {
  /** The position to share, read when the button is pressed. */
  readonly position: () => Position | null;
  readonly label?: string;
  /** Shown in the popover beside Close (the toolbar offers the analysis board there). */
  readonly extra?: ReactNode;
  /** Where the popover opens: below the button (a panel at the top) or above it (the toolbar at the bottom). */
  readonly opens?: 'down' | 'up';
}

export function ShareLink({ position, label = 'Copy share link', extra, opens = 'down' }: ShareLinkProps) {
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  useDialogFocus(popover, { open: link !== null, onClose: useCallback(() => setLink(null), []), initial: field });
  const share = async () => {
    const shown = position();
    if (!shown) return;
    const url = shareUrl(shown);
    setLink(url);
    setCopied(null);
    const done = await copyText(url);
    setCopied(done);
    requestAnimationFrame(() => field.current?.select());
  };
  return (
    <div className="share">
      <button type="button" className="small" aria-expanded={link !== null} onClick={() => void share()}>
        {label}
      </button>
      {link !== null && (
        <div ref={popover} className={`share__popover share__popover--${opens}`} role="dialog" aria-label="Share this position">
          <label htmlFor={`${id}-link`}>Link to this position</label>
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
