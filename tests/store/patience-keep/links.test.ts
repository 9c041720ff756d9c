// Links to a Brigade deal or position: every deal and position comes back from its link, and every bad
// link is refused with a reason a person reads, never a crash.
import { describe, expect, it } from 'vitest';
import { applyMove, dealBrigade, legalMoves, positionOf, type PatiencePosition } from '../../../src/patience/index.ts';
import {
  decodeBrigadeLink,
  encodeDealLink,
  encodePatiencePositionLink,
  isBrigadeLink,
  MAX_BRIGADE_LINK_CHARS,
} from '../../../src/store/patience/keep/links.ts';
import { linkCheckOf } from '../../../src/engine/index.ts';
import { played } from './helpers.ts';

/** The first deal (from 0) whose first grace move can be made, just after it. */
function gracedDeal(): PatiencePosition {
  for (let deal = 0; deal < 1000; deal++) {
    const start = dealBrigade(deal, 'up');
    const grace = legalMoves(start).find((move) => move.to.startsWith('reserve'));
    if (grace) return applyMove(start, grace);
  }
  throw new Error('no deal below 1000 offers the grace move at once');
}

/** A link with a right check (the engine's, as p1 links have) around content that is wrong in itself. */
const sealed = (content: string) => `b1.${content}.${linkCheckOf(`b1.${content}`)}`;

describe('Brigade links', () => {
  it.each([
    [0, 'up'],
    [17, 'off'],
    [Number.MAX_SAFE_INTEGER, 'both'],
  ] as const)('bring deal %i (grace %s) back', (dealNumber, grace) => {
    const link = encodeDealLink(dealNumber, grace);
    expect(decodeBrigadeLink(link)).toEqual({ ok: true, value: { kind: 'deal', dealNumber, grace } });
    expect(decodeBrigadeLink(`https://example.org/brigadier/?x=1#${link}`)).toEqual(decodeBrigadeLink(link));
    expect(isBrigadeLink(`#${link}`)).toBe(true);
  });

  it('bring positions back whole: a deal, a game under way, and one with the grace move made', () => {
    const positions: PatiencePosition[] = [
      dealBrigade(3, 'up'),
      positionOf(played(17, 12)),
      positionOf(played(4, 30)),
      dealBrigade(9, 'both'),
    ];
    for (const position of positions) {
      const link = encodePatiencePositionLink(position);
      expect(link.length).toBeLessThan(100);
      expect(decodeBrigadeLink(`#${link}`)).toEqual({ ok: true, value: { kind: 'position', position } });
    }
    // The grace move made: one reserve place holds two cards.
    const graced = gracedDeal();
    expect(graced.reserve.some((place) => place.length === 2)).toBe(true);
    expect(decodeBrigadeLink(encodePatiencePositionLink(graced))).toEqual({ ok: true, value: { kind: 'position', position: graced } });
  });

  const deal = encodeDealLink(17, 'up');
  const position = encodePatiencePositionLink(dealBrigade(3, 'up'));
  it.each([
    ['an empty link', '', 'The link holds no deal and no position.'],
    ['a bare hash', '#', 'The link holds no deal and no position.'],
    ["Brigadier's position link", '#p1.0abc.Xy', 'This is not a Brigade link: it should start with "b1.".'],
    ['a newer version', 'b2.du17.AA', 'This link was made by a newer version of Brigade (b2); this version reads b1 links.'],
    [
      'a link cut short',
      deal.slice(0, deal.lastIndexOf('.')),
      'The link is incomplete: part of it is missing (was it cut short when copied?).',
    ],
    ['a changed digit', deal.replace('17', '18'), 'The link is damaged: some of it was lost or changed when it was copied.'],
    ['a dropped card', position.replace(/-([A-Za-z])/, '-'), 'The link is damaged: some of it was lost or changed when it was copied.'],
    ['an unknown kind', sealed('x17'), 'The link is damaged: some of it was lost or changed when it was copied.'],
    ['an unknown grace letter', sealed('dz17'), 'The link is damaged: some of it was lost or changed when it was copied.'],
    ['a deal written with a leading zero', sealed('du017'), 'The link is damaged: some of it was lost or changed when it was copied.'],
    [
      'a deal too big',
      sealed('du9007199254740992'),
      'The link names deal 9007199254740992, which does not exist: deals run from 0 to 9007199254740991.',
    ],
    ['a bad grace-used mark', sealed('pu7' + '-'.repeat(20)), 'The link is damaged: some of it was lost or changed when it was copied.'],
    ['too few fields', sealed('pu0' + '-'.repeat(10)), 'The link is damaged: some of it was lost or changed when it was copied.'],
    ['a letter that is no card', sealed('pu0!' + '-'.repeat(20) + 'ANak'), 'The link is damaged: "!" is not a card.'],
    [
      'three foundation tops',
      sealed('pu0' + '-'.repeat(20) + 'ANa'),
      'The link is damaged: some of it was lost or changed when it was copied.',
    ],
  ])('refuse %s', (_, link, reason) => {
    expect(decodeBrigadeLink(link)).toEqual({ ok: false, error: reason });
  });

  it("refuse a position that cannot happen, with the reader's reason", () => {
    // An empty table with only the clubs home: the other suits' cards are nowhere.
    const read = decodeBrigadeLink(sealed('pu0' + '-'.repeat(20) + 'ANaz'));
    expect(read.ok ? 'read' : read.error).toMatch(/^The link holds a position that cannot happen: cards: 36 missing/);
    const wrongSuit = decodeBrigadeLink(sealed('pu0' + '-'.repeat(20) + 'NNaz'));
    expect(wrongSuit.ok ? 'read' : wrongSuit.error).toMatch(/^The link holds a position that cannot happen: foundations\[\d\]/);
  });

  it('refuse a link far too long before reading it', () => {
    const read = decodeBrigadeLink(`#${deal}${'x'.repeat(MAX_BRIGADE_LINK_CHARS)}`);
    expect(read.ok ? 'read' : read.error).toMatch(/^This is too long to be a Brigade link/);
  });

  it("tell a Brigade link from Brigadier's", () => {
    expect(isBrigadeLink('#p1.0abc.Xy')).toBe(false);
    expect(isBrigadeLink('#b1.du17.Xy')).toBe(true);
    expect(isBrigadeLink('')).toBe(false);
  });
});
