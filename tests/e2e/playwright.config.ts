// The browser tests run on Playwright Test (`npm run test:e2e`). Each `*.e2e.mjs` file is one serial
// story on one page (a game played, a course taken): its checks run in order and share the page, so a
// failed check skips the rest of its file. The files run one at a time, so that the figures they
// measure (drop to paint, long tasks) are the page's own and not a neighbour's. The page is built once
// (global-setup.mjs; E2E_SKIP_BUILD=1 reuses dist/) and each file serves it with `vite preview`.
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.mjs',
  globalSetup: './global-setup.mjs',
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
  // An action or a navigation gives up after 30 s (browser.mjs's launch() sets the same on its own
  // contexts).
  use: { browserName: 'chromium', actionTimeout: 30_000, navigationTimeout: 30_000, launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
  projects: [{ name: 'chromium' }],
});
