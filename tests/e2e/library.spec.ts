// The browser test of the games library (every game kept, one writer per game, nothing lost silently):
// two tabs on one game (the second only shows it, takes it over, nothing lost); a new game and a loaded
// file over a game (the old one stays in the library); the browser's storage full mid-game, and storage
// blocked outright (the game plays on, a sign says it is not saved, the file offered holds every action;
// never a blank page). Every test ends with the watch's check that no page of its context broke the
// Content-Security-Policy, threw, or said an error in the console.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, savedGame, story, test } from './fixtures.ts';
import { axeCheck, pageQuiet, RESULTS, SAVE_KEY } from './harness.ts';
import { deal, libraryGames, playTurn } from './library-hands.ts';

/** Polls `check` until it holds, or fails naming `what`. */
const pollUntil = (what: string, check: () => Promise<boolean>) =>
  expect.poll(check, { message: `timed out waiting for ${what}` }).toBe(true);
const savedActions = async (page: Page) => (await savedGame(page).raw())?.state?.save?.record?.actions?.length ?? null;
const savedGameId = (page: Page) => savedGame(page).gameId();

/** The record of the game on the table, as "Save this game to a file" hands it over. */
async function downloadedRecord(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save this game to a file' }).click(),
  ]);
  return JSON.parse(readFileSync(await download.path(), 'utf8'));
}

test.use({ viewport: { width: 1280, height: 800 } });

/** Storage blocked outright, as a browser with site data switched off: the localStorage getter throws, and IndexedDB is refused. */
const blockStorage = (context: BrowserContext) =>
  context.addInitScript(() => {
    const deny = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: deny, configurable: true });
    Object.defineProperty(window, 'indexedDB', { get: deny, configurable: true });
  });

// One browser, tabs opened and closed on one game: each step starts where the last left the tabs.
test.describe('tabs on one game', () => {
  const tabs = story({ viewport: { width: 1280, height: 800 } });
  let first: Page;
  let second: Page;
  let id: string;

  test.beforeAll(async () => {
    first = tabs.page;
    await first.goto('/');
    await deal(first, 2024);
    await playTurn(first);
    await pollUntil('the game in the library', async () => (await libraryGames(first)).some((g) => g.actions === 2));
    id = (await libraryGames(first))[0]!.id;
  });

  test('two tabs: the second shows the game read-only and cannot change it', async () => {
    second = await tabs.context.newPage();
    await second.goto('/');
    await second.getByRole('button', { name: 'Take over this game here' }).waitFor();
    await second.keyboard.press('r');
    // A setting changed in the second tab (a way to lose a game: a stale copy written over newer moves)
    // writes nothing over it.
    await second.getByRole('button', { name: 'Settings' }).click();
    await second.getByLabel(/Sound for knocks/).click();
    await second.keyboard.press('Escape');
    await playTurn(first);
    await pollUntil('the library to hold 4 actions', async () => (await libraryGames(first)).find((g) => g.id === id)?.actions === 4);
    // Whatever the second tab would write, it has written once it has nothing left to do.
    await pageQuiet(second);
    const games = await libraryGames(first);
    expect(
      games.map((g) => g.actions),
      'the games in the library, by their actions',
    ).toEqual([4]);
  });

  test('two tabs: taking over carries on from everything the first tab played, which then only shows it', async () => {
    await second.getByRole('button', { name: 'Take over this game here' }).click();
    await first.getByRole('button', { name: 'Take over this game here' }).waitFor();
    await first.screenshot({ path: `${RESULTS}/library-read-only.png` });
    await second.getByRole('button', { name: 'Take over this game here' }).waitFor({ state: 'detached' });
    await second.bringToFront();
    await playTurn(second);
    await pollUntil('the library to hold 6 actions', async () => (await libraryGames(second)).find((g) => g.id === id)?.actions === 6);
    await first.keyboard.press('r');
    await pageQuiet(first);
    expect(
      (await libraryGames(second)).find((g) => g.id === id)?.actions,
      'the game’s actions (the first tab wrote over it after it was taken over?)',
    ).toBe(6);
    await second.reload();
    await second.getByRole('navigation', { name: 'Game' }).waitFor();
    await pollUntil(
      'the save to hold 6 actions after a reload',
      async () => (await savedActions(second)) === 6 && (await savedGameId(second)) === id,
    );
  });

  test('a new game over a game: the old game stays in the library and can be resumed', async () => {
    await first.close();
    await second.getByRole('button', { name: 'New game' }).click();
    await deal(second, 77);
    await second.keyboard.press('r');
    // Finished, so that the start screen shows the players' records too.
    await second.getByRole('button', { name: 'Resign…' }).first().click();
    await second.getByRole('button', { name: /^Yes, .* resigns$/ }).click();
    await pollUntil('two games in the library', async () => (await libraryGames(second)).length === 2);
    await second.getByRole('button', { name: 'New game…' }).click();
    const list = second.getByRole('region', { name: 'Your games' });
    await expect(list.getByRole('listitem'), 'Your games lists both games').toHaveCount(2);
    await second.getByRole('table').waitFor();
    await second.screenshot({ path: `${RESULTS}/library-your-games.png`, fullPage: true });
    await axeCheck(second, 'the start screen with Your games and Players');
    const old = (await libraryGames(second)).find((g) => g.id === id);
    expect(old?.actions, 'the old game’s actions').toBe(6);
    await list.getByRole('button', { name: /^Resume .*deal 2024$/ }).click();
    await second.getByRole('navigation', { name: 'Game' }).waitFor();
    await pollUntil('the resumed game in the save', async () => (await savedGameId(second)) === id && (await savedActions(second)) === 6);
  });

  test('a file loaded over a game: it is added to the library, the game on the table kept', async () => {
    const record = { format: 'brigadier-game/1', dealNumber: 5, players: ['Ada', 'Ben'], houseRules: {}, actions: [{ type: 'reveal' }] };
    await second
      .getByTestId('record-file')
      .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
    await pollUntil('three games in the library', async () => (await libraryGames(second)).length === 3);
    const games = await libraryGames(second);
    expect(games.find((g) => g.id === id)?.actions, 'the actions of the game that was on the table').toBe(6);
    expect(
      games.some((g) => g.deal === 5 && g.actions === 1),
      'the loaded file is in the library',
    ).toBe(true);
  });
  test('the tab that played a game closes: a tab that showed it carries on, with nothing lost', async () => {
    const third = await tabs.context.newPage();
    await third.goto('/');
    await third.getByRole('button', { name: 'Take over this game here' }).waitFor();
    const loaded = (await libraryGames(third)).find((g) => g.deal === 5)!;
    await second.close();
    await third.getByRole('button', { name: 'Take over this game here' }).waitFor({ state: 'detached' });
    await third.keyboard.press('d');
    await pollUntil(
      'the loaded game to go on in the third tab',
      async () => (await libraryGames(third)).find((g) => g.id === loaded.id)?.actions === 2,
    );
  });
});

test('the save from before the library is migrated into it once, and the save then carries its id', async ({ page }) => {
  await page.goto('/');
  const record = {
    format: 'brigadier-game/1',
    dealNumber: 31,
    players: ['Ada', 'Ben'],
    houseRules: {},
    actions: [{ type: 'reveal' }, { type: 'discard' }],
  };
  const old = { version: 1, state: { save: { record, startedAt: 1_700_000_000_000, finishedAt: null }, settings: {}, setup: {} } };
  await page.evaluate(({ key, text }) => localStorage.setItem(key, text), { key: SAVE_KEY, text: JSON.stringify(old) });
  await page.reload();
  await page.getByRole('navigation', { name: 'Game' }).waitFor();
  await pollUntil('the old game in the library', async () => (await libraryGames(page)).length === 1);
  const [game] = await libraryGames(page);
  expect(game, 'the game in the library').toMatchObject({ deal: 31, actions: 2 });
  await pollUntil('the save to carry the id', async () => (await savedGameId(page)) === game!.id);
  await page.reload();
  await page.getByRole('navigation', { name: 'Game' }).waitFor();
  await pageQuiet(page);
  expect(await libraryGames(page), 'the games after a second start (migrated again?)').toHaveLength(1);
});

test('storage full mid-game: the game plays on, the sign shows, the file holds every action, and what was saved stays', async ({
  context,
  page,
}) => {
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    const isFull = () => (window as unknown as { __full?: boolean }).__full === true;
    Storage.prototype.setItem = function (key, value) {
      if (isFull()) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (...args: Parameters<IDBObjectStore['put']>) {
      if (isFull()) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await page.goto('/');
  await deal(page, 2024);
  await playTurn(page);
  await pollUntil('2 actions saved', async () => (await savedActions(page)) === 2 && (await libraryGames(page))[0]?.actions === 2);
  await page.evaluate(() => ((window as unknown as { __full?: boolean }).__full = true));
  for (let i = 0; i < 3; i++) await playTurn(page);
  const sign = page.getByRole('status', { name: 'Not saved' });
  await expect(sign, 'the sign says storage is full').toContainText(/full/);
  await page.screenshot({ path: `${RESULTS}/library-not-saved.png` });
  const record = await downloadedRecord(page);
  expect(record.actions.length, 'the actions in the file').toBe(8);
  expect(
    [await savedActions(page), (await libraryGames(page))[0]?.actions],
    'what was saved before (the save’s actions, the library’s)',
  ).toEqual([2, 2]);
  await page.evaluate(() => ((window as unknown as { __full?: boolean }).__full = false));
  await playTurn(page);
  await pollUntil('the sign to go once storage works again', async () => (await sign.count()) === 0);
  await pollUntil('10 actions saved once storage works again', async () => (await libraryGames(page))[0]?.actions === 10);
});

test('storage blocked (the localStorage getter throws, IndexedDB refused): no blank page, the game plays on, the sign shows', async ({
  context,
  page,
}) => {
  await blockStorage(context);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Brigadier' }).waitFor();
  await deal(page, 2024);
  const sign = page.getByRole('status', { name: 'Not saved' });
  await expect(sign, 'the sign says storage is blocked').toContainText(/does not let the page keep anything/);
  await playTurn(page);
  const record = await downloadedRecord(page);
  expect(record.actions.length, 'the actions in the file').toBe(2);
});

test('storage blocked: Brigade plays on too, and its sign offers its game as a file', async ({ context, page }) => {
  await blockStorage(context);
  await page.goto('/');
  await page.getByRole('button', { name: 'Brigade — patience for one' }).click();
  const sign = page.getByRole('status', { name: 'Not saved' });
  await expect(sign).toContainText(/does not let the page keep anything.*save it as a file to keep it/);
  const dealNumber = Number(
    (await page
      .getByText(/^Deal \d+/)
      .first()
      .textContent())!.match(/^Deal (\d+)/)![1],
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sign.getByRole('button', { name: 'Save this game to a file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`brigade-deal-${dealNumber}.json`);
  const record = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(record).toMatchObject({ format: 'brigade-game/1', deal: dealNumber, grace: 'up' });
});
