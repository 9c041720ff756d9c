// The referee that searches where it is called (tests, the command line, the bench, a Web Worker). Its
// judgement without the search, and the words and types of its answers, are in verdicts.ts.
import type { Analysis } from './analysis.ts';
import { applyMove, isFoundationPlay, legalMoves, type CardMove } from './moves.ts';
import { positionFromKey, positionKey, type Position } from './position.ts';
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

/** Where a kept verdict finds its position again: its key, or the verdict before a card move and the move. */
type Source = string | { readonly before: KeptVerdict; readonly move: CardMove };

/**
 * A verdict of this referee, whose legal and fault-free moves are found only when first read: most
 * positions of a game are judged by their distance and line alone (a move that starts the line is
 * never a fault, R6.3). It holds no position, only where one with its key can be had again: the
 * referee keeps it by position in a `WeakMap`, and V8's scavenger keeps alive a `WeakMap` value that
 * refers to its own key, so a verdict holding its position kept every position of a game alive and
 * moved it to the old generation (docs/measurements.md has what that cost). The moves are read on the
 * position the key rebuilds (`positionFromKey`): every position with that key has the same ones.
 * Its four fields are its own, as an analysis's are (a copy or a comparison sees them); the two found
 * late are accessors that every verdict shares, so every verdict has one shape (an object literal's
 * own getters gave each verdict a dictionary of its own).
 */
class KeptVerdict implements Verdict {
  declare readonly legalMoves: readonly CardMove[];
  declare readonly faultFree: readonly CardMove[];
  #moves: Analysis | undefined;
  readonly #source: Source;
  readonly #find: (position: Position, distance: number | null) => Analysis;

  private static readonly lateFields: PropertyDescriptorMap = {
    legalMoves: {
      enumerable: true,
      get(this: KeptVerdict) {
        return this.#complete().legalMoves;
      },
    },
    faultFree: {
      enumerable: true,
      get(this: KeptVerdict) {
        return this.#complete().faultFree;
      },
    },
  };

  constructor(
    readonly distance: number | null,
    readonly line: readonly CardMove[],
    source: Source,
    find: (position: Position, distance: number | null) => Analysis,
  ) {
    this.#source = source;
    this.#find = find;
    Object.defineProperties(this, KeptVerdict.lateFields);
  }

  /** A position with this verdict's key. */
  position(): Position {
    const source = this.#source;
    return typeof source === 'string' ? positionFromKey(source) : applyMove(source.before.position(), source.move);
  }

  #complete(): Analysis {
    return (this.#moves ??= this.#find(this.position(), this.distance));
  }
}

/**
 * The moves when the distance is none or 0, which need no search (R6.3): with none reachable every
 * legal move is fault-free, at 0 the foundation plays are.
 */
function plainMoves(position: Position, distance: number | null): Analysis {
  const moves = legalMoves(position);
  return { distance, line: [], legalMoves: moves, faultFree: distance === null ? moves : moves.filter(isFoundationPlay) };
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

/** How a referee finds what it does not know: a position's verdict, and its moves when first read. */
interface Finder {
  /** The verdict on a position whose key is `key`. */
  readonly verdict: (position: Position, key: string) => Verdict;
  /** The legal and fault-free moves of a position at a distance above 0 (R6.3). */
  readonly moves: (position: Position) => Analysis;
}

/**
 * The verdicts of a searcher: the distance and a line first; the fault-free moves, which take a search
 * of their own at a distance above 0, when first asked for. At 0 they are the foundation plays, and
 * with none reachable every legal move (R6.3).
 */
function analyzer(searcher: Searcher, maxNodes: number, counts: SearchCounts): Finder {
  const moves = (position: Position): Analysis => exactly((max) => searcher.faultFree(position, { maxNodes: max }), maxNodes, counts);
  return {
    verdict: (position, key) => {
      const { distance, line } = exactly((max) => searcher.distance(position, Infinity, { maxNodes: max }), maxNodes, counts);
      return new KeptVerdict(distance, line, key, distance === null || distance === 0 ? plainMoves : moves);
    },
    moves,
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
  private readonly find: Finder;
  private readonly strangerNodes: number;

  /**
   * `search` stands in for the referee's own search (a test's); `budget` sets the node budgets of
   * search/budget.ts (a test's tiny ones).
   */
  constructor(capacity = 4096, search?: (position: Position) => Analysis, budget: RefereeBudget = {}) {
    this.cache = new VerdictCache(capacity);
    this.find = search ? { verdict: search, moves: search } : analyzer(this.searcher, budget.gameNodes ?? GAME_NODES, this.counts);
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
    // A verdict of this referee gives the position before, and so after, without a key.
    const source = () => (known instanceof KeptVerdict ? { before: known, move } : positionKey(after));
    let found: Verdict | null = null;
    if (known.distance === null) found = new KeptVerdict(null, [], source(), plainMoves);
    else if (known.distance > 0 && first && first.from === move.from && first.to === move.to) {
      const distance = known.distance - 1;
      found = new KeptVerdict(distance, known.line.slice(1), source(), distance === 0 ? plainMoves : this.find.moves);
    }
    if (found) this.byObject.set(after, found);
  }

  verdict(position: Position): Verdict {
    const seen = this.byObject.get(position);
    if (seen !== undefined) return seen;
    const key = positionKey(position);
    let found = this.known(position, key);
    if (found === undefined) {
      found = this.find.verdict(position, key);
      this.remember(key, found);
    }
    this.byObject.set(position, found);
    return found;
  }
}
