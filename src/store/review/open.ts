// A review request answered (request.ts): the game on the table (the end screen, or a game in
// progress), a game of Your games, or a review link. The review screen is open already ("Reviewing…");
// the game's record is handed to the review store when it is read. The game on the table is never changed.
import { originWords, type GameRecordJson } from '../../engine/index.ts';
import type { GameStore } from '../gameStoreShape.ts';
import type { LibraryStore } from '../library/connect.ts';
import { recordOf } from '../records.ts';
import { readLinkGame, readReviewLink } from './link.ts';
import type { ReviewRequest } from './request.ts';
import type { ReviewStore, ReviewSubject } from './reviewStore.ts';

/** The stores a request is answered with. */
export interface ReviewDesk {
  readonly review: ReviewStore;
  readonly game: GameStore;
  /** The games library; null where the browser keeps none. */
  readonly library: LibraryStore | null;
}

const subjectOf = (record: GameRecordJson, gameId: string | null, inProgress: boolean | null, carried = false): ReviewSubject => ({
  gameId,
  carried,
  names: record.players,
  origin: originWords({ dealNumber: record.dealNumber, fromPosition: record.start !== undefined }),
  inProgress,
  coached: record.houseRules.coach === true,
});

/** The review of the game on the table, finished or in progress. */
export function reviewTableGame(desk: ReviewDesk, marked: number | null = null): void {
  const { game, gameId } = desk.game.getState();
  if (!game) return desk.review.getState().refused('There is no game on the table to review.');
  desk.review.getState().reviewAsked(marked);
  const record = recordOf(game);
  desk.review.getState().recordFound(record, subjectOf(record, gameId, game.result === null));
}

/** Resolves once the library has opened, or is known not to (a link may be read before it opens). */
function libraryReady(library: LibraryStore): Promise<void> {
  if (library.getState().status !== 'opening') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = library.subscribe((state) => {
      if (state.status === 'opening') return;
      stop();
      resolve();
    });
  });
}

/** The review of a game of the library (the game on the table is read from the table: it may be further on). */
export async function reviewLibraryGame(desk: ReviewDesk, gameId: string, marked: number | null = null): Promise<void> {
  if (desk.game.getState().gameId === gameId && desk.game.getState().game) return reviewTableGame(desk, marked);
  desk.review.getState().reviewAsked(marked);
  const { library } = desk;
  if (library) await libraryReady(library);
  const entry = library ? await library.getState().entry(gameId) : undefined;
  if (!entry) {
    const where = library ? 'Your games in this browser do not hold it' : 'this browser keeps no games';
    return desk.review.getState().refused(`The game this review link names is not here: ${where}. Your own game is as you left it.`);
  }
  desk.review.getState().recordFound(entry.record, subjectOf(entry.record, gameId, entry.summary === null));
}

/** The review a request asks for. */
export function answerRequest(desk: ReviewDesk, request: ReviewRequest): void {
  if (request.kind === 'table') reviewTableGame(desk, request.marked);
  else if (request.kind === 'library') void reviewLibraryGame(desk, request.gameId, request.marked);
  else if (request.kind === 'link') openReviewLink(desk, request.hash);
  else desk.review.getState().refused(`${request.reason} Your own game is as you left it.`);
}

/** A review link ("#review=…"): the game's review at its marked moment, or the screen says why not. */
export function openReviewLink(desk: ReviewDesk, hash: string): boolean {
  const link = readReviewLink(hash);
  if (!link.ok) {
    desk.review.getState().refused(`${link.error} Your own game is as you left it.`);
    return false;
  }
  if (link.value.kind === 'id') void reviewLibraryGame(desk, link.value.gameId, link.value.turn);
  else void reviewCarriedGame(desk, link.value.data, link.value.turn);
  return true;
}

/** The review of the game a link carries; the library is left as it is (the review offers to keep the game). */
async function reviewCarriedGame(desk: ReviewDesk, data: string, marked: number | null): Promise<void> {
  desk.review.getState().reviewAsked(marked);
  const asked = desk.review.getState();
  const record = await readLinkGame(data);
  // Another review asked for meanwhile is answered instead.
  if (desk.review.getState() !== asked) return;
  if (!record.ok) return desk.review.getState().refused(`${record.error} Your own game is as you left it.`);
  desk.review.getState().recordFound(record.value, subjectOf(record.value, null, null, true));
}
