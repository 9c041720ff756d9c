// `npm run test:all`: every check the project has, in order — type-check, lint, the unit and
// component tests (Vitest), then the browser test — and one closing line `tests: N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const steps = [
  { name: 'type-check', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  {
    name: 'vitest',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
    count: () => {
      const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    },
  },
  { name: 'e2e', cmd: 'node', args: ['tests/e2e/run.mjs'], count: (out) => {
    const m = /e2e: (\d+) passed, (\d+) failed/.exec(out);
    return m ? { passed: Number(m[1]), failed: Number(m[2]) } : { passed: 0, failed: 1 };
  } },
];

mkdirSync('test-results', { recursive: true });
let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  const run = spawnSync(step.cmd, step.args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 << 20 });
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
