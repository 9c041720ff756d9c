// How many nodes one search may store: the referee's memory, bounded. The figures behind these numbers
// (bytes per stored node, measured as the process's peak memory against the nodes stored on the
// hardest tables known; the memory of the worker's remembered verdicts; the largest search careless
// self-play has needed) are in docs/measurements.md, "The referee's memory".

/**
 * A stranger's table (a link, a paste, a file on the analysis board; `npm run analyze`): one search
 * stores at most this many nodes, or the table is "too hard to decide here". At the design figure of
 * 160 bytes a node (above every large search measured) that is 176 MB, which with the worker's own
 * start and its full cache of verdicts (referee.worker.ts) keeps the worker within 256 MB.
 */
export const STRANGER_NODES = 1_100_000;

/**
 * A game's table: the knock needs an exact answer, so a search past this many nodes is not refused
 * but made again without a budget (LocalReferee counts it: `beyondBudget`). The same bound as a
 * stranger's: it is over 1.4 times the largest search careless self-play has needed, so
 * a game's tables keep within the same memory.
 */
export const GAME_NODES = STRANGER_NODES;
