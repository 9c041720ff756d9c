// Shareable positions: the link round-trips, stays short, and a bad link is refused with a
// reason a person understands, never a throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealGame, decodePositionLink, encodePositionLink, makePosition, mulberry32, type Position } from '../../src/engine/index.ts';
import { randomPosition } from '../../src/tooling/generate.ts';
import { playGame } from '../../src/tooling/play-game.ts';
import { table } from './helpers.ts';

const FORMAT_EXAMPLE = table({
  players: [{ deck: ['9D', '2D'], inPlay: '7H', discard: ['KH', '4C'], claw: ['3D', 'JS'] }, { claw: ['8S'] }],
  tableau: [['5H', '9C'], ['KS'], ['KS'], ['KD'], ['QC'], ['QC'], ['2S'], ['3S']],
  foundations: [['AH', '2H', '3H', '4H']],
});

function roundTrips(position: Position): void {
  const link = encodePositionLink(position);
  expect(link).toMatch(/^p1\.[01][A-Za-z-]*\.[A-Za-z0-9]{2}$/);
  expect(encodeURIComponent(link)).toBe(link);
  const back = decodePositionLink(link);
  expect(back.ok && makePosition(back.value)).toEqual(makePosition(position));
}

describe('encodePositionLink / decodePositionLink', () => {
  it('round-trips the docs/formats.md example, as text, as a hash and inside an address', () => {
    const link = encodePositionLink(FORMAT_EXAMPLE);
    roundTrips(FORMAT_EXAMPLE);
    for (const text of [`#${link}`, `https://example.org/brigadier/#${link}`, ` ${link}\n`]) {
      const back = decodePositionLink(text);
      expect(back.ok && makePosition(back.value)).toEqual(makePosition(FORMAT_EXAMPLE));
    }
  });

  it('round-trips random positions (generate.ts)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.boolean(), (seed, runs) =>
        roundTrips(randomPosition(mulberry32(seed), { runs })),
      ),
      { numRuns: 300 },
    );
  });

  it('round-trips positions from dealt and self-played games, in a few hundred characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (deal) => {
        const start = dealGame(deal).position;
        roundTrips(start);
        expect(encodePositionLink(start).length).toBeLessThan(160);
      }),
      { numRuns: 50 },
    );
    const played = playGame(3, { maxTurns: 40 }).position;
    roundTrips(played);
    expect(encodePositionLink(played).length).toBeLessThan(160);
  });

  it('keeps both copies of a card apart (two decks)', () => {
    const two = table({ players: [{ claw: ['5H'] }, { claw: ['5H'] }], tableau: [['KS'], ['KS'], [], [], [], [], [], []] });
    roundTrips(two);
  });
});

describe('a bad link is refused with the reason', () => {
  const link = encodePositionLink(FORMAT_EXAMPLE);
  const refused = (text: string): string => {
    const result = decodePositionLink(text);
    if (result.ok) throw new Error(`accepted: ${text}`);
    return result.error;
  };

  it.each([
    ['empty', '', /holds no position/],
    ['not a link', 'hello world', /not a Brigadier position link/],
    ['a newer version', 'p2.0abc.XY', /newer version of Brigadier \(p2\)/],
    ['cut short', link.slice(0, 20), /incomplete|damaged/],
    ['no check letters', link.slice(0, link.lastIndexOf('.')), /incomplete/],
    ['a changed card', link.replace(/\.0(.)/, (_, c: string) => `.0${c === 'A' ? 'B' : 'A'}`), /damaged/],
  ])('%s', (_, text, reason) => {
    expect(refused(text)).toMatch(reason);
  });

  it('a position that cannot happen is named as such, even with a good check', () => {
    // A third Q♠ (a copy of an id) slips past the encoder, which trusts its input; the reader does not.
    const threeQueens = table({ players: [{ claw: ['QS'] }, { claw: ['QS'] }], tableau: [['KS'], [], [], [], [], [], [], []] });
    const text = encodePositionLink({
      ...threeQueens,
      tableau: threeQueens.tableau.map((p, i) => (i === 1 ? [threeQueens.players[0].claw[0]!] : p)),
    });
    expect(refused(text)).toMatch(/cannot happen: card QS appears 3 times/);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        decodePositionLink(text);
        decodePositionLink(`p1.${text}`);
      }),
      { numRuns: 500 },
    );
    // Mutations of a good link: each is refused or (rarely) still a valid position, never a crash.
    fc.assert(
      fc.property(fc.nat(link.length - 1), fc.constantFrom(...'AZaz09-._#'), (i, ch) => {
        const result = decodePositionLink(link.slice(0, i) + ch + link.slice(i + 1));
        if (!result.ok) expect(result.error.length).toBeGreaterThan(10);
      }),
      { numRuns: 300 },
    );
  });
});
