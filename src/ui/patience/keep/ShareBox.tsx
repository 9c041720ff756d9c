// "Share this deal" / "Share this position": the link copied to the clipboard where the browser allows
// it, and always shown in a read-only field to copy by hand, as Brigadier's share link does
// (analysis/ShareLink.tsx, which the patience does not import: it would bring the first load's address
// module along and split it off into a chunk of its own).
import { useCallback, useId, useRef, useState } from 'react';
import { useDialogFocus } from '../../useDialogFocus.ts';

/** Copies text where the browser allows it; false when it does not (the field is there to copy by hand). */
async function copied(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A button that shows the link `url()` gives (read when pressed) and copies it; `what` names what it links to. */
export function ShareBox({ url, label, what }: { readonly url: () => string; readonly label: string; readonly what: string }) {
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  const [done, setDone] = useState<boolean | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  useDialogFocus(popover, { open: link !== null, onClose: useCallback(() => setLink(null), []), initial: field });
  const share = async () => {
    const shown = url();
    setLink(shown);
    setDone(null);
    setDone(await copied(shown));
    requestAnimationFrame(() => field.current?.select());
  };
  return (
    <div className="pshare">
      <button type="button" className="small" aria-expanded={link !== null} onClick={() => void share()}>
        {label}
      </button>
      {link !== null && (
        <div ref={popover} className="pshare__popover" role="dialog" aria-label={`Share this ${what}`}>
          <label htmlFor={`${id}-link`}>Link to this {what}</label>
          <input id={`${id}-link`} ref={field} className="pshare__field" readOnly value={link} onFocus={(e) => e.target.select()} />
          <p className="pshare__status" role="status">
            {done === null ? '' : done ? 'Copied to the clipboard.' : 'Select the link and copy it (the browser did not allow copying).'}
          </p>
          <div className="pshare__buttons">
            <button type="button" className="small" onClick={() => setLink(null)}>
              Close
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
