// Loading a game record file: the store validates it and keeps the current game when it is refused.
import { useId, type ChangeEvent } from 'react';
import { useEvents } from '../StoreContext.tsx';

interface RecordFileInputProps {
  readonly label: string;
  /** Takes the file's text instead of the store (the games library's import)... */
  readonly onText?: (text: string) => void;
  /** ...and hears why a file could not be read. */
  readonly onUnreadable?: (reason: string) => void;
  readonly testId?: string;
}

export function RecordFileInput({ label, onText, onUnreadable, testId = 'record-file' }: RecordFileInputProps) {
  const events = useEvents();
  const id = useId();
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      // The file went from the disk after it was chosen, or the browser may not read it.
      // (A DOMException carries a message but is not always an Error.)
      const message = (error as { message?: unknown } | null)?.message;
      (onUnreadable ?? events.recordUnreadable)(typeof message === 'string' && message.trim() !== '' ? message.trim().replace(/\.+$/, '') : 'the browser could not read it');
      return;
    } finally {
      input.value = '';
    }
    (onText ?? events.recordImported)(text);
  };
  return (
    <>
      <label htmlFor={id} className="small file-button">
        {label}
      </label>
      <input id={id} className="visually-hidden" type="file" accept=".json,application/json" onChange={onChange} data-testid={testId} />
    </>
  );
}
