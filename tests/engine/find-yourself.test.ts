// Find it yourself (house rule, docs/rules.md H1): the offender's try at the missed line's first move is
// right exactly when it is a move the drill judgement calls fault-free from the fault's position (R6.3),
// the line's own first move among them; an illegal move is no try.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOUSE_RULES,
  isFaultIn,
  judgeTry,
  legalMoves,
  makeRecord,
  parseRecord,
  reviewGame,
  type FaultRecord,
  type Position,
} from '../../src/engine/index.ts';
import { checkSpotAnswer } from '../../src/learn/index.ts';
import { ACE_UP, TWO_AWAY, TWO_TO_GO } from './fixtures.ts';
import { referee, table } from './helpers.ts';
import { carelessPlay } from '../../src/tooling/selfplay-careless.ts';

/** The faults a seeded careless game's review holds (knocked or not). */
function reviewedFaults(seed: number): FaultRecord[] {
  const record = parseRecord(JSON.parse(JSON.stringify(makeRecord(carelessPlay('random', seed, { maxActions: 160 })))));
  if (!record.ok) throw new Error(record.error);
  const review = reviewGame(record.value, referee);
  if (!review.ok) throw new Error(review.error);
  return review.value.turns.flatMap((t) => (t.fault ? [t.fault] : []));
}

const NAMES: readonly [string, string] = ['South', 'North'];

/** The fault a reveal makes at `position` (the player to move had a foundation play within reach). */
function revealFault(position: Position): FaultRecord {
  const verdict = referee.verdict(position);
  expect(isFaultIn(verdict, { type: 'reveal' }, DEFAULT_HOUSE_RULES)).toBe(true);
  return { player: position.toMove, turn: 1, position, distance: verdict.distance!, missedLine: verdict.line, action: { type: 'reveal' } };
}

describe('a try at the missed line (house rule H1)', () => {
  it.each([
    ['an Ace in plain sight', ACE_UP],
    ['two moves away', TWO_AWAY],
    ['two to go, from the claw', TWO_TO_GO],
  ])('%s: every legal move is judged right exactly when the drill judgement finds it fault-free', (_name, spec) => {
    const fault = revealFault(table(spec));
    const verdict = referee.verdict(fault.position);
    const moves = legalMoves(fault.position);
    let right = 0;
    for (const move of moves) {
      const judged = judgeTry(fault, move, verdict, DEFAULT_HOUSE_RULES, NAMES);
      if (!judged.ok) throw new Error(judged.error);
      const drill = checkSpotAnswer(fault.position, [move], referee).status;
      expect(judged.value.right, `${move.from} → ${move.to}`).toBe(drill !== 'wrong');
      if (judged.value.right) right++;
    }
    // Some try is right (the line's first move) and, where there are other moves, some is wrong.
    expect(right).toBeGreaterThan(0);
  });

  it.each([3, 5, 13])('careless game %i: every fault of the review, every legal try judged as the drill judges it', (seed) => {
    const faults = reviewedFaults(seed);
    expect(faults.length).toBeGreaterThan(0);
    for (const fault of faults) {
      const verdict = referee.verdict(fault.position);
      for (const move of legalMoves(fault.position)) {
        const judged = judgeTry(fault, move, verdict, DEFAULT_HOUSE_RULES, NAMES);
        const drill = checkSpotAnswer(fault.position, [move], referee).status;
        expect(judged.ok && judged.value.right).toBe(drill !== 'wrong');
        const onLine = move.from === fault.missedLine[0]?.from && move.to === fault.missedLine[0]?.to;
        expect(judged.ok && judged.value.onLine).toBe(onLine);
        // A right try off the shown line is told that the line shown starts another way.
        if (judged.ok && judged.value.right) expect(judged.value.words.includes('just as short')).toBe(!onLine);
      }
    }
  });

  it('the line’s first move is praised; a wrong try says what the line starts with', () => {
    const fault = revealFault(table(TWO_AWAY));
    const verdict = referee.verdict(fault.position);
    const first = fault.missedLine[0]!;
    const praised = judgeTry(fault, first, verdict, DEFAULT_HOUSE_RULES, NAMES);
    expect(praised).toEqual({ ok: true, value: { right: true, onLine: true, words: 'Yes: that is the play South missed.' } });
  });

  it('at distance 0 any move but a foundation play is wrong, and says what the line starts with', () => {
    const fault = revealFault(table(ACE_UP));
    const verdict = referee.verdict(fault.position);
    const wrong = legalMoves(fault.position).find((m) => checkSpotAnswer(fault.position, [m], referee).status === 'wrong');
    expect(wrong, 'a legal move off every shortest way').toBeDefined();
    const judged = judgeTry(fault, wrong!, verdict, DEFAULT_HOUSE_RULES, NAMES);
    expect(wrong!.to.startsWith('foundation:')).toBe(false);
    expect(judged.ok && judged.value.right).toBe(false);
    expect(judged.ok && judged.value.words).toMatch(
      /^Not that one: .+ leaves the shortest way \(R6\.3\)\. The better line starts with .+\.$/,
    );
  });

  it('an illegal move is no try: the engine’s refusal comes back', () => {
    const fault = revealFault(table(ACE_UP));
    const judged = judgeTry(
      fault,
      { card: fault.missedLine[0]!.card, from: 'tableau:6', to: 'tableau:0' },
      referee.verdict(fault.position),
      DEFAULT_HOUSE_RULES,
      NAMES,
    );
    expect(judged.ok).toBe(false);
  });
});
