// A record per player name (games, wins, knocks and moral victories), made from the library's finished
// games. Coached games (a teaching aid on) are practice, not real games (the start screen says so), and
// are left out; so are games from a set position (the analysis board's "Play from here"), which may
// favour one side.
import type { PlayerIndex } from '../../engine/index.ts';
import type { GameListing } from './entry.ts';

export interface PlayerRecord {
  readonly name: string;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  /** R8.3: games where this player was knocked (and knocked falsely) less; a shared one is not counted. */
  readonly moralVictories: number;
  /** R7.2: knocks this player made that caught a fault. */
  readonly validKnocks: number;
  /** R7.3: knocks this player made where there was no fault. */
  readonly falseKnocks: number;
  /** R7.2: this player's faults the other player knocked. */
  readonly knockedAgainst: number;
}

const blank = (name: string): PlayerRecord => ({
  name,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  moralVictories: 0,
  validKnocks: 0,
  falseKnocks: 0,
  knockedAgainst: 0,
});

/** Every name that finished a real game, the most games first. */
export function playerRecords(games: readonly GameListing[]): PlayerRecord[] {
  const records = new Map<string, PlayerRecord>();
  for (const { names, summary, fromPosition } of games) {
    if (!summary || summary.coached || fromPosition) continue;
    for (const seat of [0, 1] as const) {
      const them: PlayerIndex = seat === 0 ? 1 : 0;
      const r = records.get(names[seat]) ?? blank(names[seat]);
      const { result } = summary;
      records.set(names[seat], {
        ...r,
        played: r.played + 1,
        won: r.won + (result.kind !== 'draw' && result.winner === seat ? 1 : 0),
        drawn: r.drawn + (result.kind === 'draw' ? 1 : 0),
        lost: r.lost + (result.kind !== 'draw' && result.winner === them ? 1 : 0),
        moralVictories: r.moralVictories + (summary.moral === seat ? 1 : 0),
        validKnocks: r.validKnocks + summary.knocked[them],
        falseKnocks: r.falseKnocks + summary.falseKnocks[seat],
        knockedAgainst: r.knockedAgainst + summary.knocked[seat],
      });
    }
  }
  return [...records.values()].sort((a, b) => b.played - a.played || a.name.localeCompare(b.name));
}
