// The browser test of a game's review: a seeded game with a missed fault, loaded and resigned through
// the page; the review opened from the end screen lists the fault as missed, with each player's figures
// as the engine counts them; its missed line plays step by step on the table; its link opens the review
// at that moment in a new page; a bad link is refused with its reason. Screenshots at 390×844 and
// 1280×800 are attached. Then the speed: a 300-turn self-played game reviewed with the page's long tasks
// counted (docs/measurements.md).
import type { TestInfo } from '@playwright/test';
import { expect, longest, story, test, type LongTask } from './fixtures.ts';
import { loadavg } from 'node:os';
import { RESULTS, timeBudget } from './harness.ts';
import { longGamePlan, reviewPlan, type ReviewPlan } from './review-plan.ts';

const s = story({ viewport: { width: 1280, height: 800 } });
let plan: ReviewPlan;
let link = '';

const timeline = () => s.page.getByRole('list', { name: 'The game turn by turn' });
const row = (turn: number) => timeline().locator(`.review__turn[data-turn="${turn}"]`);

/** The page has drawn what it was doing: two frames, then a moment without work asked of it. */
const settled = () =>
  s.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 500)))));

/** A screenshot of the page, attached to the test's output and kept in test-results/ to look at. */
async function attachShot(testInfo: TestInfo, name: string, page = s.page) {
  const path = `${RESULTS}/e2e-${name}.png`;
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function loadRecord(record: unknown, name: string) {
  await s.page
    .getByTestId('record-file')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
}

/** Resigns for `name` through the page: "Resign…", then "Yes". */
async function resign(name: string) {
  const edge = s.page.getByRole('region', { name: `${name}'s side` });
  await edge.getByRole('button', { name: 'Resign…' }).click();
  await edge.getByRole('button', { name: `Yes, ${name} resigns` }).click();
}

test.beforeAll(async () => {
  plan = reviewPlan();
  await s.page.goto('/');
  await s.page.getByRole('button', { name: 'Deal the cards' }).click();
});

test('a seeded game with a missed fault, loaded and resigned: the end screen offers its review', async () => {
  await loadRecord(plan.record, 'missed-fault.json');
  await resign(plan.resigner);
  await expect(s.page.getByRole('dialog')).toContainText('resigned');
  await s.page.getByRole('button', { name: 'Review this game' }).click();
  await expect(s.page.getByRole('heading', { level: 1 })).toHaveText(`Review: ${plan.names[0]} and ${plan.names[1]}`);
});

test('the review lists the fault as missed, and the figures the engine counts', async () => {
  await expect(s.page.getByRole('table', { name: 'Each player’s faults and knocks' })).toBeVisible({ timeout: 20_000 });
  await expect(row(plan.missed.turn)).toContainText(`Turn ${plan.missed.turn} ${plan.missed.player}`);
  await expect(row(plan.missed.turn)).toContainText('Fault, missed');
  const figures = s.page.getByRole('table', { name: 'Each player’s faults and knocks' });
  for (const [words, key] of [
    ['Faults made', 'faultsMade'],
    ['Faults missed', 'faultsMissed'],
    ['False knocks', 'falseKnocks'],
  ] as const) {
    const cells = figures.getByRole('row', { name: new RegExp(`^${words}`) }).getByRole('cell');
    await expect(cells).toHaveText([String(plan.figures[0][key]), String(plan.figures[1][key])]);
  }
});

test('screenshots of the review at 1280×800 and 390×844', async () => {
  const testInfo = test.info();
  await row(plan.missed.turn).getByRole('button').first().click();
  await expect(row(plan.missed.turn).getByRole('button', { name: 'Show the missed line' })).toBeVisible();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await s.page.setViewportSize({ width, height });
    // The top (the names, the figures), then the marked moment with its buttons and link.
    await s.page.evaluate(() => window.scrollTo(0, 0));
    await settled();
    await attachShot(testInfo, `review-${width}x${height}`);
    await row(plan.missed.turn).scrollIntoViewIfNeeded();
    await settled();
    await attachShot(testInfo, `review-moment-${width}x${height}`);
  }
  await s.page.setViewportSize({ width: 1280, height: 800 });
});

test('the missed line plays step by step on the table, then back to the review', async () => {
  const testInfo = test.info();
  link = await row(plan.missed.turn).getByRole('textbox').inputValue();
  await row(plan.missed.turn).getByRole('button', { name: 'Show the missed line' }).click();
  const panel = s.page.getByRole('region', { name: 'The missed foundation play' });
  await expect(panel).toContainText(`Move 1 of ${plan.missed.lineLength}`);
  for (let step = 2; step <= plan.missed.lineLength; step++) {
    await panel.getByRole('button', { name: /Show next move/ }).click();
    await expect(panel).toContainText(`Move ${step} of ${plan.missed.lineLength}`);
  }
  await panel.getByRole('button', { name: /Show next move/ }).click();
  await expect(panel).toContainText('The foundation play');
  await attachShot(testInfo, 'review-missed-line-1280x800');
  await s.page.getByRole('button', { name: 'Back to the review' }).click();
  await expect(row(plan.missed.turn)).toBeVisible();
});

// The drill deck's step ("the drill deck holds it") belongs to "Find it yourself": it goes here, once
// the deck is on the page, opening Drills and finding turn plan.missed.turn's position among the misses.

test('the link opens the review at that moment in a new page', async () => {
  expect(link).toMatch(new RegExp(`#review=[^~]+~${plan.missed.turn}$`));
  const other = await s.context.newPage();
  await other.goto(link);
  const marked = other.locator('.review__turn--marked');
  await expect(marked).toHaveAttribute('data-turn', String(plan.missed.turn), { timeout: 20_000 });
  await expect(marked).toContainText('Fault, missed');
  await expect(marked.getByRole('button', { name: 'Show the missed line' })).toBeInViewport();
  await other.close();
});

test('a bad link is refused with its reason, and the game on the table is kept', async () => {
  const { page } = s;
  await page.evaluate(() => (window.location.hash = 'review=no-such-game~3'));
  await expect(page.getByRole('alert')).toContainText('not here');
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect(page.getByRole('region', { name: `${plan.names[0]}'s side` })).toBeVisible();
  await expect(page.locator('#end-title')).toContainText('resigned');
  await page.evaluate(() => (window.location.hash = 'review=%zz'));
  await expect(page.getByRole('alert')).toContainText('damaged');
});

test('speed: a 300-turn game is reviewed within 2 s, no task over 50 ms', async () => {
  test.setTimeout(300_000);
  const long = longGamePlan();
  const { page, longTasks } = s;
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await loadRecord(long.record, 'long-game.json');
  await expect(page.getByRole('button', { name: 'Review this game' })).toBeVisible({ timeout: 60_000 });
  const timed = async () => {
    await settled();
    const since = await longTasks.now();
    const started = Date.now();
    await page.getByRole('button', { name: 'Review this game' }).click();
    await expect(page.getByRole('table', { name: 'Each player’s faults and knocks' })).toBeVisible({ timeout: 120_000 });
    const took = Date.now() - started;
    const tasks: LongTask[] = await longTasks.since(since);
    return { took, longest: longest(tasks), count: tasks.length };
  };
  const cold = await timed();
  expect(await timeline().locator('.review__turn').count(), 'every turn of the long game reviewed').toBeGreaterThanOrEqual(long.turns - 1);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect(page.getByRole('button', { name: 'Review this game' })).toBeVisible();
  const warm = await timed();
  console.log(
    `figure: load average ${loadavg()[0]!.toFixed(1)}: review of a ${long.turns}-turn game (${long.actions} actions): first ${cold.took} ms (longest task ${cold.longest.toFixed(0)} ms, ${cold.count} over 50 ms); again ${warm.took} ms (longest task ${warm.longest.toFixed(0)} ms, ${warm.count} over 50 ms)`,
  );
  // The goals are 2 s and 50 ms on a quiet machine; the bounds asserted stretch with the load average
  // (timeBudget), since six engineers share its two cores and a busy machine tells nothing of the page.
  expect(warm.took, 'the review of verdicts known from play').toBeLessThan(timeBudget(2000));
  expect(cold.longest, 'the longest task while the review is built').toBeLessThan(timeBudget(50));
  expect(warm.longest, 'the longest task while the review is built again').toBeLessThan(timeBudget(50));
});
