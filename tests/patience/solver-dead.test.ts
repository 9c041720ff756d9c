// The solver's early proof that a table is lost (src/patience/solver/dead.ts), plain and sharp (with
// supports.ts): on small tables it proves lost, and tables it must not (the grace move or a pile that
// may be emptied opens a win), each held to the plain reference search; then every table either form
// proves lost on tiny random games is one the reference search cannot win either.
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/index.ts';
import { applyMove, GRACE_RULES, legalMoves, solve, type GraceRule, type PatiencePosition } from '../../src/patience/index.ts';
import { dealShape } from '../../src/patience/deal.ts';
import { Children, MoveStack } from '../../src/patience/solver/children.ts';
import { LostTest } from '../../src/patience/solver/dead.ts';
import { Table } from '../../src/patience/solver/table.ts';
import { card } from './helpers.ts';
import { referenceWinnable } from './reference.ts';

/** A table of the pack Ace to `top` with these piles, reserve places and foundations (every card not home placed once). */
function small(piles: string[][], reserve: string[], grace: GraceRule, top = 3, foundations = [1, 1, 1, 1]): PatiencePosition {
  return {
    tableau: piles.map((pile) => pile.map(card)),
    reserve: reserve.map((code) => (code === '' ? [] : [card(code)])),
    foundations,
    top,
    grace,
    graceUsed: false,
  };
}

const lost = (position: PatiencePosition, sharp = false) => new LostTest().lost(new Table(position), sharp);
const RESERVE = ['2D', '3D', '2C', '3C'];

describe('the early proof that a table is lost', () => {
  it('proves lost two piles that each hold a card above a lower card of its suit, with nowhere for it to go', () => {
    // 3♠ lies on 2♠ and 3♥ on 2♥: neither 3 can go home first, no 4 takes it, and no pile can be emptied.
    const jam = small(
      [
        ['2S', '3S'],
        ['2H', '3H'],
      ],
      RESERVE,
      'off',
    );
    expect(lost(jam)).toBe(true);
    expect(referenceWinnable(jam)).toMatchObject({ winnable: false });
    // The search keeps no move from it, though the rules allow some (2♦ home).
    const out = new MoveStack();
    new Children().fill(new Table(jam), out);
    expect(out.length).toBe(0);
    expect(legalMoves(jam).length).toBeGreaterThan(0);
  });

  it('does not prove lost the same jam when the grace move "both" can take a 3 onto a 2 in the reserve', () => {
    const jam = small(
      [
        ['2S', '3S'],
        ['2H', '3H'],
      ],
      RESERVE,
      'both',
    );
    expect(lost(jam)).toBe(false);
    expect(referenceWinnable(jam)).toMatchObject({ winnable: true });
    expect(lost({ ...jam, graceUsed: true })).toBe(true);
  });

  it('tries the grace move card by card: one use frees one card, which here is not enough', () => {
    // Under "both", each 3 and each 4 on the piles could go onto 2♥ or 5♦ in the reserve by the grace
    // move, but only one of them can, and no single one of those moves lets a pile be emptied or every
    // card go home (with all of them let out at once, the sets would not prove it lost).
    const piles = [
      ['4S', '4H', '5S'],
      ['2S', '2D', '4D', '5H'],
      ['3D', '3H', '3S', '5C'],
    ];
    const jam = small(piles, ['', '2H', '5D', ''], 'both', 5, [1, 1, 1, 4]);
    expect(lost(jam)).toBe(true);
    expect(referenceWinnable(jam)).toMatchObject({ winnable: false });
  });

  it('does not prove lost a table where a pile may be emptied, which then takes the card in the way', () => {
    const open = small(
      [
        ['2S', '3S'],
        ['3H', '2H'],
      ],
      RESERVE,
      'off',
    );
    expect(lost(open)).toBe(false);
    expect(referenceWinnable(open)).toMatchObject({ winnable: true });
  });

  it('every table it proves lost in random games of tiny deals, plain or sharp, the plain search cannot win either', () => {
    // Seeds per shape: tables only the sharp form proves lost are rare (a few games in a hundred).
    const shapes = [
      { shape: { top: 5, piles: 3, depth: 4, reserve: 4 }, seeds: 100 },
      { shape: { top: 5, piles: 4, depth: 3, reserve: 4 }, seeds: 30 },
    ];
    const test = new LostTest();
    let proved = 0;
    let sharpOnly = 0;
    let open = 0;
    for (const { shape, seeds } of shapes) {
      for (let seed = 0; seed < seeds; seed++) {
        for (const grace of GRACE_RULES) {
          const next = mulberry32(seed);
          let position = dealShape(seed, shape, grace);
          for (let step = 0; step < 40; step++) {
            const plain = test.lost(new Table(position));
            const sharp = test.lost(new Table(position), true);
            // The sharp form proves all the plain one does: it only takes cards out of the sets.
            expect({ seed, grace, step, plain, sharp: sharp || !plain }).toEqual({ seed, grace, step, plain, sharp: true });
            if (sharp) {
              proved++;
              if (!plain) sharpOnly++;
              expect({ seed, grace, step, winnable: referenceWinnable(position)!.winnable }).toEqual({
                seed,
                grace,
                step,
                winnable: false,
              });
            } else open++;
            const moves = legalMoves(position);
            if (moves.length === 0) break;
            position = applyMove(position, moves[Math.floor(next() * moves.length)]!);
          }
        }
      }
    }
    // Every answer occurs, so the check compares something.
    expect(proved).toBeGreaterThan(100);
    expect(sharpOnly).toBeGreaterThan(10);
    expect(open).toBeGreaterThan(100);
  });
});

describe('the sharper proof: places one rank up counted (supports.ts)', () => {
  // A pack of Ace to 4 with the clubs home: nine cards on three piles, the reserve empty.
  const shape = (piles: string[][]) => small(piles, ['', '', ''], 'off', 4, [1, 1, 1, 4]);

  it('proves lost a table where, for a pile to empty, three 3s would need the two 4s that can take them', () => {
    // To empty the first pile 3♠ and 3♥ must each lie on a 4 while 3♦ still lies on 4♠ (it cannot go
    // home before 2♦, under 4♦ and 4♥): three 3s, and only 4♥ and 4♠ can be under one (4♦ stays
    // under 4♥, which has nowhere to go). The plain test lets each 3 count 4♥ as its place.
    const jam = shape([
      ['3H', '3S'],
      ['2D', '4D', '4H'],
      ['2S', '2H', '4S', '3D'],
    ]);
    expect(lost(jam)).toBe(false);
    expect(lost(jam, true)).toBe(true);
    expect(referenceWinnable(jam)).toMatchObject({ winnable: false });
    // The search asks it of its first table: the answer comes with that one table stored.
    expect(solve(jam)).toEqual({ kind: 'not-winnable', nodes: 1 });
  });

  it('does not prove lost a table where one 4 takes two 3s in turn, the first going home in between', () => {
    // 3♠ onto 4♥ frees 2♠ to go home, then 3♠ follows it, and 4♥ takes 3♥: the first pile empties.
    const open = shape([
      ['3H', '2S', '3S'],
      ['2D', '4D', '4H'],
      ['2H', '4S', '3D'],
    ]);
    expect(lost(open, true)).toBe(false);
    expect(referenceWinnable(open)).toMatchObject({ winnable: true });
  });
});
