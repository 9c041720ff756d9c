// A link far too long to be a position link ("#p1." and a megabyte) is refused by its length. The
// browser itself is slow to digest such an address: while it does, each call of the page that waits on
// it (storage, blob addresses, history) holds the page for tens to hundreds of milliseconds, and
// taking the link out with history.replaceState costs one more round of the same. So the page leaves
// that address before anything else runs: it loads itself again at its short address, carrying only
// the link's length, and the refusal is shown there (docs/measurements.md has the figures).
// A review link carries a whole game and has a longer limit of its own; over it, it is left the same way.
import { MAX_LINK_CHARS } from '../../engine/index.ts';
import { isReviewLink, MAX_REVIEW_LINK_CHARS } from '../../store/review/request.ts';

/** The search parameter that carries the refused link's length to the page loaded again. */
export const OVERLONG_PARAM = 'overlong-link';
/** Beside it, for a review link: its refusal is the review's. */
export const OVERLONG_REVIEW_PARAM = 'overlong-review';

type Address = Pick<Location, 'hash' | 'pathname' | 'search'>;

/**
 * The short address to load instead of `address`, when its link is too long to be one; null for any
 * other address (a link within the limit is read where it is).
 */
export function shortAddressFor(address: Address): string | null {
  const chars = address.hash.length;
  const review = isReviewLink(address.hash);
  // A review link's limit counts its text after the '#' (link.ts).
  if (review ? chars - 1 <= MAX_REVIEW_LINK_CHARS : chars <= MAX_LINK_CHARS) return null;
  const params = new URLSearchParams(address.search);
  params.set(OVERLONG_PARAM, String(chars));
  if (review) params.set(OVERLONG_REVIEW_PARAM, '1');
  return `${address.pathname}?${params.toString()}`;
}

/** The length of the over-long link the page was loaded away from, or null; and the address without it. */
export function overlongMark(address: Address): { chars: number; address: string; review?: true } | null {
  const params = new URLSearchParams(address.search);
  const value = params.get(OVERLONG_PARAM);
  if (value === null) return null;
  const review = params.get(OVERLONG_REVIEW_PARAM) !== null;
  params.delete(OVERLONG_PARAM);
  params.delete(OVERLONG_REVIEW_PARAM);
  const rest = params.toString();
  const chars = Number(value);
  const at = address.pathname + (rest ? `?${rest}` : '');
  // The mark comes from the address, which anybody can write: only a length over the limit is one.
  if (!Number.isSafeInteger(chars) || chars <= (review ? MAX_REVIEW_LINK_CHARS + 1 : MAX_LINK_CHARS)) return { chars: 0, address: at };
  return review ? { chars: chars - 1, address: at, review } : { chars, address: at };
}
