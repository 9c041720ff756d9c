// What players asked for after the review, in real Chromium: Find it yourself after the knock lesson's
// knock (a right try praised, a wrong try shown the line, house rule H1); a finished game's miss in the
// drills' list “From your games”, its share link opening the drill in a new page; the stalemate nudge after two
// quiet turns (house rule H2, set small at the start screen). Screenshots in test-results/extras-*.png.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeCheck, RESULTS, tableHands } from './harness.ts';
import { deal, playTurn } from './library-hands.ts';
import { knockLessonPlan, missedFaultDeal } from './review-extras-plan.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const NAMES = ['South', 'North'] as const;

/** Opens the knock lesson from the course list and plays its path to the knock. */
async function knockLesson(page: Page, plan: ReturnType<typeof knockLessonPlan>) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Learn to play' }).click();
  await page.getByRole('button', { name: new RegExp(`^Lesson ${plan.number}: ?${plan.title} ?\\(`) }).click();
  for (const step of plan.steps) {
    if (step === 'script') await page.getByRole('button', { name: /North’s next action/ }).click();
    else if (step === 'knock') await page.locator('.edge .knock').first().click();
    else throw new Error(`the knock lesson's path has a ${step} step`);
  }
  const panel = page.getByRole('region', { name: 'Find it yourself' });
  await expect(panel.getByRole('heading'), 'the try offered').toHaveText(`Find it yourself: ${NAMES[plan.offender]} missed a play.`);
  await expect(panel).toContainText('Make the first move of the better line.');
}

test('a lesson’s knock offers Find it yourself: a right try is praised, a wrong one is shown the line', async ({ page }) => {
  const plan = knockLessonPlan();
  const hands = tableHands(page);
  await knockLesson(page, plan);
  await page.screenshot({ path: `${RESULTS}/extras-try.png` });
  await axeCheck(page, 'Find it yourself after a knock');
  await hands.expectTop(plan.right.from, plan.right.card);
  await hands.pointerDrag(plan.right.from, plan.right.to);
  const line = page.getByRole('region', { name: 'The missed foundation play' });
  await expect(line, 'the right try praised').toContainText(`Yes: that is the play ${NAMES[plan.offender]} missed.`);
  await expect(line.getByRole('button', { name: /Show next move/ })).toBeEnabled();
  await page.screenshot({ path: `${RESULTS}/extras-right.png` });

  await knockLesson(page, plan);
  await hands.clickThenClick(plan.wrong.from, plan.wrong.to);
  await expect(line, 'the wrong try told').toContainText(
    /Not that one: .+ leaves the shortest way \(R6\.3\)\. The better line starts with /,
  );
  await line.getByRole('button', { name: /Show next move/ }).click();
  await expect(line, 'the line stepped through').toContainText('The foundation play:');
  await page.screenshot({ path: `${RESULTS}/extras-wrong.png` });
});

test('a finished game’s miss is a drill in “From your games”, and its link opens the drill in a new page', async ({ page, context }) => {
  const plan = missedFaultDeal();
  await page.goto('/');
  await deal(page, plan.dealNumber);
  // The first mover turns up a card and discards (a fault); the other turns up a card without knocking, then resigns.
  await playTurn(page);
  await page.keyboard.press('r');
  const resigner = NAMES[plan.mover === 0 ? 1 : 0];
  await page
    .getByRole('region', { name: `${resigner}'s side` })
    .getByRole('button', { name: 'Resign…' })
    .click();
  await page.getByRole('button', { name: `Yes, ${resigner} resigns` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /New game|Close/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Drills' }).first().click();
  const list = page.getByRole('list', { name: 'Your drills from your games' });
  await expect(list.getByRole('listitem'), 'every drill of the finished game').toHaveCount(plan.drills.length, { timeout: 30_000 });
  await expect(list.getByRole('listitem').first()).toContainText(`${NAMES[plan.mover]} missed a foundation play · turn 1`);
  await page.screenshot({ path: `${RESULTS}/extras-own.png` });
  await axeCheck(page, 'the drills menu with “From your games”');
  const href = await list.getByRole('link', { name: 'Link to share' }).first().getAttribute('href');
  expect(href, 'the share link').toMatch(/#drill-p1\./);
  const other = await context.newPage();
  await other.goto(href!);
  const drill = other.getByRole('region', { name: 'Drill: spot the play' });
  await expect(drill, 'the shared drill in a new page').toContainText('a shared drill', { timeout: 30_000 });
  await other.screenshot({ path: `${RESULTS}/extras-shared.png` });
  await other.close();
});

test('the stalemate nudge offers a draw after N quiet turns (N set to 2 at the start screen)', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Stalemate nudge in turns').fill('2');
  await deal(page, 7);
  await playTurn(page);
  await expect(page.getByRole('status', { name: 'Stalemate nudge' })).toHaveCount(0);
  await playTurn(page);
  const nudge = page.getByRole('status', { name: 'Stalemate nudge' });
  await expect(nudge).toHaveText(/2 turns without a card going home\. Agree a draw\?/);
  await page.screenshot({ path: `${RESULTS}/extras-nudge.png` });
  await axeCheck(page, 'the stalemate nudge');
  await nudge.getByRole('button', { name: 'Play on' }).click();
  await expect(nudge).toHaveCount(0);
});
