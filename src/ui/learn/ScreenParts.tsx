// Parts the course and the drills screens share: what could not be read back from storage (said once,
// then put away), and the ways back to the start screen or across to the other teaching screen.
import { useState } from 'react';
import { useEvents } from '../StoreContext.tsx';
import { HowToPlayButton } from '../rules/RuleText.tsx';

export function StoredProblem({ problem }: { readonly problem: string | null }) {
  const [seen, setSeen] = useState(false);
  if (problem === null || seen) return null;
  return (
    <p className="learn__problem" role="alert">
      {problem}{' '}
      <button type="button" className="small" onClick={() => setSeen(true)}>
        OK
      </button>
    </p>
  );
}

const OTHER = { learn: 'Learn to play', drills: 'Drills' } as const;

export function WaysBack({ across }: { readonly across: keyof typeof OTHER }) {
  const events = useEvents();
  return (
    <nav className="learn__back" aria-label="Other screens">
      <button type="button" className="small" onClick={events.startScreenOpened}>
        Back to the start
      </button>
      <button type="button" className="small" onClick={() => events.teachingScreenOpened(across)}>
        {OTHER[across]}
      </button>
      <HowToPlayButton />
    </nav>
  );
}
