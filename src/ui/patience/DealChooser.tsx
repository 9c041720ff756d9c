// A deal of the player's choice: the same number deals the same cards on every device (P1.3).
import { useId, useState, type FormEvent } from 'react';
import { usePatienceEvents } from './PatienceContext.tsx';

/** A deal number typed by the player (P1.3: a whole number up to 2^53 − 1), or why it is not one. */
function readDeal(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const value = Number(text.trim());
  if (!/^\d+$/.test(text.trim())) return { ok: false, error: 'A deal number is a whole number, 0 or more, digits only.' };
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, error: 'That deal number is too large.' };
}

export function DealChooser({ dealt }: { readonly dealt: () => void }) {
  const events = usePatienceEvents();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDeal(text);
    if (!read.ok) return setError(read.error);
    setError(null);
    events.dealt({ dealNumber: read.value });
    dealt();
  };
  return (
    <form className="pdeal" onSubmit={submit} noValidate>
      <label htmlFor={id}>Deal number</label>
      <input id={id} inputMode="numeric" value={text} placeholder="e.g. 2024" onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="small">
        Deal it
      </button>
      {error && (
        <p className="pdeal__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
