// A Brigade player's record from the library's games: streaks over wins, losses and abandoned games,
// the best win by moves and by time, and whether undo or a hint helped them.
import { describe, expect, it } from 'vitest';
import { clockWords, helpWords, patiencePlayerRecord, patiencePlayerRecords } from '../../../src/store/patience/keep/playerRecord.ts';
import { listing } from './helpers.ts';

/** Games of Ada's, one per letter in play order: W won, L not won (lost or abandoned). */
const run = (pattern: string, player = 'Ada') =>
  [...pattern].map((c, i) =>
    listing({ id: `${player}${i}`, player, startedAt: i * 10, won: c === 'W', moves: 100 - i, ms: c === 'W' ? 60_000 + i : null }),
  );

describe("a Brigade player's record", () => {
  it('counts played and won, and the current and best streaks across losses', () => {
    const r = patiencePlayerRecord(run('WWLWWWLWW'), 'Ada');
    expect(r).toMatchObject({ played: 9, won: 7, currentStreak: 2, bestStreak: 3 });
  });

  it('does not count the game still being played, and counts it lost once a later game is started', () => {
    expect(patiencePlayerRecord(run('WWL'), 'Ada')).toMatchObject({ played: 2, won: 2, currentStreak: 2 });
    expect(patiencePlayerRecord(run('WWLW'), 'Ada')).toMatchObject({ played: 4, won: 3, currentStreak: 1, bestStreak: 2 });
  });

  it('orders the games by when they were started, not by when they were last written', () => {
    const games = run('WLW').map((g, i) => ({ ...g, updatedAt: 100 - i }));
    expect(patiencePlayerRecord(games, 'Ada')).toMatchObject({ currentStreak: 1, bestStreak: 1 });
  });

  it('keeps the fewest moves and the best time of a won deal, with how each was helped', () => {
    const games = [
      listing({ id: 'a', won: true, moves: 90, ms: 50_000, usedUndo: true, startedAt: 1, dealNumber: 4 }),
      listing({ id: 'b', won: true, moves: 80, ms: 70_000, usedHint: true, startedAt: 2, dealNumber: 5 }),
      listing({ id: 'c', won: false, moves: 10, ms: null, startedAt: 3 }),
      listing({ id: 'd', won: true, moves: 95, ms: 90_000, startedAt: 4 }),
    ];
    const r = patiencePlayerRecord(games, 'Ada');
    expect(r.fewestMoves).toEqual({ value: 80, dealNumber: 5, usedUndo: false, usedHint: true });
    expect(r.fastest).toEqual({ value: 50_000, dealNumber: 4, usedUndo: true, usedHint: false });
    expect(r.wonUnaided).toBe(1);
    expect(helpWords(r.fewestMoves!)).toBe('with a hint');
    expect(helpWords(r.fastest!)).toBe('with undo');
    expect(helpWords({ usedUndo: false, usedHint: false })).toBe('without undo or hints');
    expect(helpWords({ usedUndo: true, usedHint: true })).toBe('with undo and a hint');
  });

  it('keeps the earlier win on a tie, and leaves a win with no time known out of the best time', () => {
    const games = [
      listing({ id: 'a', won: true, moves: 80, ms: null, startedAt: 1, dealNumber: 1 }),
      listing({ id: 'b', won: true, moves: 80, ms: 9000, startedAt: 2, dealNumber: 2 }),
    ];
    const r = patiencePlayerRecord(games, 'Ada');
    expect(r.fewestMoves?.dealNumber).toBe(1);
    expect(r.fastest?.dealNumber).toBe(2);
  });

  it('keeps each name apart, the most games first, and leaves out games from a position and deleted games', () => {
    const games = [
      ...run('WW', 'Ben'),
      ...run('LWL', 'Ada'),
      listing({ id: 'p', player: 'Cy', dealNumber: null, won: true, startedAt: 1 }),
      listing({ id: 'x', player: 'Ben', won: true, deletedAt: 5, startedAt: 50 }),
    ];
    const records = patiencePlayerRecords(games);
    expect(records.map((r) => [r.name, r.played, r.won])).toEqual([
      ['Ada', 2, 1],
      ['Ben', 2, 2],
    ]);
    expect(patiencePlayerRecord(games, 'Cy')).toMatchObject({ played: 0, won: 0, fewestMoves: null, fastest: null });
  });

  it('writes times as a clock', () => {
    expect(clockWords(65_000)).toBe('1:05');
    expect(clockWords(3_723_400)).toBe('1:02:03');
  });
});
