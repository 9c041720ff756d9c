// brigade-position/1 and Brigade's moves as JSON (docs/patience.md): read and written in pairs, and
// every refusal names the field and the reason.
import { describe, expect, it } from 'vitest';
import {
  dealBrigade,
  makePatienceMove,
  makePatiencePosition,
  parsePatienceMove,
  parsePatiencePosition,
  parsePatiencePositionText,
} from '../../src/patience/index.ts';
import { card, move } from './helpers.ts';

const dealt = () => makePatiencePosition(dealBrigade(5));
type Json = ReturnType<typeof dealt>;
const edit = (change: (json: Json) => void) => {
  const json = structuredClone(dealt());
  change(json);
  return parsePatiencePosition(json);
};

describe('brigade-position/1', () => {
  it('reads back what it writes, for a deal and after a grace move', () => {
    const deal = dealBrigade(5, 'both');
    expect(parsePatiencePosition(makePatiencePosition(deal))).toEqual({ ok: true, value: deal });
    expect(makePatiencePosition(deal).foundations).toEqual([['AS'], ['AH'], ['AD'], ['AC']]);
  });

  it('reads a position with a grace card and cards home', () => {
    const json = {
      format: 'brigade-position/1',
      tableau: [[], [], [], [], [], [], []] as string[][],
      reserve: [['QH', 'JS'], ...Array.from({ length: 12 }, () => [] as string[])],
      foundations: [
        ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS'],
        ['AH', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'JH'],
        'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD'.split(' '),
        'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC'.split(' '),
      ],
      grace: 'up',
      graceUsed: true,
    };
    json.tableau[0] = ['KS', 'QS'];
    json.tableau[1] = ['KH'];
    const read = parsePatiencePosition(json);
    expect(read.ok && read.value.reserve[0]).toEqual([card('QH'), card('JS')]);
    expect(read.ok && read.value.foundations).toEqual([10, 11, 13, 13]);
  });

  it.each<[string, (json: Json) => void, string]>([
    ['a card that is no card', (j) => (j.tableau[3]![1] = '1OH'), 'tableau[3][1]: "1OH" is not a card'],
    ['a card twice', (j) => (j.reserve[0]![0] = j.tableau[0]![0]!), 'appears twice'],
    ['a missing card', (j) => j.tableau[0]!.pop(), 'cards: 1 missing'],
    ['six piles', (j) => j.tableau.pop(), 'tableau: must be an array of exactly 7 piles'],
    ['twelve places', (j) => j.reserve.pop(), 'reserve: must be an array of exactly 13 places'],
    ['three cards in a place', (j) => j.reserve[0]!.push('AS', 'AH'), 'reserve[0]: 3 cards, at most 2'],
    ['an empty foundation', (j) => (j.foundations[0] = []), 'foundations[0]: a foundation is never empty'],
    [
      'a foundation of the wrong suit',
      (j) => ([j.foundations[0], j.foundations[1]] = [j.foundations[1]!, j.foundations[0]!]),
      'foundations[0][0]: AH where the S foundation has AS',
    ],
    [
      'an unknown format',
      (j) => ((j as { format: string }).format = 'brigadier-position/1'),
      'format: "brigadier-position/1" is not a known format',
    ],
    ['no grace', (j) => delete (j as Partial<Json>).grace, 'grace: missing'],
    ['a grace that is not a rule', (j) => ((j as { grace: string }).grace = 'down'), 'grace: "down" is not'],
    ['graceUsed a string', (j) => ((j as { graceUsed: unknown }).graceUsed = 'yes'), 'graceUsed: must be true or false, not "yes"'],
    ['graceUsed with the grace off', (j) => ((j.grace = 'off'), (j.graceUsed = true)), 'graceUsed: true, but the grace move is off'],
    ['two cards in a place, grace unused', (j) => j.reserve[1]!.push(j.tableau[0]!.pop()!), 'only the grace move puts a second card'],
  ])('refuses %s, naming the field', (_, change, message) => {
    const read = edit(change);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toContain(message);
  });

  it('refuses a grace card that does not fit its rule, and a second double place', () => {
    const position = dealBrigade(5);
    const json = makePatiencePosition({ ...position, graceUsed: true });
    json.reserve[0]!.push(json.tableau[0]!.pop()!);
    const read = parsePatiencePosition(json);
    // Whatever the two cards are, they are judged by the rule: refused unless one rank lower.
    const [below, above] = json.reserve[0]!;
    const fits = 'A23456789TJQK'.indexOf(below![0]!) - 'A23456789TJQK'.indexOf(above![0]!) === 1;
    expect(read.ok).toBe(fits);
    if (!read.ok) expect(read.error).toMatch(/^reserve\[0\]\[1\]: .. cannot lie on .. by the grace move \("up", P5\.2\)$/);
  });

  it('refuses text that is not JSON, too deep or too large, without throwing', () => {
    expect(parsePatiencePositionText('{')).toMatchObject({ ok: false, error: expect.stringMatching(/^not valid JSON/) });
    expect(parsePatiencePositionText('['.repeat(100))).toMatchObject({ ok: false, error: expect.stringMatching(/nested more than 64/) });
    expect(parsePatiencePositionText(' '.repeat(70_000))).toMatchObject({ ok: false, error: expect.stringMatching(/too large/) });
    expect(parsePatiencePosition(null)).toEqual({ ok: false, error: 'position: must be a JSON object' });
  });
});

describe('moves as JSON', () => {
  it('reads back what it writes: a card, a run with its count, a grace move', () => {
    for (const m of [move('7C', 'tableau:3'), move('2H', 'foundation'), move('6D', 'reserve:4'), move('9S', 'tableau:0', 3)]) {
      expect(parsePatienceMove(makePatienceMove(m))).toEqual({ ok: true, value: m });
    }
    expect(makePatienceMove(move('7C', 'tableau:3'))).toEqual({ card: '7C', to: 'tableau:3' });
    expect(makePatienceMove(move('9S', 'tableau:0', 3))).toEqual({ card: '9S', to: 'tableau:0', count: 3 });
  });

  it.each([
    [{ card: '7X', to: 'foundation' }, 'move.card: "7X" is not a card'],
    [{ card: '7C', to: 'foundation:2' }, 'move.to: "foundation:2" is not "foundation", "tableau:N" or "reserve:N"'],
    [{ card: '7C', to: 'tableau:03' }, 'move.to: "tableau:03" is not'],
    [{ card: '7C', to: 'tableau:1', count: 0 }, 'move.count: must be a whole number from 1 to 13, not 0'],
    [{ card: '7C', to: 'tableau:1', count: Infinity }, 'move.count: out of range'],
    [[], 'move: must be an object with card and to'],
  ])('refuses %j', (json, message) => {
    const read = parsePatienceMove(json);
    expect(!read.ok && read.error).toContain(message);
  });
});
