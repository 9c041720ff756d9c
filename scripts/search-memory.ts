// `npm run --silent search-memory -- FILE [--line N] [--kind distance|fault-free|worker] [--max-nodes N] [--fill N]`
// The referee's memory, measured (docs/measurements.md, "The referee's memory"): one search of the
// position on line N (default 1) of FILE (a position, or JSON lines of positions or of objects with a
// `position`), in a process of its own so that the process's peak resident memory (its max RSS) is
// that search's. `--kind distance` or `fault-free` runs one search of that kind with no budget;
// `worker` (the default) answers the position as the referee's worker does for the analysis board (a
// stranger's table, within its node budget: search/budget.ts), after filling the referee's memory
// with N verdicts of careless games' tables first (`--fill`, default 0; the worker keeps 4,096).
// `--max-nodes` sets the budget of the first two kinds. Prints one JSON line: nodes stored, the
// resident memory and live heap before the search and the resident peak (MB), the peak less the
// memory before per node stored (bytes), and the time.
import { readFileSync } from 'node:fs';
import { isObject, parsePosition, POSITION_TEXT, readJson, type Position } from '../src/engine/index.ts';
import { isOverBudget, LocalReferee, Searcher } from '../src/engine/search/index.ts';
import { carelessGame } from '../src/tooling/selfplay-careless.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1]! : fallback;
};
const lineNumber = Number(option('--line', '1'));
const kind = option('--kind', 'worker');
const maxNodes = Number(option('--max-nodes', 'Infinity'));
const fill = Number(option('--fill', '0'));
const file = args[0];
if (!file || !['distance', 'fault-free', 'worker'].includes(kind)) {
  console.error('usage: search-memory FILE [--line N] [--kind distance|fault-free|worker] [--max-nodes N] [--fill N]');
  process.exit(2);
}

function positionAt(path: string, n: number): Position {
  const line = readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')[n - 1];
  const json = line === undefined ? null : readJson(line, POSITION_TEXT);
  if (!json?.ok) throw new Error(`${path}: no position on line ${n}`);
  const parsed = parsePosition(isObject(json.value) && 'position' in json.value ? json.value.position : json.value);
  if (!parsed.ok) throw new Error(`${path} line ${n}: ${parsed.error}`);
  return parsed.value;
}

const MB = 1024 * 1024;
const rss = () => process.resourceUsage().maxRSS * 1024;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

const position = positionAt(file, lineNumber);
let nodes = 0;
let answer = '';
const referee = new LocalReferee(4096);
if (kind === 'worker') {
  // The worker's cache full of real verdicts, as after a long evening of games on one page.
  for (let seed = 1; referee.size < fill; seed++) {
    for (const table of carelessGame('random', seed)) {
      if (referee.size >= fill) break;
      // Every field read, as the worker reads them to send them (refereeProtocol.ts).
      const verdict = referee.judge(table, 'game');
      if (!('kind' in verdict)) void [verdict.legalMoves, verdict.faultFree];
    }
  }
}
const searcher = new Searcher();
gc();
const before = process.memoryUsage.rss();
const heapBefore = process.memoryUsage().heapUsed;
const start = performance.now();
if (kind === 'worker') {
  const judged = referee.judge(position, 'stranger');
  answer = 'kind' in judged ? 'too hard' : `distance ${judged.distance}`;
  nodes = referee.lastNodes;
} else {
  const result = kind === 'distance' ? searcher.distance(position, Infinity, { maxNodes }) : searcher.faultFree(position, { maxNodes });
  answer = isOverBudget(result) ? 'over budget' : `distance ${result.distance}`;
  nodes = result.nodes;
}
const ms = performance.now() - start;
const peak = rss();
console.log(
  JSON.stringify({
    file,
    line: lineNumber,
    kind,
    answer,
    nodes,
    filled: referee.size,
    beforeMB: Math.round(before / MB),
    heapBeforeMB: Math.round(heapBefore / MB),
    peakMB: Math.round(peak / MB),
    bytesPerNode: nodes > 0 ? Math.round((peak - before) / nodes) : null,
    seconds: Math.round(ms / 10) / 100,
  }),
);
