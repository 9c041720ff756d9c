// A player's misses as drills (src/learn/own-misses.ts), from reviewed careless games: every drill is a
// fault of the review, solved by its own line (R6.3), and its link opens its position.
import { describe, expect, it } from 'vitest';
import { decodePositionLink, makePosition, makeRecord, parseRecord, reviewGame, type GameReview } from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { carelessPlay } from '../../src/tooling/selfplay-careless.ts';
import { checkSpotAnswer } from '../../src/learn/spot-drill.ts';
import { ownMisses } from '../../src/learn/own-misses.ts';

const referee = new LocalReferee();

function review(seed: number): GameReview {
  const record = parseRecord(JSON.parse(JSON.stringify(makeRecord(carelessPlay('random', seed, { maxActions: 160 })))));
  if (!record.ok) throw new Error(record.error);
  const reviewed = reviewGame(record.value, referee);
  if (!reviewed.ok) throw new Error(reviewed.error);
  return reviewed.value;
}

const reviews = [3, 5, 13].map(review);

describe('your misses as drills', () => {
  it.each([0, 1, 2])('game %i: each drill is a fault of the review, solved by its missed line', (i) => {
    const r = reviews[i]!;
    for (const player of [0, 1] as const) {
      const misses = ownMisses(r, player, referee);
      expect(misses.filter((m) => m.kind === 'fault').length).toBeLessThanOrEqual(r.figures[player].faultsMade);
      expect(misses.filter((m) => m.kind === 'knock-missed').length).toBeLessThanOrEqual(r.figures[player].knocksMissed);
      for (const miss of misses) {
        const turn = r.turns.find((t) => t.turn === miss.turn)!;
        expect(turn.fault?.position).toEqual(miss.position);
        expect(turn.player === player ? 'fault' : 'knock-missed').toBe(miss.kind);
        expect(checkSpotAnswer(miss.position, miss.line, referee).status).toBe('solved');
        const opened = decodePositionLink(miss.link);
        // A link names faces, not which pack a card came from (R1.4): the same cards, faces compared.
        expect(opened.ok && makePosition(opened.value)).toEqual(makePosition(miss.position));
      }
    }
  });

  it('finds both kinds over these games', () => {
    const all = reviews.flatMap((r) => [0, 1].flatMap((p) => ownMisses(r, p as 0 | 1, referee)));
    expect(all.some((m) => m.kind === 'fault')).toBe(true);
    expect(all.some((m) => m.kind === 'knock-missed')).toBe(true);
  });

  it("a missed fault is one player's fault and the other's knock missed", () => {
    const r = reviews.find((x) => x.turns.some((t) => t.fate === 'missed'))!;
    const turn = r.turns.find((t) => t.fate === 'missed')!;
    const own = ownMisses(r, turn.player, referee).filter((m) => m.turn === turn.turn);
    const theirs = ownMisses(r, turn.player === 0 ? 1 : 0, referee).filter((m) => m.turn === turn.turn);
    expect(own.map((m) => m.kind)).toEqual(theirs.length === 0 ? own.map(() => 'fault') : ['fault']);
    expect(theirs.map((m) => m.kind)).toEqual(own.length === 0 ? [] : ['knock-missed']);
  });
});
