// The solver's own copy of a table on typed arrays, changed in place by `make` and put back by
// `unmake`, with a 32-bit hash of its canonical form kept up to date move by move and the canonical
// form itself written as bytes on demand (seen.ts stores it, so that no two tables are ever confused).
// Only the solver mutates, and only this copy (docs/architecture.md §3). No object is made per move:
// the search stores millions of tables, and garbage collection was a fifth of its time.
import { mulberry32 } from '../../engine/index.ts';
import type { PatienceMove } from '../moves.ts';
import type { GraceRule, PatiencePosition } from '../position.ts';
import { rankOf, suitIndexOf } from './faces.ts';

/** A pile's cards live at `pile * STRIDE`: a pile never holds more than the pack's 52 cards. */
const STRIDE = 64;
/** Places a move code can name: piles 0–7, then reserve places from RESERVE_BASE, FOUNDATION_TO for home. */
export const MAX_PILES = 8;
export const RESERVE_BASE = 8;
export const MAX_PLACES = 23;
export const FOUNDATION_TO = 31;

/**
 * A move as one 15-bit number, so that the search's stack of untried moves takes two bytes a move:
 * the card that lands (6 bits), where it goes (5 bits: a pile, RESERVE_BASE + a reserve place by the
 * grace move, or FOUNDATION_TO) and how many cards move (4 bits). The card names its source: the
 * table knows where each card lies (`Table.where`).
 */
export const moveCode = (card: number, to: number, count: number): number => card | (to << 6) | (count << 11);
export const codeCard = (code: number): number => code & 63;
export const codeTo = (code: number): number => (code >> 6) & 31;
export const codeCount = (code: number): number => code >> 11;

/** The rules' move (moves.ts) a code stands for. */
export function moveOf(code: number): PatienceMove {
  const to = codeTo(code);
  const where =
    to === FOUNDATION_TO ? 'foundation' : to < RESERVE_BASE ? (`tableau:${to}` as const) : (`reserve:${to - RESERVE_BASE}` as const);
  return { card: codeCard(code), to: where, count: codeCount(code) };
}

/**
 * Zobrist words: one random 32-bit word for each card at each height of a pile, and for each
 * foundation height, pending card and card of the grace move's place. Fixed (a seeded stream), so a
 * search's order never depends on the run.
 */
function words(seed: number, count: number): Int32Array {
  const next = mulberry32(seed);
  const out = new Int32Array(count);
  for (let i = 0; i < count; i++) out[i] = next() * 4294967296;
  return out;
}
const AT_HEIGHT = words(0x5a0b1157, 52 * STRIDE);
const FOUNDATION_WORD = words(0x0f0d0a7e, 4 * 16);
const PENDING_WORD = words(0x7e0d1e60, 52);
const PAIR_LOWER_WORD = words(0x9a1c0e01, 52);
const PAIR_UPPER_WORD = words(0x9a1c0e02, 52);
const GRACE_USED_WORD = 0x2545f491;

const GRACE_CODE: Record<GraceRule, number> = { off: 0, up: 1, both: 2 };

export class Table {
  readonly piles: number;
  readonly places: number;
  /** The highest rank of the pack (position.ts). */
  readonly top: number;
  /** 0 off, 1 up, 2 both (P5.2). */
  readonly grace: number;
  graceUsed: boolean;
  /**
   * A reserve card just put on a pile, which the next move must cover (search.ts argues why), or −1.
   * Part of the state: the same table with and without it are different searches.
   */
  pending = -1;
  /** Pile p's cards bottom to top at p * STRIDE; `heights[p]` of them. */
  readonly cards = new Int8Array(MAX_PILES * STRIDE);
  readonly heights = new Int8Array(MAX_PILES);
  /** Reserve place p's cards bottom to top at 2p; `depths[p]` of them (P5.1: at most two). */
  readonly reserve = new Int8Array(2 * MAX_PLACES);
  readonly depths = new Int8Array(MAX_PLACES);
  /** The rank on each foundation (P2), ♠ ♥ ♦ ♣. */
  readonly foundations = new Int8Array(4);
  /** Where each card lies while it is on the table: its pile, or RESERVE_BASE + its reserve place. */
  readonly where = new Int8Array(64);
  /** The place the grace move put a card on while it holds both, or −1. */
  pairPlace = -1;
  /** The xor of AT_HEIGHT over each pile's cards: a pile's own hash, kept by make and unmake. */
  private readonly pileHash = new Int32Array(MAX_PILES);
  /**
   * The bottom cards of the non-empty piles as bits (cards 0–31, then 32–63), kept by push and pop:
   * the canonical form writes the piles in the order of their bottom cards, read off these bits.
   */
  private readonly bottoms = new Int32Array(2);

  constructor(position: PatiencePosition) {
    this.piles = position.tableau.length;
    this.places = position.reserve.length;
    if (this.piles > MAX_PILES || this.places > MAX_PLACES) throw new RangeError('Table: too many piles or reserve places for a move code');
    this.top = position.top;
    this.grace = GRACE_CODE[position.grace];
    this.graceUsed = position.graceUsed;
    position.tableau.forEach((pile, p) => pile.forEach((card) => this.push(p, card)));
    position.reserve.forEach((place, p) => {
      place.forEach((card, i) => {
        this.reserve[2 * p + i] = card;
        this.where[card] = RESERVE_BASE + p;
      });
      this.depths[p] = place.length;
      if (place.length === 2) this.pairPlace = p;
    });
    position.foundations.forEach((rank, suit) => (this.foundations[suit] = rank));
  }

  private push(pile: number, card: number): void {
    const h = this.heights[pile]!;
    this.cards[pile * STRIDE + h] = card;
    this.where[card] = pile;
    this.pileHash[pile]! ^= AT_HEIGHT[card * STRIDE + h]!;
    this.heights[pile] = h + 1;
    if (h === 0) this.bottoms[card >> 5]! ^= 1 << (card & 31);
  }

  private pop(pile: number): number {
    const h = this.heights[pile]! - 1;
    const card = this.cards[pile * STRIDE + h]!;
    this.pileHash[pile]! ^= AT_HEIGHT[card * STRIDE + h]!;
    this.heights[pile] = h;
    if (h === 0) this.bottoms[card >> 5]! ^= 1 << (card & 31);
    return card;
  }

  /** The top card of pile p, or −1. */
  topOf(pile: number): number {
    const h = this.heights[pile]!;
    return h > 0 ? this.cards[pile * STRIDE + h - 1]! : -1;
  }

  /** The card at height i of pile p (0: the bottom). */
  cardAt(pile: number, i: number): number {
    return this.cards[pile * STRIDE + i]!;
  }

  /** The available card of reserve place p, or −1. */
  reserveTop(place: number): number {
    const d = this.depths[place]!;
    return d > 0 ? this.reserve[2 * place + d - 1]! : -1;
  }

  /** How many cards at the top of pile p make a run down by one rank (P3.4). */
  runLength(pile: number): number {
    const base = pile * STRIDE;
    const h = this.heights[pile]!;
    if (h === 0) return 0;
    let n = 1;
    while (n < h && rankOf(this.cards[base + h - n - 1]!) === rankOf(this.cards[base + h - n]!) + 1) n++;
    return n;
  }

  /** Makes a legal move (its code) in place. `unmake` with the pending card from before puts it back. */
  make(code: number): void {
    const card = codeCard(code);
    const from = this.where[card]!;
    const to = codeTo(code);
    const count = codeCount(code);
    if (from < RESERVE_BASE) {
      if (to === FOUNDATION_TO) {
        this.pop(from);
        this.foundations[suitIndexOf(card)] = rankOf(card);
      } else if (to < RESERVE_BASE) {
        const base = from * STRIDE + this.heights[from]! - count;
        for (let i = 0; i < count; i++) this.push(to, this.cards[base + i]!);
        for (let i = 0; i < count; i++) this.pop(from);
      } else {
        this.pop(from);
        const place = to - RESERVE_BASE;
        this.reserve[2 * place + 1] = card;
        this.where[card] = to;
        this.depths[place] = 2;
        this.pairPlace = place;
        this.graceUsed = true;
      }
    } else {
      this.depths[from - RESERVE_BASE]!--;
      if (to === FOUNDATION_TO) this.foundations[suitIndexOf(card)] = rankOf(card);
      else this.push(to, card);
    }
    // Rule (b) of children.ts: a card from a one-card place waits to be covered. The top card of the
    // grace move's pair is not such a card: leaving, it uncovers the card beneath (its place still holds one).
    this.pending = from >= RESERVE_BASE && to < RESERVE_BASE && this.depths[from - RESERVE_BASE] === 0 ? card : -1;
  }

  /** Where the card of a move lies now: its source before `make`. */
  sourceOf(code: number): number {
    return this.where[codeCard(code)]!;
  }

  /** Takes back the last move made (its code, and `from`: its source, sourceOf before make), with the pending card before it. */
  unmake(code: number, from: number, pending: number): void {
    const card = codeCard(code);
    const to = codeTo(code);
    const count = codeCount(code);
    this.pending = pending;
    if (to === FOUNDATION_TO) this.foundations[suitIndexOf(card)] = rankOf(card) - 1;
    if (from < RESERVE_BASE) {
      if (to === FOUNDATION_TO) this.push(from, card);
      else if (to < RESERVE_BASE) {
        const base = to * STRIDE + this.heights[to]! - count;
        for (let i = 0; i < count; i++) this.push(from, this.cards[base + i]!);
        for (let i = 0; i < count; i++) this.pop(to);
      } else {
        this.depths[to - RESERVE_BASE] = 1;
        this.pairPlace = -1;
        this.graceUsed = false;
        this.push(from, card);
      }
    } else {
      if (to < RESERVE_BASE) this.pop(to);
      this.depths[from - RESERVE_BASE]!++;
      this.where[card] = from;
    }
  }

  /**
   * Bytes `save` writes: the foundations (4), the grace move made, the pending card + 1, the grace
   * move's place + 1 and the card it put there (4), each reserve place's depth, each pile's height,
   * and the tableau's cards (at most the pack less its Aces).
   */
  savedSize(): number {
    return 8 + this.places + this.piles + 4 * (this.top - 1);
  }

  /**
   * The whole table as it lies, its piles in their own order (unlike `writeForm`), at `out[at…]`, so
   * that `restore` makes this table again and a move code made on this table means the same move on
   * the restored one. A reserve place's lower card is the deal's, never changed (nothing goes to the reserve but onto a card, P4.2, P5.1), so only its depth is written.
   */
  save(out: Uint8Array, at: number): void {
    for (let s = 0; s < 4; s++) out[at + s] = this.foundations[s]!;
    out[at + 4] = this.graceUsed ? 1 : 0;
    out[at + 5] = this.pending + 1;
    out[at + 6] = this.pairPlace + 1;
    out[at + 7] = this.pairPlace >= 0 ? this.reserve[2 * this.pairPlace + 1]! : 0;
    let k = at + 8;
    for (let place = 0; place < this.places; place++) out[k++] = this.depths[place]!;
    for (let p = 0; p < this.piles; p++) {
      const h = this.heights[p]!;
      out[k++] = h;
      for (let i = 0; i < h; i++) out[k++] = this.cards[p * STRIDE + i]!;
    }
  }

  /** Makes this table the one `save` wrote at `src[at…]` (a table of the same deal: the same reserve places). */
  restore(src: Uint8Array, at: number): void {
    for (let s = 0; s < 4; s++) this.foundations[s] = src[at + s]!;
    this.graceUsed = src[at + 4] === 1;
    this.pending = src[at + 5]! - 1;
    this.pairPlace = src[at + 6]! - 1;
    if (this.pairPlace >= 0) this.reserve[2 * this.pairPlace + 1] = src[at + 7]!;
    let k = at + 8;
    for (let place = 0; place < this.places; place++) {
      const depth = src[k++]!;
      this.depths[place] = depth;
      for (let i = 0; i < depth; i++) this.where[this.reserve[2 * place + i]!] = RESERVE_BASE + place;
    }
    // A pile that is already as saved is left as it is (its hash and its cards' places hold); the
    // others are emptied and built again. The bottom cards' bits are toggled, so whatever the order,
    // they end as the restored piles' bottoms.
    for (let p = 0; p < this.piles; p++) {
      const h = src[k++]!;
      if (this.pileIs(p, src, k, h)) {
        k += h;
        continue;
      }
      if (this.heights[p]! > 0) {
        const bottom = this.cards[p * STRIDE]!;
        this.bottoms[bottom >> 5]! ^= 1 << (bottom & 31);
      }
      this.heights[p] = 0;
      this.pileHash[p] = 0;
      for (let i = 0; i < h; i++) this.push(p, src[k++]!);
    }
  }

  /** Whether pile p holds the `h` cards at `src[k…]`, bottom to top. */
  private pileIs(p: number, src: Uint8Array, k: number, h: number): boolean {
    if (this.heights[p] !== h) return false;
    const base = p * STRIDE;
    for (let i = 0; i < h; i++) if (this.cards[base + i] !== src[k + i]) return false;
    return true;
  }

  /** Whether the grace move's place holds both its cards now (its lower card is not available). */
  hasPair(): boolean {
    return this.pairPlace >= 0 && this.depths[this.pairPlace] === 2;
  }

  /**
   * A 32-bit hash of the canonical form (`writeForm`): the piles' own hashes summed, so the order of
   * the piles does not matter (a sum, not an xor, though no two non-empty piles are ever equal: each
   * card is in one place), plus words for the foundations, the grace move, the pending card and the
   * grace move's pair.
   */
  hash(): number {
    let h = 0;
    for (let p = 0; p < this.piles; p++) h = (h + this.pileHash[p]!) | 0;
    for (let s = 0; s < 4; s++) h = (h + FOUNDATION_WORD[s * 16 + this.foundations[s]!]!) | 0;
    if (this.graceUsed) h = (h + GRACE_USED_WORD) | 0;
    if (this.pending >= 0) h = (h + PENDING_WORD[this.pending]!) | 0;
    if (this.hasPair()) {
      const base = 2 * this.pairPlace;
      h = (h + PAIR_LOWER_WORD[this.reserve[base]!]! + PAIR_UPPER_WORD[this.reserve[base + 1]!]!) | 0;
    }
    return h;
  }

  /**
   * The canonical form of the state as bytes into `out` from `at`, returning its length: two tables with the
   * same form have the same answer, and different forms are different states.
   * - The foundations, 4 bits each (ranks up to 13).
   * - One byte: the pending card + 1 (0: none), 64 if the grace move is made, 128 if its pair follows.
   * - The grace move's place while it holds two cards: beneath, then top (its lower card is not available).
   * - The tableau piles, bottom to top, the top card of each marked with 64. Piles are interchangeable
   *   (P3: no rule names a pile's number), so they go in the order of their bottom cards (each card is
   *   in one place, so no two non-empty piles share one), and empty ones are left out (their number is
   *   the piles less those written).
   * - Not the reserve: every reserve card is available (P4.1) and a place's number matters to no rule,
   *   so the reserve holds exactly the cards neither on the tableau, in the pair, nor on a foundation.
   * At most 5 + 52 bytes.
   */
  writeForm(out: Uint8Array, at = 0): number {
    const f = this.foundations;
    out[at] = f[0]! | (f[1]! << 4);
    out[at + 1] = f[2]! | (f[3]! << 4);
    out[at + 2] = this.formFlags();
    let n = at + 3;
    if (this.hasPair()) {
      out[n++] = this.reserve[2 * this.pairPlace]!;
      out[n++] = this.reserve[2 * this.pairPlace + 1]!;
    }
    for (let word = 0; word < 2; word++) {
      for (let bits = this.bottoms[word]!; bits !== 0; bits &= bits - 1) {
        const pile = this.lowestPile(word, bits);
        const base = pile * STRIDE;
        const h = this.heights[pile]!;
        for (let k = 0; k < h - 1; k++) out[n++] = this.cards[base + k]!;
        out[n++] = this.cards[base + h - 1]! | 64;
      }
    }
    return n - at;
  }

  /** The length of the canonical form (writeForm), without writing it. */
  formLength(): number {
    let n = this.hasPair() ? 5 : 3;
    for (let p = 0; p < this.piles; p++) n += this.heights[p]!;
    return n;
  }

  /**
   * Whether `bytes[at…]` holds this table's canonical form, read as writeForm writes it (the length
   * known to be equal): the set of stored tables compares a table met with a stored one without writing its form.
   */
  formIs(bytes: Uint8Array, at: number): boolean {
    const f = this.foundations;
    if (bytes[at] !== (f[0]! | (f[1]! << 4)) || bytes[at + 1] !== (f[2]! | (f[3]! << 4)) || bytes[at + 2] !== this.formFlags())
      return false;
    let n = at + 3;
    if (this.hasPair()) {
      if (bytes[n++] !== this.reserve[2 * this.pairPlace] || bytes[n++] !== this.reserve[2 * this.pairPlace + 1]) return false;
    }
    for (let word = 0; word < 2; word++) {
      for (let bits = this.bottoms[word]!; bits !== 0; bits &= bits - 1) {
        const pile = this.lowestPile(word, bits);
        const base = pile * STRIDE;
        const h = this.heights[pile]!;
        for (let k = 0; k < h - 1; k++) if (bytes[n++] !== this.cards[base + k]) return false;
        if (bytes[n++] !== (this.cards[base + h - 1]! | 64)) return false;
      }
    }
    return true;
  }

  /** The form's third byte: the pending card + 1, 64 if the grace move is made, 128 if its pair follows. */
  private formFlags(): number {
    return this.pending + 1 + (this.graceUsed ? 64 : 0) + (this.hasPair() ? 128 : 0);
  }

  /** The pile whose bottom card is the lowest of `bits` (of word `word` of `bottoms`): where that card lies. */
  private lowestPile(word: number, bits: number): number {
    return this.where[(word << 5) | (31 - Math.clz32(bits & -bits))]!;
  }
}
