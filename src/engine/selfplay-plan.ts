// The computer player's plan search: with no foundation play in reach and no place for its own cards,
// the first of the fewest tableau moves (at most PLAN_DEPTH) after which one of its own cards has a
// place (R5). Breadth first, the moves in the move generator's order, each table met once.
import { ACE, isRed, rankOf, suitIndexOf, type CardId } from './cards.ts';
import { foundationRef, tableauRef, type CardMove } from './moves.ts';
import { MAX_FOUNDATIONS, other, TABLEAU_PILES, topOf, type Position } from './position.ts';

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
  readonly oppClaw: number;
  readonly oppDiscard: number;
  readonly foundations: readonly CardId[];
  readonly first: CardMove | null;
}

const fitsOnFoundation = (card: CardId, top: CardId): boolean => suitIndexOf(top) === suitIndexOf(card) && rankOf(top) + 1 === rankOf(card);
const fitsOnTableau = (card: CardId, top: CardId): boolean => rankOf(top) === rankOf(card) + 1 && isRed(top) !== isRed(card);
const fitsOnOpponent = (card: CardId, top: number): boolean => top >= 0 && suitIndexOf(top) === suitIndexOf(card) && Math.abs(rankOf(top) - rankOf(card)) === 1;
const topCard = (pile: string): CardId => pile.charCodeAt(pile.length - 1) - CHAR_BASE;
const char = (card: number): string => (card < 0 ? '-' : String.fromCharCode(CHAR_BASE + card));
/** One string per table: equal keys, equal piles and opponent's tops (the foundations do not matter here). */
const keyOf = (piles: readonly string[], oppClaw: number, oppDiscard: number): string => `${piles.join('|')}|${char(oppClaw)}${char(oppDiscard)}`;

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
 * A table after a move differs from the one before only in the pile left (its new top, or empty),
 * the card moved (a new top of a pile, an opponent's pile or a foundation) and, for an Ace starting
 * a foundation, one pile fewer to start: only that can give an own card a place, so only that is
 * asked (the table before gave none), unless the first table already gave one: then every table is
 * asked in full.
 */
export function planMove(position: Position, own: readonly CardId[]): CardMove | null {
  const them = position.players[other(position.toMove)];
  const root: Table = {
    piles: position.tableau.map((pile) => pile.map((card) => String.fromCharCode(CHAR_BASE + card)).join('')),
    oppClaw: topOf(them.claw) ?? -1,
    oppDiscard: topOf(them.discard) ?? -1,
    foundations: position.foundations.map((pile) => topOf(pile)!),
    first: null,
  };
  const placeNow = own.some((card) => hasPlace(root, card));
  const seen = new Set([keyOf(root.piles, root.oppClaw, root.oppDiscard)]);
  let frontier: Table[] = [root];
  for (let depth = 0; depth < PLAN_DEPTH && seen.size < PLAN_NODES; depth++) {
    const next: Table[] = [];
    for (const node of frontier) {
      const found = expand(node, own, placeNow, seen, next);
      if (found) return found;
    }
    frontier = next;
  }
  return null;
}

/** Files the new tables one move from `node` in `next`; the plan's first move when one gives a place. */
function expand(node: Table, own: readonly CardId[], placeNow: boolean, seen: Set<string>, next: Table[]): CardMove | null {
  const { piles, foundations } = node;
  for (let i = 0; i < TABLEAU_PILES; i++) {
    const pile = piles[i]!;
    if (pile.length === 0) continue;
    const card = topCard(pile);
    const from = tableauRef(i);
    const rest = pile.slice(0, -1);
    // The pile left behind: empty (any card goes there) or showing the card under.
    const under = rest.length === 0 ? -1 : topCard(rest);
    const leftFits = own.length > 0 && (under < 0 || own.some((c) => fitsOnTableau(c, under)));
    const child = (to: CardMove['to'], k: number, oppClaw: number, oppDiscard: number, found: readonly CardId[], fits: (c: CardId) => boolean): CardMove | null => {
      const after = piles.slice();
      after[i] = rest;
      if (k >= 0) after[k] = after[k]! + char(card);
      const key = keyOf(after, oppClaw, oppDiscard);
      if (seen.has(key)) return null;
      seen.add(key);
      const first = node.first ?? { card, from, to };
      const table: Table = { piles: after, oppClaw, oppDiscard, foundations: found, first };
      if (placeNow ? own.some((c) => hasPlace(table, c)) : leftFits || own.some(fits)) return first;
      next.push(table);
      return null;
    };
    const last = Math.min(foundations.length, MAX_FOUNDATIONS - 1);
    for (let j = 0; j <= last; j++) {
      const starts = j === foundations.length;
      if (starts ? rankOf(card) !== ACE : !fitsOnFoundation(card, foundations[j]!)) continue;
      const after = starts ? [...foundations, card] : foundations.map((top, k) => (k === j ? card : top));
      const found = child(foundationRef(j), -1, node.oppClaw, node.oppDiscard, after, (c) => fitsOnFoundation(c, card));
      if (found) return found;
    }
    for (let k = 0; k < TABLEAU_PILES; k++) {
      if (k === i) continue;
      const target = piles[k]!;
      if (target.length > 0 && !fitsOnTableau(card, topCard(target))) continue;
      const found = child(tableauRef(k), k, node.oppClaw, node.oppDiscard, foundations, (c) => fitsOnTableau(c, card));
      if (found) return found;
    }
    if (fitsOnOpponent(card, node.oppClaw)) {
      const found = child('opponentClaw', -1, card, node.oppDiscard, foundations, (c) => fitsOnOpponent(c, card));
      if (found) return found;
    }
    if (fitsOnOpponent(card, node.oppDiscard)) {
      const found = child('opponentDiscard', -1, node.oppClaw, card, foundations, (c) => fitsOnOpponent(c, card));
      if (found) return found;
    }
  }
  return null;
}
