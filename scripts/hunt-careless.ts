// `node dist-node/hunt-careless.mjs RANDOM_GAMES MIXED_GAMES KEEP` (bundle it with esbuild as `npm run
// bench` does) — how the bench's "careless" set was chosen: plays careless games with seeds
// 1..RANDOM_GAMES (uniformly random actions) and 1..MIXED_GAMES (70/30 sensible and random), measures
// every table met by the search nodes its analysis stores (machine-independent, unlike time), keeps
// each game's slowest table, and prints the KEEP slowest of those per policy as the picks of
// src/tooling/careless-set.ts. Hours of work for thousands of games; the picks are a fixed list.
import { carelessGame, type CarelessPick, type CarelessPolicy } from '../src/tooling/selfplay-careless.ts';
import { Searcher } from '../src/engine/search/index.ts';

function slowest(policy: CarelessPolicy, games: number, keep: number, searcher: Searcher): (CarelessPick & { nodes: number })[] {
  const best: (CarelessPick & { nodes: number })[] = [];
  for (let seed = 1; seed <= games; seed++) {
    let top = { policy, seed, index: 0, nodes: -1 };
    carelessGame(policy, seed).forEach((table, index) => {
      const { nodes } = searcher.faultFree(table);
      if (nodes > top.nodes) top = { policy, seed, index, nodes };
    });
    best.push(top);
  }
  return best.sort((a, b) => b.nodes - a.nodes || a.seed - b.seed).slice(0, keep);
}

const [random, mixed, keep] = process.argv.slice(2).map(Number);
if (!Number.isInteger(random) || !Number.isInteger(mixed) || !Number.isInteger(keep)) {
  console.error('usage: hunt-careless RANDOM_GAMES MIXED_GAMES KEEP');
  process.exitCode = 2;
} else {
  const searcher = new Searcher();
  for (const pick of [...slowest('random', random!, keep!, searcher), ...slowest('mixed', mixed!, keep!, searcher)]) {
    console.log(`  ['${pick.policy}', ${pick.seed}, ${pick.index}], // ${pick.nodes} nodes`);
  }
}
