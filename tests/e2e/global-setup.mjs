// Builds the page once before the browser tests; E2E_SKIP_BUILD=1 reuses dist/ as it is (test:all has
// just built it).
import { build } from './browser.mjs';

export default function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) build();
}
