// What the player always sees above the table: the deal, the moves made, the time, and the game's state.
import { useEffect, useState } from 'react';
import type { PatienceStoreState } from '../../store/patience/patienceStore.ts';
import { usePatience } from './PatienceContext.tsx';

/** "3:07", "1:02:45": a game's time as a clock shows it. */
export function clockWords(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** "3 minutes 7 seconds": the time in words, for the announcement of a win. */
export function durationWords(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const part = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return m > 0 ? `${part(m, 'minute')} ${part(s, 'second')}` : part(s, 'second');
}

/** The time since `since`, redrawn each second while `stopped` is null; `stopped` once the game is won. */
function useClock(since: number, stopped: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (stopped !== null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [stopped]);
  return stopped ?? Math.max(0, now - since);
}

const selectDeal = (s: PatienceStoreState) => s.game.dealNumber;
const selectMoves = (s: PatienceStoreState) => s.game.moves.length;
const selectStarted = (s: PatienceStoreState) => s.startedAt;
const selectWonIn = (s: PatienceStoreState) => s.wonInMs;
const selectFinished = (s: PatienceStoreState) => s.finished;

export function PatienceStatus() {
  const deal = usePatience(selectDeal);
  const moves = usePatience(selectMoves);
  const finished = usePatience(selectFinished);
  const ms = useClock(usePatience(selectStarted), usePatience(selectWonIn));
  return (
    <p className="pstatus">
      <span className="pstatus__deal">{deal === null ? 'Set position' : `Deal ${deal}`}</span>
      <span className="pstatus__moves">
        {moves} move{moves === 1 ? '' : 's'}
      </span>
      <span className="pstatus__time" aria-label={`time ${durationWords(ms)}`}>
        {clockWords(ms)}
      </span>
      {finished === 'won' && <span className="pstatus__won">Won</span>}
      {/* SOLVER SIGN: psolve mounts its "winnable?" sign here (one short word or symbol). */}
    </p>
  );
}
