// R6.2–R6.3: the analyzer against the example positions (tests/fixtures) and named cases, each also
// checked by the plain reference search. The cross-checks on hundreds of generated positions are in
// tests/exact/analysis.exact.test.ts (`npm run test:exact`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  applyAction,
  distanceNow,
  isFaultIn,
  isFoundationPlay,
  legalMoves,
  makeMove,
  newGame,
  parsePosition,
  type CardMove,
} from '../../src/engine/index.ts';
import { analyze, foundationDistance, isOnShortestWay, LocalReferee, searchChild } from '../../src/engine/search/index.ts';
import { playGame } from '../../src/tooling/play-game.ts';
import { generated, table, type TableSpec } from './helpers.ts';
import { lineProblem, moveSet } from './lines.ts';
import { searchDistance as referenceDistance } from './reference-search.ts';

const EXAMPLES = fileURLToPath(new URL('../fixtures/positions-examples.jsonl', import.meta.url));

describe('docs/formats.md analyzer: every example position exactly', () => {
  const lines = readFileSync(EXAMPLES, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  it('has examples to check', () => expect(lines.length).toBeGreaterThanOrEqual(20));
  lines.forEach((text, i) => {
    const { position, expect: want } = JSON.parse(text);
    it(`example ${i + 1}: distance ${want.distance}`, () => {
      const parsed = parsePosition(position);
      if (!parsed.ok) throw new Error(parsed.error);
      const got = analyze(parsed.value);
      expect(got.distance).toBe(want.distance);
      if (want.distance === null) expect(got.line).toEqual([]);
      else expect(lineProblem(parsed.value, got.line, want.distance)).toBeNull();
      expect(moveSet(got.legalMoves)).toEqual(moveSet(want.legalMoves));
      expect(moveSet(got.faultFree)).toEqual(moveSet(want.faultFree));
    });
  });
});

describe('R6.2 distance 0', () => {
  it('the play given is the first foundation play of the move generator', () => {
    let checked = 0;
    for (const position of generated(99, 600)) {
      const play = legalMoves(position).find(isFoundationPlay);
      if (!play) continue;
      expect(foundationDistance(position).line).toEqual([play]);
      expect(analyze(position).line).toEqual([play]);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

const KINGS = [['KS'], ['KD'], ['KC'], ['KH'], ['KS'], ['KD'], ['KC']];
interface NamedCase {
  readonly name: string;
  readonly spec: TableSpec;
  readonly distance: number | null;
  /** The moves of the line, when only one shortest line exists. */
  readonly line?: readonly string[];
}
const show = (moves: readonly CardMove[]) =>
  moves.map((m) => {
    const j = makeMove(m);
    return `${j.card} ${j.from}>${j.to}`;
  });

const CASES: NamedCase[] = [
  {
    name: 'R5.1 two decks: a second Ace starts a second pile of its suit',
    spec: { players: [{}, {}], tableau: [['AH'], ...KINGS], foundations: [['AH', '2H', '3H']] },
    distance: 0,
    line: ['AH tableau:0>foundation:1'],
  },
  {
    name: "R5.4 loading the opponent's claw twice inside the shortest line",
    spec: { players: [{}, { claw: ['8C'] }], tableau: [['5H', 'TC', '9C'], ...KINGS], foundations: [['AH', '2H', '3H', '4H']] },
    distance: 2,
    line: ['9C tableau:0>opponentClaw', 'TC tableau:0>opponentClaw', '5H tableau:0>foundation:0'],
  },
  {
    name: "R5.4 loading the opponent's discard pile",
    spec: { players: [{}, { discard: ['TC'] }], tableau: [['5H', '9C'], ...KINGS], foundations: [['AH', '2H', '3H', '4H']] },
    distance: 1,
    line: ['9C tableau:0>opponentDiscard', '5H tableau:0>foundation:0'],
  },
  {
    name: 'R4.1 the claw card makes a place for the card that covers the target',
    spec: {
      players: [{ claw: ['2S', 'TD'] }, {}],
      tableau: [['5H', '9C'], ['JS'], ...KINGS.slice(1)],
      foundations: [['AH', '2H', '3H', '4H']],
    },
    distance: 2,
    line: ['TD claw>tableau:1', '9C tableau:0>tableau:1', '5H tableau:0>foundation:0'],
  },
  {
    name: 'R6.2 a card uncovered in the claw does not count: the 2♥ under the claw top is not seen',
    spec: { players: [{ claw: ['2H', 'TD'] }, {}], tableau: [['JS'], ...KINGS], foundations: [['AH']] },
    distance: null,
  },
  {
    name: 'R6.2 a card uncovered in the tableau counts',
    spec: { players: [{}, {}], tableau: [['2H', 'TD'], ['JS'], ...KINGS.slice(1)], foundations: [['AH']] },
    distance: 1,
    line: ['TD tableau:0>tableau:1', '2H tableau:0>foundation:0'],
  },
  {
    name: 'R6.2 the in-play card is a source, once',
    spec: {
      players: [{ inPlay: 'TD', deck: ['2H'] }, {}],
      tableau: [['5H', '9C'], ['JS'], ...KINGS.slice(1)],
      foundations: [['AH', '2H', '3H', '4H']],
    },
    distance: 2,
    line: ['TD inPlay>tableau:1', '9C tableau:0>tableau:1', '5H tableau:0>foundation:0'],
  },
  {
    name: 'R6.2 three cards through three empty piles',
    spec: { players: [{}, {}], tableau: [['AS', '7H', '3C', 'QD'], [], [], [], ['KS'], ['KD'], ['KC'], ['KH']] },
    distance: 3,
  },
  {
    // Nothing takes the Q♦ (no black King), 3♣ (no red 4) or 7♥ (no black 8): two empty piles hold
    // two of the three cards above the A♠, and the 5♦ only wastes a pile.
    name: 'R6.2 a card too many for the empty piles: none',
    spec: { players: [{}, {}], tableau: [['AS', '7H', '3C', 'QD'], [], [], ['KD'], ['KH'], ['KD'], ['KH'], ['5D']] },
    distance: null,
  },
  {
    // 8♥ into the empty pile, then the 7♣ that lay under it goes on top of it.
    name: 'R6.2 a card builds on one just moved to an empty pile',
    spec: { players: [{}, {}], tableau: [['AS', '7C', '8H'], [], ['KD'], ['KH'], ['KD'], ['KH'], ['5D'], ['5H']] },
    distance: 2,
    line: ['8H tableau:0>tableau:1', '7C tableau:0>tableau:1', 'AS tableau:0>foundation:0'],
  },
  {
    // Met in self-play: the 7♣ can go onto the 8♦ at once, and onto the opponent's claw only once the
    // 8♣ is there; the quick proof of none must not miss the second way (then 6♣, 5♣, 4♣ follow).
    name: "R5.4 a chain onto the opponent's claw through a card that could already move elsewhere",
    spec: {
      players: [{ discard: ['2C', 'KC'] }, { claw: ['9C'], discard: ['QH'] }],
      tableau: [
        ['KS', 'QD', 'JS', 'TH', '9S', '8H', '7C'],
        ['KD', 'QC', 'JH', 'TC', '9D', '8C'],
        ['8D', '7S', '6D', '5C'],
        ['QS', 'JD', 'TS', '9H', '8S', '7D', '6S', '5H', '4C'],
        ['6C'],
        ['6S'],
        ['JS', 'TD', '9C', '8D'],
        ['5S'],
      ],
      foundations: [
        ['AD', '2D', '3D', '4D', '5D', '6D'],
        ['AD', '2D', '3D', '4D'],
        ['AH', '2H', '3H', '4H', '5H'],
        ['AS', '2S'],
        ['AS'],
        ['AH'],
      ],
    },
    distance: 7,
  },
  {
    name: 'R2.6 all eight foundations started: only next cards are wanted',
    spec: {
      players: [{}, {}],
      tableau: [['2C'], ...KINGS],
      foundations: [['AS'], ['AS'], ['AH'], ['AH'], ['AD'], ['AD'], ['AC'], ['AC']],
    },
    distance: 0,
  },
];

describe('R6.2 named positions', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const position = table(c.spec);
      const fast = foundationDistance(position);
      expect(fast.distance).toBe(c.distance);
      const reference = referenceDistance(position, Infinity);
      expect(reference?.distance).toBe(c.distance);
      if (c.distance !== null) expect(lineProblem(position, fast.line, c.distance)).toBeNull();
      if (c.line) expect(show(fast.line)).toEqual(c.line);
    });
  }
});

describe('R6.3 shortest ways', () => {
  it('at distance 0 only foundation plays keep to a shortest way', () => {
    const position = table(CASES[0]!.spec);
    for (const move of legalMoves(position)) expect(isOnShortestWay(position, move, 0)).toBe(isFoundationPlay(move));
  });
  it('every move of a shortest line brings the distance down by one', () => {
    const position = table(CASES[1]!.spec);
    const { line } = foundationDistance(position);
    let at = position;
    line.slice(0, -1).forEach((move, i) => {
      expect(isOnShortestWay(at, move, line.length - 1 - i)).toBe(true);
      at = searchChild(at, move);
    });
  });
});

describe('R6.2, R6.3 the referee judges from its verdict', () => {
  it('along self-played games, every distance held equals a fresh search, a move is a fault exactly when the reference search says it leaves every shortest way, and line moves are never faults', () => {
    const referee = new LocalReferee();
    let judged = 0;
    let faults = 0;
    let settled = 0;
    for (const deal of [3, 8, 14, 21, 33, 40, 52, 61, 77, 90]) {
      const game = playGame(deal, { faultRate: 0.05, knockRate: 0.5, referee });
      let state = newGame({ dealNumber: deal });
      for (const action of game.actions) {
        const fresh = structuredClone(state.position);
        const distance = distanceNow(state, referee);
        expect(distance).toBe(foundationDistance(fresh).distance);
        const verdict = referee.verdict(state.position);
        if (distance !== null) {
          expect(isFaultIn(verdict, { type: 'move', move: verdict.line[0]! }, state.rules)).toBe(false);
        }
        if (distance !== null && distance > 0) {
          // Every legal move here, the one played among them: the verdict's judgement against the
          // fast exact check, and against the plain breadth-first reference where it settles.
          for (const move of legalMoves(fresh)) {
            const fault = isFaultIn(verdict, { type: 'move', move }, state.rules);
            expect(fault).toBe(!isOnShortestWay(fresh, move, distance));
            judged++;
            if (fault) faults++;
            if (isFoundationPlay(move)) {
              expect(fault).toBe(true);
              continue;
            }
            const after = referenceDistance(searchChild(fresh, move), distance - 1, 5_000);
            if (after === undefined) continue;
            expect(fault).toBe(after.distance !== distance - 1);
            settled++;
          }
        }
        const next = applyAction(state, action, referee);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
      }
    }
    expect(faults).toBeGreaterThan(50);
    expect(judged - faults).toBeGreaterThan(50);
    expect(settled).toBeGreaterThan(judged / 2);
  }, 120_000);
});
