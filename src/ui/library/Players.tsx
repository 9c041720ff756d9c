// A record per player name (games, wins, knocks and moral victories), from the library's finished games.
import { useMemo } from 'react';
import type { GameListing } from '../../store/library/entry.ts';
import { playerRecords } from '../../store/library/players.ts';

/**
 * The columns after the name: the whole name, and the letters a phone shows in its place (the table
 * then fits the width, with the letters explained under it; a screen reader hears the whole names).
 */
const COLUMNS = [
  ['Played', 'P'],
  ['Won', 'W'],
  ['Drawn', 'D'],
  ['Moral victories', 'MV'],
  ['Valid knocks', 'VK'],
  ['False knocks', 'FK'],
  ['Faults knocked against', 'KA'],
] as const;

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
              {COLUMNS.map(([long, short]) => (
                <th key={short} scope="col">
                  <span className="players__long">{long}</span>
                  <span className="players__short" aria-hidden="true">
                    {short}
                  </span>
                </th>
              ))}
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
      <p className="players__key" aria-hidden="true">
        {COLUMNS.map(([long, short]) => `${short} ${long.toLowerCase()}`).join(' · ')}
      </p>
    </section>
  );
}
