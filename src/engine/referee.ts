// The referee that searches where it is called (tests, the command line, the bench, a Web Worker), and
// everything of the referee's judgement (verdicts.ts) beside it.
import type { Analysis } from './analysis.ts';
import { positionKey, type Position } from './position.ts';
import { Searcher } from './search/index.ts';
import { VerdictCache, type Referee, type Verdict } from './verdicts.ts';

export * from './verdicts.ts';

/** The full analysis (docs/formats.md) by a searcher of its own. */
function analyzer(): (position: Position) => Analysis {
  const searcher = new Searcher();
  return (position) => {
    const { distance, line, legalMoves, faultFree } = searcher.faultFree(position);
    return { distance, line, legalMoves, faultFree };
  };
}

/**
 * A referee that searches where it is called, and remembers its last `capacity` verdicts by position
 * key (the least recently used goes first). Its memory is its own, search scratch included: two
 * referees share nothing.
 */
export class LocalReferee implements Referee {
  private readonly cache: VerdictCache;

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

  verdict(position: Position): Verdict {
    const key = positionKey(position);
    const hit = this.known(position, key);
    if (hit !== undefined) return hit;
    const found = this.search(position);
    this.remember(key, found);
    return found;
  }
}

