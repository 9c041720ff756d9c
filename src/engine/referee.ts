// The referee that searches where it is called (tests, the command line, the bench, a Web Worker). Its
// judgement without the search, and the words and types of its answers, are in verdicts.ts.
import type { Analysis } from './analysis.ts';
import { isFoundationPlay, legalMoves, type CardMove } from './moves.ts';
import { positionKey, type Position } from './position.ts';
import { GAME_NODES, STRANGER_NODES } from './search/budget.ts';
import { isOverBudget, Searcher, type OverBudget, type SearchResult } from './search/searcher.ts';
import { VerdictCache, type Asker, type Referee, type TooHard, type Verdict } from './verdicts.ts';

/** How many nodes the referee's searches may store (search/budget.ts). */
export interface RefereeBudget {
  /** A game's search past this is made again without a budget (counted in `beyondBudget`). */
  readonly gameNodes?: number;
  /** A stranger's search past this gives `TooHard`. */
  readonly strangerNodes?: number;
}

/**
 * A verdict whose legal and fault-free moves are found only when first read: most positions of a game
 * are judged by their distance and line alone (a move that starts the line is never a fault, R6.3).
 */
function lazyVerdict(distance: number | null, line: readonly CardMove[], full: () => Analysis): Verdict {
  let analysis: Analysis | undefined;
  const complete = () => (analysis ??= full());
  return {
    distance,
    line,
    get legalMoves() {
      return complete().legalMoves;
    },
    get faultFree() {
      return complete().faultFree;
    },
  };
}

/**
 * The verdict when the distance is none or 0, which needs no search for its moves (R6.3): with none
 * reachable every legal move is fault-free, at 0 the foundation plays are.
 */
function plainVerdict(position: Position, distance: null | 0, line: readonly CardMove[]): Verdict {
  // Listed only when read: a game's fault is judged by the distance (and at 0 the move itself) alone.
  return lazyVerdict(distance, line, () => {
    const moves = legalMoves(position);
    return { distance, line, legalMoves: moves, faultFree: distance === null ? moves : moves.filter(isFoundationPlay) };
  });
}

/** What the searches of one referee have done: read by the bench and the tests. */
interface SearchCounts {
  /** Nodes stored by the last search. */
  lastNodes: number;
  /** A game's searches that passed the game's budget and were made again without one. */
  beyondBudget: number;
}

/**
 * A game's search: within `maxNodes` when it can be; past it the same search is made again with no
 * budget, since a knock needs the exact answer and a budget never changes one (it only stops).
 */
function exactly<T extends SearchResult>(search: (maxNodes: number) => T | OverBudget, maxNodes: number, counts: SearchCounts): T {
  let result = search(maxNodes);
  if (isOverBudget(result)) {
    counts.beyondBudget++;
    result = search(Infinity);
    if (isOverBudget(result)) throw new Error('referee: a search with no budget stopped at one');
  }
  counts.lastNodes = result.nodes;
  return result;
}

/**
 * The verdict by a searcher of its own: the distance and a line first; the fault-free moves, which
 * take a search of their own at a distance above 0, when first asked for. At 0 they are the
 * foundation plays, and with none reachable every legal move (R6.3).
 */
function analyzer(searcher: Searcher, maxNodes: number, counts: SearchCounts): (position: Position) => Analysis {
  return (position) => {
    const { distance, line } = exactly((max) => searcher.distance(position, Infinity, { maxNodes: max }), maxNodes, counts);
    if (distance === null || distance === 0) return plainVerdict(position, distance, line);
    return lazyVerdict(distance, line, () => {
      const { legalMoves, faultFree } = exactly((max) => searcher.faultFree(position, { maxNodes: max }), maxNodes, counts);
      return { distance, line, legalMoves, faultFree };
    });
  };
}

/**
 * The search scratch of every referee in this thread. A search runs to its end before another can
 * start (nothing in it waits or calls out), so referees taking turns never disturb each other; one
 * scratch grown once serves them all, where a scratch per referee grew its arrays again for every game
 * (each game has a new referee; `docs/measurements.md` has what that cost).
 */
const threadSearcher = new Searcher();

/**
 * A referee that searches where it is called, and remembers its last `capacity` verdicts by position
 * key (the least recently used goes first). Its verdicts are its own: two referees share none. Its
 * search scratch is the thread's (`threadSearcher`).
 */
export class LocalReferee implements Referee {
  private readonly cache: VerdictCache;
  /** Positions are never changed, so the verdict of the very same object needs no key to be found again. */
  private readonly byObject = new WeakMap<Position, Verdict>();
  private readonly searcher = threadSearcher;
  private readonly counts: SearchCounts = { lastNodes: 0, beyondBudget: 0 };
  private readonly search: (position: Position) => Analysis;
  private readonly strangerNodes: number;

  /**
   * `search` stands in for the referee's own search (a test's); `budget` sets the node budgets of
   * search/budget.ts (a test's tiny ones).
   */
  constructor(capacity = 4096, search?: (position: Position) => Analysis, budget: RefereeBudget = {}) {
    this.cache = new VerdictCache(capacity);
    this.search = search ?? analyzer(this.searcher, budget.gameNodes ?? GAME_NODES, this.counts);
    this.strangerNodes = budget.strangerNodes ?? STRANGER_NODES;
  }

  /** Verdicts remembered. */
  get size(): number {
    return this.cache.size;
  }

  /** Nodes stored by the referee's last search. */
  get lastNodes(): number {
    return this.counts.lastNodes;
  }

  /** A game's searches that passed the game's budget and were made again without one (none expected). */
  get beyondBudget(): number {
    return this.counts.beyondBudget;
  }

  /**
   * The verdict for a game's table (as `verdict`), or for a stranger's: one search of the distance,
   * line and fault-free moves together, within the stranger's budget, else `TooHard`. A verdict
   * found either way is remembered; a refusal is not (the budget, not the table, decides it).
   */
  judge(position: Position, asker: Asker): Verdict | TooHard {
    if (asker === 'game') return this.verdict(position);
    const key = positionKey(position);
    const known = this.byObject.get(position) ?? this.known(position, key);
    if (known !== undefined) return known;
    const result = this.searcher.faultFree(position, { maxNodes: this.strangerNodes });
    this.counts.lastNodes = result.nodes;
    if (isOverBudget(result)) return { kind: 'too-hard', nodes: result.nodes };
    const { distance, line, legalMoves, faultFree } = result;
    const found: Verdict = { distance, line, legalMoves, faultFree };
    this.remember(key, found);
    this.byObject.set(position, found);
    return found;
  }

  /** The verdict if it is already known, without searching. */
  known(position: Position, key = positionKey(position)): Verdict | undefined {
    return this.cache.get(key);
  }

  /** Keeps a verdict found elsewhere for `key`. */
  remember(key: string, verdict: Verdict): void {
    this.cache.set(key, verdict);
  }

  /**
   * What a card move tells of the position after it, without a search (the player to move is the
   * same): from the tableau or the in-play card nothing new comes into view (R6.2), so
   * - with none reachable before, none is reachable after (every way from after was a way from before);
   * - when the move starts the line known before, at distance k > 0, the rest of it is a shortest line
   *   from after (k − 1 moves: none shorter, or the distance before would have been less than k).
   * From the claw or the discard pile a hidden card comes up, and the position is judged afresh.
   */
  follow(before: Position, move: CardMove, after: Position): void {
    if (this.byObject.has(after) || move.from === 'claw' || move.from === 'discard') return;
    const known = this.byObject.get(before);
    if (!known) return;
    const first = known.line[0];
    let found: Verdict | null = null;
    if (known.distance === null) found = plainVerdict(after, null, []);
    else if (known.distance > 0 && first && first.from === move.from && first.to === move.to) {
      const distance = known.distance - 1;
      const line = known.line.slice(1);
      found = distance === 0 ? plainVerdict(after, 0, line) : lazyVerdict(distance, line, () => this.search(after));
    }
    if (found) this.byObject.set(after, found);
  }

  verdict(position: Position): Verdict {
    const seen = this.byObject.get(position);
    if (seen !== undefined) return seen;
    const key = positionKey(position);
    let found = this.known(position, key);
    if (found === undefined) {
      found = this.search(position);
      this.remember(key, found);
    }
    this.byObject.set(position, found);
    return found;
  }
}
