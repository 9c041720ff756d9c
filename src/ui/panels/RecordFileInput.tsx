// Loading a game record file: the store validates it and keeps the current game when it is refused.
import { useId, type ChangeEvent } from 'react';
import { useEvents } from '../StoreContext.tsx';

/** `onText` takes the file's text instead of the store (the games library's import). */
export function RecordFileInput({ label, onText, testId = 'record-file' }: { readonly label: string; readonly onText?: (text: string) => void; readonly testId?: string }) {
  const events = useEvents();
  const id = useId();
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text();
    input.value = '';
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
