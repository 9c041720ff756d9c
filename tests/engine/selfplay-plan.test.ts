// The computer player's plan search (selfplay.ts `usefulMove`) against a plain version of it written
// with whole positions and the one move generator: the same move on every position.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyMove,
  chooseAction,
  legalDestinations,
  newGame,
  other,
  tableauRef,
  type CardMove,
  type Position,
} from '../../src/engine/index.ts';
import { ownCardMove, usefulMove } from '../../src/engine/selfplay.ts';
import { mulberry32, randomPosition } from '../../src/tooling/generate.ts';
import { referee } from './helpers.ts';

// The own-card move itself is shared: what is checked is the search over tables.
const plainOwnCardMove = ownCardMove;

const plainKey = (position: Position): string => {
  const them = position.players[other(position.toMove)];
  return [...position.tableau.map((pile) => pile.join(',')), them.claw.at(-1), them.discard.at(-1)].join('|');
};

function plainUsefulMove(position: Position): CardMove | null {
  const now = plainOwnCardMove(position);
  if (now) return now;
  let frontier: { position: Position; first: CardMove | null }[] = [{ position, first: null }];
  const seen = new Set([plainKey(position)]);
  for (let depth = 0; depth < 3 && seen.size < 1000; depth++) {
    const next: typeof frontier = [];
    for (const node of frontier) {
      const moves: CardMove[] = [];
      node.position.tableau.forEach((pile, i) => {
        if (pile.length > 0)
          for (const to of legalDestinations(node.position, tableauRef(i)))
            moves.push({ card: pile[pile.length - 1]!, from: tableauRef(i), to });
      });
      for (const move of moves) {
        const child = applyMove(node.position, move);
        const key = plainKey(child);
        if (seen.has(key)) continue;
        seen.add(key);
        const first = node.first ?? move;
        if (plainOwnCardMove(child)) return first;
        next.push({ position: child, first });
      }
    }
    frontier = next;
  }
  return null;
}

describe('self-play plan search', () => {
  it("gives the plain version's move on generated positions", () => {
    const random = mulberry32(77);
    for (let n = 0; n < 400; n++) {
      const position = randomPosition(random, { runs: n % 2 === 0, emptyPiles: n % 3 });
      expect(usefulMove(position)).toEqual(plainUsefulMove(position));
    }
  });

  it("gives the plain version's move on every position of self-played games", () => {
    let checked = 0;
    for (const deal of [4, 12]) {
      let state = newGame({ dealNumber: deal });
      const random = mulberry32(deal);
      while (state.result === null && state.turn < 120) {
        expect(usefulMove(state.position)).toEqual(plainUsefulMove(state.position));
        checked++;
        const next = applyAction(state, chooseAction(state, referee, random, { faultRate: 0.1 }), referee);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
      }
    }
    expect(checked).toBeGreaterThan(200);
  }, 60_000);
});
