// `npm run careless-max -- MINUTES [FIRST_SEED]` — the largest search a game's table needs, for the
// game's node budget (src/engine/search/budget.ts): plays careless games (selfplay-careless.ts), both
// policies in turn, from seed FIRST_SEED (default 1) for up to MINUTES of wall time, analyses every
// table met as the referee's worker does (the distance, then the fault-free moves) with no budget,
// and keeps the most nodes one search stored. A line per 50 games on standard error; the last line on
// standard output is JSON: games played, tables analysed, the largest search and where it was met.
import { Searcher } from '../src/engine/search/index.ts';
import { carelessGame, type CarelessPolicy } from '../src/tooling/selfplay-careless.ts';

const [minutes, firstSeed = 1] = process.argv.slice(2).map(Number);
if (!Number.isFinite(minutes) || !Number.isInteger(firstSeed)) {
  console.error('usage: careless-max MINUTES [FIRST_SEED]');
  process.exit(2);
}
const searcher = new Searcher();
const stopAt = Date.now() + minutes! * 60_000;
let games = 0;
let tables = 0;
let top = { nodes: -1, policy: 'random' as CarelessPolicy, seed: 0, index: 0 };
for (let seed = firstSeed; Date.now() < stopAt; seed++) {
  for (const policy of ['random', 'mixed'] as const) {
    if (Date.now() >= stopAt) break;
    carelessGame(policy, seed).forEach((table, index) => {
      tables++;
      const nodes = Math.max(searcher.distance(table, Infinity).nodes, searcher.faultFree(table).nodes);
      if (nodes > top.nodes) top = { nodes, policy, seed, index };
    });
    games++;
    if (games % 50 === 0)
      console.error(`${games} games, ${tables} tables, most nodes ${top.nodes} (${top.policy} ${top.seed} ${top.index})`);
  }
}
console.log(JSON.stringify({ games, tables, firstSeed, ...top }));
