// The browser test of the games library (every game kept, one writer per game, nothing lost silently):
// two tabs on one game (the second only shows it, takes it over, nothing lost); a new game and a loaded
// file over a game (the old one stays in the library); the browser's storage full mid-game, and storage
// blocked outright (the game plays on, a sign says it is not saved, the file offered holds every action;
// never a blank page). Each browser ends with its own check that no page broke the
// Content-Security-Policy.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { launch, policyCheck, preview } from './browser.mjs';
import { assert, axeCheck, RESULTS, SAVE_KEY } from './harness.mjs';
import { deal, libraryGames, playTurn, pollUntil, savedActions, savedGameId } from './library-hands.mjs';

/** The record of the game on the table, as "Save this game to a file" hands it over. */
async function downloadedRecord(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save this game to a file' }).click()]);
  return JSON.parse(readFileSync(await download.path(), 'utf8'));
}

test.describe.configure({ mode: 'serial' });
const errors = [];
let server;
/** The first browser (two tabs, then a third), and the three opened later, each in a fresh profile. */
let tabs;
let fresh;
let full;
let blocked;
let first;
let second;
let id;

test.beforeAll(async () => {
  server = await preview();
  tabs = await launch({ width: 1280, height: 800 });
  first = tabs.page;
  first.on('pageerror', (e) => errors.push(e.message));
  await first.goto(server.url);
  await deal(first, 2024);
  await playTurn(first);
  await pollUntil('the game in the library', async () => (await libraryGames(first)).some((g) => g.actions === 2));
  id = (await libraryGames(first))[0].id;
});

test.afterAll(async () => {
  for (const browser of [tabs, fresh, full, blocked]) await browser?.close();
  server?.stop();
});

test('two tabs: the second shows the game read-only and cannot change it', async () => {
  second = await tabs.context.newPage();
  second.on('pageerror', (e) => errors.push(e.message));
  await second.goto(server.url);
  await second.getByRole('button', { name: 'Take over this game here' }).waitFor();
  await second.keyboard.press('r');
  // A setting changed in the second tab (a way to lose a game: a stale copy written over newer moves)
  // writes nothing over it.
  await second.getByRole('button', { name: 'Settings' }).click();
  await second.getByLabel(/Sound for knocks/).click();
  await second.keyboard.press('Escape');
  await playTurn(first);
  await pollUntil('the library to hold 4 actions', async () => (await libraryGames(first)).find((g) => g.id === id)?.actions === 4);
  await new Promise((r) => setTimeout(r, 300));
  const games = await libraryGames(first);
  assert(games.length === 1 && games[0].actions === 4, `the library holds ${JSON.stringify(games)}`);
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
  await new Promise((r) => setTimeout(r, 300));
  assert((await libraryGames(second)).find((g) => g.id === id)?.actions === 6, 'the first tab wrote over the game after it was taken over');
  await second.reload();
  await second.getByRole('navigation', { name: 'Game' }).waitFor();
  await pollUntil('the save to hold 6 actions after a reload', async () => (await savedActions(second)) === 6 && (await savedGameId(second)) === id);
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
  await list.getByRole('listitem').nth(1).waitFor();
  assert((await list.getByRole('listitem').count()) === 2, 'Your games does not list both games');
  await second.getByRole('table').waitFor();
  await second.screenshot({ path: `${RESULTS}/library-your-games.png`, fullPage: true });
  await axeCheck(second, 'the start screen with Your games and Players');
  const old = (await libraryGames(second)).find((g) => g.id === id);
  assert(old?.actions === 6, `the old game holds ${old?.actions} actions`);
  await list.getByRole('button', { name: /^Resume .*deal 2024$/ }).click();
  await second.getByRole('navigation', { name: 'Game' }).waitFor();
  await pollUntil('the resumed game in the save', async () => (await savedGameId(second)) === id && (await savedActions(second)) === 6);
});

test('a file loaded over a game: it is added to the library, the game on the table kept', async () => {
  const record = { format: 'brigadier-game/1', dealNumber: 5, players: ['Ada', 'Ben'], houseRules: {}, actions: [{ type: 'reveal' }] };
  await second.getByTestId('record-file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await pollUntil('three games in the library', async () => (await libraryGames(second)).length === 3);
  const games = await libraryGames(second);
  assert(games.find((g) => g.id === id)?.actions === 6, 'the game that was on the table lost actions');
  assert(games.some((g) => g.deal === 5 && g.actions === 1), 'the loaded file is not in the library');
});
test('the tab that played a game closes: a tab that showed it carries on, with nothing lost', async () => {
  const third = await tabs.context.newPage();
  third.on('pageerror', (e) => errors.push(e.message));
  await third.goto(server.url);
  await third.getByRole('button', { name: 'Take over this game here' }).waitFor();
  const loaded = (await libraryGames(third)).find((g) => g.deal === 5);
  await second.close();
  await third.getByRole('button', { name: 'Take over this game here' }).waitFor({ state: 'detached' });
  await third.keyboard.press('d');
  await pollUntil('the loaded game to go on in the third tab', async () => (await libraryGames(third)).find((g) => g.id === loaded.id)?.actions === 2);
});
policyCheck(() => tabs, '1280×800', 'the tabs on one game');

test('the save from before the library is migrated into it once, and the save then carries its id', async () => {
  await tabs.close();
  fresh = await launch({ width: 1280, height: 800 });
  const page = fresh.context.pages()[0] ?? (await fresh.tabs.context.newPage());
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  const record = { format: 'brigadier-game/1', dealNumber: 31, players: ['Ada', 'Ben'], houseRules: {}, actions: [{ type: 'reveal' }, { type: 'discard' }] };
  const old = { version: 1, state: { save: { record, startedAt: 1_700_000_000_000, finishedAt: null }, settings: {}, setup: {} } };
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, JSON.stringify(old)]);
  await page.reload();
  await page.getByRole('navigation', { name: 'Game' }).waitFor();
  await pollUntil('the old game in the library', async () => (await libraryGames(page)).length === 1);
  const [game] = await libraryGames(page);
  assert(game.deal === 31 && game.actions === 2, `the library holds ${JSON.stringify(game)}`);
  await pollUntil('the save to carry the id', async () => (await savedGameId(page)) === game.id);
  await page.reload();
  await page.getByRole('navigation', { name: 'Game' }).waitFor();
  await new Promise((r) => setTimeout(r, 300));
  assert((await libraryGames(page)).length === 1, 'a second start migrated the save again');
  await fresh.close();
});
policyCheck(() => fresh, '1280×800', 'a save from before the library');

test('storage full mid-game: the game plays on, the sign shows, the file holds every action, and what was saved stays', async () => {
  full = await launch({ width: 1280, height: 800 });
  await full.context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (window.__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (...args) {
      if (window.__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  const page = full.context.pages()[0] ?? (await full.tabs.context.newPage());
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  await deal(page, 2024);
  await playTurn(page);
  await pollUntil('2 actions saved', async () => (await savedActions(page)) === 2 && (await libraryGames(page))[0]?.actions === 2);
  await page.evaluate(() => (window.__full = true));
  for (let i = 0; i < 3; i++) await playTurn(page);
  const sign = page.getByRole('status', { name: 'Not saved' });
  await sign.waitFor();
  assert(/full/.test(await sign.innerText()), `the sign says: ${await sign.innerText()}`);
  await page.screenshot({ path: `${RESULTS}/library-not-saved.png` });
  const record = await downloadedRecord(page);
  assert(record.actions.length === 8, `the file holds ${record.actions.length} actions, not 8`);
  assert((await savedActions(page)) === 2 && (await libraryGames(page))[0].actions === 2, 'what was saved before was changed');
  await page.evaluate(() => (window.__full = false));
  await playTurn(page);
  await pollUntil('the sign to go once storage works again', async () => (await sign.count()) === 0);
  await pollUntil('10 actions saved once storage works again', async () => (await libraryGames(page))[0]?.actions === 10);
  await full.close();
});
policyCheck(() => full, '1280×800', 'storage full');

test('storage blocked (the localStorage getter throws, IndexedDB refused): no blank page, the game plays on, the sign shows', async () => {
  blocked = await launch({ width: 1280, height: 800 });
  await blocked.context.addInitScript(() => {
    const deny = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: deny, configurable: true });
    Object.defineProperty(window, 'indexedDB', { get: deny, configurable: true });
  });
  const page = blocked.context.pages()[0] ?? (await blocked.tabs.context.newPage());
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Brigadier' }).waitFor();
  await deal(page, 2024);
  const sign = page.getByRole('status', { name: 'Not saved' });
  await sign.waitFor();
  assert(/does not let the page keep anything/.test(await sign.innerText()), `the sign says: ${await sign.innerText()}`);
  await playTurn(page);
  const record = await downloadedRecord(page);
  assert(record.actions.length === 2, `the file holds ${record.actions.length} actions, not 2`);
  await blocked.close();
});
policyCheck(() => blocked, '1280×800', 'storage blocked');

test('no page error in any of the above', () => expect(errors, 'page errors').toEqual([]));
