// The review link ("#review=<game id>~<turn>", docs/formats.md): written and read back, and every
// damaged form refused with a sentence for a person.
import { describe, expect, it } from 'vitest';
import { readReviewLink, reviewLinkText } from '../../../src/store/review/link.ts';
import { isReviewLink } from '../../../src/store/review/request.ts';

describe('the review link', () => {
  it.each([
    ['a game id and a turn', '1519bcc1-9b6a-479e-b08e-29fcec09468a', 18],
    ['an old-style id', 'g-lq2k3-abc123', 1],
    ['no marked turn', 'g-1', null],
  ] as const)('reads back what it wrote: %s', (_, gameId, turn) => {
    const text = reviewLinkText(gameId, turn);
    expect(isReviewLink(`#${text}`)).toBe(true);
    expect(readReviewLink(`#${text}`)).toEqual({ ok: true, value: { gameId, turn } });
    expect(readReviewLink(text)).toEqual({ ok: true, value: { gameId, turn } });
  });

  it('is told apart from a position link', () => {
    expect(isReviewLink('#p1.0ABC.xx')).toBe(false);
    expect(readReviewLink('#p1.0ABC.xx')).toEqual({ ok: false, error: 'This is not a review link.' });
  });

  it.each([
    ['no game', '#review=', 'it names no game'],
    ['a game id with a space', '#review=a%20b~3', 'it names no game'],
    ['bad percent-encoding', '#review=%zz', 'its game cannot be read'],
    ['a turn that is not a number', '#review=g-1~x', 'its turn is not a turn number'],
    ['turn 0', '#review=g-1~0', 'its turn is not a turn number'],
    ['two turns', '#review=g-1~3~4', 'its turn is not a turn number'],
  ])('refuses %s', (_, hash, words) => {
    const read = readReviewLink(hash);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toContain(words);
  });
});
