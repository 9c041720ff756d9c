// A record per player name for Brigade, made from the library's games (as Brigadier's players.ts makes
// its records): games played and won, the current and the best run of wins, and the best won deal by
// moves and by time, each saying whether undo or a hint helped. Only games from a deal count: a game
// from a shared position may start a move from the end.
import type { BrigadeListing } from '../../library/brigadeRecords.ts';

/** A won game's figure (its moves or its time), and whether it was helped. */
export interface BestWin {
  readonly value: number;
  readonly dealNumber: number;
  readonly usedUndo: boolean;
  readonly usedHint: boolean;
}

export interface PatiencePlayerRecord {
  readonly name: string;
  /** Games won, lost or abandoned: every game of the name but the one still being played. */
  readonly played: number;
  readonly won: number;
  /** Won without undo and without a hint. */
  readonly wonUnaided: number;
  /** Wins in a row up to the last game counted. */
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** The won deal with the fewest moves (the first such win on a tie). */
  readonly fewestMoves: BestWin | null;
  /** The won deal in the shortest time (games with no time known are left out). */
  readonly fastest: BestWin | null;
}

/** The order games were played in: started first, first (a game with no start time by when it was last written). */
const playedAt = (g: BrigadeListing): number => g.startedAt ?? g.updatedAt;

/** Whether `value` beats the best so far (lower is better; a tie keeps the earlier win). */
const beats = (value: number, best: BestWin | null) => best === null || value < best.value;

const bestOf = (g: BrigadeListing, value: number): BestWin => ({
  value,
  dealNumber: g.dealNumber!,
  usedUndo: g.usedUndo,
  usedHint: g.usedHint,
});

/** One name's record from its games, oldest first. */
function recordOf(name: string, games: readonly BrigadeListing[]): PatiencePlayerRecord {
  // The last game not won is still being played (the player may come back to it): it is not counted
  // yet. A game not won with a later game after it was lost or abandoned.
  const last = games[games.length - 1];
  const counted = last && !last.won ? games.slice(0, -1) : games;
  let won = 0;
  let wonUnaided = 0;
  let run = 0;
  let bestStreak = 0;
  let fewestMoves: BestWin | null = null;
  let fastest: BestWin | null = null;
  for (const g of counted) {
    if (!g.won) {
      run = 0;
      continue;
    }
    won++;
    if (!g.usedUndo && !g.usedHint) wonUnaided++;
    run++;
    bestStreak = Math.max(bestStreak, run);
    if (beats(g.moves, fewestMoves)) fewestMoves = bestOf(g, g.moves);
    if (g.ms !== null && beats(g.ms, fastest)) fastest = bestOf(g, g.ms);
  }
  return { name, played: counted.length, won, wonUnaided, currentStreak: run, bestStreak, fewestMoves, fastest };
}

/** Every name that played Brigade from a deal, the most games first; deleted games are left out. */
export function patiencePlayerRecords(games: readonly BrigadeListing[]): PatiencePlayerRecord[] {
  const byName = new Map<string, BrigadeListing[]>();
  for (const g of games) {
    if (g.dealNumber === null || g.deletedAt !== undefined) continue;
    const list = byName.get(g.player) ?? [];
    list.push(g);
    byName.set(g.player, list);
  }
  const records = [...byName].map(([name, list]) =>
    recordOf(
      name,
      [...list].sort((a, b) => playedAt(a) - playedAt(b)),
    ),
  );
  return records.sort((a, b) => b.played - a.played || a.name.localeCompare(b.name));
}

/** One name's record (a blank one for a name that has played no counted game). */
export function patiencePlayerRecord(games: readonly BrigadeListing[], name: string): PatiencePlayerRecord {
  return patiencePlayerRecords(games).find((r) => r.name === name) ?? recordOf(name, []);
}

/** A time as a player reads it: "4:05", "1:02:30". */
export function clockWords(ms: number): string {
  const s = Math.round(ms / 1000);
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`;
}

/** How a best win was helped: "without undo or hints", "with undo", "with a hint", "with undo and a hint". */
export function helpWords(win: Pick<BestWin, 'usedUndo' | 'usedHint'>): string {
  if (!win.usedUndo && !win.usedHint) return 'without undo or hints';
  return `with ${[win.usedUndo && 'undo', win.usedHint && 'a hint'].filter(Boolean).join(' and ')}`;
}
