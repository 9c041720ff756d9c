// The computer player's plan search: with no foundation play in reach and no place for its own cards,
// the first of the fewest tableau moves (at most PLAN_DEPTH) after which one of its own cards has a
// place (R5). Breadth first, the moves in the move generator's order, each table met once.
import { ACE, rankOf, type CardId } from './cards.ts';
import { fitsOnFoundation, fitsOnOpponentPile, fitsOnTableau } from './placement.ts';
import { foundationRef, tableauRef, type CardMove } from './moves.ts';
import { MAX_FOUNDATIONS, other, TABLEAU_PILES, topOf, type Position } from './position.ts';
import { fmix32, randomWords } from './rng.ts';

const PLAN_DEPTH = 3;
const PLAN_NODES = 1000;

/** A pile is a string of one character per card (id + CHAR_BASE), bottom to top: cheap to copy and to key. */
const CHAR_BASE = 200;

/**
 * What tableau moves can change: the piles, the opponent's two face-up tops (-1 for none) and the
 * foundations' tops, with the first move of the way here. The plan search looks at thousands of these,
 * so they skip the checks `applyMove` makes (every move here is generated legal by R5, as below).
 */
interface Table {
  readonly piles: readonly string[];
  /** Each pile's sum of card keys, and the table's key. */
  readonly sums: readonly number[];
  readonly key: number;
  readonly oppClaw: number;
  readonly oppDiscard: number;
  readonly foundations: readonly CardId[];
  readonly first: CardMove | null;
}

/** R5.4 on the planner's tops, where -1 is an empty pile. */
const fitsOnOpponent = (card: CardId, top: number): boolean => fitsOnOpponentPile(card, top >= 0 ? top : undefined);
const topCard = (pile: string): CardId => pile.charCodeAt(pile.length - 1) - CHAR_BASE;
const char = (card: number): string => (card < 0 ? '-' : String.fromCharCode(CHAR_BASE + card));
// Table keys: a number per table from the piles' cards by height (one random number each, summed per
// pile, each pile's sum mixed with its place) and the opponent's tops. Tables with equal numbers are
// compared in full, so equal keys never merge different tables.
const HEIGHTS = 112;
const PILE_KEY = randomWords(0x1b873593, 104 * HEIGHTS);
const cardKey = (card: CardId, height: number): number => PILE_KEY[card * HEIGHTS + height]!;
/** A pile's sum mixed with its place by rng.ts's finaliser, so that equal sums on two piles key apart. */
const placed = (sum: number, pile: number): number => fmix32(sum ^ Math.imul(pile, 0x9e3779b9));
const topsKey = (oppClaw: number, oppDiscard: number): number => Math.imul(oppClaw + 2, 0x27d4eb2f) ^ Math.imul(oppDiscard + 2, 0x165667b1);

/** Whether `card` has a destination on the table (R5), as `legalDestinations` would find. */
function hasPlace(table: Table, card: CardId): boolean {
  const f = table.foundations;
  if (f.length < MAX_FOUNDATIONS && rankOf(card) === ACE) return true;
  for (const top of f) if (fitsOnFoundation(card, top)) return true;
  for (const pile of table.piles) if (pile.length === 0 || fitsOnTableau(card, topCard(pile))) return true;
  return fitsOnOpponent(card, table.oppClaw) || fitsOnOpponent(card, table.oppDiscard);
}

/**
 * The plan's first move, or null. `own` are the player's own cards; none of them has a place now.
 * `depth` is how many tableau moves the plan may take (the computer's levels look less far ahead).
 * A table after a move differs from the one before only in the pile left (its new top, or empty),
 * the card moved (a new top of a pile, an opponent's pile or a foundation) and, for an Ace starting
 * a foundation, one pile fewer to start: only that can give an own card a place, so only that is
 * asked (the table before gave none), unless the first table already gave one: then every table is
 * asked in full.
 */
export function planMove(position: Position, own: readonly CardId[], depth = PLAN_DEPTH): CardMove | null {
  const them = position.players[other(position.toMove)];
  const piles = position.tableau.map((pile) => pile.map((card) => String.fromCharCode(CHAR_BASE + card)).join(''));
  const sums = position.tableau.map((pile) => pile.reduce((sum, card, height) => (sum + cardKey(card, height)) | 0, 0));
  const oppClaw = topOf(them.claw) ?? -1;
  const oppDiscard = topOf(them.discard) ?? -1;
  let key = topsKey(oppClaw, oppDiscard);
  sums.forEach((sum, p) => (key = (key + placed(sum, p)) | 0));
  const root: Table = { piles, sums, key, oppClaw, oppDiscard, foundations: position.foundations.map((pile) => topOf(pile)!), first: null };
  const search: PlanSearch = {
    own,
    placeNow: own.some((card) => hasPlace(root, card)),
    seen: new Map([[root.key, [root]]]),
    tables: 1,
    next: [],
  };
  let frontier: Table[] = [root];
  for (let level = 0; level < depth && search.tables < PLAN_NODES; level++) {
    search.next = [];
    for (const node of frontier) {
      const found = expand(node, search);
      if (found) return found;
    }
    frontier = search.next;
  }
  return null;
}

/** One plan search: the own cards, whether the first table gave one a place, the tables met by key. */
interface PlanSearch {
  readonly own: readonly CardId[];
  readonly placeNow: boolean;
  readonly seen: Map<number, Table[]>;
  tables: number;
  next: Table[];
}

/** The table met before with these piles and opponent's tops, if any. */
function met(search: PlanSearch, key: number, piles: readonly string[], oppClaw: number, oppDiscard: number): boolean {
  const same = search.seen.get(key);
  if (!same) return false;
  return same.some((t) => t.oppClaw === oppClaw && t.oppDiscard === oppDiscard && t.piles.every((pile, p) => pile === piles[p]));
}

/** Where a moved card lands, for asking whether an own card now fits on it. */
const ON_FOUNDATION = 0;
const ON_TABLEAU = 1;
const ON_OPPONENT = 2;

/** The pile a card leaves, worked out once per pile and only when the card has somewhere to go. */
interface Leaving {
  readonly node: Table;
  readonly i: number;
  readonly card: CardId;
  /** The pile without its top card, its sum, and whether an own card fits there now (empty, or on the card under). */
  rest: string | null;
  restSum: number;
  leftFits: boolean;
}

/** Files the new tables one move from `node` in `search.next`; the plan's first move when one gives a place. */
function expand(node: Table, search: PlanSearch): CardMove | null {
  const { piles, foundations } = node;
  for (let i = 0; i < TABLEAU_PILES; i++) {
    const pile = piles[i]!;
    if (pile.length === 0) continue;
    const card = topCard(pile);
    const leaving: Leaving = { node, i, card, rest: null, restSum: 0, leftFits: false };
    const last = Math.min(foundations.length, MAX_FOUNDATIONS - 1);
    for (let j = 0; j <= last; j++) {
      const starts = j === foundations.length;
      if (starts ? rankOf(card) !== ACE : !fitsOnFoundation(card, foundations[j]!)) continue;
      const after = starts ? [...foundations, card] : foundations.map((top, k) => (k === j ? card : top));
      const found = child(search, leaving, foundationRef(j), -1, node.oppClaw, node.oppDiscard, after, ON_FOUNDATION);
      if (found) return found;
    }
    for (let k = 0; k < TABLEAU_PILES; k++) {
      if (k === i) continue;
      const target = piles[k]!;
      if (target.length > 0 && !fitsOnTableau(card, topCard(target))) continue;
      const found = child(search, leaving, tableauRef(k), k, node.oppClaw, node.oppDiscard, foundations, ON_TABLEAU);
      if (found) return found;
    }
    if (fitsOnOpponent(card, node.oppClaw)) {
      const found = child(search, leaving, 'opponentClaw', -1, card, node.oppDiscard, foundations, ON_OPPONENT);
      if (found) return found;
    }
    if (fitsOnOpponent(card, node.oppDiscard)) {
      const found = child(search, leaving, 'opponentDiscard', -1, node.oppClaw, card, foundations, ON_OPPONENT);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The table after the leaving card goes to `to` (tableau pile k, or -1), filed if it is new; the
 * plan's first move if it gives an own card a place.
 */
function child(
  search: PlanSearch,
  leaving: Leaving,
  to: CardMove['to'],
  k: number,
  oppClaw: number,
  oppDiscard: number,
  foundations: readonly CardId[],
  lands: number,
): CardMove | null {
  const { node, i, card } = leaving;
  const { piles, sums } = node;
  const own = search.own;
  if (leaving.rest === null) {
    const pile = piles[i]!;
    const rest = pile.slice(0, -1);
    leaving.rest = rest;
    leaving.restSum = (sums[i]! - cardKey(card, pile.length - 1)) | 0;
    const under = rest.length === 0 ? -1 : topCard(rest);
    leaving.leftFits = own.length > 0 && (under < 0 || own.some((c) => fitsOnTableau(c, under)));
  }
  const after = piles.slice();
  const afterSums = sums.slice();
  after[i] = leaving.rest;
  afterSums[i] = leaving.restSum;
  let key =
    (node.key - placed(sums[i]!, i) + placed(leaving.restSum, i) - topsKey(node.oppClaw, node.oppDiscard) + topsKey(oppClaw, oppDiscard)) |
    0;
  if (k >= 0) {
    after[k] = piles[k]! + char(card);
    afterSums[k] = (sums[k]! + cardKey(card, piles[k]!.length)) | 0;
    key = (key - placed(sums[k]!, k) + placed(afterSums[k], k)) | 0;
  }
  if (met(search, key, after, oppClaw, oppDiscard)) return null;
  const first = node.first ?? { card, from: tableauRef(i), to };
  const table: Table = { piles: after, sums: afterSums, key, oppClaw, oppDiscard, foundations, first };
  const same = search.seen.get(key);
  if (same) same.push(table);
  else search.seen.set(key, [table]);
  search.tables++;
  if (search.placeNow ? own.some((c) => hasPlace(table, c)) : leaving.leftFits || fitsOnLanded(own, card, lands)) return first;
  search.next.push(table);
  return null;
}

/** Whether an own card fits on the card just moved, where it landed. */
function fitsOnLanded(own: readonly CardId[], card: CardId, lands: number): boolean {
  for (const c of own) {
    if (lands === ON_FOUNDATION ? fitsOnFoundation(c, card) : lands === ON_TABLEAU ? fitsOnTableau(c, card) : fitsOnOpponent(c, card))
      return true;
  }
  return false;
}
