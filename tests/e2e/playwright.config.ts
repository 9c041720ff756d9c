// The browser tests run on Playwright Test (`npm run test:e2e`): `*.spec.ts` files on the fixtures of
// fixtures.ts. The files run one at a
// time, so that the figures they measure (drop to paint, long tasks) are the page's own and not a
// neighbour's.
//
// The build is served once for the run by `webServer` (`vite preview` at `baseURL`). Playwright starts
// webServer before globalSetup (1.65: plugins, then global setups), so the build cannot be a global
// setup: the server's own command builds first, unless E2E_SKIP_BUILD=1 says dist/ is fresh (test:all
// has just built it).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

/**
 * A free port, picked once by the runner: six people's runs share this machine, so no fixed port. The
 * workers load this file again and inherit the runner's environment, so they read the same one.
 */
function runPort(): string {
  process.env.E2E_PORT ??= execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
  ])
    .toString()
    .trim();
  return process.env.E2E_PORT;
}

const port = runPort();
const baseURL = `http://127.0.0.1:${port}/`;
const build = process.env.E2E_SKIP_BUILD ? '' : 'npx vite build --logLevel warn && ';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/playwright',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A check is one step of a story; the longest (a whole game against the computer, a 100,000-action
  // record) take tens of seconds on a busy machine.
  timeout: 180_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  webServer: {
    command: `${build}npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    // The project's root, where vite.config.ts and dist/ are (the default is this file's folder).
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    reuseExistingServer: false,
    // The build included, on a busy machine.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  // An action or a navigation gives up after 30 s.
  use: {
    browserName: 'chromium',
    baseURL,
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
});
