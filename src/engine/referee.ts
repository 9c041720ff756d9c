// The referee that searches where it is called (tests, the command line, the bench, a Web Worker), and
// everything of the referee's judgement (verdicts.ts) beside it.
import type { Analysis } from './analysis.ts';
import { isFoundationPlay, legalMoves, type CardMove } from './moves.ts';
import { positionKey, type Position } from './position.ts';
import { Searcher } from './search/index.ts';
import { VerdictCache, type Referee, type Verdict } from './verdicts.ts';

export * from './verdicts.ts';

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
  const moves = legalMoves(position);
  return { distance, line, legalMoves: moves, faultFree: distance === null ? moves : moves.filter(isFoundationPlay) };
}

/**
 * The verdict by a searcher of its own: the distance and a line first; the fault-free moves, which
 * take a search of their own at a distance above 0, when first asked for. At 0 they are the
 * foundation plays, and with none reachable every legal move (R6.3).
 */
function analyzer(): (position: Position) => Analysis {
  const searcher = new Searcher();
  return (position) => {
    const { distance, line } = searcher.distance(position, Infinity);
    if (distance === null || distance === 0) return plainVerdict(position, distance, line);
    return lazyVerdict(distance, line, () => {
      const { legalMoves, faultFree } = searcher.faultFree(position);
      return { distance, line, legalMoves, faultFree };
    });
  };
}

/**
 * A referee that searches where it is called, and remembers its last `capacity` verdicts by position
 * key (the least recently used goes first). Its memory is its own, search scratch included: two
 * referees share nothing.
 */
export class LocalReferee implements Referee {
  private readonly cache: VerdictCache;
  /** Positions are never changed, so the verdict of the very same object needs no key to be found again. */
  private readonly byObject = new WeakMap<Position, Verdict>();

  constructor(
    capacity = 4096,
    private readonly search: (position: Position) => Analysis = analyzer(),
  ) {
    this.cache = new VerdictCache(capacity);
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

