// The review link (docs/formats.md "The review link"): a game's review opened at a marked moment.
// "#review=g1.<data>~<turn>" carries the game itself, its record's JSON deflated and base64url-encoded,
// so that it opens in any browser, an empty one too. The older "#review=<game id>~<turn>" named a game
// of this browser's library; links already copied still open where the game is kept. A link that cannot
// be read is refused with a sentence; nothing here throws.
import { err, ok, parseRecordText, type GameRecordJson, type Result } from '../../engine/index.ts';
import { MAX_REVIEW_LINK_CHARS, overlongReviewLinkReason } from './request.ts';

export const REVIEW_LINK_PREFIX = 'review=';
/** The mark of a link that carries its game: the version of the data after it. */
const GAME_MARK = 'g1.';

export { MAX_REVIEW_LINK_CHARS };
/**
 * The most bytes a link's data may unpack to (deflate packs up to about 1,000 to 1, so a short link could
 * hide gigabytes): a real game packs about 14 characters of record into each character of its link, so a
 * link at the longest carries under 1 MB of record.
 */
export const MAX_REVIEW_RECORD_BYTES = 4 * 1024 * 1024;

/** A link's game: carried (its data, read by `readLinkGame`), or named by its id in this browser's library. */
type LinkGame = { readonly kind: 'game'; readonly data: string } | { readonly kind: 'id'; readonly gameId: string };

/** What a review link names: its game (carried, or named by its id here) and, when marked, one of its turns. */
export type ReviewLink = LinkGame & { readonly turn: number | null };

const turnText = (turn: number | null) => (turn === null ? '' : `~${turn}`);

/** The older link's text, naming a game of this browser's library (still read; no longer written by the screen). */
export const reviewIdLinkText = (gameId: string, turn: number | null): string =>
  `${REVIEW_LINK_PREFIX}${encodeURIComponent(gameId)}${turnText(turn)}`;

/** The data of a link that carries `record`: written once per review, then each moment's link is made with `reviewDataLinkText`. */
export async function reviewLinkData(record: GameRecordJson): Promise<string> {
  // With no limit, `through` always gives the bytes.
  return toBase64Url((await through(new CompressionStream('deflate-raw'), new TextEncoder().encode(JSON.stringify(record)), Infinity))!);
}

export const reviewDataLinkText = (data: string, turn: number | null): string =>
  `${REVIEW_LINK_PREFIX}${GAME_MARK}${data}${turnText(turn)}`;

/** The link's text (without the '#') that carries `record` and marks `turn`. */
export const reviewLinkText = async (record: GameRecordJson, turn: number | null): Promise<string> =>
  reviewDataLinkText(await reviewLinkData(record), turn);

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const DATA = /^[A-Za-z0-9_-]+$/;
const TURN = /^[1-9][0-9]{0,6}$/;
const VERSIONED = /^g[0-9]+\./;

function readGamePart(part: string): Result<LinkGame> {
  if (part.startsWith(GAME_MARK)) {
    const data = part.slice(GAME_MARK.length);
    return DATA.test(data)
      ? ok({ kind: 'game', data })
      : err('This review link is damaged: its game is not in the letters a link carries.');
  }
  if (VERSIONED.test(part)) return err('This review link was made by a newer Brigadier: this one cannot read its game.');
  let gameId: string;
  try {
    gameId = decodeURIComponent(part);
  } catch {
    return err('This review link is damaged: its game cannot be read.');
  }
  return ID.test(gameId) ? ok({ kind: 'id', gameId }) : err('This review link is damaged: it names no game.');
}

/** A review link read back: what it names and the turn, or why it cannot be one. Its game's data is read by `readLinkGame`. */
export function readReviewLink(hash: string): Result<ReviewLink> {
  const text = hash.replace(/^#/, '');
  if (!text.startsWith(REVIEW_LINK_PREFIX)) return err('This is not a review link.');
  if (text.length > MAX_REVIEW_LINK_CHARS) return err(overlongReviewLinkReason(text.length));
  const [gamePart = '', turnPart, ...more] = text.slice(REVIEW_LINK_PREFIX.length).split('~');
  const game = readGamePart(gamePart);
  if (!game.ok) return game;
  if (more.length > 0 || (turnPart !== undefined && !TURN.test(turnPart)))
    return err('This review link is damaged: its turn is not a turn number.');
  return ok({ ...game.value, turn: turnPart === undefined ? null : Number(turnPart) });
}

/** The game a link carries, as a record's JSON that parses (it may still fail to replay: the review says so). */
export async function readLinkGame(data: string): Promise<Result<GameRecordJson>> {
  const bytes = fromBase64Url(data);
  if (!bytes) return err('This review link is damaged: its game is cut short or changed.');
  let inflated: Uint8Array | null;
  try {
    inflated = await through(new DecompressionStream('deflate-raw'), bytes, MAX_REVIEW_RECORD_BYTES);
  } catch {
    return err('This review link is damaged: its game is cut short or changed.');
  }
  if (!inflated) return err('This review link is refused: its game unpacks to more than a game record may hold.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return err('This review link is damaged: its game is not text.');
  }
  const parsed = parseRecordText(text);
  if (!parsed.ok) return err(`This review link's game is not a game record: ${parsed.error}`);
  return ok(JSON.parse(text) as GameRecordJson);
}

/** `bytes` passed through a (de)compression stream; null once the output passes `limit` bytes (it stops there). */
async function through(stream: CompressionStream | DecompressionStream, bytes: Uint8Array, limit: number): Promise<Uint8Array | null> {
  const writer = stream.writable.getWriter();
  // The write's own failure is the read's too: it is caught there.
  void writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  void writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
