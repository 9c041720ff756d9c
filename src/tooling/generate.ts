// Generated positions for cross-checks, benchmarks and drills. They hold at most two copies of
// each face (docs/formats.md) but need not be reachable in play. With `runs` every tableau pile is a
// descending alternating-colour run above its bottom card, as in play (cards reach a tableau pile only
// by R5.2 or onto an empty pile); `buryWanted` then breaks one pile's run, `buryInRun` does not.
import {
  ACE,
  cardFrom,
  faceFrom,
  isFoundationPlay,
  legalMoves,
  mulberry32,
  rankOf,
  suitIndexOf,
  TABLEAU_PILES,
  type CardId,
  type Face,
  type Position,
} from '../engine/index.ts';
import { isRed } from '../engine/cards.ts';
import type { PlayerPiles } from '../engine/position.ts';

export { mulberry32 };

export interface GenerateOptions {
  /** Tableau piles are descending alternating-colour runs above their bottom card, as in play. */
  readonly runs?: boolean;
  /** How many tableau piles are empty (default: random 0–3). */
  readonly emptyPiles?: number;
  /** Longest tableau pile (default 7). */
  readonly maxPile?: number;
  /** Bury a card that fits a foundation this many cards deep in one pile (adversarial sets). */
  readonly buryWanted?: number;
  /**
   * Bury a card that fits a foundation this many cards deep inside one pile's run, as play can: the
   * cards above it are a run down from it, and a foundation of its suit is built up to just below it.
   */
  readonly buryInRun?: number;
}

class CardBox {
  private readonly left: CardId[] = [];
  constructor(private readonly random: () => number) {
    for (let id = 0; id < 104; id++) this.left.push(id);
  }
  any(): CardId {
    const i = Math.floor(this.random() * this.left.length);
    const [card] = this.left.splice(i, 1);
    return card!;
  }
  /** Puts cards back. */
  give(cards: readonly CardId[]): void {
    this.left.push(...cards);
  }
  /** Takes these very cards out again (they were given back). */
  takeBack(cards: readonly CardId[]): void {
    for (const card of cards) this.left.splice(this.left.indexOf(card), 1);
  }
  /** A copy of `face` still in the box, or undefined. */
  take(face: Face): CardId | undefined {
    for (const deck of [0, 1] as const) {
      const i = this.left.indexOf(cardFrom(face, deck));
      if (i >= 0) return this.left.splice(i, 1)[0];
    }
    return undefined;
  }
}

/** One random position for player 0 or 1 to move. */
export function randomPosition(random: () => number, options: GenerateOptions = {}): Position {
  const box = new CardBox(random);
  const int = (n: number) => Math.floor(random() * n);
  const maxPile = options.maxPile ?? 7;

  // Foundations: a few piles of random heights.
  const foundations: CardId[][] = [];
  const foundationCount = int(5);
  for (let f = 0; f < foundationCount; f++) {
    const suit = int(4);
    const height = 1 + int(6);
    const pile: CardId[] = [];
    for (let r = ACE; r <= height; r++) {
      const card = box.take(faceFrom(suit, r));
      if (card === undefined) break;
      pile.push(card);
    }
    if (pile.length > 0) foundations.push(pile);
  }

  const empty = options.emptyPiles ?? int(4);
  const emptySet = new Set<number>();
  while (emptySet.size < Math.min(empty, TABLEAU_PILES)) emptySet.add(int(TABLEAU_PILES));
  const tableau: CardId[][] = [];
  for (let p = 0; p < TABLEAU_PILES; p++) {
    const pile: CardId[] = [];
    if (!emptySet.has(p)) {
      const length = 1 + int(maxPile);
      pile.push(box.any());
      while (pile.length < length) {
        if (options.runs) {
          const top = pile[pile.length - 1]!;
          const next = takeOtherColour(box, top, rankOf(top) - 1, random);
          if (next === undefined) break;
          pile.push(next);
        } else pile.push(box.any());
      }
    }
    tableau.push(pile);
  }

  if (options.buryWanted !== undefined) buryWanted(tableau, foundations, box, options.buryWanted, random, emptySet);
  if (options.buryInRun !== undefined) buryInRun(tableau, foundations, box, options.buryInRun, random);

  const player = (): PlayerPiles => {
    const claw = int(4) === 0 ? [] : [box.any()];
    const discard = int(3) === 0 ? [] : [box.any()];
    const inPlay = int(2) === 0 ? null : box.any();
    return { deck: [], inPlay, discard, claw };
  };
  return { toMove: int(2) as 0 | 1, players: [player(), player()], tableau, foundations };
}

/** A copy of a card of rank `rank` and the other colour than `card` (a host or a card to go on it), or undefined. */
function takeOtherColour(box: CardBox, card: CardId, rank: number, random: () => number): CardId | undefined {
  if (rank < ACE || rank > 13) return undefined;
  const suits = [0, 1, 2, 3].filter((s) => isRed(faceFrom(s, ACE)) !== isRed(card));
  const first = Math.floor(random() * 2);
  return box.take(faceFrom(suits[first]!, rank)) ?? box.take(faceFrom(suits[1 - first]!, rank));
}

/**
 * A run as play makes them around `card`: up to `hosts` hosts under it, then `above` cards down from
 * it; null when the box has not the cards for `above`. Takes its cards out of the box (`take`).
 */
function runAround(
  box: CardBox,
  card: CardId,
  hosts: number,
  above: number,
  random: () => number,
  take: (card: CardId | undefined) => CardId | undefined,
): CardId[] | null {
  const pile = [card];
  for (let k = 0; k < hosts; k++) {
    const host = take(takeOtherColour(box, pile[0]!, rankOf(pile[0]!) + 1, random));
    if (host === undefined) break;
    pile.unshift(host);
  }
  for (let k = 0; k < above; k++) {
    const next = take(takeOtherColour(box, pile[pile.length - 1]!, rankOf(pile[pile.length - 1]!) - 1, random));
    if (next === undefined) return null;
    pile.push(next);
  }
  return pile;
}

/**
 * Rebuilds one non-empty pile as a run with a card that fits a foundation `depth` cards deep (see
 * `runAround`), and builds a foundation of its suit up to the rank below it. Leaves the table as it
 * was when the cards are not to be had.
 */
function buryInRun(tableau: CardId[][], foundations: CardId[][], box: CardBox, depth: number, random: () => number): void {
  const int = (n: number) => Math.floor(random() * n);
  const piles = [...tableau.keys()].filter((p) => tableau[p]!.length > 0);
  if (piles.length === 0 || depth > 12) return;
  for (let tries = 0; tries < 20; tries++) {
    const p = piles[int(piles.length)]!;
    const suit = int(4);
    const wantedRank = depth + 1 + int(13 - depth);
    const foundation = foundations.find((f) => suitIndexOf(f[0]!) === suit && rankOf(f[f.length - 1]!) < wantedRank);
    if (!foundation && foundations.length >= 8) continue;
    box.give(tableau[p]!);
    const taken: CardId[] = [];
    const take = (card: CardId | undefined) => {
      if (card !== undefined) taken.push(card);
      return card;
    };
    // The foundation's missing cards, then the wanted card.
    const from = foundation ? rankOf(foundation[foundation.length - 1]!) + 1 : ACE;
    const cards: CardId[] = [];
    for (let r = from; r <= wantedRank; r++) {
      const card = take(box.take(faceFrom(suit, r)));
      if (card === undefined) break;
      cards.push(card);
    }
    const pile = cards.length === wantedRank - from + 1 ? runAround(box, cards.pop()!, int(3), depth, random, take) : null;
    if (pile) {
      if (foundation) foundation.push(...cards);
      else foundations.push(cards);
      tableau[p] = pile;
      return;
    }
    box.give(taken);
    box.takeBack(tableau[p]!);
  }
}

/** Puts a card that fits a foundation `depth` cards deep in a non-empty pile. */
function buryWanted(
  tableau: CardId[][],
  foundations: CardId[][],
  box: CardBox,
  depth: number,
  random: () => number,
  empty: Set<number>,
): void {
  const wanted: Face[] = [];
  for (const pile of foundations) {
    const top = pile[pile.length - 1]!;
    if (rankOf(top) < 13) wanted.push(faceFrom(suitIndexOf(top), rankOf(top) + 1));
  }
  if (foundations.length < 8) for (let s = 0; s < 4; s++) wanted.push(faceFrom(s, ACE));
  for (let tries = 0; tries < 20; tries++) {
    const face = wanted[Math.floor(random() * wanted.length)]!;
    const card = box.take(face);
    if (card === undefined) continue;
    const piles = [...tableau.keys()].filter((p) => !empty.has(p));
    const p = piles[Math.floor(random() * piles.length)] ?? 0;
    const pile = tableau[p]!;
    while (pile.length < depth) {
      const filler = box.any();
      pile.unshift(filler);
    }
    pile.splice(pile.length - depth, 0, card);
    return;
  }
}

/**
 * `count` random positions with no foundation play for the player to move, made in turn from each of
 * `kinds` (the sets of the search cross-checks and the bench's adversarial set).
 */
export function positionsWithoutPlay(seed: number, count: number, kinds: readonly GenerateOptions[]): Position[] {
  const random = mulberry32(seed);
  const out: Position[] = [];
  while (out.length < count) {
    const position = randomPosition(random, kinds[out.length % kinds.length]);
    if (!legalMoves(position).some(isFoundationPlay)) out.push(position);
  }
  return out;
}
