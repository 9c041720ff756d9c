// The offline browser test: one visit installs the service worker, which precaches the app;
// then with the network gone the page reloads, deals, plays a card, and opens a screen that loads
// lazily (How to play). Also checks the manifest names the app's icons, and that a new version (a changed
// sw.js) brings the quiet update prompt, which reloads onto it. It serves a copy of the build, so the
// new version it deploys never touches dist/.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, story, test } from './fixtures.ts';
import { axeCheck, RESULTS } from './harness.ts';
import { preview, type Served } from './serve.ts';

// One phone, one story: installed, then offline, then a new version.
const phone = story({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
let build = '';
let server: Served;
let page: Page;

test.beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'brigadier-build-'));
  cpSync('dist', build, { recursive: true });
  server = await preview(undefined, build);
  page = phone.page;
  await page.goto(server.url);
});

test.afterAll(async () => {
  await phone.context?.setOffline(false).catch(() => {});
  server?.stop();
  if (build) rmSync(build, { recursive: true, force: true });
});

test('the manifest names the app and its own icons', async () => {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await fetch(new URL(href!, server.url))).json()) as {
    name: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name, "the manifest's name").toBe('Brigadier');
  expect(manifest.display, "the manifest's display").toBe('standalone');
  const sizes = manifest.icons.map((i) => i.sizes);
  expect(sizes, "the icons' sizes").toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, server.url))).ok, `${icon.src} is served`).toBe(true);
});

test('the first visit installs the service worker, which takes the page after a reload', async () => {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'the worker controls the page',
      timeout: 15_000,
    })
    .toBe(true);
});

test('offline: the page reloads from the cache and deals', async () => {
  await phone.context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  await page.locator('.table').waitFor();
  await page.screenshot({ path: `${RESULTS}/offline-table.png` });
});

test('offline: a card is turned up and the game is saved', async () => {
  const actions = async () => (await phone.saved.actions()).length;
  const before = await actions();
  const reveal = page.getByRole('button', { name: /Turn up a card/ });
  if (await reveal.count()) await reveal.first().tap();
  else await page.locator('.edge--to-move .deck__button').tap();
  await expect.poll(actions, { message: 'the action in the save' }).toBeGreaterThan(before);
  expect(await actions(), 'actions saved').toBe(before + 1);
});

test('offline: a lazily loaded page (How to play) opens from the cache; axe-clean', async () => {
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('button', { name: 'New game' }).tap();
  await page.getByRole('button', { name: 'How to play' }).tap();
  await page.getByRole('dialog', { name: 'How to play' }).waitFor();
  await axeCheck(page, 'How to play, offline');
});

// ---- A new version deployed: the quiet prompt, and taking it ----
test('a new version deployed: the prompt shows after a reload; taking it reloads onto the new worker', async () => {
  await phone.context.setOffline(false);
  // A changed sw.js is a new version to the browser; served on the same origin (the same port).
  server.stop();
  const sw = join(build, 'sw.js');
  writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// a new build\n`);
  // The old server lets go of the port a moment after it is told to stop: tried again until it has.
  const port = Number(new URL(server.url).port);
  await expect(async () => {
    server = await preview(port, build);
  }, 'the new version served on the same port').toPass({ intervals: [250], timeout: 10_000 });
  await page.reload();
  const prompt = page.getByRole('complementary', { name: 'A new version' });
  await prompt.waitFor({ timeout: 20_000 });
  await page.screenshot({ path: `${RESULTS}/offline-update-prompt.png` });
  await axeCheck(page, 'the update prompt');
  const old = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), prompt.getByRole('button', { name: 'Reload to update' }).tap()]);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'a worker controls the page again',
      timeout: 15_000,
    })
    .toBe(true);
  expect(old, 'a worker controlled the page before the update').toBeDefined();
  await expect(prompt, 'the prompt is gone after the update').toHaveCount(0);
  const waiting = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null));
  expect(waiting, 'a worker still waiting after the update').toBeNull();
});

// No page error and no policy violation in any step: the story's watch, after each test.
