// A game played without a mouse (1280×800, two people at one screen): each action of a planned
// self-play game (keys-plan.ts) is played by the keyboard alone — carried with the arrows over the grid
// of places (an Ace to a foundation among them), picked from the list of moves (L, then its number), or
// typed (M, a card and its place, Enter; a question when both packs' cards could go) — and the record is
// checked after each. Space, Space on a card just turned up puts it back (it used to discard it and end
// the turn). The key presses of each move are counted; the medians are printed.
import { spawnSync } from 'node:child_process';
import { test } from '@playwright/test';
import { servedBrowser } from './browser.mjs';
import { assert, axeCheck, RESULTS, SAVE_KEY, tableHands } from './harness.mjs';

function makePlan() {
  const run = spawnSync('npx', ['tsx', 'tests/e2e/keys-plan.ts'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the plan failed:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

const plan = makePlan();
test.describe.configure({ mode: 'serial' });
const browser = servedBrowser({ width: 1280, height: 800 });
let page;
let place, topCard, centre, dropPoint, waitFor, settled;
/** Key presses per action, by the way it was played. */
const presses = { carry: [], list: [], typed: [] };

test.beforeAll(async () => {
  ({ page } = browser);
  ({ place, topCard, centre, dropPoint, waitFor, settled } = tableHands(page));
  await page.goto(browser.server.url);
});

const saved = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SAVE_KEY);
const savedActions = async () => (await saved())?.state?.save?.record?.actions ?? [];
const expectSaved = async (step) => {
  await waitFor(`the save to hold ${step.actions} actions (${step.what})`, async () => (await savedActions()).length === step.actions);
  const actions = await savedActions();
  assert(JSON.stringify(actions.at(-1)) === JSON.stringify(step.last), `last action ${JSON.stringify(actions.at(-1))}, expected ${JSON.stringify(step.last)} (${step.what})`);
};
/** One key press, counted. */
const press = async (count, key) => {
  count.n++;
  await page.keyboard.press(key);
};
const movesDialog = () => page.getByRole('dialog', { name: /can play/ });

/** Carried by keyboard: Space picks up, an arrow toward the place at each press (up or down to its row, then along it, as a player sees it), Space puts down. */
async function carry(step, count) {
  await settled();
  await topCard(step.from).focus();
  await press(count, 'Space');
  await page.locator('.card--lifted').waitFor({ timeout: 5000 });
  for (let arrows = 0; !(await place(step.to).evaluate((e) => e.classList.contains('place--over'))); arrows++) {
    assert(arrows < 12, `the card never got over ${step.to} in 12 arrows`);
    const card = await centre(page.locator('.card--lifted'));
    const target = await dropPoint(step.to);
    const [dx, dy] = [target.x - card.x, target.y - card.y];
    // To the place's row first, then along it: the rows are the table's own.
    const key = Math.abs(dy) > 30 ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    await press(count, key);
    if (process.env.KEYS_DEBUG) console.log(key, JSON.stringify(card), JSON.stringify(target));
    // The card glides to its place: it is seen where it came to rest.
    let last = JSON.stringify(card);
    await waitFor('the card to move and come to rest', async () => {
      const now = JSON.stringify(await onPage(page.locator('.card--lifted')));
      const resting = now === last && now !== JSON.stringify(card);
      last = now;
      return resting;
    }, 5000);
  }
  await press(count, 'Space');
}

/** From the list: L, then the number; a number that may begin a longer one goes to the field and Enter plays it. */
async function fromList(step, count) {
  await press(count, 'l');
  await movesDialog().waitFor();
  const digits = String(step.number);
  for (const digit of digits) await press(count, digit);
  if (step.count >= 10 && Number(digits[0]) * 10 <= step.count) await press(count, 'Enter');
}

/** Typed: M, the card and its place, Enter; when both packs' cards could go, the number of the one meant. */
async function typed(step, count) {
  await press(count, 'm');
  await movesDialog().getByRole('textbox', { name: 'Type a move' }).waitFor();
  for (const key of step.text) await press(count, key);
  await press(count, 'Enter');
  if (step.then !== null) {
    await movesDialog().getByText(/^Which move of/).waitFor();
    await movesDialog().getByRole('list').getByRole('button').first().focus();
    await press(count, String(step.then));
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

test(`deal ${plan.dealNumber} from the start screen`, async () => {
  await page.getByLabel('Player on the left column, bottom edge').fill(plan.names[0]);
  await page.getByLabel('Player on the right column, top edge').fill(plan.names[1]);
  await page.getByRole('textbox', { name: 'Deal number' }).fill(String(plan.dealNumber));
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  await page.locator('.table').waitFor();
});

test('Space, Space on a card just turned up puts it back: the turn goes on', async () => {
  const before = (await savedActions()).length;
  await page.keyboard.press('r');
  await waitFor('the card in play', async () => (await savedActions()).length === before + 1);
  const inPlay = page.locator('[data-place^="inPlay:"] [data-card]');
  await settled();
  const card = await inPlay.getAttribute('data-card');
  await inPlay.focus();
  await page.keyboard.press('Space');
  await page.locator('.card--lifted').waitFor({ timeout: 5000 });
  await page.keyboard.press('Space');
  await page.locator('.card--lifted').waitFor({ state: 'detached', timeout: 5000 });
  await page.waitForTimeout(300);
  assert((await savedActions()).length === before + 1, 'Space, Space did something more than put the card back');
  assert((await inPlay.getAttribute('data-card')) === card, 'the card in play is no longer in play');
  // Back to the planned game: the reveal is taken back by loading the deal again.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('textbox', { name: 'Deal number' }).fill(String(plan.dealNumber));
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  await waitFor('the fresh deal', async () => (await savedActions()).length === 0);
});

test('the list of moves is axe-clean and says the moves in words', async () => {
  await page.keyboard.press('l');
  await movesDialog().waitFor();
  const first = await movesDialog().getByRole('list').getByRole('button').first().innerText();
  assert(/ from .* to /.test(first), `the first move reads "${first}"`);
  await page.screenshot({ path: `${RESULTS}/keys-moves-list.png` });
  await axeCheck(page, 'the list of moves');
  await page.keyboard.press('Escape');
  await movesDialog().waitFor({ state: 'detached' });
});

test(`${plan.steps.length} actions by the keyboard alone, each checked in the record`, async () => {
  for (const [i, step] of plan.steps.entries()) {
    const count = { n: 0 };
    if (step.how === 'carry') await carry(step, count);
    else if (step.how === 'list') await fromList(step, count);
    else await typed(step, count);
    await expectSaved(step);
    presses[step.how].push(count.n);
    console.log(`  ${i + 1}. ${step.how}: ${count.n} keys — ${step.what}`);
    if (i === 0) assert(step.to.startsWith('foundation:'), 'the first carry is not to a foundation');
    await page.locator('.moves').waitFor({ state: 'detached', timeout: 5000 });
  }
  const all = [...presses.carry, ...presses.list, ...presses.typed];
  const direct = [...presses.list, ...presses.typed];
  console.log(
    `keys per action: median ${median(all)} (all ${all.length}), direct ${median(direct)} (list ${median(presses.list)}, typed ${median(presses.typed)}), carried ${median(presses.carry)} (${presses.carry.join(', ')})`,
  );
  assert(median(presses.list) <= 4, `the list took a median of ${median(presses.list)} keys`);
  assert(Math.max(...presses.carry) <= 12, `a carry took ${Math.max(...presses.carry)} keys`);
});

/**
 * Where the carried card is on the page (not the window: a table taller than a short window scrolls to
 * keep the card in view as it is carried, and then the card can stay put in the window while it moves).
 */
async function onPage(locator) {
  const { x, y } = await centre(locator);
  const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  return { x: x + scroll.x, y: y + scroll.y };
}

/** Where the carried card is, once it has come to rest after an arrow; null when the arrow moved it nowhere. */
async function arrowAndRest(key) {
  const before = JSON.stringify(await onPage(page.locator('.card--lifted')));
  await page.keyboard.press(key);
  let last = before;
  for (let i = 0; i < 100; i++) {
    await page.waitForTimeout(50);
    const now = JSON.stringify(await onPage(page.locator('.card--lifted')));
    if (now === last && now !== before) return JSON.parse(now);
    // Still where it was after a few frames: the arrow took it nowhere (the table's side).
    if (now === before && i >= 10) return null;
    last = now;
  }
  throw new Error(`after ${key} the card never came to rest`);
}
/** The place the carried card is over, as the table lights it (once only one place is lit). */
async function overPlace() {
  const lit = page.locator('.place--over, .place--refused');
  await waitFor('one place under the card', async () => (await lit.count()) === 1, 2000);
  return lit.getAttribute('data-place');
}
const ARROW = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * Picks up a card of the mover and sweeps the table with the arrows: up to the top row, then along each
 * row both ways, one row down at a time. Every place a card may be dropped on is reached, and every
 * arrow that moves the card moves it the way it points.
 */
async function sweep(view) {
  await settled();
  await page.locator('.edge--to-move [data-place^="claw:"] [data-card]').focus();
  await page.keyboard.press('Space');
  await page.locator('.card--lifted').waitFor({ timeout: 5000 });
  const seen = new Set();
  const step = async (key) => {
    const from = await onPage(page.locator('.card--lifted'));
    const to = await arrowAndRest(key);
    if (to === null) return false;
    const [dx, dy] = ARROW[key];
    assert((to.x - from.x) * dx + (to.y - from.y) * dy > 0, `${view}: ${key} moved the card from ${JSON.stringify(from)} to ${JSON.stringify(to)}`);
    const over = await overPlace();
    seen.add(over);
    if (process.env.KEYS_DEBUG) console.log(view, key, over, await page.locator('[id^="DndLiveRegion"]').textContent(), JSON.stringify(to));
    return true;
  };
  while (await step('ArrowUp'));
  do {
    while (await step('ArrowLeft'));
    while (await step('ArrowRight'));
  } while (await step('ArrowDown'));
  await page.keyboard.press('Escape');
  await page.locator('.card--lifted').waitFor({ state: 'detached', timeout: 5000 });
  const mover = (await page.locator('.edge--to-move').getAttribute('class')).includes('edge--p1') ? 1 : 0;
  const wanted = [...Array.from({ length: 8 }, (_, i) => `tableau:${i}`), ...Array.from({ length: 8 }, (_, i) => `foundation:${i}`), `discard:${mover}`, `claw:${1 - mover}`, `discard:${1 - mover}`];
  const missed = wanted.filter((id) => !seen.has(id));
  assert(missed.length === 0, `${view}: the arrows never reached ${missed.join(', ')}`);
}

test('the arrows reach every place and go where they point: South at the bottom, table mode, the phone passed', async () => {
  await sweep('South at the bottom');
  const setting = async (name) => {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel(name).click();
    await page.keyboard.press('Escape');
  };
  await setting(/Table mode/);
  await sweep('table mode');
  await setting(/Table mode/);
  await setting(/Pass the phone/);
  await page.screenshot({ path: `${RESULTS}/keys-phone-passed.png` });
  await sweep('the phone passed');
});

test('at a phone\'s sizes, upright and sideways (a short window scrolls), the arrows still reach every place the way they point', async () => {
  for (const [width, height] of [
    [390, 844],
    [844, 390],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${RESULTS}/keys-phone-${width}x${height}.png` });
    await sweep(`a phone at ${width}×${height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});

browser.policyCheck();
