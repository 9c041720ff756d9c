// What must always hold, over random games with random actions, illegal ones included
// (RULES R1.1, R2.6, docs/architecture.md §3, §6, §7). Run counts are modest: the computer player asks the exact
// analyzer at every action it chooses, and every knock and take-back is judged by it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  chooseAction,
  legalMoves,
  makePosition,
  makeRecord,
  newGame,
  parsePosition,
  rankOf,
  replay,
  suitIndexOf,
  type Action,
  type GameState,
  type HouseRules,
  type Position,
} from '../../src/engine/index.ts';
import { CARD_COUNT } from '../../src/engine/cards.ts';
import { allCards } from '../../src/engine/position.ts';
import { deepFreeze, referee } from './helpers.ts';

/** An instruction turned into an action against the state it meets. */
type Step =
  | { kind: 'policy' }
  | { kind: 'legal'; index: number }
  | { kind: 'simple'; type: 'reveal' | 'discard' | 'pass' | 'takeBack' }
  | { kind: 'knock'; by: 0 | 1 }
  | { kind: 'garbage'; card: number; from: string; to: string }
  | { kind: 'end'; action: Action };

const PLACES = [
  'claw',
  'discard',
  'inPlay',
  'tableau:0',
  'tableau:3',
  'tableau:7',
  'tableau:9',
  'foundation:0',
  'foundation:2',
  'opponentClaw',
  'opponentDiscard',
  'deck',
  '',
];

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 60, arbitrary: fc.constant({ kind: 'policy' } as const) },
  { weight: 40, arbitrary: fc.nat(200).map((index) => ({ kind: 'legal', index }) as const) },
  { weight: 30, arbitrary: fc.constantFrom('reveal', 'discard', 'pass', 'takeBack').map((type) => ({ kind: 'simple', type }) as const) },
  { weight: 10, arbitrary: fc.constantFrom(0, 1).map((by) => ({ kind: 'knock', by }) as const) },
  {
    weight: 10,
    arbitrary: fc
      .record({ card: fc.integer({ min: -2, max: 110 }), from: fc.constantFrom(...PLACES), to: fc.constantFrom(...PLACES) })
      .map((m) => ({ kind: 'garbage', ...m }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<Action>({ type: 'resign', by: 0 }, { type: 'resign', by: 1 }, { type: 'draw' })
      .map((action) => ({ kind: 'end', action }) as const),
  },
);

const rulesArb: fc.Arbitrary<HouseRules> = fc.record({
  countFalseKnocks: fc.boolean(),
  knockHorizon: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
  takeBack: fc.boolean(),
  coach: fc.boolean(),
  knockRadar: fc.boolean(),
  findYourself: fc.boolean(),
  stalemateNudge: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
});

function actionFor(state: GameState, step: Step): Action {
  switch (step.kind) {
    case 'policy':
      return chooseAction(state, referee, undefined, { faultRate: 0.25, falseKnockRate: 0.05 });
    case 'legal': {
      const moves = legalMoves(state.position);
      return moves.length > 0 ? { type: 'move', move: moves[step.index % moves.length]! } : { type: 'reveal' };
    }
    case 'simple':
      return { type: step.type };
    case 'knock':
      return { type: 'knock', by: step.by };
    case 'garbage':
      return { type: 'move', move: { card: step.card, from: step.from, to: step.to } } as unknown as Action;
    case 'end':
      return step.action;
  }
}

function checkTable(position: Position): void {
  // R1.1: all 104 physical cards, each in exactly one place.
  expect(allCards(position).sort((a, b) => a - b)).toEqual(Array.from({ length: CARD_COUNT }, (_, i) => i));
  // R2.6: every foundation is an Ace and then one suit, one rank at a time.
  for (const pile of position.foundations) {
    expect(rankOf(pile[0]!)).toBe(1);
    pile.forEach((card, i) => {
      expect(suitIndexOf(card)).toBe(suitIndexOf(pile[0]!));
      expect(rankOf(card)).toBe(i + 1);
    });
  }
  expect(position.tableau).toHaveLength(8);
  // docs/architecture.md §6: the position notation round-trips (faces; which physical copy is which is not written).
  const json = makePosition(position);
  const read = parsePosition(JSON.parse(JSON.stringify(json)));
  expect(read.ok && makePosition(read.value)).toEqual(json);
}

describe('properties of random games', () => {
  it('cards are conserved, foundations stay valid, refusals change nothing, and the record replays the game', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), rulesArb, fc.array(stepArb, { minLength: 40, maxLength: 120 }), (dealNumber, rules, steps) => {
        let state = deepFreeze(newGame({ dealNumber, rules }));
        checkTable(state.position);
        for (const step of steps) {
          if (state.result !== null) break;
          const before = structuredClone(state);
          const result = applyAction(state, actionFor(state, step), referee);
          if (result.ok) {
            state = deepFreeze(result.value);
            checkTable(state.position);
          } else {
            expect(result.error.message.length).toBeGreaterThan(0);
            expect(state).toEqual(before);
          }
        }
        expect(replay(makeRecord(state), referee)).toEqual({ ok: true, value: state });
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
