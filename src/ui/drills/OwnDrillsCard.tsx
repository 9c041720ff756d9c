// The drills menu's own drills "From your games": the plays a player missed and the faults they let
// pass in their finished games, each a "Spot the play" drill to play here or to share as a link.
import { useId, useState } from 'react';
import { countWords } from '../../engine/index.ts';
import type { OwnDrill } from '../../learn/index.ts';
import { drillShareUrl } from '../analysis/address.ts';
import type { OwnDrillsState } from './useOwnDrills.ts';

/** "Ada missed a foundation play" or "Ada let a fault pass": what the drill is, in a line. */
export function ownDrillWords(drill: OwnDrill): string {
  const what = drill.kind === 'fault' ? `${drill.player} missed a foundation play` : `${drill.player} let a fault pass without knocking`;
  const far = drill.distance === 0 ? 'in plain sight' : `${countWords(drill.distance)} ${drill.distance === 1 ? 'move' : 'moves'} away`;
  return `${what} · turn ${drill.turn} · ${far}`;
}

export const NO_OWN_DRILLS_WORDS =
  'Your own misses come here. Finish a game at this device: every foundation play you missed, and every fault of the other player you let pass without knocking, becomes a drill.';

const EVERYONE = '';
/** The list shows this many, the newest games first: a careless game alone can hold a hundred misses. */
export const SHOWN_OWN_DRILLS = 40;

interface Props extends OwnDrillsState {
  readonly making: boolean;
  readonly onPlay: (drill: OwnDrill, list: readonly OwnDrill[]) => void;
}

export function OwnDrillsCard({ drills, reading, problem, making, onPlay }: Props) {
  const ids = useId();
  const names = [...new Set(drills.map((d) => d.player))];
  const [who, setWho] = useState(EVERYONE);
  const theirs = drills.filter((d) => who === EVERYONE || d.player === who);
  const shown = theirs.slice(0, SHOWN_OWN_DRILLS);
  return (
    <section className="learn__card drills__card drills__own" aria-labelledby={`${ids}-own`}>
      <h2 id={`${ids}-own`}>From your games</h2>
      <p>
        Your own misses from your finished games, each a “Spot the play” drill. Answer it as the other spot drills, or share it as a link.
      </p>
      {problem && <p className="learn__problem">{problem}</p>}
      {reading !== null && (
        <p className="learn__making" role="status">
          Reading your finished games for misses… ({reading} to go)
        </p>
      )}
      {drills.length === 0 ? (
        <p className="drills__empty">{NO_OWN_DRILLS_WORDS}</p>
      ) : (
        <>
          {names.length > 1 && (
            <>
              <label htmlFor={`${ids}-who`}>Whose misses</label>
              <select id={`${ids}-who`} value={who} onChange={(e) => setWho(e.target.value)}>
                <option value={EVERYONE}>Everyone’s</option>
                {names.map((name) => (
                  <option key={name} value={name}>
                    {name}’s
                  </option>
                ))}
              </select>
            </>
          )}
          <ol className="drills__own-list" aria-label="Your drills from your games">
            {shown.map((drill) => (
              <li key={`${drill.gameId}-${drill.turn}-${drill.player}`} className="drills__own-item">
                <span>{ownDrillWords(drill)}</span>
                <span className="drills__own-buttons">
                  <button type="button" className="small small--accent" disabled={making} onClick={() => onPlay(drill, theirs)}>
                    Play
                  </button>
                  <a className="small" href={drillShareUrl(drill.link)} target="_blank" rel="noopener">
                    Link to share
                  </a>
                </span>
              </li>
            ))}
          </ol>
          {theirs.length > shown.length && (
            <p className="drills__empty">And {theirs.length - shown.length} more from older games: play these first.</p>
          )}
        </>
      )}
    </section>
  );
}
