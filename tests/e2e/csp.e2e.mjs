// The Content-Security-Policy (issue 12): the built page carries it as a <meta>, `vite preview` sends
// the same as a header (with frame-ancestors, which a <meta> cannot carry), it has no unsafe-inline
// script and no unsafe-eval, and it is enforced: a script slipped into the page does not run, and the
// violation is seen by the listener that fails every browser test (browser.mjs); the dev server, which
// needs inline scripts, goes without it and still works. The other E2E files
// play the game, the course, the drills and the analysis board under it with zero violations.
// Ends with `e2e: N passed, M failed`. E2E_SKIP_BUILD=1 reuses dist/.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build, freePort, launch, preview } from './browser.mjs';
import { assert, runAll, test } from './harness.mjs';

async function main() {
  if (!process.env.E2E_SKIP_BUILD) build();
  const server = await preview();
  const { context, close, violations } = await launch({ width: 1280, height: 720 });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    let header = '';

    await test('vite preview sends the policy of the built page’s <meta>, with frame-ancestors', async () => {
      header = (await fetch(server.url)).headers.get('content-security-policy') ?? '';
      const html = readFileSync('dist/index.html', 'utf8');
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
      assert(meta, 'dist/index.html has no Content-Security-Policy <meta>');
      assert(header === `${meta}; frame-ancestors 'none'`, `header "${header}" is not the <meta>'s "${meta}" with frame-ancestors`);
    });

    await test('scripts from the page’s own origin only: no unsafe-inline, no unsafe-eval, no wildcard', async () => {
      const directives = Object.fromEntries(header.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
      assert(directives['script-src']?.join(' ') === "'self'", `script-src is "${directives['script-src']}"`);
      assert(directives['default-src']?.join(' ') === "'self'", `default-src is "${directives['default-src']}"`);
      assert(!/unsafe-|\*/.test(header), `the policy allows too much: ${header}`);
      assert(directives['object-src']?.join(' ') === "'none'", 'object-src is not none');
    });

    await test('it is enforced, and a violation is seen: an injected inline script does not run', async () => {
      await page.goto(server.url);
      await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.head.append(script);
        await new Promise((r) => setTimeout(r, 200));
        return window.__injected === true;
      });
      assert(!ran, 'an inline script ran under the policy');
      await page.waitForTimeout(200);
      assert(violations.length > 0 && violations.every((v) => v.startsWith('script-src')), `violations seen: ${JSON.stringify(violations)}`);
      // Provoked on purpose: the check when the browser closes counts only what the page did by itself.
      violations.length = 0;
    });

    await test('the dev server still works: no policy there, so React refresh’s inline preamble runs', async () => {
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
        assert(!html.includes('Content-Security-Policy'), 'the dev server’s page carries the policy, which blocks its inline scripts');
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(url);
        await page.getByRole('button', { name: 'Deal the cards' }).waitFor({ timeout: 30_000 });
        assert(errors.length === 0, `page errors on the dev server: ${errors.join('; ')}`);
      } finally {
        process.kill(-dev.pid, 'SIGTERM');
      }
    });
  } finally {
    await close();
    server.stop();
  }
}

await runAll(main);
