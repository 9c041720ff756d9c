// The browser test of a game's review: a seeded game with a missed fault, loaded and resigned through
// the page; the review opened from the end screen lists the fault as missed, with each player's figures
// as the engine counts them; its missed line plays step by step on the table; the drills' list "From your
// games" holds the fault as a drill whose answer is praised; its link, carrying the game, opens the review
// at that moment in a fresh browser (an empty library); a bad link is refused with its reason. Screenshots at 390×844 and
// 1280×800 are attached. Then the speed: a 300-turn self-played game reviewed with the page's long tasks
// counted (docs/measurements.md).
import type { TestInfo } from '@playwright/test';
import { expect, longest, story, test, type LongTask } from './fixtures.ts';
import { loadavg } from 'node:os';
import { RESULTS, tableHands, timeBudget } from './harness.ts';
import { watchContext } from './page-watch.ts';
import { longGamePlan, reviewPlan, type ReviewPlan } from './review-plan.ts';

const s = story({ viewport: { width: 1280, height: 800 } });
let plan: ReviewPlan;
let link = '';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

test('the drill deck holds it: “From your games” lists the fault for the player who made it, and its answer is praised', async () => {
  const { page } = s;
  const testInfo = test.info();
  await page.getByRole('button', { name: 'Your games' }).click();
  await page.getByRole('button', { name: 'Drills' }).first().click();
  const list = page.getByRole('list', { name: 'Your drills from your games' });
  await expect(list, 'the finished game read for misses').toBeVisible({ timeout: 30_000 });
  const whose = page.getByLabel('Whose misses');
  if ((await whose.count()) > 0) await whose.selectOption({ label: `${plan.missed.player}’s` });
  const drill = list
    .getByRole('listitem')
    .filter({ hasText: `${plan.missed.player} missed a foundation play · turn ${plan.missed.turn} ·` });
  await expect(drill, 'the missed fault, a drill for the player who made it').toHaveCount(1);
  // The drill is the fault's own position: its share link carries that position.
  await expect(drill.getByRole('link', { name: 'Link to share' })).toHaveAttribute(
    'href',
    new RegExp(`#drill-${escaped(plan.missed.link)}$`),
  );
  await drill.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('region', { name: 'Drill: spot the play' })).toBeVisible({ timeout: 20_000 });
  const hands = tableHands(page);
  for (const step of plan.missed.line) {
    await hands.expectTop(step.from, step.card);
    await hands.pointerDrag(step.from, step.to);
  }
  await expect(page.locator('.coach__feedback'), 'the missed line, played, praised').toContainText('Found it');
  await attachShot(testInfo, 'review-own-drill-1280x800');
});

test('the link opens the review at that moment in a fresh browser, and keeps the game there only when asked', async ({ browser }) => {
  expect(link).toMatch(new RegExp(`#review=g1\\.[A-Za-z0-9_-]+~${plan.missed.turn}$`));
  // A browser of its own: an empty library, no saved game, as a friend's who opens the link.
  const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const watch = await watchContext(fresh);
  const other = await fresh.newPage();
  await other.goto(link);
  const marked = other.locator('.review__turn--marked');
  await expect(marked).toHaveAttribute('data-turn', String(plan.missed.turn), { timeout: 20_000 });
  await expect(marked).toContainText('Fault, missed');
  await expect(marked.getByRole('button', { name: 'Show the missed line' })).toBeInViewport();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(`Review: ${plan.names[0]} and ${plan.names[1]}`);
  await other.getByRole('button', { name: 'Keep this game in Your games' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'your games' })).toHaveText('1 game added to your games.', { timeout: 20_000 });
  await other.getByRole('button', { name: 'Your games', exact: true }).click();
  await expect(other.locator('[data-game-id]'), 'the kept game, alone in the new browser').toHaveCount(1, { timeout: 20_000 });
  watch.expectClean('the link in a fresh browser');
  await fresh.close();
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
  await page.evaluate(() => (window.location.hash = 'review=g1.AAAA~3'));
  await expect(page.getByRole('alert')).toContainText('This review link is damaged: its game is cut short or changed.');
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
