// A record per player name, from the library's finished games (coached games and games from a set position left out).
import { describe, expect, it } from 'vitest';
import type { GameEntry, GameSummary } from '../../../src/store/library/entry.ts';
import { playerRecords } from '../../../src/store/library/players.ts';

const finished = (names: [string, string], summary: Partial<GameSummary> | null, fromPosition = false): GameEntry =>
  ({
    id: names.join(),
    names,
    ...(fromPosition && { fromPosition: true }),
    summary: summary && {
      result: { kind: 'win', winner: 0 },
      knocked: [0, 0],
      falseKnocks: [0, 0],
      moral: 'shared',
      coached: false,
      ...summary,
    },
  }) as unknown as GameEntry;

describe('players’ records', () => {
  it('counts games played, won, drawn and lost, moral victories, knocks made and faults knocked against', () => {
    const records = playerRecords([
      finished(['Ada', 'Ben'], { result: { kind: 'win', winner: 0 }, knocked: [1, 3], falseKnocks: [2, 0], moral: 0 }),
      finished(['Ben', 'Ada'], { result: { kind: 'resign', winner: 0 }, knocked: [0, 2], moral: 0 }),
      finished(['Ada', 'Cy'], { result: { kind: 'draw', reason: 'agreed' } }),
      finished(['Ada', 'Ben'], null),
      finished(['Ada', 'Dee'], { coached: true }),
      finished(['Ada', 'Eve'], { result: { kind: 'win', winner: 1 } }, true),
    ]);
    expect(records.map((r) => r.name)).toEqual(['Ada', 'Ben', 'Cy']);
    expect(records[0]).toEqual({
      name: 'Ada',
      played: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      moralVictories: 1,
      validKnocks: 3,
      falseKnocks: 2,
      knockedAgainst: 3,
    });
    expect(records[1]).toEqual({
      name: 'Ben',
      played: 2,
      won: 1,
      drawn: 0,
      lost: 1,
      moralVictories: 1,
      validKnocks: 3,
      falseKnocks: 0,
      knockedAgainst: 3,
    });
  });
});
