// The browser's storage misbehaving under a live game, in a real browser (each case its own context):
// IndexedDB refusing writes (from the third, or from the first), a malformed entry in the library, a
// database left by a newer version, the database deleted under the page, and a delete followed by a
// reload before Undo. In every case the page never blanks, says what happened, and no game is lost.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { RESULTS, SAVE_KEY } from './harness.ts';
import { deal, libraryGames, playTurn } from './library-hands.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** Polls `check` until it holds, or fails naming `what`. */
const pollUntil = (what: string, check: () => Promise<boolean>) =>
  expect.poll(check, { message: `timed out waiting for ${what}` }).toBe(true);

/**
 * The test's page, its IndexedDB refusing every `put` into the library while localStorage holds
 * "e2e-refuse" = "1", as a full quota does; opened on the start screen.
 */
async function refusing(context: BrowserContext, page: Page) {
  await context.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (...args: Parameters<IDBObjectStore['put']>) {
      if (localStorage.getItem('e2e-refuse') === '1' && this.name === 'games')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await page.goto('/');
  return page;
}

const startScreen = async (page: Page) => {
  await page.getByRole('button', { name: 'New game' }).click();
  return page.getByRole('region', { name: 'Your games' });
};

/** A game's listing as Your games shows it. */
const listed = (page: Page, dealNumber: number) =>
  page
    .getByRole('region', { name: 'Your games' })
    .getByRole('listitem')
    .filter({ hasText: `deal ${dealNumber}` });

for (const { when, refuseAt } of [
  { when: 'from the third write', refuseAt: 2 },
  { when: 'from the first write', refuseAt: 0 },
] as const) {
  test(`IndexedDB refuses writes ${when} while localStorage works: the sign at once; after a new game and a reload no turn is lost`, async ({
    context,
    page,
  }) => {
    await refusing(context, page);
    if (refuseAt === 0) await page.evaluate(() => localStorage.setItem('e2e-refuse', '1'));
    await deal(page, 2024);
    for (let turn = 0; turn < 4; turn++) {
      if (turn === refuseAt / 2 && refuseAt > 0) {
        await pollUntil('the first turns written', async () => (await libraryGames(page))[0]?.actions === refuseAt);
        await page.evaluate(() => localStorage.setItem('e2e-refuse', '1'));
      }
      await playTurn(page);
    }
    const sign = page.getByRole('status', { name: 'Not saved' });
    await expect(sign).toContainText('Your games refused to store it');
    await page.screenshot({ path: `${RESULTS}/storage-refused-${refuseAt}.png` });
    const list = await startScreen(page);
    // Never "No games yet" with a game on the table: it is listed, waiting to be written.
    await expect(list).not.toContainText('No games yet');
    await expect(listed(page, 2024)).toContainText('turn 5');
    await expect(listed(page, 2024)).toContainText('waiting to be written');
    await deal(page, 77);
    await playTurn(page);
    // The reload, with the library taking writes again.
    await page.evaluate(() => localStorage.setItem('e2e-refuse', '0'));
    await page.reload();
    await page.getByRole('navigation', { name: 'Game' }).waitFor();
    await pollUntil('both games whole in the library', async () => {
      const games = await libraryGames(page);
      return games.some((g) => g.deal === 2024 && g.actions === 8) && games.some((g) => g.deal === 77 && g.actions === 2);
    });
    await expect(sign).toHaveCount(0);
    await startScreen(page);
    await expect(listed(page, 2024)).toContainText('in progress, turn 5');
    await expect(listed(page, 2024)).not.toContainText('waiting');
  });
}

test('a malformed entry in the library: the page never blanks, the entry is set aside and named, the rest works', async ({
  context,
  page,
}) => {
  await refusing(context, page);
  await deal(page, 2024);
  await playTurn(page);
  await startScreen(page);
  await deal(page, 77);
  await pollUntil('two games in the library', async () => (await libraryGames(page)).length === 2);
  // A listing with its names gone and one whose result is null, as a damaged or foreign storage may hold.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const open = indexedDB.open('brigadier-library');
        open.onsuccess = () => {
          const tx = open.result.transaction('listing', 'readwrite');
          const store = tx.objectStore('listing');
          // Not the game on the table (deal 77), which the page writes again as it plays.
          const all = store.getAll();
          all.onsuccess = () => {
            const old = all.result.find((g) => g.dealNumber === 2024);
            store.put({ ...old, names: undefined });
            store.put({ ...old, id: 'foreign', summary: { result: null } });
          };
          tx.oncomplete = () => {
            open.result.close();
            done();
          };
        };
      }),
  );
  // With a game on the table, and with none (the save gone): the start screen comes up either way.
  for (const save of ['kept', 'gone']) {
    // The quick save and the tab's own note of its game gone: the page starts with no game on the table.
    if (save === 'gone')
      await page.evaluate((key) => {
        localStorage.removeItem(key);
        sessionStorage.clear();
      }, SAVE_KEY);
    await page.reload();
    if (save === 'kept') await startScreen(page);
    const list = page.getByRole('region', { name: 'Your games' });
    await expect(list).toContainText('2 games could not be read');
    await expect(list).toContainText('kept aside, export them or delete them');
  }
  await page.screenshot({ path: `${RESULTS}/storage-set-aside.png`, fullPage: true });
  await deal(page, 5);
  await pollUntil('the new game written beside the two set aside', async () => (await libraryGames(page)).length === 3);
});

test('a library left by a newer version: named as such, and nothing in it touched', async ({ page, watch }) => {
  // Same origin, not the app: the newer build's database, at version 2 with a store of its own. Shown
  // as a page, the manifest has no icon of its own, so the browser asks for /favicon.ico (the app's
  // pages name theirs), and says the 404 in the console.
  watch.tolerate(/404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/favicon\.ico\)$/);
  await page.goto('/manifest.webmanifest');
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const open = indexedDB.open('brigadier-library', 2);
        open.onupgradeneeded = () => open.result.createObjectStore('future', { keyPath: 'id' }).put({ id: 'x' });
        open.onsuccess = () => {
          open.result.close();
          done();
        };
      }),
  );
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your games' })).toContainText(
    'Your games were saved by a newer version of Brigadier: reload the page to update',
  );
  await deal(page, 2024);
  await playTurn(page);
  const db = await page.evaluate(
    () =>
      new Promise((done) => {
        const open = indexedDB.open('brigadier-library');
        open.onsuccess = () => {
          const stores = [...open.result.objectStoreNames];
          done({ version: open.result.version, stores });
          open.result.close();
        };
      }),
  );
  expect(db).toEqual({ version: 2, stores: ['future'] });
});

test('the library deleted under a live page (site data cleared): noticed, opened again, the game written back whole', async ({
  context,
  page,
}) => {
  await refusing(context, page);
  await deal(page, 2024);
  await playTurn(page);
  await pollUntil('the game in the library', async () => (await libraryGames(page))[0]?.actions === 2);
  await page.evaluate(
    () =>
      new Promise<void>((done, fail) => {
        const request = indexedDB.deleteDatabase('brigadier-library');
        request.onsuccess = () => done();
        request.onerror = () => fail(request.error ?? new Error('the library would not go'));
      }),
  );
  await playTurn(page);
  await playTurn(page);
  await pollUntil('the game written back whole', async () => (await libraryGames(page)).find((g) => g.deal === 2024)?.actions === 6);
  await page.reload();
  await startScreen(page);
  await expect(listed(page, 2024)).toContainText('in progress, turn 4');
});

test('a delete, then a reload before Undo: the game waits in Recently deleted and comes back', async ({ context, page }) => {
  await refusing(context, page);
  await deal(page, 2024);
  await playTurn(page);
  await startScreen(page);
  await deal(page, 77);
  await startScreen(page);
  await page.getByRole('button', { name: /^Delete .*deal 2024$/ }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.reload();
  await startScreen(page);
  const deleted = page.getByRole('region', { name: 'Recently deleted' });
  await expect(deleted).toContainText('deal 2024');
  await page.screenshot({ path: `${RESULTS}/storage-recently-deleted.png`, fullPage: true });
  await deleted.getByRole('button', { name: /^Restore .*deal 2024$/ }).click();
  await expect(deleted).toHaveCount(0);
  await expect(listed(page, 2024)).toContainText('in progress, turn 2');
  expect((await libraryGames(page)).find((g) => g.deal === 2024)).toMatchObject({ actions: 2, deleted: false });
});
// No page error and no policy violation in any case: the page fixture's watch, at each test's end.
