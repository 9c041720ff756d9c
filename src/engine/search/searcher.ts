// The fast exact foundation-distance search (R6.2), behind a plain interface of positions and moves.
import {
  applyMove,
  foundationRef,
  isFoundationPlay,
  legalMoves,
  pileIndex,
  sourceCard,
  tableauRef,
  type CardMove,
  type From,
  type To,
} from '../moves.ts';
import type { CardId } from '../cards.ts';
import { topOf, type Position } from '../position.ts';
import { AStar, moveFrom, moveTo, type AStarResult, type MoveCode } from './astar.ts';
import { FROM_CLAW, FROM_DISCARD, FROM_IN_PLAY, TO_OPP_CLAW, TO_OPP_DISCARD } from './board.ts';
import { PileCount } from './bottoms.ts';
import { Packing } from './packing.ts';
import { RelaxedReach } from './relaxed.ts';
import { foundationFits, markWanted } from './targets.ts';

export interface SearchResult {
  /** Moves before a foundation play becomes available, or null when none within the limit. */
  readonly distance: number | null;
  /** Those moves and then the foundation play. */
  readonly line: readonly CardMove[];
  /** Search nodes stored (0 when the answer needed no search). */
  readonly nodes: number;
}

/** A search that stopped at its node budget (`maxNodes`) before it had an answer. */
export interface OverBudget {
  readonly kind: 'over-budget';
  /** Search nodes stored when it stopped. */
  readonly nodes: number;
}

/** How much one search may do: at most about `maxNodes` stored states (one expansion may pass it). */
export interface SearchBudget {
  readonly maxNodes?: number;
}

/** Whether a search's result is the budget's refusal rather than an answer. */
export const isOverBudget = (result: SearchResult | OverBudget): result is OverBudget => 'kind' in result;

const NOTHING: SearchResult = { distance: null, line: [], nodes: 0 };

/** States a search with no budget stores before a depth-first walk decides whether it can end in none (`unbudgeted`). */
const PROBE_NODES = 20_000;

const fromRef = (code: number): From =>
  code < FROM_CLAW ? tableauRef(code) : code === FROM_CLAW ? 'claw' : code === FROM_DISCARD ? 'discard' : 'inPlay';
const toRef = (code: number): To => (code < TO_OPP_CLAW ? tableauRef(code) : code === TO_OPP_CLAW ? 'opponentClaw' : 'opponentDiscard');

/**
 * The position after `move` as the search sees it: a card uncovered in the claw or the discard pile
 * was hidden when the player chose (R6.2), so a used source offers nothing more.
 */
export function searchChild(position: Position, move: CardMove): Position {
  const next = applyMove(position, move);
  if (move.from !== 'claw' && move.from !== 'discard') return next;
  const mover = next.toMove;
  const me = { ...next.players[mover], [move.from]: [] };
  return { ...next, players: mover === 0 ? [me, next.players[1]] : [next.players[0], me] };
}

/** Replays the search's move codes on the real position, giving moves with physical cards. */
function lineOf(position: Position, codes: readonly MoveCode[], fits: Int8Array): CardMove[] {
  const line: CardMove[] = [];
  let at = position;
  for (const code of codes) {
    const from = fromRef(moveFrom(code));
    const move: CardMove = { card: sourceCard(at, from)!, from, to: toRef(moveTo(code)) };
    line.push(move);
    at = searchChild(at, move);
  }
  const exposed = moveFrom(codes[codes.length - 1]!);
  const from = tableauRef(exposed);
  const card = sourceCard(at, from)!;
  line.push({ card, from, to: foundationRef(fits[card % 52]!) });
  return line;
}

/**
 * The first foundation play of `legalMoves(position)`, found without listing the other moves: the
 * sources in the generator's order, each to the first foundation that takes it (`fits`).
 */
function firstPlay(position: Position, fits: Int8Array): CardMove | undefined {
  const fitting = (card: CardId | null | undefined): card is CardId => card !== undefined && card !== null && fits[card % 52]! >= 0;
  const play = (card: CardId | null | undefined, from: From): CardMove | undefined =>
    fitting(card) ? { card, from, to: foundationRef(fits[card % 52]!) } : undefined;
  for (let i = 0; i < position.tableau.length; i++) {
    const top = topOf(position.tableau[i]!);
    if (fitting(top)) return play(top, tableauRef(i));
  }
  const me = position.players[position.toMove];
  return play(topOf(me.claw), 'claw') ?? play(topOf(me.discard), 'discard') ?? play(me.inPlay, 'inPlay');
}

/** The distance with the legal moves that are not faults (R6.3). */
export interface FaultFreeResult extends SearchResult {
  readonly legalMoves: readonly CardMove[];
  readonly faultFree: readonly CardMove[];
}

/** The search's source code of a move's source. */
const fromCode = (from: From): number =>
  from === 'claw' ? FROM_CLAW : from === 'discard' ? FROM_DISCARD : from === 'inPlay' ? FROM_IN_PLAY : pileIndex(from, 'tableau')!;

/**
 * One exact search with its own memory: the A* arena and table and the scratch of the three proofs
 * of none. Instances share nothing, so two of them (two workers' worth, or a test's own) never
 * disturb each other; one instance runs one search at a time.
 */
export class Searcher {
  /**
   * `probeNodes`: states a search with no budget stores before the walk decides whether it can end in
   * none (`unbudgeted`); a test's 0 walks first every time, Infinity never.
   */
  constructor(private readonly probeNodes = PROBE_NODES) {}

  private readonly astar = new AStar();
  private readonly relaxed = new RelaxedReach();
  private readonly pileCount = new PileCount();
  private readonly packing = new Packing();

  /**
   * The fewest card moves before a foundation play is available to the player to move (R6.2),
   * searching no further than `limit` moves; exact within that limit. With a budget, a search that
   * stores more than `maxNodes` states without an answer gives `OverBudget` instead.
   */
  distance(position: Position, limit: number): SearchResult;
  distance(position: Position, limit: number, budget: SearchBudget): SearchResult | OverBudget;
  distance(position: Position, limit: number, budget: SearchBudget = {}): SearchResult | OverBudget {
    const fits = foundationFits(position);
    const play = firstPlay(position, fits);
    if (play) return { distance: 0, line: [play], nodes: 0 };
    if (limit < 1) return NOTHING;
    if (!this.prepare(position, fits)) return NOTHING;
    const maxNodes = budget.maxNodes ?? Infinity;
    const result =
      limit === Infinity && maxNodes === Infinity
        ? this.unbudgeted(position, fits, (max) => this.astar.run(limit, max))
        : this.astar.run(limit, maxNodes);
    if (!result.complete) return { kind: 'over-budget', nodes: result.nodes };
    if (result.distance === null) return { distance: null, line: [], nodes: result.nodes };
    return { distance: result.distance, line: lineOf(position, result.moves, fits), nodes: result.nodes };
  }

  /**
   * The distance and, in the same search, every legal move after which the distance is one less (the
   * fault-free moves of R6.3; all of them when the distance is none, the foundation plays at 0). With
   * a budget, as `distance`.
   */
  faultFree(position: Position): FaultFreeResult;
  faultFree(position: Position, budget: SearchBudget): FaultFreeResult | OverBudget;
  faultFree(position: Position, budget: SearchBudget = {}): FaultFreeResult | OverBudget {
    const moves = legalMoves(position);
    const plays = moves.filter(isFoundationPlay);
    if (plays.length > 0) return { distance: 0, line: [plays[0]!], nodes: 0, legalMoves: moves, faultFree: plays };
    const fits = foundationFits(position);
    if (!this.prepare(position, fits)) return { ...NOTHING, legalMoves: moves, faultFree: moves };
    const astar = this.astar;
    const maxNodes = budget.maxNodes ?? Infinity;
    const result = maxNodes === Infinity ? this.unbudgeted(position, fits, (max) => astar.runFaultFree(max)) : astar.runFaultFree(maxNodes);
    if (!result.complete) return { kind: 'over-budget', nodes: result.nodes };
    if (result.distance === null) return { distance: null, line: [], nodes: result.nodes, legalMoves: moves, faultFree: moves };
    // The search sends a card to the first empty pile only: every empty pile makes the same state.
    const firstEmpty = position.tableau.findIndex((pile) => pile.length === 0);
    const faultFree = moves.filter((move) => {
      const to = pileIndex(move.to, 'tableau');
      const toCode =
        to !== null ? (position.tableau[to]!.length === 0 ? firstEmpty : to) : move.to === 'opponentClaw' ? TO_OPP_CLAW : TO_OPP_DISCARD;
      return astar.isGood((fromCode(move.from) << 4) | toCode);
    });
    const line = lineOf(position, result.moves, fits);
    return { distance: result.distance, line, nodes: result.nodes, legalMoves: moves, faultFree };
  }

  /**
   * A search with no budget and no limit. One that stores more than PROBE_NODES states without an
   * answer is most often one whose answer is none, which the search can only give after storing
   * every state it can reach: a depth-first walk (walk.ts) decides first, at less cost per
   * state and over fewer states, whether any goal can be reached at all; only when one can is the
   * search made whole.
   * Either way the answer is the search's own (walk.ts says why); the nodes counted are all
   * those stored.
   */
  private unbudgeted(position: Position, fits: Int8Array, run: (maxNodes: number) => AStarResult): AStarResult {
    const probe = run(this.probeNodes);
    if (probe.complete) return probe;
    this.prepare(position, fits);
    const reached = this.astar.walk.reaches(Infinity);
    const walked = this.astar.stored;
    if (!reached) return { distance: null, moves: [], nodes: probe.nodes + walked, complete: true };
    this.prepare(position, fits);
    const whole = run(Infinity);
    return { ...whole, nodes: probe.nodes + walked + whole.nodes };
  }

  /** Loads the search for a position with no foundation play now; false when none can be reached. */
  private prepare(position: Position, fits: Int8Array): boolean {
    const { board, wanted } = this.astar;
    markWanted(fits, wanted);
    board.load(position);
    return (
      this.relaxed.mightReach(board, wanted) && !this.pileCount.allUnreachable(board, wanted) && !this.packing.allUnreachable(board, wanted)
    );
  }
}

/** The searcher of the module-level functions below (callers that hand in no Searcher of their own). */
const shared = new Searcher();

/**
 * The fewest card moves before a foundation play is available to the player to move (R6.2),
 * searching no further than `limit` moves; exact within that limit.
 */
export function searchDistance(position: Position, limit: number): SearchResult {
  return shared.distance(position, limit);
}

/**
 * The distance and, in the same search, every legal move after which the distance is one less (the
 * fault-free moves of R6.3; all of them when the distance is none, the foundation plays at 0).
 */
export function searchFaultFree(position: Position): FaultFreeResult {
  return shared.faultFree(position);
}

/** As `searchFaultFree`, within a node budget: past it, `OverBudget` and no answer. */
export function searchFaultFreeWithin(position: Position, maxNodes: number): FaultFreeResult | OverBudget {
  return shared.faultFree(position, { maxNodes });
}
