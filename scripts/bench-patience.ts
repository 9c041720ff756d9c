// `npm run bench -- --patience [--deals N] [--first N] [--grace off,up,both] [--max-states N] [--json] [--log FILE]`
// The Brigade solver's figures over the first N deals (default 10,000) under each grace rule: the time
// to decide a deal (p50, p99, max; the process's CPU time, which load from other work inflates less
// than the wall clock, and the wall clock's), the share decided within the cap, the winnability rate
// with its 95% Wilson interval, and the peak memory. `--log FILE` appends one JSON line a deal as it
// is decided, so that a long run's figures survive it being stopped. The goals (docs/measurements.md): every deal decided, p50 ≤ 5 ms,
// p99 ≤ 100 ms, max ≤ 2 s, ≤ 256 MB.
import { appendFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dealBrigade, GRACE_RULES, MAX_STATES, solve, type GraceRule } from '../src/patience/index.ts';
import { readArgs } from './options.ts';

interface PatienceOptions {
  deals: number;
  first: number;
  graces: GraceRule[];
  maxStates: number;
  json: boolean;
  log: string | null;
}

export function readPatienceOptions(args: readonly string[]): PatienceOptions {
  const options: PatienceOptions = { deals: 10_000, first: 1, graces: [...GRACE_RULES], maxStates: MAX_STATES, json: false, log: null };
  readArgs(args, {
    '--patience': { flag: () => {} },
    '--json': { flag: () => (options.json = true) },
    '--deals': (v) => (options.deals = Number(v)),
    '--first': (v) => (options.first = Number(v)),
    '--max-states': (v) => (options.maxStates = Number(v)),
    '--log': (v) => (options.log = v),
    '--grace': (v) => (options.graces = v.split(',') as GraceRule[]),
  });
  if (options.graces.some((g) => !(GRACE_RULES as readonly string[]).includes(g)))
    throw new Error('--grace takes off, up and both, separated by commas');
  return options;
}

/** The Wilson score interval for `wins` out of `n` at 95% (z = 1.96): good near 0 and 1, unlike the normal one. */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

interface Figures {
  grace: GraceRule;
  deals: number;
  winnable: number;
  notWinnable: number;
  tooBig: number;
  /** CPU time of the process during each solve. */
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  slowest: number;
  /** Wall-clock time of each solve. */
  wall_p50_ms: number;
  wall_p99_ms: number;
  wall_max_ms: number;
  /** The process's peak resident memory in MiB (2^20 bytes), as the kernel counts it. */
  peak_mb: number;
  rate: number;
  ci: [number, number];
}

function measure(grace: GraceRule, options: PatienceOptions, peak: { rss: number }): Figures {
  const times = new Float64Array(options.deals);
  const walls = new Float64Array(options.deals);
  let winnable = 0;
  let notWinnable = 0;
  let tooBig = 0;
  let slowest = options.first;
  let worst = 0;
  for (let i = 0; i < options.deals; i++) {
    const deal = options.first + i;
    const position = dealBrigade(deal, grace);
    const start = performance.now();
    const cpu = process.cpuUsage();
    const result = solve(position, { maxStates: options.maxStates });
    const used = process.cpuUsage(cpu);
    walls[i] = performance.now() - start;
    times[i] = (used.user + used.system) / 1000;
    if (options.log) {
      const moves = result.kind === 'winnable' ? result.solution.length : null;
      const line = { grace, deal, kind: result.kind, nodes: result.nodes, moves, cpu_ms: times[i], wall_ms: walls[i], load: loadavg()[0] };
      appendFileSync(options.log, JSON.stringify(line) + '\n');
    }
    if (times[i]! > worst) [worst, slowest] = [times[i]!, deal];
    if (result.kind === 'winnable') winnable++;
    else if (result.kind === 'not-winnable') notWinnable++;
    else tooBig++;
    // The process's peak resident memory so far, as the kernel counts it (every search's peak included).
    peak.rss = Math.max(peak.rss, process.resourceUsage().maxRSS * 1024);
  }
  times.sort();
  walls.sort();
  const at = (q: number, of = times) => of[Math.min(of.length - 1, Math.floor(q * of.length))] ?? 0;
  const decided = winnable + notWinnable;
  return {
    grace,
    deals: options.deals,
    winnable,
    notWinnable,
    tooBig,
    p50_ms: at(0.5),
    p99_ms: at(0.99),
    max_ms: times[times.length - 1] ?? 0,
    slowest,
    wall_p50_ms: at(0.5, walls),
    wall_p99_ms: at(0.99, walls),
    wall_max_ms: walls[walls.length - 1] ?? 0,
    peak_mb: peak.rss / 2 ** 20,
    rate: decided > 0 ? winnable / decided : 0,
    ci: wilson(winnable, decided),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`);

export function benchPatience(args: readonly string[]): void {
  const options = readPatienceOptions(args);
  const load = () => loadavg()[0]!.toFixed(2);
  const say = (line: string) => options.json || console.log(line);
  say(
    `machine      load average (1 min) ${load()} on ${availableParallelism()} cores at the start; deals ${options.first}–${options.first + options.deals - 1}, cap ${options.maxStates.toLocaleString('en-US')} tables`,
  );
  const peak = { rss: 0 };
  const all: Figures[] = [];
  for (const grace of options.graces) {
    const f = measure(grace, options, peak);
    all.push(f);
    const decided = f.winnable + f.notWinnable;
    say(
      `grace ${grace.padEnd(5)} ${f.deals} deals  decided ${pct(decided / f.deals)} (too big ${f.tooBig})  winnable ${pct(f.rate)} [95% ${pct(f.ci[0])}–${pct(f.ci[1])}]` +
        `  CPU p50 ${ms(f.p50_ms)}  p99 ${ms(f.p99_ms)}  max ${ms(f.max_ms)} (deal ${f.slowest})` +
        `  wall p50 ${ms(f.wall_p50_ms)}  p99 ${ms(f.wall_p99_ms)}  max ${ms(f.wall_max_ms)}  peak RSS ${f.peak_mb.toFixed(0)} MiB`,
    );
  }
  say(`machine      load average (1 min) ${load()} at the end`);
  if (options.json) console.log(JSON.stringify(all));
}
