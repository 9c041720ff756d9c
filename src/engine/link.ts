// A position as a link (so that a position can be shared: the analysis board opens it): a short string
// for the URL hash, versioned and checksummed, so that a link cut short or mistyped is refused with a
// reason, never a crash.
//
// p1.<toMove><piles>.<check>
// - <toMove>: 0 or 1.
// - <piles>: 17 fields joined by "-": player 0's deck, in-play card, discard, claw; the same for
//   player 1; the 8 tableau piles; then one card per foundation pile, its top (a foundation is always
//   the Ace up to its top in one suit, docs/formats.md). Each card is one letter: A–Z then a–z are the
//   faces 0–51 (spades A–K, hearts, diamonds, clubs). Piles run bottom to top, as in docs/formats.md.
// - <check>: two characters of a hash of everything before it.
import { ACE, cardCode, faceFrom, faceOf, rankOf, suitIndexOf, type CardId, type Face } from './cards.ts';
import { quote, withoutBom } from './json.ts';
import { parsePosition, POSITION_FORMAT, type PlayerPilesJson, type PositionJson } from './notation.ts';
import { PLAYERS, TABLEAU_PILES, topOf, type Position } from './position.ts';
import { err, type Result } from './result.ts';

export const LINK_VERSION = 'p1';

const FACE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CHECK_LETTERS = FACE_LETTERS + '0123456789';
const FIELD_SEPARATOR = '-';
/** Four per player, eight tableau piles, the foundation tops. */
const FIELD_COUNT = PLAYERS.length * 4 + TABLEAU_PILES + 1;
const PLAYER_NAMES = ['player 1', 'player 2'];
/**
 * The longest text the decoder reads, in characters. A link with all 104 cards is about 130; with a
 * long address in front it stays under 1 KB. 4 KB is generous, and a pasted book is refused at once.
 */
export const MAX_LINK_CHARS = 4096;

/** Why a link of `chars` characters (over MAX_LINK_CHARS) is refused, before it is read. */
export const overlongLinkReason = (chars: number): string =>
  `This is too long to be a position link (${chars} characters; a link is at most ${MAX_LINK_CHARS}).`;

/** The letters of faces, one a card: the card letters of p1 links (and of Brigade's b1 links). */
export const faceLetters = (faces: readonly Face[]): string => faces.map((face) => FACE_LETTERS[face]).join('');

const letters = (cards: readonly CardId[]): string => faceLetters(cards.map(faceOf));

/**
 * FNV-1a, folded to two check letters: catches a dropped, doubled or changed character. Brigade's b1
 * links are checked by it too.
 */
export function linkCheckOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  const n = h % (CHECK_LETTERS.length * CHECK_LETTERS.length);
  return CHECK_LETTERS[Math.floor(n / CHECK_LETTERS.length)]! + CHECK_LETTERS[n % CHECK_LETTERS.length]!;
}

/** The link text of a position: "p1.0…-…-….xY". Everything in it is safe in a URL hash. */
export function encodePositionLink(position: Position): string {
  const fields: string[] = [];
  for (const p of position.players) {
    fields.push(letters(p.deck), p.inPlay === null ? '' : letters([p.inPlay]), letters(p.discard), letters(p.claw));
  }
  for (const pile of position.tableau) fields.push(letters(pile));
  fields.push(letters(position.foundations.map((pile) => topOf(pile)!)));
  const body = `${LINK_VERSION}.${position.toMove}${fields.join(FIELD_SEPARATOR)}`;
  return `${body}.${linkCheckOf(body)}`;
}

const DAMAGED = 'The link is damaged: some of it was lost or changed when it was copied.';

/** The faces a field of card letters spells, or why it spells none. */
export function readFaceLetters(field: string): Face[] | string {
  const faces: Face[] = [];
  for (const ch of field) {
    const face = FACE_LETTERS.indexOf(ch);
    if (face < 0) return `The link is damaged: ${quote(ch)} is not a card.`;
    faces.push(face);
  }
  return faces;
}

/** The foundation pile whose top is `face`: its Ace up to it, in one suit. */
const foundationUpTo = (face: Face): string[] =>
  Array.from({ length: rankOf(face) - ACE + 1 }, (_, i) => cardCode(faceFrom(suitIndexOf(face), ACE + i)));

/**
 * The position in a link, or a reason a person understands. Takes the link text alone, a URL hash
 * ("#p1.…") or a whole address; never throws.
 */
export function decodePositionLink(input: string): Result<Position> {
  if (input.length > MAX_LINK_CHARS) return err(overlongLinkReason(input.length));
  const whole = withoutBom(input);
  const text = (whole.includes('#') ? whole.slice(whole.lastIndexOf('#') + 1) : whole).trim();
  if (text === '') return err('The link holds no position.');
  const parts = text.split('.');
  const version = parts[0]!;
  if (version !== LINK_VERSION) {
    return /^p\d+$/.test(version)
      ? err(`This link was made by a newer version of Brigadier (${version}); this version reads ${LINK_VERSION} links.`)
      : err(`This is not a Brigadier position link: it should start with "${LINK_VERSION}.".`);
  }
  if (parts.length !== 3) return err('The link is incomplete: part of it is missing (was it cut short when copied?).');
  const [, content, check] = parts as [string, string, string];
  if (linkCheckOf(`${version}.${content}`) !== check) return err(DAMAGED);
  const toMove = content[0];
  if (toMove !== '0' && toMove !== '1') return err(DAMAGED);
  const fields = content.slice(1).split(FIELD_SEPARATOR).map(readFaceLetters);
  if (fields.length !== FIELD_COUNT) return err(DAMAGED);
  for (const field of fields) if (typeof field === 'string') return err(field);
  const piles = (fields as Face[][]).map((faces) => faces.map(cardCode));
  const player = (i: 0 | 1): PlayerPilesJson | string => {
    const [deck, inPlay, discard, claw] = piles.slice(i * 4, i * 4 + 4) as [string[], string[], string[], string[]];
    if (inPlay.length > 1) return `The link is damaged: ${PLAYER_NAMES[i]} has more than one card in play.`;
    return { deck, inPlay: inPlay[0] ?? null, discard, claw };
  };
  const players = [player(0), player(1)] as const;
  for (const p of players) if (typeof p === 'string') return err(p);
  const json: PositionJson = {
    format: POSITION_FORMAT,
    toMove: toMove === '0' ? 0 : 1,
    players: players as unknown as [PlayerPilesJson, PlayerPilesJson],
    tableau: piles.slice(8, 8 + TABLEAU_PILES),
    foundations: (fields[FIELD_COUNT - 1] as Face[]).map(foundationUpTo),
  };
  const parsed = parsePosition(json);
  return parsed.ok ? parsed : err(`The link holds a position that cannot happen: ${parsed.error}.`);
}
