// A deal of the player's choice: the same number deals the same cards on every device (P1.3).
import { useId, useState, type FormEvent } from 'react';
import { readDealNumber } from '../screens/StartScreen.tsx';
import { usePatienceEvents } from './PatienceContext.tsx';

export function DealChooser({ dealt }: { readonly dealt: () => void }) {
  const events = usePatienceEvents();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDealNumber(text);
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
