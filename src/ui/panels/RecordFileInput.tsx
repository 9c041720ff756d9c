// Loading a game record file: the store validates it and keeps the current game when it is refused.
import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import { useEvents } from '../StoreContext.tsx';

interface RecordFileInputProps {
  readonly label: string;
  /** Takes the file's text instead of the store (the games library's import)... */
  readonly onText?: (text: string) => void;
  /** ...and hears why a file could not be read. */
  readonly onUnreadable?: (reason: string) => void;
  readonly testId?: string;
}

/** Inputs already listened to (React may hand the same element to its ref twice, as in StrictMode). */
const listened = new WeakSet<HTMLInputElement>();

interface Receivers {
  readonly onText: (text: string) => void;
  readonly onUnreadable: (reason: string) => void;
}

/** Reads the file chosen in `input` and hands its text (or why it could not be read) on. */
async function readChosen(input: HTMLInputElement, { onText, onUnreadable }: Receivers): Promise<void> {
  const file = input.files?.[0];
  if (!file) return;
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    // The file went from the disk after it was chosen, or the browser may not read it.
    // (A DOMException carries a message but is not always an Error.)
    const message = (error as { message?: unknown } | null)?.message;
    onUnreadable(
      typeof message === 'string' && message.trim() !== '' ? message.trim().replace(/\.+$/, '') : 'the browser could not read it',
    );
    return;
  } finally {
    input.value = '';
  }
  onText(text);
}

export function RecordFileInput({ label, onText, onUnreadable, testId = 'record-file' }: RecordFileInputProps) {
  const events = useEvents();
  const id = useId();
  const receivers = useRef<Receivers>({ onText: onText ?? events.recordImported, onUnreadable: onUnreadable ?? events.recordUnreadable });
  useLayoutEffect(() => {
    receivers.current = { onText: onText ?? events.recordImported, onUnreadable: onUnreadable ?? events.recordUnreadable };
  });
  // The change is heard on the input itself, not through React's listener at the page's root: the
  // screen may change under an open file dialog (a saved game finishing its replay swaps the start
  // screen for the table), and a file chosen into an input that has just left the page must still
  // load rather than vanish. The listener lives as long as the element.
  const bind = useCallback((input: HTMLInputElement | null) => {
    if (!input || listened.has(input)) return;
    listened.add(input);
    input.addEventListener('change', () => void readChosen(input, receivers.current));
  }, []);
  return (
    <>
      <label htmlFor={id} className="small file-button">
        {label}
      </label>
      <input ref={bind} id={id} className="visually-hidden" type="file" accept=".json,application/json" data-testid={testId} />
    </>
  );
}
