// A record per player name (issue 12 item 8), from the library's finished games.
import { useMemo } from 'react';
import type { GameListing } from '../../store/library/entry.ts';
import { playerRecords } from '../../store/library/players.ts';

export function Players({ games }: { readonly games: readonly GameListing[] }) {
  const records = useMemo(() => playerRecords(games), [games]);
  if (records.length === 0) return null;
  return (
    <section className="players" aria-labelledby="players-title">
      <h2 id="players-title">Players</h2>
      <p className="library__note">Finished games from a deal only: coached games are practice, and a set position may favour one side.</p>
      <div className="players__scroll">
        <table className="players__table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Played</th>
              <th scope="col">Won</th>
              <th scope="col">Drawn</th>
              <th scope="col">Moral victories</th>
              <th scope="col">Valid knocks</th>
              <th scope="col">False knocks</th>
              <th scope="col">Faults knocked against</th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => (
              <tr key={r.name}>
                <th scope="row">{r.name}</th>
                <td>{r.played}</td>
                <td>{r.won}</td>
                <td>{r.drawn}</td>
                <td>{r.moralVictories}</td>
                <td>{r.validKnocks}</td>
                <td>{r.falseKnocks}</td>
                <td>{r.knockedAgainst}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
