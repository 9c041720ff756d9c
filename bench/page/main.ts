// `npm run bench:page [-- --runs N --deal N --actions N --json --no-build]`
// The page's speed on a throttled phone (CDP: 4× CPU, 150 ms round trip, 1.6 Mbps down, 750 kbps up),
// against the framework's floor (bench/floor: react, react-dom and zustand rendering one div, built
// alike): first contentful paint and the start screen shown, with their ratios over the floor; the
// gzip bytes up to a dealt table; then a whole seeded game by pointer drags and keys — drop → paint,
// INP, long tasks — a valid knock to its lesson painted, and the analysis board's first opening.
// Each run is a fresh browser context; min / median / max of N runs. A benchmark: nothing is asserted.
import { loadavg, availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/e2e/chromium.ts';
import { floorRun, pageRun, THROTTLING, type PageFigures } from './browser.ts';
import { gamePlan } from './game.ts';
import { report, type Runs } from './report.ts';

interface Options {
  runs: number;
  deal: number;
  actions: number;
  json: boolean;
  build: boolean;
}

function readOptions(args: string[]): Options {
  const options: Options = { runs: 5, deal: 5, actions: 400, json: false, build: true };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => {
      const v = Number(args[++i]);
      if (!Number.isInteger(v) || v < 1) throw new Error(`${arg} needs a whole number of at least 1`);
      return v;
    };
    if (arg === '--json') options.json = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--runs') options.runs = value();
    else if (arg === '--deal') options.deal = value();
    else if (arg === '--actions') options.actions = value();
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

/** Where the floor app is built: beside the bundled scripts, out of the page's dist/. */
const FLOOR_OUT = resolve('dist-node/floor');
const floorConfig = {
  configFile: false as const,
  root: resolve('bench/floor'),
  logLevel: 'warn' as const,
  plugins: [react()],
  build: { outDir: FLOOR_OUT, emptyOutDir: true },
};

async function serve(server: Promise<PreviewServer>): Promise<{ url: string; close: () => Promise<void> }> {
  const s = await server;
  const url = s.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview gave no address');
  return { url, close: () => s.close() };
}

/** Does the server gzip what it sends? Asked as a browser asks, of the page's biggest file type. */
async function compresses(url: string): Promise<boolean> {
  const html = await (await fetch(url)).text();
  const script = html.match(/src="([^"]+\.js)"/)?.[1];
  const response = await fetch(new URL(script ?? '/', url), { headers: { 'accept-encoding': 'gzip, br' } });
  return /gzip|br/.test(response.headers.get('content-encoding') ?? '');
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const say = (line: string) => (options.json ? process.stderr : process.stdout).write(`${line}\n`);
  if (options.build) {
    say('building the page (vite build) and the floor app…');
    await build({ logLevel: 'warn' });
    await build(floorConfig);
  }
  const plan = gamePlan(options.deal, options.actions);
  say(`the game: deal ${plan.dealNumber}, ${plan.steps.length} actions (${plan.drags} drags), ${plan.ended}`);
  const pageServer = await serve(preview({ logLevel: 'warn', preview: { port: 4300, strictPort: false } }));
  const floorServer = await serve(preview({ ...floorConfig, preview: { host: '127.0.0.1', port: 4400, strictPort: false } }));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const runs: Runs = { page: [], floor: [] };
  let failed = 0;
  try {
    const gzip = await compresses(pageServer.url);
    say(
      `serving ${pageServer.url} (the page) and ${floorServer.url} (the floor); the server ${gzip ? 'compresses' : 'does not compress: bytes are gzip -9 of the files fetched'}`,
    );
    for (let run = 1; run <= options.runs; run++) {
      say(`run ${run} of ${options.runs}: the floor`);
      runs.floor.push(await floorRun(browser, floorServer.url));
      say(`run ${run} of ${options.runs}: the page`);
      // A run the page or the harness failed is said and left out; the others still count.
      const figures: PageFigures | null = await pageRun(browser, pageServer.url, plan, say).catch((error: unknown) => {
        say(`run ${run} failed, left out: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        failed++;
        return null;
      });
      if (figures) runs.page.push(figures);
      else runs.floor.pop();
    }
  } finally {
    await browser.close();
    await pageServer.close();
    await floorServer.close();
  }
  const machine = { cores: availableParallelism(), load: loadavg().map((l) => Number(l.toFixed(2))), date: new Date().toISOString() };
  const { table, json } = report(runs, {
    failedRuns: failed,
    machine,
    throttling: THROTTLING,
    game: { deal: plan.dealNumber, actions: plan.steps.length, drags: plan.drags, ended: plan.ended },
  });
  say(table);
  if (options.json) process.stdout.write(`${JSON.stringify(json)}\n`);
  if (runs.page.length === 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
