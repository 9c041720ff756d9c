// The won screen over the table: the moves and the time, a new deal, and the way back to the start.
// The win itself is announced politely by the table's voice (PatienceAnnouncer).
import { useEffect, useRef } from 'react';
import type { PatienceStoreState } from '../../store/patience/patienceStore.ts';
import { usePatience, usePatienceEvents } from './PatienceContext.tsx';
import { clockWords, durationWords } from './PatienceStatus.tsx';
import { WonRecord } from './keep/WonRecord.tsx';

const selectMoves = (s: PatienceStoreState) => s.game.moves.length;
const selectWonIn = (s: PatienceStoreState) => s.wonInMs;
const selectFinished = (s: PatienceStoreState) => s.finished === 'won' && s.shownTable === null;

export function PatienceWon({ back }: { readonly back: () => void }) {
  const won = usePatience(selectFinished);
  const moves = usePatience(selectMoves);
  const ms = usePatience(selectWonIn);
  const events = usePatienceEvents();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (won) first.current?.focus();
  }, [won]);
  if (!won) return null;
  return (
    <section className="pwon" role="dialog" aria-labelledby="pwon-title" aria-describedby="pwon-facts">
      <h2 id="pwon-title" className="pwon__title">
        You won!
      </h2>
      <p id="pwon-facts" className="pwon__facts">
        All 52 cards are home in {moves} moves{ms === null ? '' : `, in ${clockWords(ms)}`}.
        {ms !== null && <span className="visually-hidden"> ({durationWords(ms)})</span>}
      </p>
      <WonRecord />
      <div className="pwon__buttons">
        <button ref={first} type="button" className="big" onClick={() => events.dealt()}>
          New deal
        </button>
        <button type="button" className="small" onClick={back}>
          Back to start
        </button>
        <button type="button" className="small" onClick={() => events.undone()}>
          Undo the last move
        </button>
      </div>
    </section>
  );
}
