// The page's address and a shared position or drill: the links to copy, and taking an opened link out of the
// address bar when the player leaves the analysis board (so a reload returns to the game).
import { encodePositionLink, type Position } from '../../engine/index.ts';

type PageLocation = Pick<Location, 'origin' | 'pathname' | 'search'>;

/** This page's address with `hash` ("#…") after it. */
export const pageAddress = (hash: string, location: PageLocation = window.location): string =>
  `${location.origin}${location.pathname}${location.search}${hash}`;

/** The address that opens `position` on the analysis board: this page with "#p1.…"; null without a position. */
export const shareUrl = (position: Position | null | undefined): string | null =>
  position ? pageAddress(`#${encodePositionLink(position)}`) : null;

/** What starts a shared drill's address part: "#drill-p1.…" plays the position as a "Spot the play" drill. */
export const DRILL_LINK_MARK = '#drill-';

/** The address that plays a position link ("p1.…") as a drill on the drills screen. */
export const drillShareUrl = (link: string, location: PageLocation = window.location): string =>
  pageAddress(`${DRILL_LINK_MARK}${link}`, location);

/** Removes "#p1.…" from the address bar without reloading or opening anything. */
export function clearLinkFromAddress(): void {
  if (window.location.hash === '') return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/** Copies text to the clipboard where the browser allows it; false when it does not (the field is there to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
