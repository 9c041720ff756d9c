// The position format brigade-position/1 and Brigade's moves as JSON (docs/patience.md): parse and
// make in pairs. Every refusal names the field and the reason; nothing here throws on bad input.
import {
  ACE,
  badValue,
  cardCode,
  err,
  faceFrom,
  isObject,
  KING,
  ok,
  parseFace,
  parseJsonText,
  quote,
  SUITS,
  type Face,
  type Result,
  type TextLimits,
} from '../engine/index.ts';
import { graceFits, placeIndex, type PatienceMove, type PatienceTo } from './moves.ts';
import {
  FOUNDATIONS,
  GRACE_RULES,
  MAX_RESERVE_DEPTH,
  packOf,
  RESERVE_PLACES,
  TABLEAU_PILES,
  type GraceRule,
  type PatiencePosition,
} from './position.ts';

export const PATIENCE_POSITION_FORMAT = 'brigade-position/1';

/**
 * The largest position text, in characters: the 52 cards one per line with deep indents take under
 * 3 KB, so 64 KB (the two-player position's limit) leaves room for any layout and later fields, and
 * refuses a 50 MB card string before it is parsed.
 */
export const PATIENCE_POSITION_TEXT: TextLimits = { what: 'position', maxChars: 64 * 1024 };

/** A position as JSON: cards as codes, every pile bottom to top. */
export interface PatiencePositionJson {
  format: typeof PATIENCE_POSITION_FORMAT;
  tableau: string[][];
  reserve: string[][];
  foundations: string[][];
  grace: GraceRule;
  graceUsed: boolean;
}

/** A move as JSON: `{"card": "7C", "to": "tableau:3"}`; a run adds `"count": N`. */
export interface PatienceMoveJson {
  card: string;
  to: string;
  count?: number;
}

/** Why a position is refused, thrown inside the reader and returned as its error (never out of it). */
class Refusal extends Error {}

/** The cards read so far, to name a card that appears twice and the cards missing. */
type Seen = Set<Face>;

function readCard(value: unknown, field: string, seen: Seen): Face {
  const face = parseFace(value);
  if (face === null) throw new Refusal(`${field}: ${quote(value)} is not a card`);
  if (seen.has(face)) throw new Refusal(`${field}: ${cardCode(face)} appears twice (the pack holds each card once, P1.1)`);
  seen.add(face);
  return face;
}

function readPile(value: unknown, field: string, most: number, seen: Seen): Face[] {
  if (!Array.isArray(value)) throw new Refusal(`${field}: must be an array of cards`);
  if (value.length > most) throw new Refusal(`${field}: ${value.length} cards, at most ${most}`);
  return value.map((card, i) => readCard(card, `${field}[${i}]`, seen));
}

function readPiles(value: unknown, field: string, count: number, most: number, seen: Seen): Face[][] {
  if (!Array.isArray(value) || value.length !== count)
    throw new Refusal(`${field}: must be an array of exactly ${count} ${field === 'reserve' ? 'places' : 'piles'}`);
  return value.map((pile, i) => readPile(pile, `${field}[${i}]`, most, seen));
}

/** P1.2, P2.1: foundation i is suit SUITS[i] from its Ace up; the rank on top is returned. */
function readFoundation(pile: readonly Face[], suit: number, field: string): number {
  if (pile.length === 0) throw new Refusal(`${field}: a foundation is never empty: it starts with its Ace (P1.2)`);
  for (let i = 0; i < pile.length; i++) {
    if (pile[i] !== faceFrom(suit, i + 1)) {
      const wanted = cardCode(faceFrom(suit, i + 1));
      throw new Refusal(
        `${field}[${i}]: ${cardCode(pile[i]!)} where the ${SUITS[suit]} foundation has ${wanted} (P2.1: up in suit from the Ace)`,
      );
    }
  }
  return pile.length;
}

function readGrace(json: Record<string, unknown>): { grace: GraceRule; graceUsed: boolean } {
  if (!(GRACE_RULES as readonly unknown[]).includes(json.grace)) {
    throw new Refusal(
      json.grace === undefined ? 'grace: missing ("off", "up" or "both")' : `grace: ${quote(json.grace)} is not "off", "up" or "both"`,
    );
  }
  if (typeof json.graceUsed !== 'boolean')
    throw new Refusal(
      json.graceUsed === undefined ? 'graceUsed: missing (true or false)' : badValue('graceUsed', 'must be true or false', json.graceUsed),
    );
  const grace = json.grace as GraceRule;
  if (grace === 'off' && json.graceUsed) throw new Refusal('graceUsed: true, but the grace move is off in this game (P5.2)');
  return { grace, graceUsed: json.graceUsed };
}

/** P5.1: at most one place holds two cards, only once the grace move is made, the top one fitting by the rule. */
function checkReserve(reserve: readonly Face[][], grace: GraceRule, graceUsed: boolean): void {
  const doubles = reserve.map((place, i) => ({ place, i })).filter(({ place }) => place.length === MAX_RESERVE_DEPTH);
  if (doubles.length > 0 && !graceUsed)
    throw new Refusal(
      `reserve[${doubles[0]!.i}]: two cards, but only the grace move puts a second card on a place, and graceUsed is false (P5.1)`,
    );
  if (doubles.length > 1) throw new Refusal(`reserve[${doubles[1]!.i}]: a second place with two cards; the grace move is made once (P5.1)`);
  for (const { place, i } of doubles) {
    if (!graceFits(grace, place[1]!, place[0]!)) {
      throw new Refusal(
        `reserve[${i}][1]: ${cardCode(place[1]!)} cannot lie on ${cardCode(place[0]!)} by the grace move ("${grace}", P5.2)`,
      );
    }
  }
}

/** Reads brigade-position/1 from parsed JSON, checking every rule of docs/patience.md. */
export function parsePatiencePosition(json: unknown): Result<PatiencePosition> {
  try {
    if (!isObject(json)) throw new Refusal('position: must be a JSON object');
    if (json.format !== PATIENCE_POSITION_FORMAT) {
      throw new Refusal(
        json.format === undefined
          ? `format: missing (expected "${PATIENCE_POSITION_FORMAT}")`
          : `format: ${quote(json.format)} is not a known format (expected "${PATIENCE_POSITION_FORMAT}")`,
      );
    }
    const seen: Seen = new Set();
    const tableau = readPiles(json.tableau, 'tableau', TABLEAU_PILES, 52, seen);
    const reserve = readPiles(json.reserve, 'reserve', RESERVE_PLACES, MAX_RESERVE_DEPTH, seen);
    const piles = readPiles(json.foundations, 'foundations', FOUNDATIONS, KING, seen);
    const foundations = piles.map((pile, suit) => readFoundation(pile, suit, `foundations[${suit}]`));
    const missing = packOf(KING).filter((face) => !seen.has(face));
    if (missing.length > 0) {
      const named = missing.slice(0, 4).map(cardCode).join(', ');
      throw new Refusal(
        `cards: ${missing.length} missing (${named}${missing.length > 4 ? ', …' : ''}); every one of the 52 appears once (P1.1)`,
      );
    }
    const { grace, graceUsed } = readGrace(json);
    checkReserve(reserve, grace, graceUsed);
    return ok({ tableau, reserve, foundations, top: KING, grace, graceUsed });
  } catch (e) {
    if (e instanceof Refusal) return err(e.message);
    throw e;
  }
}

/** Reads a position from JSON text within PATIENCE_POSITION_TEXT's limits; a syntax error is reported, not thrown. */
export function parsePatiencePositionText(text: string): Result<PatiencePosition> {
  return parseJsonText(text, PATIENCE_POSITION_TEXT, parsePatiencePosition);
}

const codes = (pile: readonly Face[]) => pile.map(cardCode);

/** Writes a position as brigade-position/1 (a full pack: `top` is the King). */
export function makePatiencePosition(position: PatiencePosition): PatiencePositionJson {
  return {
    format: PATIENCE_POSITION_FORMAT,
    tableau: position.tableau.map(codes),
    reserve: position.reserve.map(codes),
    foundations: position.foundations.map((rank, suit) =>
      Array.from({ length: rank - ACE + 1 }, (_, i) => cardCode(faceFrom(suit, i + 1))),
    ),
    grace: position.grace,
    graceUsed: position.graceUsed,
  };
}

/** Writes a move; `count` only for a run. */
export const makePatienceMove = (move: PatienceMove): PatienceMoveJson =>
  move.count === 1 ? { card: cardCode(move.card), to: move.to } : { card: cardCode(move.card), to: move.to, count: move.count };

/** The longest run: one rank fewer than the pack (a King cannot be under a run longer than 12). */
const MAX_COUNT = KING;

/** Reads a move's shape (a card, a destination, an optional count); whether it is legal is moves.ts's question. */
export function parsePatienceMove(json: unknown, field = 'move'): Result<PatienceMove> {
  if (!isObject(json)) return err(`${field}: must be an object with card and to`);
  const card = parseFace(json.card);
  if (card === null) return err(`${field}.card: ${quote(json.card)} is not a card`);
  const to = json.to;
  if (typeof to !== 'string' || !(to === 'foundation' || placeIndex(to, 'tableau') !== null || placeIndex(to, 'reserve') !== null)) {
    return err(`${field}.to: ${quote(to)} is not "foundation", "tableau:N" or "reserve:N"`);
  }
  const count = json.count ?? 1;
  if (!(Number.isInteger(count) && (count as number) >= 1 && (count as number) <= MAX_COUNT)) {
    return err(badValue(`${field}.count`, `must be a whole number from 1 to ${MAX_COUNT}`, count));
  }
  return ok({ card, to: to as PatienceTo, count: count as number });
}
