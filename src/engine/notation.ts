// The position format brigadier-position/1 (docs/formats.md): parsePosition / makePosition, and the
// JSON form of card moves. Errors name the field and the reason; nothing here throws on bad input.
import { CARD_COUNT, cardCode, cardFrom, parseFace, rankOf, suitIndexOf, type CardId, type Face } from './cards.ts';
import { badValue, isObject, parseJsonText, quote, type TextLimits } from './json.ts';
import { pileIndex, type CardMove, type From, type To } from './moves.ts';
import { MAX_FOUNDATIONS, TABLEAU_PILES, type PlayerPiles, type Position } from './position.ts';
import { err, ok, type Result } from './result.ts';

export const POSITION_FORMAT = 'brigadier-position/1';

/**
 * The largest position text, in characters. All 104 cards written out one per line take under 5 KB
 * even with eight-space indents; 64 KB leaves room for any layout and for fields later versions add,
 * and refuses a 50 MB card string before it is parsed.
 */
export const POSITION_TEXT: TextLimits = { what: 'position', maxChars: 64 * 1024 };

/** A position as JSON: cards as codes. */
export interface PositionJson {
  format: typeof POSITION_FORMAT;
  toMove: 0 | 1;
  players: [PlayerPilesJson, PlayerPilesJson];
  tableau: string[][];
  foundations: string[][];
}
export interface PlayerPilesJson {
  deck: string[];
  inPlay: string | null;
  discard: string[];
  claw: string[];
}
/** A card move as JSON: `{ "card": "9C", "from": "tableau:0", "to": "foundation:2" }`. */
export interface MoveJson {
  card: string;
  from: string;
  to: string;
}

class PositionError extends Error {}

/** Hands out physical ids: the first copy of a face seen is deck 0's card, the second deck 1's. */
class CardIdAllocator {
  private readonly seen = new Map<Face, number>();
  take(face: Face): CardId | null {
    const count = this.seen.get(face) ?? 0;
    this.seen.set(face, count + 1);
    return count < 2 ? cardFrom(face, count as 0 | 1) : null;
  }
  overused(): Face | undefined {
    for (const [face, count] of this.seen) if (count > 2) return face;
    return undefined;
  }
  count(face: Face): number {
    return this.seen.get(face) ?? 0;
  }
}

function readCard(value: unknown, field: string, ids: CardIdAllocator): CardId {
  const face = parseFace(value);
  if (face === null) throw new PositionError(`${field}: ${quote(value)} is not a card`);
  const id = ids.take(face);
  // Counting goes on so the error can say how often the card appears.
  return id ?? -1;
}

function readPile(value: unknown, field: string, ids: CardIdAllocator): CardId[] {
  if (!Array.isArray(value)) throw new PositionError(`${field}: must be an array of cards`);
  // Two decks: a longer pile must repeat a card, and is refused before its cards are read one by one.
  if (value.length > CARD_COUNT) throw new PositionError(`${field}: ${value.length} cards (two decks hold ${CARD_COUNT})`);
  return value.map((card, i) => readCard(card, `${field}[${i}]`, ids));
}

function readPlayer(value: unknown, field: string, ids: CardIdAllocator): PlayerPiles {
  if (!isObject(value)) throw new PositionError(`${field}: must be an object with deck, inPlay, discard and claw`);
  const deck = readPile(value.deck, `${field}.deck`, ids);
  if (!('inPlay' in value)) throw new PositionError(`${field}.inPlay: missing (a card or null)`);
  const inPlay = value.inPlay === null ? null : readCard(value.inPlay, `${field}.inPlay`, ids);
  const discard = readPile(value.discard, `${field}.discard`, ids);
  const claw = readPile(value.claw, `${field}.claw`, ids);
  return { deck, inPlay, discard, claw };
}

function checkFoundation(pile: CardId[], field: string): void {
  if (pile.length === 0) throw new PositionError(`${field}: a foundation pile is never empty`);
  if (rankOf(pile[0]!) !== 1) throw new PositionError(`${field}[0]: a foundation starts with an Ace, not ${cardCode(pile[0]!)}`);
  for (let i = 1; i < pile.length; i++) {
    const below = pile[i - 1]!;
    const card = pile[i]!;
    if (suitIndexOf(card) !== suitIndexOf(below) || rankOf(card) !== rankOf(below) + 1) {
      throw new PositionError(`${field}[${i}]: ${cardCode(card)} cannot follow ${cardCode(below)} on a foundation`);
    }
  }
}

/** Reads brigadier-position/1 from parsed JSON, checking every rule of docs/formats.md. */
export function parsePosition(json: unknown): Result<Position> {
  try {
    if (!isObject(json)) throw new PositionError('position: must be a JSON object');
    if (json.format !== POSITION_FORMAT) {
      throw new PositionError(
        json.format === undefined
          ? `format: missing (expected "${POSITION_FORMAT}")`
          : `format: ${quote(json.format)} is not a known format (expected "${POSITION_FORMAT}")`,
      );
    }
    if (json.toMove !== 0 && json.toMove !== 1) throw new PositionError(badValue('toMove', 'must be 0 or 1', json.toMove));
    if (!Array.isArray(json.players) || json.players.length !== 2)
      throw new PositionError('players: must be an array of exactly 2 players');
    const ids = new CardIdAllocator();
    const players: [PlayerPiles, PlayerPiles] = [
      readPlayer(json.players[0], 'players[0]', ids),
      readPlayer(json.players[1], 'players[1]', ids),
    ];
    if (!Array.isArray(json.tableau) || json.tableau.length !== TABLEAU_PILES) {
      throw new PositionError(`tableau: must be an array of exactly ${TABLEAU_PILES} piles`);
    }
    const tableau = json.tableau.map((pile, i) => readPile(pile, `tableau[${i}]`, ids));
    if (!Array.isArray(json.foundations) || json.foundations.length > MAX_FOUNDATIONS) {
      throw new PositionError(`foundations: must be an array of 0 to ${MAX_FOUNDATIONS} piles`);
    }
    const foundations = json.foundations.map((pile, i) => readPile(pile, `foundations[${i}]`, ids));
    const overused = ids.overused();
    if (overused !== undefined) throw new PositionError(`card ${cardCode(overused)} appears ${ids.count(overused)} times`);
    foundations.forEach((pile, i) => checkFoundation(pile, `foundations[${i}]`));
    return ok({ toMove: json.toMove, players, tableau, foundations });
  } catch (e) {
    if (e instanceof PositionError) return err(e.message);
    throw e;
  }
}

/** Reads a position from JSON text within POSITION_TEXT's limits; a syntax error is reported, not thrown. */
export function parsePositionText(text: string): Result<Position> {
  return parseJsonText(text, POSITION_TEXT, parsePosition);
}

const codes = (pile: readonly CardId[]) => pile.map(cardCode);
const playerJson = (p: PlayerPiles): PlayerPilesJson => ({
  deck: codes(p.deck),
  inPlay: p.inPlay === null ? null : cardCode(p.inPlay),
  discard: codes(p.discard),
  claw: codes(p.claw),
});

/** Writes a position as brigadier-position/1 JSON. */
export function makePosition(position: Position): PositionJson {
  return {
    format: POSITION_FORMAT,
    toMove: position.toMove,
    players: [playerJson(position.players[0]), playerJson(position.players[1])],
    tableau: position.tableau.map(codes),
    foundations: position.foundations.map(codes),
  };
}

export const makeMove = (move: CardMove): MoveJson => ({ card: cardCode(move.card), from: move.from, to: move.to });

const FROM_PATTERN = /^(claw|discard|inPlay|tableau:[0-7])$/;
const TO_PATTERN = /^(opponentClaw|opponentDiscard|tableau:[0-7]|foundation:[0-7])$/;

/**
 * Reads a card move from JSON. The card's physical id is that of the card now at the source in
 * `position` when its face matches (so replays keep identities); otherwise the deck-0 copy.
 */
export function parseMove(json: unknown, position?: Position): Result<CardMove> {
  if (!isObject(json)) return err('move: must be an object with card, from and to');
  const face = parseFace(json.card);
  if (face === null) return err(`move.card: ${quote(json.card)} is not a card`);
  if (typeof json.from !== 'string' || !FROM_PATTERN.test(json.from)) return err(`move.from: ${quote(json.from)} is not a source`);
  if (typeof json.to !== 'string' || !TO_PATTERN.test(json.to)) return err(`move.to: ${quote(json.to)} is not a destination`);
  const from = json.from as From;
  let card: CardId = face;
  if (position) {
    const pile = pileIndex(from, 'tableau');
    const me = position.players[position.toMove];
    const top =
      pile !== null
        ? position.tableau[pile]?.at(-1)
        : from === 'claw'
          ? me.claw.at(-1)
          : from === 'discard'
            ? me.discard.at(-1)
            : (me.inPlay ?? undefined);
    if (top !== undefined && top % 52 === face) card = top;
  }
  return ok({ card, from, to: json.to as To });
}
