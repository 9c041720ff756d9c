// The browser test of one intent, one action and of a hostile save: a double click on Knock
// counts one knock; a double click on a seat's Discard ends that turn once; a save nested thousands of
// levels deep is refused with its reason and kept, and the page plays on.
import { expect, test, type Saved } from './fixtures.ts';
import { SAVE_KEY } from './harness.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Deal number' }).fill('7');
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  await page.getByRole('navigation', { name: 'Game' }).waitFor();
});

/**
 * The actions saved after the first `from`, once a reveal (R) made after them is saved too: what a double
 * click did is all in the save before the next key's action, so nothing later can add to it.
 */
async function actionsUpToAReveal(saved: Saved, from: number, key: () => Promise<void>) {
  await key();
  await expect
    .poll(async () => (await saved.actions()).slice(from).some((a) => a.type === 'reveal'), {
      message: 'the reveal made after it in the save',
    })
    .toBe(true);
  const after = (await saved.actions()).slice(from);
  return after.slice(
    0,
    after.findIndex((a) => a.type === 'reveal'),
  );
}

test('a double click on Knock makes one knock (here a false one, R7.3)', async ({ page, saved }) => {
  await page.locator('.edge:not(.edge--to-move) .knock').dblclick();
  await expect.poll(async () => (await saved.actions()).some((a) => a.type === 'knock'), { message: 'the knock in the save' }).toBe(true);
  const knocks = (await actionsUpToAReveal(saved, 0, () => page.keyboard.press('r'))).filter((a) => a.type === 'knock');
  expect(knocks.length, 'knocks made').toBe(1);
});

test('a double click on the mover’s Discard ends that turn once, not the next player’s', async ({ page, saved }) => {
  await page.keyboard.press('r');
  await expect.poll(async () => (await saved.actions()).some((a) => a.type === 'reveal'), { message: 'the reveal in the save' }).toBe(true);
  const before = (await saved.actions()).length;
  await page
    .locator('.edge--to-move')
    .getByRole('button', { name: /Discard and end turn/ })
    .dblclick();
  await expect.poll(async () => (await saved.actions()).length, { message: 'the discard in the save' }).toBeGreaterThan(before);
  const after = await actionsUpToAReveal(saved, before, () => page.keyboard.press('r'));
  expect(
    after.map((a) => a.type),
    'the actions after the double click',
  ).toEqual(['discard']);
});

test('a save nested 20,000 levels deep is refused with its reason and kept; the page plays on', async ({ page }) => {
  const deep = `{"state":{"save":${'['.repeat(20_000)}${']'.repeat(20_000)}},"version":1}`;
  await page.evaluate(({ key, text }) => localStorage.setItem(key, text), { key: SAVE_KEY, text: deep });
  await page.reload();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog, 'the refusal gives its reason').toContainText(/nested|deep/i);
  const kept = await page.evaluate(() => Object.values({ ...localStorage }).some((v) => v.length >= 40_000));
  expect(kept, 'the unreadable save was kept').toBe(true);
  // No page error, no console error, no policy violation: the page fixture's watch, at the test's end.
});
