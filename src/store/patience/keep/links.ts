// Links to a Brigade deal or position (docs/formats.md, "Brigade's links: b1"): a short text for the
// URL hash, versioned and checked like Brigadier's position links (src/engine/link.ts: the same card
// letters and check, imported from the engine), so that a link cut short or mistyped is refused with a
// reason, never a crash.
//
// b1.d<grace><deal>.<check>             a deal: "b1.du17.Xy" is deal 17 with the grace move "up"
// b1.p<grace><used><fields>.<check>     a position: 7 tableau piles, 13 reserve places, then the 4
//                                       foundations' tops, 24 fields joined by "-", one letter a card
import {
  ACE,
  cardCode,
  err,
  faceFrom,
  faceLetters,
  isDealNumber,
  linkCheckOf,
  ok,
  rankOf,
  readFaceLetters,
  suitIndexOf,
  type Face,
  type Result,
} from '../../../engine/index.ts';
import {
  GRACE_RULES,
  PATIENCE_POSITION_FORMAT,
  parsePatiencePosition,
  type GraceRule,
  type PatiencePosition,
} from '../../../patience/index.ts';

export const BRIGADE_LINK_VERSION = 'b1';

/** What a link opens: a deal with its grace rule, or a position. */
export type BrigadeLink =
  | { readonly kind: 'deal'; readonly dealNumber: number; readonly grace: GraceRule }
  | { readonly kind: 'position'; readonly position: PatiencePosition };

/** The longest link read: a whole position is about 90 characters; a long address in front stays far under this. */
export const MAX_BRIGADE_LINK_CHARS = 4096;

/** Each grace rule's letter: off, up, both. */
const GRACE_LETTERS: Record<GraceRule, string> = { off: 'o', up: 'u', both: 'b' };
const TABLEAU_FIELDS = 7;
const RESERVE_FIELDS = 13;
const FIELDS = TABLEAU_FIELDS + RESERVE_FIELDS + 1;
const SEPARATOR = '-';

const DAMAGED = 'The link is damaged: some of it was lost or changed when it was copied.';

const sealed = (content: string): string => {
  const body = `${BRIGADE_LINK_VERSION}.${content}`;
  return `${body}.${linkCheckOf(body)}`;
};

/** The link text of a deal: "b1.du17.Xy". */
export const encodeDealLink = (dealNumber: number, grace: GraceRule): string => sealed(`d${GRACE_LETTERS[grace]}${dealNumber}`);

/** The link text of a position: "b1.pu0…-…-….Xy". */
export function encodePatiencePositionLink(position: PatiencePosition): string {
  // Each foundation is its Ace up to its top in one suit, so its top card says it all.
  const tops = position.foundations.map((rank, suit) => faceFrom(suit, rank));
  const fields = [...position.tableau, ...position.reserve, tops].map((pile) => faceLetters(pile));
  return sealed(`p${GRACE_LETTERS[position.grace]}${position.graceUsed ? 1 : 0}${fields.join(SEPARATOR)}`);
}

/** The link of what a game started from: its deal, or its start position. */
export const encodeBrigadeLink = (link: BrigadeLink): string =>
  link.kind === 'deal' ? encodeDealLink(link.dealNumber, link.grace) : encodePatiencePositionLink(link.position);

const graceOf = (letter: string | undefined): GraceRule | undefined => GRACE_RULES.find((rule) => GRACE_LETTERS[rule] === letter);

function readDeal(content: string): Result<BrigadeLink> {
  const grace = graceOf(content[1]);
  const digits = content.slice(2);
  if (!grace || !/^(0|[1-9]\d*)$/.test(digits)) return err(DAMAGED);
  const dealNumber = Number(digits);
  if (!isDealNumber(dealNumber))
    return err(`The link names deal ${digits}, which does not exist: deals run from 0 to ${Number.MAX_SAFE_INTEGER}.`);
  return ok({ kind: 'deal', dealNumber, grace });
}

/** Foundation `suit` up to `top`; a top of another suit is written as it is, for the position's reader to refuse with its reason. */
const foundationUpTo = (top: Face, suit: number): string[] =>
  suitIndexOf(top) !== suit ? [cardCode(top)] : Array.from({ length: rankOf(top) - ACE + 1 }, (_, i) => cardCode(faceFrom(suit, ACE + i)));

function readPosition(content: string): Result<BrigadeLink> {
  const grace = graceOf(content[1]);
  const used = content[2];
  if (!grace || (used !== '0' && used !== '1')) return err(DAMAGED);
  const fields = content.slice(3).split(SEPARATOR).map(readFaceLetters);
  if (fields.length !== FIELDS) return err(DAMAGED);
  for (const field of fields) if (typeof field === 'string') return err(field);
  const piles = fields as Face[][];
  const tops = piles[FIELDS - 1]!;
  if (tops.length !== 4) return err(DAMAGED);
  const foundations = tops.map(foundationUpTo);
  const parsed = parsePatiencePosition({
    format: PATIENCE_POSITION_FORMAT,
    tableau: piles.slice(0, TABLEAU_FIELDS).map((pile) => pile.map(cardCode)),
    reserve: piles.slice(TABLEAU_FIELDS, TABLEAU_FIELDS + RESERVE_FIELDS).map((pile) => pile.map(cardCode)),
    foundations,
    grace,
    graceUsed: used === '1',
  });
  return parsed.ok
    ? ok({ kind: 'position', position: parsed.value })
    : err(`The link holds a position that cannot happen: ${parsed.error}.`);
}

/** Whether an address's hash is a Brigade link (rather than Brigadier's "#p1."): the page opens the patience for it. */
export const isBrigadeLink = (hash: string): boolean => /^#?b\d+\./.test(hash.trim());

/**
 * The deal or position in a link, or a reason a person understands. Takes the link text alone, a URL
 * hash ("#b1.…") or a whole address; never throws.
 */
export function decodeBrigadeLink(input: string): Result<BrigadeLink> {
  if (input.length > MAX_BRIGADE_LINK_CHARS)
    return err(`This is too long to be a Brigade link (${input.length} characters; a link is at most ${MAX_BRIGADE_LINK_CHARS}).`);
  const text = (input.includes('#') ? input.slice(input.lastIndexOf('#') + 1) : input).replace(/^\uFEFF/, '').trim();
  if (text === '') return err('The link holds no deal and no position.');
  const parts = text.split('.');
  const version = parts[0]!;
  if (version !== BRIGADE_LINK_VERSION) {
    return /^b\d+$/.test(version)
      ? err(`This link was made by a newer version of Brigade (${version}); this version reads ${BRIGADE_LINK_VERSION} links.`)
      : err(`This is not a Brigade link: it should start with "${BRIGADE_LINK_VERSION}.".`);
  }
  if (parts.length !== 3) return err('The link is incomplete: part of it is missing (was it cut short when copied?).');
  const [, content, check] = parts as [string, string, string];
  if (linkCheckOf(`${version}.${content}`) !== check) return err(DAMAGED);
  if (content.startsWith('d')) return readDeal(content);
  if (content.startsWith('p')) return readPosition(content);
  return err(DAMAGED);
}
