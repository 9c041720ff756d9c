// `npm run bench [-- --games N --adversarial N --in-play N --careless N --positions FILE --json]`
// `npm run bench -- --patience …`: the Brigade solver's figures instead (bench-patience.ts).
// Times the analyzer's search (the full analysis of docs/formats.md: distance, line, legal and fault-free
// moves) on every position reached in seeded self-play, on generated hard sets and on the slowest
// tables careless players met (careless-set.ts), and whole self-played games with every action
// refereed. Figures in microseconds, and search nodes stored per second of search; `--json` ends
// with one JSON line.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { CARELESS_SET } from '../src/tooling/careless-set.ts';
import {
  applyAction,
  chooseAction,
  isObject,
  mulberry32,
  newGame,
  parsePosition,
  POSITION_TEXT,
  readJson,
  seedFrom,
  type Position,
} from '../src/engine/index.ts';
import { LocalReferee, searchFaultFree } from '../src/engine/search/index.ts';
import { positionsWithoutPlay } from '../src/tooling/generate.ts';
import { carelessTables } from '../src/tooling/selfplay-careless.ts';
import { playGame } from '../src/tooling/play-game.ts';
import { benchPatience } from './bench-patience.ts';
import { readArgs } from './options.ts';

interface Options {
  games: number;
  adversarial: number;
  inPlay: number;
  careless: number;
  positions: string | null;
  json: boolean;
  gameRuns: number;
}

function readOptions(args: string[]): Options {
  const options: Options = {
    games: 40,
    adversarial: 4000,
    inPlay: 2000,
    careless: CARELESS_SET.length,
    positions: null,
    json: false,
    gameRuns: 200,
  };
  readArgs(args, {
    '--json': { flag: () => (options.json = true) },
    '--games': (v) => (options.games = Number(v)),
    '--adversarial': (v) => (options.adversarial = Number(v)),
    '--in-play': (v) => (options.inPlay = Number(v)),
    '--careless': (v) => (options.careless = Number(v)),
    '--game-runs': (v) => (options.gameRuns = Number(v)),
    '--positions': (v) => (options.positions = v),
  });
  return options;
}

/**
 * Every position met in seeded self-play, with some deliberate faults so knocks happen, and the
 * actions of the longest game (docs/limits.md weighs the record's action limit against it).
 */
function selfPlayPositions(games: number): { positions: Position[]; longest: number } {
  const positions: Position[] = [];
  let longest = 0;
  for (let deal = 1; deal <= games; deal++) {
    const random = mulberry32(seedFrom([deal, 99]));
    let state = newGame({ dealNumber: deal });
    const referee = new LocalReferee();
    while (state.result === null && state.turn < 600) {
      positions.push(state.position);
      const result = applyAction(state, chooseAction(state, referee, random, { faultRate: 0.05 }), referee);
      if (!result.ok) throw new Error(result.error.message);
      state = result.value;
    }
    longest = Math.max(longest, state.actions.length);
  }
  return { positions, longest };
}

/**
 * Hard cases: several empty piles, a wanted card buried deep, long lines. The buried card breaks a
 * run, so play cannot make these tables (R5.2: a card goes onto a tableau pile only down a run or
 * onto an empty pile); a position pasted into the analysis board or given to `npm run analyze` can.
 */
function adversarialPositions(count: number): Position[] {
  return positionsWithoutPlay(20261122, count, [
    { emptyPiles: 3, buryWanted: 5, maxPile: 6 },
    { emptyPiles: 4, buryWanted: 6, maxPile: 5 },
    { runs: true, emptyPiles: 3, buryWanted: 5, maxPile: 8 },
    { runs: true, emptyPiles: 4, buryWanted: 7, maxPile: 8 },
    { emptyPiles: 2, buryWanted: 5, maxPile: 7 },
  ]);
}

/**
 * Hard cases as play makes them: every pile a run, a wanted card buried 5–7 deep inside one, with 3–4
 * empty piles (`few` = false, the adversarial set: tables built to be hard) or only 1–2 (`few`: where
 * tables that play can make are hardest to prove hopeless).
 */
function inPlayPositions(count: number, few: boolean): Position[] {
  const kinds = few
    ? [
        { runs: true, emptyPiles: 2, buryInRun: 5, maxPile: 8 },
        { runs: true, emptyPiles: 1, buryInRun: 5, maxPile: 8 },
        { runs: true, emptyPiles: 2, buryInRun: 6, maxPile: 9 },
      ]
    : [
        { runs: true, emptyPiles: 3, buryInRun: 5, maxPile: 8 },
        { runs: true, emptyPiles: 4, buryInRun: 6, maxPile: 8 },
        { runs: true, emptyPiles: 3, buryInRun: 7, maxPile: 9 },
        { runs: true, emptyPiles: 4, buryInRun: 5, maxPile: 10 },
      ];
  return positionsWithoutPlay(few ? 20261124 : 20261123, count, kinds);
}

function filePositions(file: string): Position[] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      const json = readJson(line, POSITION_TEXT);
      if (!json.ok) throw new Error(`${file} line ${i + 1}: ${json.error.message}`);
      const parsed = parsePosition(isObject(json.value) && 'position' in json.value ? json.value.position : json.value);
      if (!parsed.ok) throw new Error(`${file} line ${i + 1}: ${parsed.error}`);
      return parsed.value;
    });
}

interface Timing {
  count: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  overOneMs: number;
  /** Search nodes stored per second of analysis. */
  nodesPerSecond: number;
  distances: Map<string, number>;
}

function timeAnalyses(positions: readonly Position[]): Timing {
  // Warm the JIT on the first positions; they are timed again below.
  for (const position of positions.slice(0, 300)) searchFaultFree(position);
  const times = new Float64Array(positions.length);
  const distances = new Map<string, number>();
  let nodes = 0;
  let total = 0;
  positions.forEach((position, i) => {
    const start = performance.now();
    // The analysis of FORMAT.md (analysis.ts `analyze`) is this search and nothing more.
    const result = searchFaultFree(position);
    times[i] = (performance.now() - start) * 1000;
    total += times[i];
    nodes += result.nodes;
    const key = result.distance === null ? 'none' : result.distance >= 8 ? '8+' : String(result.distance);
    distances.set(key, (distances.get(key) ?? 0) + 1);
  });
  times.sort();
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const overOneMs = times.filter((t) => t > 1000).length;
  const nodesPerSecond = total > 0 ? nodes / (total / 1e6) : 0;
  return {
    count: positions.length,
    p50: at(0.5),
    p99: at(0.99),
    p999: at(0.999),
    max: times[times.length - 1] ?? 0,
    overOneMs,
    nodesPerSecond,
    distances,
  };
}

const micros = (us: number, width: number) =>
  (us >= 100_000 ? `${(us / 1e6).toFixed(2)} s` : us >= 1000 ? `${(us / 1000).toFixed(1)} ms` : `${us.toFixed(0)} µs`).padStart(width);

function report(name: string, t: Timing): string {
  const spread = [...t.distances]
    .sort()
    .map(([d, n]) => `${d}:${n}`)
    .join(' ');
  const rate = `${(t.nodesPerSecond / 1e3).toFixed(0)}k states/s`;
  return `${name.padEnd(12)} ${String(t.count).padStart(6)} positions  p50 ${micros(t.p50, 8)}  p99 ${micros(t.p99, 9)}  p99.9 ${micros(t.p999, 9)}  max ${micros(t.max, 9)}  over 1 ms ${String(t.overOneMs).padStart(4)}  ${rate.padStart(15)}   distances ${spread}`;
}

function main(): void {
  const options = readOptions(process.argv.slice(2));
  const lines: string[] = [];
  // Other work on the machine slows every figure: the load is printed so that runs can be compared.
  const load = () => loadavg()[0]!.toFixed(2);
  const say = (line: string) => {
    lines.push(line);
    if (!options.json) console.log(line);
  };
  say(`machine      load average (1 min) ${load()} on ${availableParallelism()} cores at the start`);
  let all: Position[];
  if (options.positions) {
    all = filePositions(options.positions);
    say(report('file', timeAnalyses(all)));
  } else {
    const { positions: selfPlay, longest } = selfPlayPositions(options.games);
    say(`self-play    ${options.games} games with faults and knocks, the longest ${longest} actions`);
    const adversarial = adversarialPositions(options.adversarial);
    const inPlay = inPlayPositions(options.inPlay, false);
    const inPlayFew = inPlayPositions(options.inPlay, true);
    say(report('self-play', timeAnalyses(selfPlay)));
    say(report('adversarial', timeAnalyses(adversarial)));
    all = [...selfPlay, ...adversarial];
    // Tables as play makes them, shown beside the sets of "all" (which stays as earlier reports had it).
    say(report('in play 3-4', timeAnalyses(inPlay)));
    say(report('in play 1-2', timeAnalyses(inPlayFew)));
    // The slowest tables careless players met (uniformly random and 70/30 mixed), replayed from seeds.
    say(
      report(
        'careless',
        timeAnalyses(carelessTables(CARELESS_SET.slice(0, options.careless).map(([policy, seed, index]) => ({ policy, seed, index })))),
      ),
    );
  }
  const overall = timeAnalyses(all);
  say(report('all', overall));

  let gamesPerSecond: number | null = null;
  let gamesPerCpuSecond: number | null = null;
  if (!options.positions && options.gameRuns > 0) {
    playGame(100_000); // warm-up
    let actions = 0;
    let wins = 0;
    const start = performance.now();
    const cpuStart = cpuSeconds();
    for (let deal = 1; deal <= options.gameRuns; deal++) {
      const state = playGame(deal);
      actions += state.actions.length;
      if (state.result?.kind === 'win') wins++;
    }
    const seconds = (performance.now() - start) / 1000;
    const cpu = cpuSeconds() - cpuStart;
    gamesPerSecond = options.gameRuns / seconds;
    gamesPerCpuSecond = options.gameRuns / cpu;
    // On a shared machine the wall clock counts other work too; the process's CPU time (its collector's
    // threads included) does not.
    say(
      `games        ${options.gameRuns} complete games (${wins} won, the rest drawn by the turn limit), ${actions} refereed actions in ${seconds.toFixed(2)} s (${cpu.toFixed(2)} s of CPU): ${gamesPerSecond.toFixed(1)} games/s, ${gamesPerCpuSecond.toFixed(1)} per CPU second`,
    );
  }
  say(`machine      load average (1 min) ${load()} at the end`);
  if (options.json) {
    console.log(
      JSON.stringify({
        count: overall.count,
        p50_us: round(overall.p50),
        p99_us: round(overall.p99),
        p999_us: round(overall.p999),
        max_us: round(overall.max),
        games_per_s: gamesPerSecond === null ? null : round(gamesPerSecond),
        games_per_cpu_s: gamesPerCpuSecond === null ? null : round(gamesPerCpuSecond),
      }),
    );
  }
}

const round = (x: number) => Math.round(x * 10) / 10;

/** The process's CPU time so far, user and system, in seconds. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

try {
  if (process.argv.includes('--patience')) benchPatience(process.argv.slice(2));
  else main();
} catch (e) {
  console.error(`bench: ${(e as Error).message}`);
  process.exitCode = 1;
}
