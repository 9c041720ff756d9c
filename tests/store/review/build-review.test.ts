// The review built in slices from a referee service (src/store/review/build.ts) against the review the
// engine makes at once (reviewGame) and against counts reached another way: every action refereed
// afresh as it was made (R6.3, R6.4), and the game's own tallies of knocks (R7.2, R7.3). A game in
// progress leaves out the turns still open to a knock (R7.1), and so do its figures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyAction,
  fatesOf,
  makeRecord,
  other,
  parseRecord,
  positionKey,
  recordStart,
  reviewGame,
  walking,
  wouldBeFault,
  type GameRecord,
  type GameReview,
  type GameState,
  type PlayerIndex,
  type Position,
  type Verdict,
  type WalkedGame,
} from '../../../src/engine/index.ts';
import { LocalReferee } from '../../../src/engine/search/index.ts';
import { buildReview, REVIEW_CHUNK, type ReviewProgress } from '../../../src/store/review/build.ts';
import type { RefereeService } from '../../../src/store/refereeService.ts';
import { carelessPlay } from '../../../src/tooling/selfplay-careless.ts';

const local = new LocalReferee();

/** A service like the page's worker: it knows only what it was asked to `ensure`, and counts what it is asked. */
function askedReferee(knownAlready: readonly Position[] = []) {
  const known = new Map<string, Verdict>();
  const asked: number[] = [];
  for (const position of knownAlready) known.set(positionKey(position), local.verdict(position));
  const service: RefereeService = {
    known: (position) => known.get(positionKey(position)),
    verdict: (position) => known.get(positionKey(position)) ?? local.verdict(position),
    ensure: async (positions) => {
      asked.push(positions.length);
      for (const position of positions) known.set(positionKey(position), local.verdict(position));
    },
    dispose: () => {},
  };
  return { service, asked };
}

const recordOf = (state: GameState): GameRecord => {
  const parsed = parseRecord(JSON.parse(JSON.stringify(makeRecord(state))));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

/** Runs the build to its end with the timers run by hand; every progress report is kept. */
async function built(record: GameRecord, referee: RefereeService) {
  const reports: ReviewProgress[] = [];
  let review: GameReview | null = null;
  buildReview(record, referee, {
    onProgress: (progress) => reports.push(progress),
    finish: (result) => {
      if (!result.ok) throw new Error(result.error);
      review = result.value;
    },
    sliceMs: 0,
  });
  await vi.waitFor(async () => {
    await vi.runAllTimersAsync();
    expect(review).not.toBeNull();
  });
  return { review: review!, reports };
}

/** The record walked at once: what decides which turns are still open to a knock. */
function walked(record: GameRecord): WalkedGame {
  const walk = walking(record, local);
  let step = walk.next();
  while (!step.done) step = walk.next();
  if (!step.value.ok) throw new Error(step.value.error);
  return step.value.value;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const games = [3, 5, 8].map((seed) => ({ seed, game: carelessPlay('random', seed, { maxActions: 140 }) }));

describe('a review built in slices', () => {
  it.each(games)('careless game $seed: the same review as the engine makes at once', async ({ game }) => {
    const record = recordOf(game);
    const whole = reviewGame(record, local);
    if (!whole.ok) throw new Error(whole.error);
    const { service } = askedReferee();
    const { review } = await built(record, service);
    const { open } = fatesOf(walked(record));
    expect(review.turns).toEqual(whole.value.turns.filter((t) => !open.has(t.turn)));
    expect(review.knocks).toEqual(whole.value.knocks);
    expect(review.takeBacks).toEqual(whole.value.takeBacks);
  });

  it.each(games)('careless game $seed: its figures are the counts of each action refereed afresh', async ({ game }) => {
    const record = recordOf(game);
    const { review } = await built(record, askedReferee().service);
    // Afresh: before each action, would it be a fault now? The first of each turn is that turn's fault.
    let state = recordStart(record);
    const faults = new Map<number, PlayerIndex>();
    for (const action of record.actions) {
      if (!faults.has(state.turn) && wouldBeFault(state, action, local)) faults.set(state.turn, state.position.toMove);
      const next = applyAction(state, action, local);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    const shown = new Set(review.turns.map((t) => t.turn));
    for (const player of [0, 1] as const) {
      const made = [...faults].filter(([turn, by]) => by === player && shown.has(turn)).length;
      expect(review.figures[player].faultsMade).toBe(made);
      expect(review.figures[player].faultsKnocked).toBe(state.knocked[player]);
      expect(review.figures[player].faultsMissed).toBe(made - state.knocked[player]);
      expect(review.figures[player].knocksMissed).toBe(review.figures[other(player)].faultsMissed);
      const knocksBy = record.actions.filter((a) => a.type === 'knock' && a.by === player).length;
      expect(review.figures[player].falseKnocks).toBe(knocksBy - state.knocked[other(player)]);
    }
  });

  it('leaves out the turns of a game in progress that can still be knocked', async () => {
    expect(games[0]!.game.result).toBeNull();
    const record = recordOf(games[0]!.game);
    const { review } = await built(record, askedReferee().service);
    const last = games[0]!.game.turn;
    expect(review.turns.some((t) => t.turn === last)).toBe(false);
    expect(review.turns.every((t) => t.fate !== 'open')).toBe(true);
  });

  it('asks the referee only for tables it does not know, in chunks, and reports turn after turn', async () => {
    const record = recordOf(games[1]!.game);
    const whole = reviewGame(record, local);
    if (!whole.ok) throw new Error(whole.error);
    const everyTable = whole.value.turns.flatMap((t) => t.steps.map((s) => s.position));
    const warm = askedReferee(everyTable);
    await built(record, warm.service);
    expect(warm.asked).toEqual([]);
    const cold = askedReferee();
    const { reports } = await built(record, cold.service);
    expect(cold.asked.length).toBeGreaterThan(1);
    expect(Math.max(...cold.asked)).toBeLessThanOrEqual(REVIEW_CHUNK + 40);
    const judged = reports.map((r) => r.judged.length);
    expect(judged).toEqual([...judged].sort((a, b) => a - b));
    expect(reports.at(-1)!.total).toBeGreaterThan(judged[0]!);
  });
});
