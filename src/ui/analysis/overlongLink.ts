// A link far too long to be a position link ("#p1." and a megabyte) is refused by its length. The
// browser itself is slow to digest such an address: while it does, each call of the page that waits on
// it (storage, blob addresses, history) holds the page for tens to hundreds of milliseconds, and
// taking the link out with history.replaceState costs one more round of the same. So the page leaves
// that address before anything else runs: it loads itself again at its short address, carrying only
// the link's length, and the refusal is shown there (docs/measurements.md has the figures).
import { MAX_LINK_CHARS } from '../../engine/index.ts';

/** The search parameter that carries the refused link's length to the page loaded again. */
export const OVERLONG_PARAM = 'overlong-link';

type Address = Pick<Location, 'hash' | 'pathname' | 'search'>;

/**
 * The short address to load instead of `address`, when its link is too long to be one; null for any
 * other address (a link within the limit is read where it is).
 */
export function shortAddressFor(address: Address): string | null {
  const chars = address.hash.length;
  if (chars <= MAX_LINK_CHARS) return null;
  const params = new URLSearchParams(address.search);
  params.set(OVERLONG_PARAM, String(chars));
  return `${address.pathname}?${params.toString()}`;
}

/** The length of the over-long link the page was loaded away from, or null; and the address without it. */
export function overlongMark(address: Address): { chars: number; address: string } | null {
  const params = new URLSearchParams(address.search);
  const value = params.get(OVERLONG_PARAM);
  if (value === null) return null;
  params.delete(OVERLONG_PARAM);
  const rest = params.toString();
  const chars = Number(value);
  // The mark comes from the address, which anybody can write: only a length over the limit is one.
  if (!Number.isSafeInteger(chars) || chars <= MAX_LINK_CHARS) return { chars: 0, address: address.pathname + (rest ? `?${rest}` : '') };
  return { chars, address: address.pathname + (rest ? `?${rest}` : '') };
}
