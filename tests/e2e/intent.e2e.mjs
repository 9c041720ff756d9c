// The browser test of one intent, one action and of a hostile save (issue 12): a double click on Knock
// counts one knock; a double click on a seat's Discard ends that turn once; a save nested thousands of
// levels deep is refused with its reason and kept, and the page plays on. Ends with
// `e2e: N passed, M failed`. E2E_SKIP_BUILD=1 reuses dist/.
import { build, launch, preview } from './browser.mjs';
import { assert, runAll, SAVE_KEY, test, pollUntil } from './harness.mjs';

/** The record in the save, or null. */
const savedRecord = (page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.save?.record ?? null, SAVE_KEY);

async function main() {
  if (!process.env.E2E_SKIP_BUILD) build();
  const server = await preview();
  const { context, close } = await launch({ width: 1280, height: 800 });
  const errors = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    await page.getByRole('textbox', { name: 'Deal number' }).fill('7');
    await page.getByRole('button', { name: 'Deal the cards' }).click();
    await page.getByRole('navigation', { name: 'Game' }).waitFor();

    await test('a double click on Knock makes one knock (here a false one, R7.3)', async () => {
      const watcherKnock = page.locator('.edge:not(.edge--to-move) .knock');
      await watcherKnock.dblclick();
      await pollUntil('the knock in the save', async () => ((await savedRecord(page))?.actions ?? []).some((a) => a.type === 'knock'));
      await page.waitForTimeout(500);
      const knocks = (await savedRecord(page)).actions.filter((a) => a.type === 'knock');
      assert(knocks.length === 1, `${knocks.length} knocks were made`);
    });

    await test('a double click on the mover’s Discard ends that turn once, not the next player’s', async () => {
      await page.keyboard.press('r');
      await pollUntil('the reveal', async () => (await savedRecord(page)).actions.some((a) => a.type === 'reveal'));
      const before = (await savedRecord(page)).actions.length;
      await page.locator('.edge--to-move').getByRole('button', { name: /Discard and end turn/ }).dblclick();
      await pollUntil('the discard', async () => (await savedRecord(page)).actions.length > before);
      await page.waitForTimeout(500);
      const after = (await savedRecord(page)).actions.slice(before);
      assert(after.length === 1 && after[0].type === 'discard', `after the double click: ${JSON.stringify(after)}`);
    });

    await test('a save nested 20,000 levels deep is refused with its reason and kept; the page plays on', async () => {
      const deep = `{"state":{"save":${'['.repeat(20_000)}${']'.repeat(20_000)}},"version":1}`;
      await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, deep]);
      await page.reload();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      const text = await dialog.innerText();
      assert(/nested|deep/i.test(text), `the refusal says "${text.slice(0, 200)}"`);
      const kept = await page.evaluate(() => Object.values({ ...localStorage }).some((v) => v.length >= 40_000));
      assert(kept, 'the unreadable save was not kept');
      assert(errors.length === 0, errors.join('\n'));
    });
  } finally {
    await close();
    server.stop();
  }
}

runAll(main);
