// Loaded before every test file: DOM matchers for component tests (harmless in node tests), and Testing
// Library's findBy… and waitFor given the same patience as `eventually` (tests/patience.ts), so that no
// test fails for a slow machine.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { PATIENCE_MS } from './patience.ts';

configure({ asyncUtilTimeout: PATIENCE_MS });
