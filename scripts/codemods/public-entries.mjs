// The rooms whose inside is private (docs/architecture.md §1), and the entry points through which every
// other room reaches them. One list for the two that need it: eslint.config.js builds the import rule
// from it, and engine-imports.mjs rewrites imports to it.

/**
 * A room: its folder, its public entry points (the first that exports a name is where an import of it
 * goes), and the places that may still reach inside, beside the room itself (its own tests, and the
 * tooling that makes tables and games for the scripts and the tests).
 */
export const PRIVATE_ROOMS = [
  {
    dir: 'src/engine',
    entries: [
      // The rules without the search: what the page's first load may carry.
      'src/engine/index.ts',
      // The search and what answers through it (the referee that searches, the analyzer): the
      // referee's worker, the command line, the tests, and the page's lazy fallback.
      'src/engine/search/index.ts',
    ],
    insiders: ['src/tooling', 'tests/engine', 'tests/tooling', 'tests/exact'],
  },
  {
    dir: 'src/patience',
    entries: ['src/patience/index.ts'],
    insiders: ['src/tooling', 'tests/patience', 'tests/exact'],
  },
];

/** The tooling room: made for scripts, the bench and tests, never for the page. */
export const TOOLING_DIR = 'src/tooling';
