// Loaded before every test file: DOM matchers for component tests (harmless in node tests), Testing
// Library's findBy… and waitFor given the same patience as `eventually` (tests/patience.ts), so that no
// test fails for a slow machine, and the page's later parts for component tests.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { PATIENCE_MS } from './patience.ts';

configure({ asyncUtilTimeout: PATIENCE_MS });

// The page's parts that load after its first paint (src/ui/deferred.ts) are fetched before each
// component test file, so that a test draws the table as soon as it deals, as a player whose page has
// fetched them by then sees it; tests/ui/deferred.test.tsx checks the loading itself.
if (typeof document !== 'undefined')
  beforeAll(async () => {
    await import('../src/ui/App.tsx');
    await (await import('../src/ui/deferred.ts')).loadEveryDeferred();
  });
