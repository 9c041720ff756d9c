// An address whose link is too long to be one is left for a short address that carries only the
// link's length, and the page loaded there reads that length back and takes it out of the address.
// A review link, which carries a whole game, has a longer limit, and its refusal is the review's.
import { describe, expect, it } from 'vitest';
import { decodePositionLink, MAX_LINK_CHARS, overlongLinkReason } from '../../src/engine/index.ts';
import { readReviewLink } from '../../src/store/review/link.ts';
import { MAX_REVIEW_LINK_CHARS, overlongReviewLinkReason } from '../../src/store/review/request.ts';
import { OVERLONG_PARAM, OVERLONG_REVIEW_PARAM, overlongMark, shortAddressFor } from '../../src/ui/analysis/overlongLink.ts';

const address = (hash: string, search = '', pathname = '/brigadier/') => ({ hash, search, pathname });

describe('leaving an address whose link is too long', () => {
  it('keeps every address whose link is within the limit', () => {
    expect(shortAddressFor(address(''))).toBeNull();
    expect(shortAddressFor(address('#p1.abc'))).toBeNull();
    expect(shortAddressFor(address(`#${'x'.repeat(MAX_LINK_CHARS - 1)}`))).toBeNull();
  });

  it("leaves for the same page with the link's length, keeping the other search parameters", () => {
    const hash = `#p1.${'x'.repeat(MAX_LINK_CHARS)}`;
    expect(shortAddressFor(address(hash))).toBe(`/brigadier/?${OVERLONG_PARAM}=${hash.length}`);
    expect(shortAddressFor(address(hash, '?lang=en'))).toBe(`/brigadier/?lang=en&${OVERLONG_PARAM}=${hash.length}`);
  });

  it('reads the length back, with the address to put in its place', () => {
    const hash = `#p1.${'x'.repeat(1 << 20)}`;
    const short = shortAddressFor(address(hash))!;
    const [pathname, search] = short.split('?');
    expect(overlongMark(address('', `?${search}`, pathname))).toEqual({ chars: hash.length, address: '/brigadier/' });
    expect(overlongMark(address('', `?lang=en&${OVERLONG_PARAM}=5000`))).toEqual({ chars: 5000, address: '/brigadier/?lang=en' });
  });

  it('gives the same reason as reading the link itself would', () => {
    const hash = `#p1.${'x'.repeat(5000)}`;
    const read = decodePositionLink(hash);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toBe(overlongLinkReason(hash.length));
  });

  it('takes a mark that is no length over the limit out of the address, refusing nothing', () => {
    expect(overlongMark(address(''))).toBeNull();
    for (const forged of ['12', 'abc', '1e400', '-5', String(MAX_LINK_CHARS)]) {
      expect(overlongMark(address('', `?${OVERLONG_PARAM}=${forged}`))).toEqual({ chars: 0, address: '/brigadier/' });
    }
  });
});

describe('leaving an address whose review link is too long', () => {
  it('keeps a review link within its own, longer limit', () => {
    expect(shortAddressFor(address(`#review=g1.${'x'.repeat(MAX_LINK_CHARS * 2)}~3`))).toBeNull();
    expect(shortAddressFor(address(`#review=${'x'.repeat(MAX_REVIEW_LINK_CHARS - 'review='.length)}`))).toBeNull();
  });

  it('leaves one over it, and reads back its length as the review link reader counts it, with the same reason', () => {
    const text = `review=g1.${'x'.repeat(MAX_REVIEW_LINK_CHARS)}`;
    const short = shortAddressFor(address(`#${text}`))!;
    expect(short).toBe(`/brigadier/?${OVERLONG_PARAM}=${text.length + 1}&${OVERLONG_REVIEW_PARAM}=1`);
    const [pathname, search] = short.split('?');
    expect(overlongMark(address('', `?${search}`, pathname))).toEqual({ chars: text.length, address: '/brigadier/', review: true });
    const read = readReviewLink(`#${text}`);
    expect(!read.ok && read.error).toBe(overlongReviewLinkReason(text.length));
  });

  it('refuses nothing for a forged review mark within the limit', () => {
    const forged = `?${OVERLONG_PARAM}=5000&${OVERLONG_REVIEW_PARAM}=1`;
    expect(overlongMark(address('', forged))).toEqual({ chars: 0, address: '/brigadier/' });
  });
});
