// The review link, "#review=<game id>~<turn>": a game's review opened at a marked moment. It names the
// game by its id in the games library (a long game's record would not fit in a link), so it opens in the
// browser that keeps the game under that id; a link that cannot be read is refused with a sentence.
import { err, ok, type Result } from '../../engine/index.ts';

export const REVIEW_LINK_PREFIX = 'review=';

/** What a review link names: a game of the library and, when marked, one of its turns. */
export interface ReviewLink {
  readonly gameId: string;
  /** The marked turn; null: the review's start. */
  readonly turn: number | null;
}

/** The link's text (without the '#'). */
export const reviewLinkText = (gameId: string, turn: number | null): string =>
  `${REVIEW_LINK_PREFIX}${encodeURIComponent(gameId)}${turn === null ? '' : `~${turn}`}`;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const TURN = /^[1-9][0-9]{0,6}$/;

/** A review link read back: the game and the turn, or why it cannot be one. */
export function readReviewLink(hash: string): Result<ReviewLink> {
  const text = hash.replace(/^#/, '');
  if (!text.startsWith(REVIEW_LINK_PREFIX)) return err('This is not a review link.');
  const [idPart = '', turnPart, ...more] = text.slice(REVIEW_LINK_PREFIX.length).split('~');
  let gameId: string;
  try {
    gameId = decodeURIComponent(idPart);
  } catch {
    return err('This review link is damaged: its game cannot be read.');
  }
  if (!ID.test(gameId)) return err('This review link is damaged: it names no game.');
  if (more.length > 0 || (turnPart !== undefined && !TURN.test(turnPart)))
    return err('This review link is damaged: its turn is not a turn number.');
  return ok({ gameId, turn: turnPart === undefined ? null : Number(turnPart) });
}
