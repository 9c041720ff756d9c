// A Brigade player's record (playerRecord.ts) as the won screen and "Your record" show it: games
// played and won, the streaks, and the best won deal by moves and by time, each saying how it was helped.
import { patiencePlayerRecord, clockWords, helpWords, type BestWin } from '../../../store/patience/keep/playerRecord.ts';
import type { BrigadeListing } from '../../../store/library/brigadeRecords.ts';
import { useBrigadeLibrary } from './useBrigadeLibrary.ts';

const NO_GAMES: readonly BrigadeListing[] = [];

function Best({ term, win, shown }: { readonly term: string; readonly win: BestWin | null; readonly shown: (value: number) => string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{win ? `${shown(win.value)} (deal ${win.dealNumber}, ${helpWords(win)})` : 'no win yet'}</dd>
    </>
  );
}

/** The record of `name` from the library's Brigade games. */
export function PlayerRecordView({ name }: { readonly name: string }) {
  const games = useBrigadeLibrary((s) => s.games) ?? NO_GAMES;
  const r = patiencePlayerRecord(games, name);
  const who = name || 'You';
  return (
    <section className="precord" aria-label={`Brigade record of ${who}`}>
      <h3 className="precord__title">{name ? `${name}’s record` : 'Your record'}</h3>
      <dl className="precord__figures">
        <dt>Played</dt>
        <dd>{r.played}</dd>
        <dt>Won</dt>
        <dd>
          {r.won}
          {r.won > 0 && ` (${r.wonUnaided} without undo or hints)`}
        </dd>
        <dt>Streak</dt>
        <dd>
          {r.currentStreak} now, best {r.bestStreak}
        </dd>
        <Best term="Fewest moves" win={r.fewestMoves} shown={(n) => `${n} moves`} />
        <Best term="Best time" win={r.fastest} shown={clockWords} />
      </dl>
    </section>
  );
}
