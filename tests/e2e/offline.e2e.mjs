// The offline browser test (issue 13): one visit installs the service worker, which precaches the app;
// then with the network gone the page reloads, deals, plays a card, and opens a screen that loads
// lazily (How to play). Also checks the manifest names the app's icons, and that a new version (a changed
// sw.js) brings the quiet update prompt, which reloads onto it. Ends with `e2e: N passed, M failed`.
// E2E_SKIP_BUILD=1 reuses dist/ as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { build, launch, preview } from './browser.mjs';
import { assert, axeCheck, RESULTS, runAll, SAVE_KEY, test } from './harness.mjs';

async function main() {
  if (!process.env.E2E_SKIP_BUILD) build();
  const server = await preview();
  const { context, close } = await launch({ width: 390, height: 844, hasTouch: true, isMobile: true });
  const errors = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);

    await test('the manifest names the app and its own icons', async () => {
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await (await fetch(new URL(href, server.url))).json();
      assert(manifest.name === 'Brigadier' && manifest.display === 'standalone', `manifest: ${JSON.stringify(manifest)}`);
      const sizes = manifest.icons.map((i) => i.sizes);
      assert(sizes.includes('192x192') && sizes.includes('512x512'), `icons: ${sizes}`);
      for (const icon of manifest.icons) assert((await fetch(new URL(icon.src, server.url))).ok, `${icon.src} is missing`);
    });

    await test('the first visit installs the service worker, which takes the page after a reload', async () => {
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    });

    await context.setOffline(true);
    await test('offline: the page reloads from the cache and deals', async () => {
      await page.reload();
      await page.getByRole('button', { name: 'Deal the cards' }).click();
      await page.locator('.table').waitFor();
      await page.screenshot({ path: `${RESULTS}/offline-table.png` });
    });
    await test('offline: a card is turned up and the game is saved', async () => {
      const actions = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.save?.record?.actions?.length ?? 0, SAVE_KEY);
      const before = await actions();
      const reveal = page.getByRole('button', { name: /Turn up a card/ });
      if (await reveal.count()) await reveal.first().tap();
      else await page.locator('.edge--to-move .deck__button').tap();
      await page.waitForFunction(([key, n]) => (JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.save?.record?.actions?.length ?? 0) > n, [SAVE_KEY, before]);
      assert((await actions()) === before + 1, 'the action was not saved');
    });
    await test('offline: a lazily loaded page (How to play) opens from the cache; axe-clean', async () => {
      await page.getByRole('button', { name: 'Menu' }).tap();
      await page.getByRole('button', { name: 'New game' }).tap();
      await page.getByRole('button', { name: 'How to play' }).tap();
      await page.getByRole('dialog', { name: 'How to play' }).waitFor();
      await axeCheck(page, 'How to play, offline');
    });
    // ---- A new version deployed (issue 13): the quiet prompt, and taking it ----
    await context.setOffline(false);
    const sw = 'dist/sw.js';
    const built = readFileSync(sw, 'utf8');
    let next = null;
    try {
      await test('a new version deployed: the prompt shows after a reload; taking it reloads onto the new worker', async () => {
        // A changed sw.js is a new version to the browser; served on the same origin (the same port).
        server.stop();
        writeFileSync(sw, `${built}\n// a new build\n`);
        // The old server lets go of the port a moment after it is told to stop.
        for (let tries = 0; next === null; tries++) {
          next = await preview(Number(new URL(server.url).port)).catch((error) => {
            if (tries >= 20) throw error;
            return new Promise((resolve) => setTimeout(() => resolve(null), 250));
          });
        }
        await page.reload();
        const prompt = page.getByRole('complementary', { name: 'A new version' });
        await prompt.waitFor({ timeout: 20_000 });
        await page.screenshot({ path: `${RESULTS}/offline-update-prompt.png` });
        await axeCheck(page, 'the update prompt');
        const old = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
        await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), prompt.getByRole('button', { name: 'Reload to update' }).tap()]);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
        assert(old !== undefined, 'no worker controlled the page before the update');
        assert((await prompt.count()) === 0, 'the prompt is still shown after the update');
        const waiting = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null));
        assert(waiting === null, 'a worker is still waiting after the update');
      });
    } finally {
      writeFileSync(sw, built);
      next?.stop();
    }
    await test('no page errors', async () => {
      assert(errors.length === 0, errors.join('\n    '));
    });
  } finally {
    await context.setOffline(false).catch(() => {});
    await close();
    server.stop();
  }
}

await runAll(main);
