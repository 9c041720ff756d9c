// The older plumbing of the `*.e2e.mjs` stories, kept until the last of them is a `*.spec.ts` on
// fixtures.ts: serve `vite preview` on 127.0.0.1, and drive Debian's Chromium through Playwright (a
// persistent context in a fresh temporary profile, the networking flags that keep Chromium off the
// closed internet: chromium.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';
import { watchContext } from './page-watch.ts';
import { freePort } from './ports.ts';
import { preview as servePreview } from './serve.ts';

export { freePort };

/** The build served (serve.ts's preview); with no arguments, the one the config's webServer serves for the run. */
export async function preview(port, outDir = 'dist') {
  if (port === undefined && outDir === 'dist' && process.env.E2E_PORT) return { url: `http://127.0.0.1:${process.env.E2E_PORT}/`, stop: () => {} };
  return servePreview(port, outDir);
}

/**
 * A Chromium context in a fresh profile, and its first page (`deviceScaleFactor` 2 with half the size is
 * the window zoomed to 200%). `close()` also removes the profile.
 * `violations` lists the Content-Security-Policy's violations so far, as lines (the E2E fails
 * on any; csp.spec.ts provokes one to prove they are seen): `expectNoViolations` checks them.
 * `mediaPlays` lists every play() of an audio or video element: { scheme, played, error }.
 */
export async function launch({ width = 1280, height = 720, reducedMotion = 'no-preference', hasTouch = false, isMobile = false, deviceScaleFactor = 1 } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'brigadier-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width, height },
    reducedMotion,
    hasTouch,
    isMobile,
    deviceScaleFactor,
    acceptDownloads: true,
  });
  // An action or a navigation gives up after 30 s, as in the config's `use` (which reaches only the
  // contexts Playwright Test makes itself).
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(30_000);
  const { violations, mediaPlays } = await watchContext(context);
  const page = context.pages()[0] ?? (await context.newPage());
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, page, close, mediaPlays, violations, size: `${width}×${height}` };
}

/** The check every browser ends with: no page of it broke the Content-Security-Policy. */
export function expectNoViolations(browser) {
  expect(browser.violations, `${browser.violations.length} Content-Security-Policy violation(s) at ${browser.size}`).toEqual([]);
}

/**
 * The usual frame of a file: the built page served by `vite preview` and one browser opened before the
 * file's first check and closed after its last, with the closing check `no Content-Security-Policy
 * violation (W×H)` declared by `policyCheck()`, to be called after the file's other checks. The
 * returned object is filled in by beforeAll: { server, context, page, violations, mediaPlays, ... }.
 */
export function servedBrowser(options = {}) {
  const table = {};
  test.beforeAll(async () => {
    table.server = await preview();
    Object.assign(table, await launch(options));
  });
  test.afterAll(async () => {
    await table.close?.();
    table.server?.stop();
  });
  table.policyCheck = () => policyCheck(() => table, `${options.width ?? 1280}×${options.height ?? 720}`);
  return table;
}

/**
 * Declares the check `no Content-Security-Policy violation (size)` on the browser `get()` returns;
 * `which` tells apart the browsers of one file ("size, which").
 */
export function policyCheck(get, size, which) {
  test(`no Content-Security-Policy violation (${which ? `${size}, ${which}` : size})`, () => expectNoViolations(get()));
}
