// `npm run test:all`: every check the project has, in order — type-check, lint, the format, the unit and component
// tests and the exhaustive cross-checks (Vitest), then a build and the browser tests — and one closing
// line `tests: N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * The browser tests (Playwright Test, tests/e2e/playwright.config.ts) on the build made just before,
 * counted from Playwright's JSON report. A check that did not run (its story stopped at an earlier
 * failure) did not pass, so it counts as failed.
 */
const e2eStep = {
  name: 'e2e: the browser tests (npm run test:e2e)',
  cmd: 'npx',
  args: ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'],
  env: { E2E_SKIP_BUILD: '1' },
  count: () => {
    const { stats } = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
    if (stats.skipped > 0) console.log(`=== ${stats.skipped} browser check(s) did not run after a failure in their file`);
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected + stats.skipped };
  },
};

/** One Vitest project (vite.config.ts), counted from its JSON report. */
const vitestStep = (project, what) => ({
  name: `vitest ${project}: ${what}`,
  cmd: 'npx',
  args: [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=test-results/vitest-${project}.json`,
  ],
  count: () => {
    const report = JSON.parse(readFileSync(`test-results/vitest-${project}.json`, 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  },
});

const steps = [
  { name: 'type-check', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  vitestStep('unit', 'unit and component tests (npm test)'),
  vitestStep('exact', 'exhaustive cross-checks against the reference search (npm run test:exact)'),
  { name: 'build', cmd: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
  e2eStep,
];

mkdirSync('test-results', { recursive: true });
// A report left by an earlier run must not be counted for this one.
rmSync('test-results/e2e.json', { force: true });
let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  const env = { ...process.env, ...step.env };
  const run = spawnSync(step.cmd, step.args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 << 20, env });
  process.stdout.write(run.stdout ?? '');
  if (step.count) {
    let counted;
    try {
      counted = step.count(run.stdout ?? '');
    } catch {
      counted = { passed: 0, failed: 1 };
    }
    passed += counted.passed;
    failed += counted.failed;
    // A runner that failed without a failing test (a file that would not load) still fails.
    if (run.status !== 0 && counted.failed === 0) failed += 1;
  } else if (run.status !== 0) failed += 1;
  if (run.status !== 0) console.log(`=== ${step.name} failed (exit ${run.status ?? run.signal})`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
