// The engine's second entry point (docs/architecture.md §1): the exact search (R6.2) and what answers
// through it, the referee that searches where it is called and the analyzer. For the referee's worker,
// the in-thread referee (tests, the course's tables, the page's fallback, fetched lazily), the command
// line, the bench and the tests. The page's first load never imports it: the rules and the referee's
// judgement without the search are in src/engine/index.ts.
//
// Each name is exported by name (never `export *`); add one when another room needs it.
export {
  analyze,
  analyzeWithin,
  foundationDistance,
  isOnShortestWay,
  searchChild,
  type Analysis,
  type DistanceResult,
} from '../analysis.ts';
export { LocalReferee, type RefereeBudget } from '../referee.ts';
export { GAME_NODES, STRANGER_NODES } from './budget.ts';
export {
  isOverBudget,
  Searcher,
  searchDistance,
  searchFaultFree,
  searchFaultFreeWithin,
  type FaultFreeResult,
  type OverBudget,
  type SearchBudget,
  type SearchResult,
} from './searcher.ts';
