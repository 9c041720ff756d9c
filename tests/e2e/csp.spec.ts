// The Content-Security-Policy (docs/limits.md): the built page carries it as a <meta>, `vite preview`
// sends the same as a header (with frame-ancestors, which a <meta> cannot carry), it has no unsafe-inline
// script and no unsafe-eval, and it is enforced: a script slipped into the page does not run, and the
// violation is seen by the watch that fails every browser test (page-watch.ts); the dev server, which
// needs inline scripts, goes without it and still works. The other E2E files play the game, the course,
// the drills and the analysis board under it with zero violations.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from './ports.ts';
import { expect, test } from './fixtures.ts';

/** The policy `vite preview` sends with the page. */
const policyHeader = async (url: string) => (await fetch(url)).headers.get('content-security-policy') ?? '';

test('vite preview sends the policy of the built page’s <meta>, with frame-ancestors', async ({ baseURL }) => {
  const header = await policyHeader(baseURL!);
  const html = readFileSync('dist/index.html', 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
  expect(meta, 'dist/index.html has no Content-Security-Policy <meta>').toBeTruthy();
  expect(header, 'the header is the <meta>’s policy with frame-ancestors').toBe(`${meta}; frame-ancestors 'none'`);
});

test('scripts from the page’s own origin only: no unsafe-inline, no unsafe-eval, no wildcard', async ({ baseURL }) => {
  const header = await policyHeader(baseURL!);
  const directives = Object.fromEntries(header.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  expect(directives['script-src']?.join(' '), 'script-src').toBe("'self'");
  expect(directives['default-src']?.join(' '), 'default-src').toBe("'self'");
  expect(header, 'the policy allows too much').not.toMatch(/unsafe-|\*/);
  expect(directives['object-src']?.join(' '), 'object-src').toBe("'none'");
});

test('it is enforced, and a violation is seen: an injected inline script does not run', async ({ page, watch }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
  // An allowed inline script runs as it is inserted: if it has not run by the next line, it never will.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran, 'an inline script ran under the policy').toBe(false);
  await expect.poll(() => watch.violations.length, { message: 'violations seen' }).toBeGreaterThan(0);
  for (const v of watch.violations) expect(v, 'a violation other than the injected script').toMatch(/^script-src/);
  // Provoked on purpose (Chromium says it in the console too): the watch's closing check counts only
  // what the page did by itself.
  watch.violations.length = 0;
  watch.tolerate(/^Executing inline script violates the following Content Security Policy/);
});

test('the dev server still works: no policy there, so React refresh’s inline preamble runs', async ({ page }) => {
  const port = await freePort();
  const dev = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  try {
    const url = `http://127.0.0.1:${port}/`;
    let html = '';
    await expect
      .poll(
        async () =>
          (html = await fetch(url)
            .then((r) => r.text())
            .catch(() => '')),
        { message: 'the dev server answers', timeout: 30_000 },
      )
      .not.toBe('');
    expect(html, 'the dev server’s page carries the policy, which blocks its inline scripts').not.toContain('Content-Security-Policy');
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Deal the cards' })).toBeVisible({ timeout: 30_000 });
    // No page error there: the page fixture's watch, at the test's end.
  } finally {
    process.kill(-dev.pid!, 'SIGTERM');
  }
});
