// A proof that no foundation play can be reached, by counting the piles the goal would need.
//
// Take a target: pile p and its topmost wanted card w. At the goal w is the top of p, so every card
// that covers w now (the "cover") lies elsewhere; nothing at or under w has moved (a wanted card
// never moves before the goal: it would be a top, a goal already). Look at the table at that moment:
// - Each cover card that cannot go onto an opponent's pile is in the tableau outside p.
// - Each card that is now the bottom of a pile q ≠ p is still in the tableau (unless it can go onto
//   an opponent's pile), outside p; if q holds a wanted card it has not moved.
// - Each of the mover's source cards is in its source or, if played, in the tableau (or sunk).
// Call these cards, with the played source cards, the *demand*. Every card of the demand in the
// tableau has moved (cover cards, played sources) or has nothing under it (bottoms), so it lies on a
// host (a card one rank higher of the other colour, which it was put on: R5.2) or at the bottom of a
// pile. A card holds at most one card directly on it; c1 (the cover card just above w) holds nothing,
// it has just moved; w and the cards under it hold what they held. So the demand cards that are not
// on a host are at least |demand| − (a maximum matching of demand cards to distinct host cards), and
// each is the bottom of its own pile other than p. There are seven such piles. When, for every choice
// of played source cards, more than seven bottoms are needed, the target is unreachable; when every
// target is, the distance is none. Leaving out of the demand the cards that might go to an opponent's
// pile, and letting any card in the tableau or the sources be a host, only lowers the count: the
// proof stays sound.
//
// Piles that are held. Call a card *homeless* when it cannot be sunk and no copy of a host face is
// usable at the goal (not wanted, not at or under w in p, not c1: F4 and the paragraph above). If a
// pile q ≠ p holds a homeless card h above its bottom b, then at the goal either h has never moved,
// so neither has b (only tops move: cards that never moved are a bottom part of the pile), and b is a
// bottom; or h has moved, is in the tableau (it cannot be sunk) and, with no host to lie on, is a
// bottom. So the demand for b can be counted as never matched (the pile's bottom is b or h), and
// this holds even when b could be sunk. In numbers: if the real goal puts k such bottoms b on hosts,
// their cards h are k more bottoms outside the demand, while taking those k edges out of a matching
// lowers it by at most k; the bottoms are still at least |demand| − (maximum matching without the
// edges of held piles). A pile holding a wanted card is held in the same way (F1).
//
// Cards that might be sunk. A cover card or a pile's bottom that might go onto an opponent's pile is
// in the demand too, with one more edge: to its own host slot. At the goal such a card is in the
// tableau (on a host, or a bottom) or sunk; a sunk card hosts nothing, so matching it to its own
// slot describes the goal: a real goal still gives a matching, and the count stays a lower bound.
// (Leaving the card out while it still counts as a host, as before, let one card be sunk and host
// another at once.) c1 hosts nothing anyway: if it might be sunk it is left out.
import { Board, PILE_CAP, X_IN_PLAY } from './board.ts';
import { TABLEAU_PILES } from '../position.ts';
import { HOST_A, HOST_B, Sinks } from './bound.ts';

const MAX_CARDS = 112;

export class PileCount {
  /** Face of each host candidate (the right side of the matching). */
  private readonly hostFace = new Uint8Array(MAX_CARDS);
  /** Face of each demand card, and whether it may be matched at all. */
  private readonly demandFace = new Uint8Array(MAX_CARDS);
  private readonly demandFree = new Uint8Array(MAX_CARDS);
  /** A card that might be sunk: its own host slot, which a sunk card takes (it hosts nothing then), or -1. */
  private readonly demandOwn = new Int16Array(MAX_CARDS);
  /** The host slot of each tableau cell, or -1. */
  private readonly hostOfCell = new Int16Array(TABLEAU_PILES * PILE_CAP);
  private readonly matchOf = new Int16Array(MAX_CARDS);
  private readonly seen = new Uint32Array(MAX_CARDS);
  private visit = 0;
  private hosts = 0;
  private demands = 0;
  /** What the opponent's piles can take (bound.ts). */
  private readonly sinks = new Sinks();
  /** Copies of each face in the tableau and the sources. */
  private readonly count = new Uint8Array(53);
  /** Copies of each face at or under the target's wanted card, for the target being counted. */
  private readonly fixed = new Uint8Array(53);

  /** True when no wanted card in the tableau can ever be uncovered. */
  allUnreachable(board: Board, wanted: Uint8Array): boolean {
    this.sinksFor(board, wanted);
    for (let p = 0; p < TABLEAU_PILES; p++) {
      const base = p * PILE_CAP;
      for (let i = board.len[p]! - 2; i >= 0; i--) {
        if (!wanted[board.cards[base + i]!]) continue;
        if (this.bottomsNeeded(board, wanted, p, i) <= TABLEAU_PILES - 1) return false;
        break;
      }
    }
    return true;
  }

  /** Faces in the tableau or the sources, then what the opponent's piles can take. */
  private sinksFor(board: Board, wanted: Uint8Array): void {
    const count = this.count;
    const { cards, len, extra } = board;
    count.fill(0);
    for (let p = 0; p < TABLEAU_PILES; p++) for (let i = 0; i < len[p]!; i++) count[cards[p * PILE_CAP + i]!]!++;
    for (let s = 0; s <= X_IN_PLAY; s++) if (extra[s]) count[extra[s]!]!++;
    this.sinks.update(extra, count, wanted);
  }

  /** Copies of host face h that a moved card could lie on at the goal (c1 holds nothing then). */
  private usable(h: number, wanted: Uint8Array, c1: number): number {
    return h === 0 || wanted[h] ? 0 : this.count[h]! - this.fixed[h]! - (h === c1 ? 1 : 0);
  }

  /** Homeless: never sunk, and no host copy usable at the goal: once moved, it is a pile's bottom. */
  private homeless(card: number, wanted: Uint8Array, c1: number): boolean {
    return !this.sinkable(card) && this.usable(HOST_A[card]!, wanted, c1) <= 0 && this.usable(HOST_B[card]!, wanted, c1) <= 0;
  }

  private sinkable(card: number): boolean {
    return this.sinks.sinkable(card);
  }

  /** The fewest pile bottoms other than p the goal of (p, wanted card at index w) needs. */
  private bottomsNeeded(board: Board, wanted: Uint8Array, p: number, w: number): number {
    const { cards, len, extra } = board;
    this.hosts = 0;
    this.demands = 0;
    // Hosts: tableau cards except w and under it, c1, and wanted cards.
    for (let q = 0; q < TABLEAU_PILES; q++) {
      const base = q * PILE_CAP;
      for (let i = q === p ? w + 2 : 0; i < len[q]!; i++) {
        const card = cards[base + i]!;
        this.hostOfCell[base + i] = -1;
        if (wanted[card]) continue;
        this.hostOfCell[base + i] = this.hosts;
        this.hostFace[this.hosts++] = card;
      }
    }
    const tableauHosts = this.hosts;
    this.fixed.fill(0);
    for (let i = 0; i <= w; i++) this.fixed[cards[p * PILE_CAP + i]!]!++;
    const c1 = cards[p * PILE_CAP + w + 1]!;
    // Demand: cover cards and other piles' bottoms; one that might be sunk may take its own host
    // slot instead (c1, which hosts nothing, is simply left out then).
    for (let i = w + 1; i < len[p]!; i++) {
      const card = cards[p * PILE_CAP + i]!;
      if (!this.sinkable(card)) this.addDemand(card, true);
      else if (i > w + 1) this.addDemand(card, true, this.hostOfCell[p * PILE_CAP + i]);
    }
    for (let q = 0; q < TABLEAU_PILES; q++) {
      if (q === p || len[q] === 0) continue;
      // Held: the pile's bottom never moves, or a card above it becomes a bottom (see the top).
      let held = false;
      for (let i = 0; i < len[q]! && !held; i++) {
        const card = cards[q * PILE_CAP + i]!;
        held = wanted[card] === 1 || (i > 0 && this.homeless(card, wanted, c1));
      }
      const bottom = cards[q * PILE_CAP]!;
      this.addDemand(bottom, !held, !held && this.sinkable(bottom) ? this.hostOfCell[q * PILE_CAP]! : -1);
    }
    const baseDemands = this.demands;
    // Each choice of source cards played into the tableau: they are hosts and demand both.
    let fewest = Infinity;
    for (let chosen = 0; chosen < 8; chosen++) {
      this.hosts = tableauHosts;
      this.demands = baseDemands;
      let skip = false;
      for (let s = 0; s <= X_IN_PLAY; s++) {
        if (!(chosen & (1 << s))) continue;
        const card = extra[s]!;
        if (card === 0 || wanted[card]) {
          skip = true;
          break;
        }
        this.hostFace[this.hosts] = card;
        this.addDemand(card, true);
        this.hosts++;
      }
      if (skip) continue;
      const bottoms = this.demands - this.maxMatching();
      if (bottoms < fewest) fewest = bottoms;
    }
    return fewest;
  }

  private addDemand(card: number, free: boolean, own = -1): void {
    this.demandFace[this.demands] = card;
    this.demandFree[this.demands] = free ? 1 : 0;
    this.demandOwn[this.demands] = own;
    this.demands++;
  }

  /** Maximum matching of demand cards to distinct host cards of a host face (Kuhn's algorithm). */
  private maxMatching(): number {
    this.matchOf.fill(-1, 0, this.hosts);
    let matched = 0;
    for (let d = 0; d < this.demands; d++) {
      if (!this.demandFree[d]) continue;
      this.visit++;
      if (this.augment(d)) matched++;
    }
    return matched;
  }

  private augment(d: number): boolean {
    const own = this.demandOwn[d]!;
    if (own >= 0 && this.seen[own] !== this.visit) {
      this.seen[own] = this.visit;
      const other = this.matchOf[own]!;
      if (other < 0 || this.augment(other)) {
        this.matchOf[own] = d;
        return true;
      }
    }
    const a = HOST_A[this.demandFace[d]!]!;
    const b = HOST_B[this.demandFace[d]!]!;
    if (a === 0) return false;
    for (let h = 0; h < this.hosts; h++) {
      const face = this.hostFace[h]!;
      if ((face !== a && face !== b) || this.seen[h] === this.visit) continue;
      this.seen[h] = this.visit;
      const other = this.matchOf[h]!;
      if (other < 0 || this.augment(other)) {
        this.matchOf[h] = d;
        return true;
      }
    }
    return false;
  }
}
