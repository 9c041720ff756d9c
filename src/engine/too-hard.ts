// What the page says of a stranger's table too hard to decide here (verdicts.ts, `TooHard`). A module of
// its own: only the analysis board, a lazy screen, says it, so the first load need not carry the words.

/** What the page says of such a table (docs/limits.md, "The referee's memory"). */
export const TOO_HARD_WORDS = 'This table is too hard to decide here: the referee would need more memory than a browser tab should take.';
