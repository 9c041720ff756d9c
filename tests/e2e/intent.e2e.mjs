// The browser test of one intent, one action and of a hostile save: a double click on Knock
// counts one knock; a double click on a seat's Discard ends that turn once; a save nested thousands of
// levels deep is refused with its reason and kept, and the page plays on.
import { expect, test } from '@playwright/test';
import { servedBrowser } from './browser.mjs';
import { SAVE_KEY } from './harness.mjs';

test.describe.configure({ mode: 'serial' });
const browser = servedBrowser({ width: 1280, height: 800 });
const errors = [];

/** The actions in the save (none before the first one is saved). */
const savedActions = () =>
  browser.page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.save?.record?.actions ?? [], SAVE_KEY);

test.beforeAll(async () => {
  const { page, server } = browser;
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  await page.getByRole('textbox', { name: 'Deal number' }).fill('7');
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  await page.getByRole('navigation', { name: 'Game' }).waitFor();
});

test('a double click on Knock makes one knock (here a false one, R7.3)', async () => {
  const { page } = browser;
  await page.locator('.edge:not(.edge--to-move) .knock').dblclick();
  await expect.poll(async () => (await savedActions()).some((a) => a.type === 'knock'), { message: 'the knock in the save' }).toBe(true);
  await page.waitForTimeout(500);
  const knocks = (await savedActions()).filter((a) => a.type === 'knock');
  expect(knocks.length, 'knocks made').toBe(1);
});

test('a double click on the mover’s Discard ends that turn once, not the next player’s', async () => {
  const { page } = browser;
  await page.keyboard.press('r');
  await expect.poll(async () => (await savedActions()).some((a) => a.type === 'reveal'), { message: 'the reveal in the save' }).toBe(true);
  const before = (await savedActions()).length;
  await page.locator('.edge--to-move').getByRole('button', { name: /Discard and end turn/ }).dblclick();
  await expect.poll(async () => (await savedActions()).length, { message: 'the discard in the save' }).toBeGreaterThan(before);
  await page.waitForTimeout(500);
  const after = (await savedActions()).slice(before);
  expect(after.map((a) => a.type), 'the actions after the double click').toEqual(['discard']);
});

test('a save nested 20,000 levels deep is refused with its reason and kept; the page plays on', async () => {
  const { page } = browser;
  const deep = `{"state":{"save":${'['.repeat(20_000)}${']'.repeat(20_000)}},"version":1}`;
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, deep]);
  await page.reload();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog, 'the refusal gives its reason').toContainText(/nested|deep/i);
  const kept = await page.evaluate(() => Object.values({ ...localStorage }).some((v) => v.length >= 40_000));
  expect(kept, 'the unreadable save was kept').toBe(true);
  expect(errors, 'page errors').toEqual([]);
});

browser.policyCheck();
