// The review of a game (src/engine/review.ts) against counts reached another way: the game's own
// tallies of valid and false knocks (R7.2, R7.3), and every action refereed afresh, one at a time, as
// it was made (R6.3, R6.4), rather than each turn's steps judged after it ended.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  makeRecord,
  other,
  parseRecord,
  recordStart,
  reviewGame,
  wouldBeFault,
  type GameRecord,
  type GameReview,
  type GameState,
  type PlayerIndex,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { carelessPlay } from '../../src/tooling/selfplay-careless.ts';

const referee = new LocalReferee();

function recordOf(state: GameState): GameRecord {
  const parsed = parseRecord(JSON.parse(JSON.stringify(makeRecord(state))));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

function reviewed(record: GameRecord): GameReview {
  const review = reviewGame(record, referee);
  if (!review.ok) throw new Error(review.error);
  return review.value;
}

/** Each turn's first fault, found by asking before every action whether it would be a fault now. */
function faultTurnsActionByAction(record: GameRecord): Map<number, PlayerIndex> {
  let state = recordStart(record);
  const faults = new Map<number, PlayerIndex>();
  for (const action of record.actions) {
    // A move later taken back was never a fault (a fault cannot be taken back), so it adds nothing here.
    if (!faults.has(state.turn) && wouldBeFault(state, action, referee)) faults.set(state.turn, state.position.toMove);
    const next = applyAction(state, action, referee);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return faults;
}

// Random careless players knock often and miss faults too; a mixed one knocks less.
const games = [
  ...[3, 5, 8, 13].map((seed) => ({ seed: `random ${seed}`, record: recordOf(carelessPlay('random', seed, { maxActions: 160 })) })),
  { seed: 'mixed 5', record: recordOf(carelessPlay('mixed', 5, { maxActions: 160 })) },
  ...[3, 21].map((seed) => ({
    seed: `random ${seed}, take-backs on`,
    record: recordOf(carelessPlay('random', seed, { maxActions: 160, rules: { takeBack: true } })),
  })),
];

describe('the review of careless seeded games', () => {
  it('has faults, knocks both ways and take-backs to judge', () => {
    const all = games.map(({ record }) => reviewed(record));
    expect(all.some((r) => r.knocks.some((k) => k.valid))).toBe(true);
    expect(all.some((r) => r.knocks.some((k) => !k.valid))).toBe(true);
    expect(all.some((r) => r.turns.some((t) => t.fate === 'missed'))).toBe(true);
    expect(all.some((r) => r.turns.some((t) => t.fate === 'open'))).toBe(true);
    expect(all.some((r) => r.takeBacks.length > 0)).toBe(true);
  });

  it.each(games)("game $seed: the knocked faults and false knocks are the game's own tallies", ({ record }) => {
    const review = reviewed(record);
    for (const player of [0, 1] as const) {
      expect(review.figures[player].faultsKnocked).toBe(review.final.knocked[player]);
      expect(review.figures[player].falseKnocks).toBe(
        record.actions.filter((a) => a.type === 'knock' && a.by === player).length - review.final.knocked[other(player)],
      );
    }
  });

  it.each(games)('game $seed: the faults are those found action by action, and each has a fate', ({ record }) => {
    const review = reviewed(record);
    const expected = faultTurnsActionByAction(record);
    const found = new Map(review.turns.filter((t) => t.fault !== null).map((t) => [t.turn, t.player]));
    expect(found).toEqual(expected);
    for (const player of [0, 1] as const) {
      const f = review.figures[player];
      const open = review.turns.filter((t) => t.player === player && t.fate === 'open').length;
      expect(f.faultsMade).toBe([...expected.values()].filter((p) => p === player).length);
      expect(f.faultsKnocked + f.faultsMissed + open).toBe(f.faultsMade);
      expect(f.knocksMissed).toBe(review.figures[other(player)].faultsMissed);
    }
  });

  it.each(games)('game $seed: every take-back is listed, and the turns are in order', ({ record }) => {
    const review = reviewed(record);
    expect(review.takeBacks.map((t) => t.at)).toEqual(record.actions.flatMap((a, i) => (a.type === 'takeBack' ? [i] : [])));
    const numbers = review.turns.map((t) => t.turn);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('the fate of a fault', () => {
  it('is open while its turn can be knocked (R7.1), then knocked or missed for good', () => {
    const { record } = games[1]!;
    const whole = reviewed(record);
    const faultTurns = whole.turns.filter((t) => t.fault !== null).map((t) => t.turn);
    const fates = new Map<number, string[]>(faultTurns.map((turn) => [turn, []]));
    for (let end = 0; end <= record.actions.length; end++) {
      const review = reviewed({ ...record, actions: record.actions.slice(0, end) });
      for (const turn of review.turns) {
        if (fates.has(turn.turn) && turn.fate !== null && fates.get(turn.turn)!.at(-1) !== turn.fate) fates.get(turn.turn)!.push(turn.fate);
      }
    }
    // Each fault is first seen open, and its fate once settled never changes again.
    for (const [turn, seen] of fates) {
      const final = whole.turns.find((t) => t.turn === turn)!.fate!;
      expect(seen[0], `turn ${turn}`).toBe('open');
      expect(seen.at(-1), `turn ${turn}`).toBe(final);
      expect(seen.length, `turn ${turn}: ${seen.join(' → ')}`).toBeLessThanOrEqual(2);
    }
    expect([...fates.values()].some((seen) => seen.join() === 'open,missed')).toBe(true);
    expect([...fates.values()].some((seen) => seen.join() === 'open,knocked')).toBe(true);
  });

  it('is missed, not open, once the game is over', () => {
    const { record } = games[1]!;
    const review = reviewed({ ...record, actions: [...record.actions, { type: 'resign', by: 0 }] });
    expect(review.turns.filter((t) => t.fate === 'open')).toEqual([]);
  });
});
