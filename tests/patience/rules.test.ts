// Brigade's rules (docs/patience.md, P1–P6), one group per rule: the legal moves, the refusals in words
// citing the rule, and the pure application of a move.
import { describe, expect, it } from 'vitest';
import { cardCode, rankOf } from '../../src/engine/index.ts';
import { applyMove, checkMove, dealBrigade, isWon, legalMoves, type PatienceMove } from '../../src/patience/index.ts';
import { packOf } from '../../src/patience/position.ts';
import { card, move, table } from './helpers.ts';

const codes = (moves: readonly PatienceMove[]) => moves.map((m) => `${cardCode(m.card)}>${m.to}${m.count > 1 ? `x${m.count}` : ''}`).sort();
const refusal = (position: Parameters<typeof checkMove>[0], m: PatienceMove) => checkMove(position, m);

describe('P1 cards and deal', () => {
  it('P1.2, P1.3: the Aces start the foundations; 7 piles of 5 and 13 reserve cards hold the other 48 once each', () => {
    const deal = dealBrigade(1);
    expect(deal.foundations).toEqual([1, 1, 1, 1]);
    expect(deal.tableau.map((pile) => pile.length)).toEqual([5, 5, 5, 5, 5, 5, 5]);
    expect(deal.reserve.map((place) => place.length)).toEqual(Array(13).fill(1));
    const cards = [...deal.tableau.flat(), ...deal.reserve.flat()].sort((a, b) => a - b);
    expect(cards).toEqual(packOf().filter((face) => rankOf(face) !== 1));
  });

  it('P1.3: a deal number gives the same deal every time, and different numbers different deals', () => {
    expect(dealBrigade(42)).toEqual(dealBrigade(42));
    expect(dealBrigade(42).tableau).not.toEqual(dealBrigade(43).tableau);
    expect(dealBrigade(42, 'both').tableau).toEqual(dealBrigade(42, 'off').tableau);
  });

  it('P1.3: deal 1 is this deal, forever (the shuffle is part of the contract)', () => {
    expect(dealBrigade(1).tableau[0]!.map(cardCode).join(' ')).toMatchInlineSnapshot(`"KH 8D 6D 2S TD"`);
  });

  it('refuses a number that is not a deal number', () => {
    expect(() => dealBrigade(-1)).toThrow(RangeError);
    expect(() => dealBrigade(1.5)).toThrow(RangeError);
  });
});

describe('P2 foundations', () => {
  it('P2.1: a foundation takes the next card of its suit, from a pile top or the reserve', () => {
    const position = table({ tableau: [['9D', '2S']], reserve: [['2H'], ['3S']] });
    expect(codes(legalMoves(position).filter((m) => m.to === 'foundation'))).toEqual(['2H>foundation', '2S>foundation']);
    expect(refusal(position, move('3S', 'foundation'))).toMatchObject({
      code: 'foundation-needs-next-in-suit',
      message: expect.stringMatching(/takes the 2♠ next.*\(P2\.1\)/),
    });
  });

  it('P2.1: one card at a time', () => {
    const position = table({ tableau: [['3S', '2H']], foundations: [2, 1, 1, 1] });
    expect(refusal(position, move('3S', 'foundation', 2))).toMatchObject({ code: 'one-card-only' });
  });

  it('P2.2: a card on a foundation stays there', () => {
    const position = table({ tableau: [['9D']], foundations: [3, 1, 1, 1] });
    expect(refusal(position, move('3S', 'tableau:1'))).toMatchObject({ code: 'on-foundation', message: expect.stringMatching(/P2\.2/) });
  });

  it('applying a foundation move raises that foundation and takes the card from its place', () => {
    const before = table({ tableau: [['9D', '2S']] });
    const after = applyMove(before, move('2S', 'foundation'));
    expect(after.foundations).toEqual([2, 1, 1, 1]);
    expect(after.tableau[0]).toEqual([card('9D')]);
    expect(before.tableau[0]).toEqual([card('9D'), card('2S')]);
  });
});

describe('P3 tableau', () => {
  it('P3.1: down by one rank regardless of suit', () => {
    // No empty pile: the Kings fill the last three.
    const position = table({ tableau: [['TS'], ['9C'], ['9D'], ['8H'], ['KC'], ['KD'], ['KH']] });
    expect(codes(legalMoves(position))).toEqual(['8H>tableau:1', '8H>tableau:2', '9C>tableau:0', '9D>tableau:0']);
    expect(refusal(position, move('8H', 'tableau:0'))).toMatchObject({
      code: 'tableau-needs-one-lower',
      message: expect.stringMatching(/10♠ takes a 9 of any suit \(P3\.1\)/),
    });
  });

  it('P3.2: any card may go onto an empty pile, one move for each empty pile', () => {
    const position = table({ tableau: [['KS', '5D'], [], ['QH'], []] });
    expect(codes(legalMoves(position).filter((m) => m.card === card('5D')))).toEqual([
      '5D>tableau:1',
      '5D>tableau:3',
      '5D>tableau:4',
      '5D>tableau:5',
      '5D>tableau:6',
    ]);
  });

  it('P3.3: only the top card of a pile can be taken', () => {
    const position = table({ tableau: [['KS', '5D'], ['6H']] });
    expect(refusal(position, move('KS', 'tableau:3'))).toMatchObject({
      code: 'not-on-top',
      message: expect.stringMatching(/Only the top card.*\(P3\.3\)/),
    });
  });

  it('P3.4: a run of up to 1 + E cards moves, E the empty piles other than the destination', () => {
    // Two empty piles: a run of three onto a card, a run of two onto one of the empty piles.
    const full = (n: number) => Array.from({ length: n }, () => ['KC']);
    const spec = (empties: number) => {
      const piles = [['9S', '8H', '7D'], ['TC'], ...full(5 - empties)];
      return table({ tableau: piles, foundations: [1, 1, 1, 1] });
    };
    const two = spec(2);
    expect(checkMove(two, move('9S', 'tableau:1', 3))).toBeNull();
    expect(checkMove(two, move('8H', 'tableau:5', 2))).toBeNull();
    expect(checkMove(two, move('9S', 'tableau:5', 3))).toMatchObject({
      code: 'run-too-long',
      message: expect.stringMatching(/needs 2 empty piles besides its destination; there is 1 \(P3\.4\)/),
    });
    const none = spec(0);
    expect(checkMove(none, move('9S', 'tableau:1', 3))).toMatchObject({ code: 'run-too-long' });
    expect(checkMove(none, move('7D', 'tableau:1'))).toMatchObject({ code: 'tableau-needs-one-lower' });
  });

  it('P3.4: a run goes onto a card one rank above its deepest card, and its cards must run down by one', () => {
    const position = table({ tableau: [['9S', '7H', '6D'], ['8C'], [], []] });
    expect(checkMove(position, move('7H', 'tableau:1', 2))).toBeNull();
    expect(checkMove(position, move('9S', 'tableau:2', 3))).toMatchObject({ code: 'not-a-run', message: expect.stringMatching(/P3\.4/) });
    expect(checkMove(position, move('7H', 'tableau:2', 3))).toMatchObject({ code: 'not-a-run' });
  });

  it('a card cannot go back onto its own pile', () => {
    const position = table({ tableau: [['9S', '8H']] });
    expect(checkMove(position, move('8H', 'tableau:0'))).toMatchObject({ code: 'same-pile' });
  });

  it('applying a run moves its cards in order', () => {
    const after = applyMove(table({ tableau: [['9S', '7H', '6D'], ['8C'], []] }), move('7H', 'tableau:1', 2));
    expect(after.tableau.slice(0, 2)).toEqual([[card('9S')], [card('8C'), card('7H'), card('6D')]]);
  });
});

describe('P4 reserve', () => {
  it('P4.1: every reserve card may go onto a pile or home; places keep their numbers when emptied', () => {
    const position = table({ tableau: [['9C']], reserve: [['QH'], ['8S'], ['2D']] });
    expect(codes(legalMoves(position).filter((m) => m.card === card('8S')))).toEqual(
      ['8S>tableau:0', ...[1, 2, 3, 4, 5, 6].map((i) => `8S>tableau:${i}`)].sort(),
    );
    const after = applyMove(position, move('8S', 'tableau:0'));
    expect(after.reserve.slice(0, 3)).toEqual([[card('QH')], [], [card('2D')]]);
  });

  it('P4.1: reserve cards move one at a time', () => {
    expect(checkMove(table({ tableau: [['9C']], reserve: [['8S']] }), move('8S', 'tableau:0', 2))).toMatchObject({ code: 'one-card-only' });
  });

  it('P4.2: nothing goes back to the reserve but by the grace move', () => {
    const position = table({ tableau: [['7C']], reserve: [['8S']], grace: 'off' });
    expect(checkMove(position, move('7C', 'reserve:0'))).toMatchObject({ code: 'reserve-closed', message: expect.stringMatching(/P4\.2/) });
    expect(checkMove({ ...position, grace: 'up' }, move('9H', 'reserve:0'))).not.toBeNull();
  });
});

describe('P5 the grace move', () => {
  const position = table({ tableau: [['KD', '7C'], ['6H']], reserve: [['8S'], ['6D'], []] });

  it('P5.1: once a game, a pile top onto a reserve card one rank higher ("up", the default)', () => {
    expect(codes(legalMoves(position).filter((m) => m.to.startsWith('reserve')))).toEqual(['7C>reserve:0']);
    const after = applyMove(position, move('7C', 'reserve:0'));
    expect(after.reserve[0]).toEqual([card('8S'), card('7C')]);
    expect(after.graceUsed).toBe(true);
    expect(legalMoves(after).filter((m) => m.to.startsWith('reserve'))).toEqual([]);
    expect(checkMove(after, move('KD', 'reserve:1'))).toMatchObject({
      code: 'grace-used',
      message: expect.stringMatching(/once a game.*\(P5\.1\)/),
    });
  });

  it('P5.1: only the top card of the two is available; the one beneath comes free when it leaves', () => {
    const after = applyMove(position, move('7C', 'reserve:0'));
    expect(checkMove(after, move('8S', 'tableau:3'))).toMatchObject({ code: 'under-grace-card', message: expect.stringMatching(/P5\.1/) });
    const freed = applyMove(after, move('7C', 'tableau:3'));
    expect(checkMove(freed, move('8S', 'tableau:4'))).toBeNull();
  });

  it('P5.1: from a pile top only, onto a card, a single card', () => {
    const p = table({ tableau: [['7C', '6D']], reserve: [['8S'], ['7H'], []] });
    expect(checkMove(p, move('7H', 'reserve:0'))).toMatchObject({ code: 'grace-from-tableau-only' });
    expect(checkMove(p, move('6D', 'reserve:2'))).toMatchObject({ code: 'grace-needs-a-card' });
    expect(checkMove(p, move('7C', 'reserve:0', 2))).toMatchObject({
      code: 'one-card-only',
      message: expect.stringMatching(/single card \(P5\.1\)/),
    });
    expect(checkMove(p, move('6D', 'reserve:0'))).toMatchObject({
      code: 'grace-needs-next-rank',
      message: expect.stringMatching(/one rank higher \(P5\.1, P5\.2\)/),
    });
  });

  it('P5.2: "both" also allows one rank lower; "off" allows none', () => {
    expect(codes(legalMoves({ ...position, grace: 'both' }).filter((m) => m.to.startsWith('reserve')))).toEqual([
      '7C>reserve:0',
      '7C>reserve:1',
    ]);
    expect(legalMoves({ ...position, grace: 'off' }).filter((m) => m.to.startsWith('reserve'))).toEqual([]);
  });
});

describe('P6 end', () => {
  it('P6.1: won with every card home; then nothing moves', () => {
    const won = table({ foundations: [13, 13, 13, 13] });
    expect(isWon(won)).toBe(true);
    expect(legalMoves(won)).toEqual([]);
    expect(checkMove(won, move('KS', 'tableau:0'))).toMatchObject({ code: 'game-won' });
    expect(isWon(table({ foundations: [13, 13, 13, 12], reserve: [['KC']] }))).toBe(false);
  });
});

describe('the refusal and the generator agree', () => {
  it('every move the generator lists is accepted, and applying it never changes the table it came from', () => {
    const deal = dealBrigade(7);
    const frozen = JSON.stringify(deal);
    for (const m of legalMoves(deal)) {
      expect(checkMove(deal, m)).toBeNull();
      applyMove(deal, m);
    }
    expect(JSON.stringify(deal)).toBe(frozen);
  });

  it('an illegal move given to applyMove is a broken invariant and throws', () => {
    expect(() => applyMove(table({ tableau: [['9S']] }), move('9S', 'foundation'))).toThrow(
      /illegal move \(foundation-needs-next-in-suit\)/,
    );
  });
});
