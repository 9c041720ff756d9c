// The Content-Security-Policy (docs/limits.md): the built page carries it as a <meta>, `vite preview`
// sends the same as a header (with frame-ancestors, which a <meta> cannot carry), it has no unsafe-inline
// script and no unsafe-eval, and it is enforced: a script slipped into the page does not run, and the
// violation is seen by the listener that fails every browser test (browser.mjs); the dev server, which
// needs inline scripts, goes without it and still works. The other E2E files play the game, the course,
// the drills and the analysis board under it with zero violations.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { freePort, servedBrowser } from './browser.mjs';

test.describe.configure({ mode: 'serial' });
const browser = servedBrowser({ width: 1280, height: 720 });
let header = '';

test('vite preview sends the policy of the built page’s <meta>, with frame-ancestors', async () => {
  header = (await fetch(browser.server.url)).headers.get('content-security-policy') ?? '';
  const html = readFileSync('dist/index.html', 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
  expect(meta, 'dist/index.html has no Content-Security-Policy <meta>').toBeTruthy();
  expect(header, 'the header is the <meta>’s policy with frame-ancestors').toBe(`${meta}; frame-ancestors 'none'`);
});

test('scripts from the page’s own origin only: no unsafe-inline, no unsafe-eval, no wildcard', async () => {
  const directives = Object.fromEntries(header.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  expect(directives['script-src']?.join(' '), 'script-src').toBe("'self'");
  expect(directives['default-src']?.join(' '), 'default-src').toBe("'self'");
  expect(header, 'the policy allows too much').not.toMatch(/unsafe-|\*/);
  expect(directives['object-src']?.join(' '), 'object-src').toBe("'none'");
});

test('it is enforced, and a violation is seen: an injected inline script does not run', async () => {
  const { page, server, violations } = browser;
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    await new Promise((r) => setTimeout(r, 200));
    return window.__injected === true;
  });
  expect(ran, 'an inline script ran under the policy').toBe(false);
  await page.waitForTimeout(200);
  expect(violations.length, 'violations seen').toBeGreaterThan(0);
  for (const v of violations) expect(v, 'a violation other than the injected script').toMatch(/^script-src/);
  // Provoked on purpose: the closing check counts only what the page did by itself.
  violations.length = 0;
});

test('the dev server still works: no policy there, so React refresh’s inline preamble runs', async () => {
  const { page } = browser;
  const port = await freePort();
  const dev = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  try {
    const url = `http://127.0.0.1:${port}/`;
    const deadline = Date.now() + 30_000;
    let html = '';
    while (html === '' && Date.now() < deadline) {
      html = await fetch(url).then((r) => r.text()).catch(() => '');
      if (html === '') await new Promise((r) => setTimeout(r, 200));
    }
    expect(html, 'the dev server’s page carries the policy, which blocks its inline scripts').not.toContain('Content-Security-Policy');
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.getByRole('button', { name: 'Deal the cards' }).waitFor({ timeout: 30_000 });
    expect(errors, 'page errors on the dev server').toEqual([]);
  } finally {
    process.kill(-dev.pid, 'SIGTERM');
  }
});

browser.policyCheck();
