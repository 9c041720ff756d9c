// Brigade's solver on the page, by touch at 390×844 and by mouse at 1280×800: a whole deal won by
// following the hints (tapped, or dragged, as the size's hands do), with a move taken back on the way;
// a solution stepped through and closed; and, with "Still winnable?" on, a deliberately bad move that
// loses a winnable deal, said at once, whose offered undo brings back a winnable table. The page's long
// tasks are watched while the solver works: every search is the worker's.
import type { Locator, Page } from '@playwright/test';
import { described, expect, longest, story, test, type LongTask, type LongTasks } from './fixtures.ts';
import { mouseDrag, RESULTS, timeBudget } from './harness.ts';
import { losingPlan, type LosingPlan } from './patience-plan.ts';

/** Deal 36 (grace "up"): a 72-move line, and a bad move along it that the solver proves lost at once. */
const DEAL = 36;
const SIZES = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'desktop', width: 1280, height: 800, touch: false },
] as const;

let plan: LosingPlan;
test.beforeAll(() => {
  const found = losingPlan(DEAL);
  if (!found) throw new Error(`deal ${DEAL}: no losing move along its line`);
  plan = found;
});

/** The settings start with grace "up" and auto-play off, so that the table follows the hints' line move for move. */
async function settings(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('brigade-settings', JSON.stringify({ grace: 'up', autoPlay: false, showWinnable: false, winnableOnly: false }));
  });
}

/** Deals DEAL by its number, from the More menu. */
async function dealIt(page: Page, press: (target: Locator) => Promise<void>) {
  await press(page.getByRole('button', { name: 'More', exact: true }));
  await page.getByLabel('Deal number').fill(String(DEAL));
  await press(page.getByRole('button', { name: 'Deal it' }));
  await expect(page.locator('.pstatus__deal')).toHaveText(`Deal ${DEAL}`);
  await expect(movesShown(page)).toHaveText('0 moves');
}

const movesShown = (page: Page) => page.locator('.pstatus__moves');

function hands(page: Page, touch: boolean) {
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  return {
    press,
    /** The card to `place`: tapped then tapped, or dragged. */
    async move(card: Locator, place: Locator) {
      if (touch) {
        // A card under a run shows only its top strip.
        await card.tap({ position: { x: 10, y: 6 } });
        await place.tap({ position: { x: 8, y: 8 } });
        return;
      }
      const a = (await card.boundingBox())!;
      const b = (await place.boundingBox())!;
      await mouseDrag(page, { x: a.x + a.width / 2, y: a.y + 6 }, { x: b.x + b.width / 2, y: b.y + Math.min(b.height / 2, 40) });
    },
  };
}

/** Asks for a hint, makes its move by hand, and returns the page's long tasks while the solver worked. */
async function followHint(page: Page, touch: boolean, longTasks: LongTasks): Promise<LongTask[]> {
  const before = Number((await movesShown(page).textContent())!.split(' ')[0]);
  const since = await longTasks.now();
  await hands(page, touch).press(page.getByRole('button', { name: 'Hint', exact: true }));
  const card = page.locator('.pcard--hinted');
  await expect(card).toHaveCount(1);
  await expect(page.locator('.pnotice')).toContainText('Hint: ');
  const slow = await longTasks.since(since);
  await hands(page, touch).move(card, page.locator('.pplace--hinted'));
  await expect(movesShown(page)).toHaveText(`${before + 1} move${before === 0 ? '' : 's'}`);
  return slow;
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    const s = story({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });
    test.beforeAll(async () => {
      await settings(s.page);
      await s.page.goto('/');
      await s.page.getByRole('button', { name: 'Brigade — patience for one' }).click();
      await dealIt(s.page, hands(s.page, size.touch).press);
    });

    test('a whole deal won by following the hints, with a move taken back', async () => {
      test.setTimeout(240_000);
      const { page, longTasks } = s;
      const slow: LongTask[] = [];
      for (let i = 0; i < 5; i++) slow.push(...(await followHint(page, size.touch, longTasks)));
      await page.screenshot({ path: `${RESULTS}/patience-hint-${size.name}.png` });
      await hands(page, size.touch).press(page.getByRole('button', { name: 'Undo', exact: true }));
      await expect(movesShown(page)).toHaveText('4 moves');
      for (let i = 0; i < 200 && !(await page.locator('.pstatus__won').isVisible()); i++)
        slow.push(...(await followHint(page, size.touch, longTasks)));
      await expect(page.locator('.pstatus__won')).toBeVisible();
      test.info().annotations.push({ type: 'long tasks while the solver worked', description: described(slow) });
      // The page's own work for the button and the hint's words is small; a search on the page would take seconds.
      expect(longest(slow), `the longest task while the solver worked, ms (${described(slow)})`).toBeLessThanOrEqual(timeBudget(50));
    });

    test('a solution stepped through on the table, and closed with the game unchanged', async () => {
      const { page } = s;
      const press = hands(page, size.touch).press;
      // The won game's dialog is over the table (and, on a phone, the toolbar): its own New deal first.
      await press(page.getByRole('dialog').getByRole('button', { name: 'New deal' }));
      await dealIt(page, press);
      await press(page.getByRole('button', { name: 'More', exact: true }));
      await press(page.getByRole('button', { name: 'Solve' }));
      await expect(page.getByRole('button', { name: 'More', exact: true }), 'the menu closes').toHaveAttribute('aria-expanded', 'false');
      const caption = page.locator('.ptable__caption');
      await expect(caption).toHaveText(new RegExp(`^Solution, move 1 of ${plan.line.length}: `));
      await press(page.getByRole('button', { name: 'Next' }));
      await press(page.getByRole('button', { name: 'Next' }));
      await expect(caption).toHaveText(new RegExp(`^Solution, move 3 of ${plan.line.length}: `));
      await page.screenshot({ path: `${RESULTS}/patience-solution-${size.name}.png` });
      await press(page.getByRole('button', { name: 'Close' }));
      await expect(caption).toHaveCount(0);
      await expect(movesShown(page)).toHaveText('0 moves');
    });

    test('"Still winnable?": a losing move is said at once, and the offered undo brings back a winnable table', async () => {
      const { page, longTasks } = s;
      const press = hands(page, size.touch).press;
      await press(page.getByRole('button', { name: 'More', exact: true }));
      await page.getByRole('checkbox', { name: /whether the deal can still be won/ }).check();
      await press(page.getByRole('button', { name: 'More', exact: true }));
      await expect(page.getByRole('img', { name: 'The deal can still be won' })).toBeVisible();
      for (let i = 0; i < plan.before; i++) await followHint(page, size.touch, longTasks);
      const card = page.locator(`[data-card="${plan.losing.card}"]`);
      const [kind, index] = plan.losing.to.split(':');
      await hands(page, size.touch).move(card, page.locator(`[data-place="patience-${kind}-${index ?? 0}"]`));
      await expect(movesShown(page)).toHaveText(`${plan.before + 1} moves`);
      const where = plan.before === 0 ? 'the start' : `move ${plan.before}`;
      await expect(page.locator('.pnotice')).toContainText(`This deal can no longer be won: undo to ${where}, where it still could`);
      await expect(page.getByRole('img', { name: 'The deal can no longer be won' })).toBeVisible();
      await page.screenshot({ path: `${RESULTS}/patience-lost-${size.name}.png` });
      await press(page.getByRole('button', { name: `Undo to ${where}` }));
      await expect(movesShown(page)).toHaveText(`${plan.before} moves`);
      await expect(page.getByRole('img', { name: 'The deal can still be won' })).toBeVisible();
    });
  });
}
