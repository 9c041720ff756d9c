// Exact foundation distance (R6.2) and the fault-free first moves (R6.3) by A* over the search board.
//
// Why it is exact:
// - The bound (bound.ts) never overestimates the moves left and drops by at most one per move (it is
//   consistent), so a node leaves the queue with its fewest moves from the root, and the first goal
//   generated in the lowest f = g + h layer holding one is at the fewest moves.
// - Tableau piles are interchangeable for the distance, so states that differ only in the order of
//   the piles are one state: the table key is a sum over the piles of a mix of each pile's hash.
//   Every key hit is verified against the stored state pile by pile (each pile met is stored once,
//   so equal pile numbers are equal piles, card for card), so a hash collision can cost time but
//   never an answer.
// - Two faces of one rank and colour that are neither wanted nor can be sunk (5♥, 5♦) are written
//   as one face on the search board (twins.ts): swapping them gives a state with the same moves,
//   goals and bound, so it is one state.
// - Pruned moves only give states equal to ones already generated: a card to an empty pile goes to
//   the first empty pile only, and a lone card never moves to another empty pile.
// - Redundant moves are not made. Say the line to a node put card c on pile B with its move i, and no
//   later move touched B; then moving c on from B to a place C that no move since i has touched
//   either (or C is where c came from, touched only by move i) is never on a shortest way: moving
//   c straight to C with move i (or, for its old place, not moving it at all) leaves every move in
//   between as legal as it was, since none of them touched B or C, and reaches the same state in
//   one (two) moves fewer. So such a child always has a shorter line, and no edge of any shortest
//   way is dropped, whichever shortest line the parent was stored with: distances, lines and the
//   fault-free masks stay exact. Every empty pile gives the same state, so a move to an empty pile is
//   redundant when any empty pile is untouched since i. This generalises "the card the last move
//   put down does not move again".
// - States whose bound says no target can be reached are dropped: none of them is on a way to a goal.
//
// The data structures live beside this file under this header: the nodes (nodes.ts), the
// transposition table (transpositions.ts), the open list (queue.ts), the Zobrist keys (keys.ts) and the piles
// (piles.ts: each pile met is stored once and named by a number, so equal numbers are equal piles and
// a node's board is its eight pile numbers and five extra slots: the card-by-card verification of a
// key hit compares those, which is the same verdict). Each node keeps the last HISTORY moves of its
// line in summary (which places they touched, how long ago, and where the top card arrived), made
// from its parent's when it is stored or improved: the same facts a walk up the line gives, since a
// node's parent is expanded, and so never changed, before that.
//
// Fault-free moves (`runFaultFree`): each child of the root gets a bit; a node's mask is the union
// of its parents' masks over the parents that reach it with its fewest moves. Nodes are expanded by
// f, then by g, so every such parent (it has a smaller or equal f, and if equal a smaller g: the
// bound is consistent) is expanded before the node, and the mask is complete when it is expanded.
// The search finishes the whole layer f = k in which goals first appear; a root child is on a
// shortest way exactly when its bit reaches a node that makes a goal at g = k − 1. A node whose
// bits are all known good already is not expanded: it can add nothing. The same search gives the
// distance (the first layer with goals) and the line (the first goal found there).
import { PILE_CAP, Board, FROM_CLAW, TO_OPP_CLAW, X_OPP_CLAW, fitsOpponent, fitsTableau } from './board.ts';
import { LowerBound, UNREACHABLE } from './bound.ts';
import { BoardKeys } from './keys.ts';
import { MASK_WORDS, NodeStore } from './nodes.ts';
import { PileTrie } from './piles.ts';
import { OpenList } from './queue.ts';
import { TranspositionTable } from './transpositions.ts';
import { Twins } from './twins.ts';
import { Walk } from './walk.ts';
import { TABLEAU_PILES } from '../position.ts';

/** Moves taken back, at most, to reach the parent of the next node from the board's node. */
const MAX_WALK = 8;

/** A move on the search board: source (0–7 tableau, 8 claw, 9 discard, 10 in play) × 16 + destination. */
export type MoveCode = number;
export const moveFrom = (code: MoveCode) => code >> 4;
export const moveTo = (code: MoveCode) => code & 15;

export interface AStarResult {
  /** Moves before the foundation play, or null when none within the limit. */
  readonly distance: number | null;
  /** The moves of one shortest way, as move codes; the last exposes the wanted card on its pile. */
  readonly moves: readonly MoveCode[];
  /** Nodes stored: a measure of the work done. */
  readonly nodes: number;
  /** False when the search stopped at its node budget without an answer: `distance` means nothing then. */
  readonly complete: boolean;
}

export class AStar {
  readonly board = new Board();
  /** Wanted faces: those that fit a foundation now. */
  readonly wanted = new Uint8Array(53);
  readonly bound = new LowerBound();
  readonly keys = new BoardKeys();
  private readonly nodes = new NodeStore();
  readonly table = new TranspositionTable();
  /** The piles met in this search, and the board's piles as their numbers. */
  private readonly piles = new PileTrie();
  private readonly ids = new Int32Array(TABLEAU_PILES);

  /** Distance search: nodes by f. Fault-free search: nodes by f, then g. */
  private readonly open = new OpenList();
  /** The node whose state the board holds between expansions, or -1. */
  private onBoard = -1;
  private masks = false;
  /** The node budget of this search: past it, the search stops without an answer. */
  private maxNodes = Infinity;
  private overBudget = false;
  private goal = -1;
  private goalG = 0;
  private readonly good = new Int32Array(MASK_WORDS);
  /** Fault-free search: the bit of the root child each root move makes, or -1 (by move code). */
  private readonly rootBit = new Int16Array(256);
  private rootBits = 0;
  /** Whether any goal can be reached at all (walk.ts). */
  readonly walk = new Walk(this);
  /** The nodes whose moves `moveBoardTo` makes, last first. */
  private readonly replay = new Int32Array(MAX_WALK);
  /** Per place (8 tableau piles, the opponent's two piles), the last move of the line that touched it. */
  private readonly touched = new Int16Array(TABLEAU_PILES + 2);
  /** Per tableau pile, the move that put its top card there, untouched since; -1 otherwise. */
  private readonly arrived = new Int16Array(TABLEAU_PILES);

  /** The faces that stand for twins on the search board (twins.ts). */
  private readonly twins = new Twins();

  /**
   * Searches from the loaded board for the fewest moves that put a wanted card on a pile's top. With
   * `maxNodes`, a search that has stored more nodes than that without finding a goal stops and says
   * it is not complete (a goal found before then is exact: A* order is kept up to it).
   */
  run(limit: number, maxNodes = Infinity): AStarResult {
    this.masks = false;
    this.maxNodes = maxNodes;
    return this.search(limit);
  }

  /**
   * The distance, and which root moves keep to a shortest way (ask `isGood` afterwards, before the
   * next search).
   */
  runFaultFree(maxNodes = Infinity): AStarResult {
    // One search by layers, with no limit: the first layer that holds goals gives the distance, and
    // finishing it gives the masks. (A plain search first would give the distance sooner, but the
    // layers up to it are searched again anyway.)
    this.masks = true;
    this.maxNodes = maxNodes;
    this.good.fill(0);
    this.rootBit.fill(-1);
    this.rootBits = 0;
    return this.search(Infinity);
  }

  /** Sets the walk up from the loaded board (as a search without masks); gives the root's bound. */
  beginWalk(): number {
    this.masks = false;
    return this.begin();
  }

  /** Stores the board's state (keys sealed) at `slot`, reached by `move`; gives the states stored. */
  storeAt(slot: number, h: number, move: number): number {
    this.file(slot, this.store(0, h, -1, move));
    return this.nodes.count;
  }

  /** States stored by the last search or walk. */
  get stored(): number {
    return this.nodes.count;
  }

  /** After `runFaultFree` found a distance: whether the root move makes a child on a shortest way. */
  isGood(code: MoveCode): boolean {
    const bit = this.rootBit[code]!;
    return bit >= 0 && (this.good[bit >> 5]! & (1 << (bit & 31))) !== 0;
  }

  /** Empties the memory and sets the search up from the loaded board; gives the root's bound. */
  private begin(): number {
    this.table.reset();
    this.nodes.reset(this.masks);
    this.goal = -1;
    this.overBudget = false;
    this.onBoard = -1;
    this.open.reset(this.masks);

    this.bound.prepare(this.board, this.wanted);
    if (this.twins.merge(this.board, this.bound.count, this.wanted)) this.bound.prepare(this.board, this.wanted);
    this.keys.rehash(this.board);
    this.piles.reset();
    for (let p = 0; p < TABLEAU_PILES; p++) {
      let id = 0;
      for (let i = 0; i < this.board.len[p]!; i++) id = this.piles.put(id, this.board.cards[p * PILE_CAP + i]!);
      this.ids[p] = id;
    }
    this.bound.snapshot(this.board);
    return this.bound.compute(this.board, -1, -1, false);
  }

  private search(limit: number): AStarResult {
    const h0 = this.begin();
    if (h0 === UNREACHABLE || h0 > limit) return { distance: null, moves: [], nodes: 0, complete: true };
    const root = this.store(0, h0, -1, 0);
    this.file(this.slotOf(), root);
    this.push(root);
    if (this.masks) this.searchByLayers(limit);
    else this.searchByF(limit);
    // The fault-free search stops only between expansions: a goal found in an unfinished layer does
    // not give complete masks, so it is no answer either.
    const nodes = this.nodes.count;
    if (this.overBudget) return { distance: null, moves: [], nodes, complete: false };
    if (this.goal < 0) return { distance: null, moves: [], nodes, complete: true };
    return { distance: this.goalG, moves: this.nodes.path(this.goal), nodes, complete: true };
  }

  private searchByF(limit: number): void {
    const { nodes, open } = this;
    for (let f = 0; f <= limit && f <= open.maxF; f++) {
      for (let node = open.pop(f); node >= 0; node = open.pop(f)) {
        if (nodes.isClosed(node) || nodes.g(node) + nodes.h(node) !== f) continue;
        this.expand(node, limit);
        if (this.goal >= 0) return;
        if (nodes.count > this.maxNodes) {
          this.overBudget = true;
          return;
        }
      }
    }
  }

  private searchByLayers(limit: number): void {
    const { nodes, open } = this;
    for (let f = 0; f <= limit && f <= open.maxF; f++) {
      for (let g = 0; g <= f; g++) {
        // The list (f, g) can grow while it is read only through nodes of g + 1: it is not this one.
        for (let e = open.firstEntry(f, g); e >= 0; e = open.nextEntry(e)) {
          const node = open.entryNode(e);
          if (nodes.isClosed(node) || nodes.g(node) !== g) continue;
          if (node !== 0 && !nodes.maskHasNews(node, this.good)) continue;
          this.expand(node, limit);
          if (nodes.count > this.maxNodes) {
            this.overBudget = true;
            return;
          }
        }
        open.clear(f, g);
        if (this.goal >= 0) return;
      }
    }
  }

  /** Expands a node (its board restored); records goals. */
  private expand(node: number, limit: number): void {
    this.nodes.close(node);
    this.moveBoardTo(node);
    this.onBoard = node;
    const { cards, len, extra } = this.board;
    const g = this.nodes.g(node) + 1;
    if (g === limit && !(this.masks && node === 0)) {
      // Its children are at the limit: only goals count (any other child has a bound of at least
      // one, beyond it), and any one of them brings the same mask. The first one is the one the
      // loops below would meet first. (The root's goals each need their own bit: not there.)
      const goal = this.goalMove();
      if (goal >= 0) this.reachGoal(node, g, goal);
      return;
    }
    // A card that came to its pile by a move does not go on to a place untouched since (see the top).
    this.nodes.history(node, g - 1, this.touched, this.arrived);
    const touched = this.touched;
    for (let from = 0; from <= 10; from++) {
      let card: number;
      let since = -1;
      if (from < TABLEAU_PILES) {
        const n = len[from]!;
        if (n === 0) continue;
        card = cards[from * PILE_CAP + n - 1]!;
        since = this.arrived[from]!;
      } else {
        card = extra[from - FROM_CLAW]!;
        if (card === 0) continue;
      }
      const loneCard = from < TABLEAU_PILES && len[from] === 1;
      let emptyTried = false;
      for (let to = 0; to < TABLEAU_PILES; to++) {
        if (to === from) continue;
        const n = len[to]!;
        if (n === 0) {
          if (emptyTried || loneCard) continue;
          emptyTried = true;
          // Every empty pile gives the same state: redundant when any of them is untouched since.
          if (since >= 0 && this.emptyUntouchedSince(since, from)) continue;
        } else if (!fitsTableau(card, cards[to * PILE_CAP + n - 1]!) || (since >= 0 && touched[to]! <= since)) continue;
        if (this.tryMove(node, g, from, to, card, limit)) return;
      }
      for (let slot = 0; slot < 2; slot++) {
        if (!fitsOpponent(card, extra[X_OPP_CLAW + slot]!) || (since >= 0 && touched[TO_OPP_CLAW + slot]! <= since)) continue;
        if (this.tryMove(node, g, from, TO_OPP_CLAW + slot, card, limit)) return;
      }
    }
  }

  /** Whether an empty pile other than `from` is untouched since move number `since`. */
  private emptyUntouchedSince(since: number, from: number): boolean {
    const len = this.board.len;
    for (let q = 0; q < TABLEAU_PILES; q++) if (q !== from && len[q] === 0 && this.touched[q]! <= since) return true;
    return false;
  }

  /** A move that uncovers a wanted card now (the one card above it leaves its pile), or -1. */
  private goalMove(): number {
    const { cards, len, extra } = this.board;
    for (let from = 0; from < TABLEAU_PILES; from++) {
      const w = this.bound.wantedAt[from]!;
      if (w < 0 || len[from] !== w + 2) continue;
      const card = cards[from * PILE_CAP + w + 1]!;
      for (let to = 0; to < TABLEAU_PILES; to++) {
        if (to === from) continue;
        const n = len[to]!;
        if (n === 0 || fitsTableau(card, cards[to * PILE_CAP + n - 1]!)) return (from << 4) | to;
      }
      for (let slot = 0; slot < 2; slot++) if (fitsOpponent(card, extra[X_OPP_CLAW + slot]!)) return (from << 4) | (TO_OPP_CLAW + slot);
    }
    return -1;
  }

  /** Makes a move, judges the child, and takes it back. True when the search is over. */
  private tryMove(parent: number, g: number, from: number, to: number, card: number, limit: number): boolean {
    const oldOpp = this.shift(from, to, card);
    let over = false;
    const move = (from << 4) | to;
    if (this.uncoversWanted(from)) {
      // The card under the one that left is wanted: a foundation play is available.
      over = this.reachGoal(parent, g, move);
    } else {
      if (limit === Infinity) {
        // Unlimited: look the state up first, so that a state met again (most of them, in a
        // search that ends in none) costs no bound: a stored node keeps its own.
        this.child(parent, g, -1, move, from, to);
      } else {
        const h = this.bound.compute(this.board, from, to, to >= TABLEAU_PILES);
        if (h !== UNREACHABLE && g + h <= limit) this.child(parent, g, h, move, from, to);
      }
    }
    this.unshift(from, to, card, oldOpp);
    return over;
  }

  /** Moves `card` from `from` to `to` on the board, keys and counts kept; gives the opponent's top it covered (0 for none). */
  shift(from: number, to: number, card: number): number {
    const { extra } = this.board;
    let oldOpp = 0;
    if (from < TABLEAU_PILES) this.popCard(from);
    else extra[from - FROM_CLAW] = 0;
    if (to < TABLEAU_PILES) this.pushCard(to, card);
    else {
      oldOpp = extra[X_OPP_CLAW + to - TO_OPP_CLAW]!;
      extra[X_OPP_CLAW + to - TO_OPP_CLAW] = card;
      this.bound.count[card]!--;
    }
    return oldOpp;
  }

  /** Takes back `shift(from, to, card)`, which covered `oldOpp`. */
  unshift(from: number, to: number, card: number, oldOpp: number): void {
    const { extra } = this.board;
    if (to < TABLEAU_PILES) this.popCard(to);
    else {
      extra[X_OPP_CLAW + to - TO_OPP_CLAW] = oldOpp;
      this.bound.count[card]!++;
    }
    if (from < TABLEAU_PILES) this.pushCard(from, card);
    else extra[from - FROM_CLAW] = card;
  }

  /** After a move from `from`: whether the card it left on top is wanted (a foundation play is available). */
  uncoversWanted(from: number): boolean {
    return from < TABLEAU_PILES && this.bound.wantedAt[from]! >= 0 && this.board.len[from]! - 1 === this.bound.wantedAt[from];
  }

  /** A goal at g moves from `parent`'s line. True when the search is over. */
  private reachGoal(parent: number, g: number, move: number): boolean {
    if (!this.masks) {
      this.goal = this.store(g, 0, parent, move);
      this.goalG = g;
      return true;
    }
    if (this.goal < 0) {
      this.goal = this.store(g, 0, parent, move);
      this.goalG = g;
    }
    if (parent === 0) {
      const bit = this.rootBits++;
      this.rootBit[move] = bit;
      this.good[bit >> 5]! |= 1 << (bit & 31);
    } else {
      this.nodes.addMaskTo(this.good, parent);
    }
    return false;
  }

  /**
   * Files a child state reached in g moves (its bound h, or -1 to work it out only if it is new),
   * or improves or joins the stored one.
   */
  private child(parent: number, g: number, h: number, move: number, from: number, to: number): void {
    const nodes = this.nodes;
    this.keys.seal(this.board.extra);
    const slot = this.slotOf();
    const existing = this.table.nodeAt(slot);
    let node = existing;
    if (existing === -1) {
      if (h < 0) {
        h = this.bound.compute(this.board, from, to, to >= TABLEAU_PILES);
        if (h === UNREACHABLE) return;
      }
      node = this.store(g, h, parent, move);
      this.file(slot, node);
    } else if (nodes.g(existing) > g) {
      // Consistency: a node is never improved after its expansion.
      nodes.improve(existing, this.board, this.ids, g, parent, move);
    } else if (nodes.g(existing) === g && this.masks) {
      if (parent === 0) {
        this.rootBit[move] = nodes.maskBit(existing);
        return;
      }
      nodes.copyMask(existing, parent, true);
      return;
    } else return;
    if (this.masks) {
      if (parent === 0) {
        // A new child of the root (the root's children are all generated before any is improved).
        const bit = this.rootBits++;
        nodes.setBit(node, bit);
        this.rootBit[move] = bit;
      } else nodes.copyMask(node, parent, false);
    }
    this.push(node);
  }

  private popCard(pile: number): void {
    const n = this.board.len[pile]! - 1;
    this.board.len[pile] = n;
    this.ids[pile] = this.piles.under(this.ids[pile]!);
    this.keys.change(pile, this.board.cards[pile * PILE_CAP + n]!, n, -1);
  }

  private pushCard(pile: number, card: number): void {
    const n = this.board.len[pile]!;
    this.board.cards[pile * PILE_CAP + n] = card;
    this.board.len[pile] = n + 1;
    this.ids[pile] = this.piles.put(this.ids[pile]!, card);
    this.keys.change(pile, card, n, 1);
  }

  /** Stores the board (its keys sealed) as a new node. */
  private store(g: number, h: number, parent: number, move: number): number {
    return this.nodes.store(this.board, this.ids, g, h, parent, move, this.keys.keyB);
  }

  /**
   * Puts a node's state on the board. The board holds the node expanded last; when the two lines
   * meet a few moves up (the new node's parent, a sibling's child, a cousin), the board takes moves
   * back to where they meet and makes the new node's moves from there, instead of copying the whole
   * stored board. This gives exactly the stored board: a node's board was written from its parent's
   * board by its move (also when a node is improved, which only happens before it is expanded, so
   * never to a node on the board or an ancestor of it), a move taken back gives the board it was made
   * on, and a node's g is its parent's plus one.
   */
  private moveBoardTo(node: number): void {
    const nodes = this.nodes;
    let back = this.onBoard;
    let down = node;
    let steps = 0;
    let downs = 0;
    if (back >= 0) {
      let gBack = nodes.g(back);
      let gDown = nodes.g(down);
      while (back !== down && steps < MAX_WALK) {
        if (gBack >= gDown) {
          back = nodes.parent(back);
          gBack--;
        } else {
          this.replay[downs++] = down;
          down = nodes.parent(down);
          gDown--;
        }
        steps++;
      }
    }
    if (back < 0 || back !== down) {
      this.restore(node);
      return;
    }
    for (let x = this.onBoard; x !== back; x = nodes.parent(x)) this.takeBack(x);
    for (let k = downs - 1; k >= 0; k--) this.makeMove(nodes.move(this.replay[k]!));
    this.keys.seal(this.board.extra);
    this.bound.snapshot(this.board);
  }

  /** Makes a move on the board as the search makes it, keys and counts kept (not the table key). */
  private makeMove(move: number): void {
    const from = moveFrom(move);
    const to = moveTo(move);
    const extra = this.board.extra;
    let card: number;
    if (from < TABLEAU_PILES) {
      card = this.board.cards[from * PILE_CAP + this.board.len[from]! - 1]!;
      this.popCard(from);
    } else {
      card = extra[from - FROM_CLAW]!;
      extra[from - FROM_CLAW] = 0;
    }
    if (to < TABLEAU_PILES) this.pushCard(to, card);
    else {
      extra[X_OPP_CLAW + to - TO_OPP_CLAW] = card;
      this.bound.count[card]!--;
    }
  }

  /** Takes back the move that made `node`, the board holding its state: the board of its parent. */
  private takeBack(node: number): void {
    const move = this.nodes.move(node);
    const from = moveFrom(move);
    const to = moveTo(move);
    const extra = this.board.extra;
    let card: number;
    if (to < TABLEAU_PILES) {
      card = this.board.cards[to * PILE_CAP + this.board.len[to]! - 1]!;
      this.popCard(to);
    } else {
      const slot = X_OPP_CLAW + to - TO_OPP_CLAW;
      card = extra[slot]!;
      // The opponent's top before the move is in the parent's stored board.
      extra[slot] = this.nodes.extraOf(this.nodes.parent(node), slot);
      this.bound.count[card]!++;
    }
    if (from < TABLEAU_PILES) this.pushCard(from, card);
    else extra[from - FROM_CLAW] = card;
  }

  /** Loads a stored node onto the board, with its keys and counts. */
  private restore(node: number): void {
    this.nodes.restore(node, this.board, this.ids, this.piles);
    this.keys.rehash(this.board);
    this.bound.recount(this.board);
    this.bound.snapshot(this.board);
  }

  /** The table slot of the board's state (keys sealed). */
  slotOf(): number {
    return this.table.slotOf(this.keys.keyA, this.keys.keyB, this.nodes, this.board, this.ids);
  }

  private file(slot: number, node: number): void {
    this.table.file(slot, node, this.keys.keyA);
  }

  private push(node: number): void {
    const g = this.nodes.g(node);
    this.open.push(g + this.nodes.h(node), g, node);
  }
}
