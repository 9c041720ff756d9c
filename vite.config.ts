import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The exhaustive cross-checks against the reference search: minutes, so not in the everyday loop. */
const EXACT = 'tests/**/*.exact.test.ts';

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // One test file per core. Vitest's default leaves one core to itself, which on a 2-core machine
    // runs the files one at a time (npm test: about 2 min against 3 under the same load).
    maxWorkers: '100%',
    // `npm test` runs the project "unit" (the quick loop), `npm run test:exact` the project "exact";
    // a plain `npx vitest run` and `npm run test:all` run both.
    // A timeout is there to stop a test that hangs, never to judge the machine's speed: a busy CI machine
    // runs the course walk or a property test several times slower than a quiet one.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, EXACT], testTimeout: 60_000 },
      },
      // Each exhaustive check takes up to half a minute on a quiet 2-core machine.
      { extends: true, test: { name: 'exact', include: [EXACT], testTimeout: 900_000 } },
    ],
  },
});
