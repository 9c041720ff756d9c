// A review asked for, the only part of the review in the page's first load: which game to review (the
// one on the table, one of Your games, or a review link's) and the screen switched to the review. The
// review screen, loaded then, reads the request and builds the review (open.ts, reviewStore.ts).
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GameStore } from '../gameStoreShape.ts';
import type { LibraryStore } from '../library/connect.ts';
import type { RefereeService } from '../refereeService.ts';

export type ReviewRequest =
  /** The game on the table, finished or in progress; `marked` the turn to open at, or none. */
  | { readonly kind: 'table'; readonly marked: number | null }
  | { readonly kind: 'library'; readonly gameId: string; readonly marked: number | null }
  /** A review link ("#review=…"), read by the screen. */
  | { readonly kind: 'link'; readonly hash: string }
  /** A review link refused before the page started (too long to stay in the address: overlongLink.ts). */
  | { readonly kind: 'refused'; readonly reason: string };

/** The last request, and how many were made: the same request twice is still asked twice. */
export interface ReviewAsk {
  readonly request: ReviewRequest | null;
  readonly asked: number;
}

/** What a review is opened with: the game store, the library, the game's referee and the request. */
export interface ReviewDesk {
  readonly game: GameStore;
  /** The games library; null where the browser keeps none. */
  readonly library: LibraryStore | null;
  /** The game's own referee, which remembers what play has judged. */
  readonly referee: RefereeService;
  readonly ask: StoreApi<ReviewAsk>;
}

export const createReviewAsk = (): StoreApi<ReviewAsk> => createStore<ReviewAsk>()(() => ({ request: null, asked: 0 }));

/** Asks for a review and opens the review screen on it. */
export function askReview(desk: Pick<ReviewDesk, 'game' | 'ask'>, request: ReviewRequest): void {
  desk.ask.setState((s) => ({ request, asked: s.asked + 1 }));
  desk.game.getState().teachingScreenOpened('review');
}

/** Whether a hash is a review link at all (rather than a position link): read by link.ts, which the first load leaves out. */
export const isReviewLink = (hash: string): boolean => hash.replace(/^#/, '').startsWith('review=');

/**
 * The longest review link's text (after the '#'), here rather than in link.ts because the page checks it
 * before it starts. A 300-turn game's link takes under 3,000 characters (docs/measurements.md), so 65,536
 * holds a game twenty times as long, and refuses a link of megabytes before it is unpacked.
 */
export const MAX_REVIEW_LINK_CHARS = 65_536;

export const overlongReviewLinkReason = (chars: number): string =>
  `This review link is too long (${chars.toLocaleString('en')} characters; at most ${MAX_REVIEW_LINK_CHARS.toLocaleString('en')}).`;
