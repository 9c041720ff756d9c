// A game played without a mouse (1280×800, two people at one screen): each action of a planned
// self-play game (keys-plan.ts) is played by the keyboard alone — carried with the arrows over the grid
// of places (an Ace to a foundation among them), picked from the list of moves (L, then its number), or
// typed (M, a card and its place, Enter; a question when both packs' cards could go) — and the record is
// checked after each. Space, Space on a card just turned up puts it back (it used to discard it and end
// the turn). The key presses of each move are counted; the medians are printed.
import type { Locator, Page } from '@playwright/test';
import { expect, story, test } from './fixtures.ts';
import { axeCheck, pageQuiet, RESULTS, tableHands } from './harness.ts';
import { keysPlan, type KeyStep } from './keys-plan.ts';

// The plan names the tests, so it is made as the file loads.
const plan = keysPlan();
// One game, played on from each step to the next.
const s = story({ viewport: { width: 1280, height: 800 } });
let page: Page;
let place: (id: string) => Locator;
let topCard: (id: string) => Locator;
let centre: ReturnType<typeof tableHands>['centre'];
let dropPoint: ReturnType<typeof tableHands>['dropPoint'];
let waitFor: ReturnType<typeof tableHands>['waitFor'];
let settled: () => Promise<void>;
type How = KeyStep['how'];
type Count = { n: number };
/** Key presses per action, by the way it was played. */
const presses: Record<How, number[]> = { carry: [], list: [], typed: [] };

test.beforeAll(async () => {
  page = s.page;
  ({ place, topCard, centre, dropPoint, waitFor, settled } = tableHands(page));
  await page.goto('/');
});

const savedActions = () => s.saved.actions();
const expectSaved = async (step: KeyStep) => {
  await waitFor(`the save to hold ${step.actions} actions (${step.what})`, async () => (await savedActions()).length === step.actions);
  const actions = await savedActions();
  expect(actions.at(-1), `the last action saved (${step.what})`).toEqual(step.last);
};
/** One key press, counted. */
const press = async (count: Count, key: string) => {
  count.n++;
  await page.keyboard.press(key);
};
const movesDialog = () => page.getByRole('dialog', { name: /can play/ });

/** Carried by keyboard: Space picks up, an arrow toward the place at each press (up or down to its row, then along it, as a player sees it), Space puts down. */
async function carry(step: Extract<KeyStep, { how: 'carry' }>, count: Count) {
  await settled();
  await topCard(step.from).focus();
  await press(count, 'Space');
  await page.locator('.card--lifted').waitFor({ timeout: 5000 });
  for (let arrows = 0; !(await place(step.to).evaluate((e) => e.classList.contains('place--over'))); arrows++) {
    expect(arrows, `arrows without the card getting over ${step.to}`).toBeLessThan(12);
    const card = await centre(page.locator('.card--lifted'));
    const target = await dropPoint(step.to);
    const [dx, dy] = [target.x - card.x, target.y - card.y];
    // To the place's row first, then along it: the rows are the table's own.
    const key = Math.abs(dy) > 30 ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    await press(count, key);
    if (process.env.KEYS_DEBUG) console.log(key, JSON.stringify(card), JSON.stringify(target));
    // The card glides to its place: it is seen where it came to rest.
    let last = JSON.stringify(card);
    await waitFor(
      'the card to move and come to rest',
      async () => {
        const now = JSON.stringify(await onPage(page.locator('.card--lifted')));
        const resting = now === last && now !== JSON.stringify(card);
        last = now;
        return resting;
      },
      5000,
    );
  }
  await press(count, 'Space');
}

/** From the list: L, then the number; a number that may begin a longer one goes to the field and Enter plays it. */
async function fromList(step: Extract<KeyStep, { how: 'list' }>, count: Count) {
  await press(count, 'l');
  await movesDialog().waitFor();
  const digits = String(step.number);
  for (const digit of digits) await press(count, digit);
  if (step.count >= 10 && Number(digits.charAt(0)) * 10 <= step.count) await press(count, 'Enter');
}

/** Typed: M, the card and its place, Enter; when both packs' cards could go, the number of the one meant. */
async function typed(step: Extract<KeyStep, { how: 'typed' }>, count: Count) {
  await press(count, 'm');
  await movesDialog().getByRole('textbox', { name: 'Type a move' }).waitFor();
  for (const key of step.text) await press(count, key);
  await press(count, 'Enter');
  if (step.then !== null) {
    await movesDialog()
      .getByText(/^Which move of/)
      .waitFor();
    await movesDialog().getByRole('list').getByRole('button').first().focus();
    await press(count, String(step.then));
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (i: number) => sorted[i]!;
  return sorted.length === 0
    ? NaN
    : sorted.length % 2
      ? at((sorted.length - 1) / 2)
      : (at(sorted.length / 2 - 1) + at(sorted.length / 2)) / 2;
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
  // Whatever Space, Space did, it has done once the page is quiet.
  await pageQuiet(page);
  expect((await savedActions()).length, 'the actions after Space, Space (something more than the card put back?)').toBe(before + 1);
  expect(await inPlay.getAttribute('data-card'), 'the card in play').toBe(card);
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
  expect(first, 'the first move in words').toMatch(/ from .* to /);
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
    if (i === 0) expect(step.how === 'carry' ? step.to : step.how, 'the first carry’s place').toMatch(/^foundation:/);
    await page.locator('.moves').waitFor({ state: 'detached', timeout: 5000 });
  }
  const all = [...presses.carry, ...presses.list, ...presses.typed];
  const direct = [...presses.list, ...presses.typed];
  console.log(
    `keys per action: median ${median(all)} (all ${all.length}), direct ${median(direct)} (list ${median(presses.list)}, typed ${median(presses.typed)}), carried ${median(presses.carry)} (${presses.carry.join(', ')})`,
  );
  expect(median(presses.list), 'the median keys of a move from the list').toBeLessThanOrEqual(4);
  expect(Math.max(...presses.carry), 'the most keys of a carry').toBeLessThanOrEqual(12);
});

/**
 * Where the carried card is on the page (not the window: a table taller than a short window scrolls to
 * keep the card in view as it is carried, and then the card can stay put in the window while it moves).
 */
async function onPage(locator: Locator) {
  const { x, y } = await centre(locator);
  const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  return { x: x + scroll.x, y: y + scroll.y };
}

/** Where the carried card is, once it has come to rest after an arrow; null when the arrow moved it nowhere. */
async function arrowAndRest(key: string): Promise<{ x: number; y: number } | null> {
  const lifted = page.locator('.card--lifted');
  const before = JSON.stringify(await onPage(lifted));
  await page.keyboard.press(key);
  let last = before;
  let still = 0;
  let rest: string | null = null;
  // Looked at every 50 ms: at rest once two looks agree away from where it was.
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await onPage(lifted));
        if (now === last && now !== before) rest = now;
        // Still where it was after a few looks: the arrow took it nowhere (the table's side).
        else if (now === before && ++still > 10) rest = 'nowhere';
        last = now;
        return rest !== null;
      },
      { message: `after ${key} the card comes to rest`, intervals: [50], timeout: 5000 },
    )
    .toBe(true);
  return rest === 'nowhere' ? null : JSON.parse(rest!);
}
/** The place the carried card is over, as the table lights it (once only one place is lit). */
async function overPlace() {
  const lit = page.locator('.place--over, .place--refused');
  await waitFor('one place under the card', async () => (await lit.count()) === 1, 2000);
  return lit.getAttribute('data-place');
}
const ARROW: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * Picks up a card of the mover and sweeps the table with the arrows: up to the top row, then along each
 * row both ways, one row down at a time. Every place a card may be dropped on is reached, and every
 * arrow that moves the card moves it the way it points.
 */
async function sweep(view: string) {
  await settled();
  await page.locator('.edge--to-move [data-place^="claw:"] [data-card]').focus();
  await page.keyboard.press('Space');
  await page.locator('.card--lifted').waitFor({ timeout: 5000 });
  const seen = new Set();
  const step = async (key: string) => {
    const from = await onPage(page.locator('.card--lifted'));
    const to = await arrowAndRest(key);
    if (to === null) return false;
    const [dx, dy] = ARROW[key]!;
    expect(
      (to.x - from.x) * dx + (to.y - from.y) * dy,
      `${view}: ${key} moved the card from ${JSON.stringify(from)} to ${JSON.stringify(to)}`,
    ).toBeGreaterThan(0);
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
  const mover = ((await page.locator('.edge--to-move').getAttribute('class')) ?? '').includes('edge--p1') ? 1 : 0;
  const wanted = [
    ...Array.from({ length: 8 }, (_, i) => `tableau:${i}`),
    ...Array.from({ length: 8 }, (_, i) => `foundation:${i}`),
    `discard:${mover}`,
    `claw:${1 - mover}`,
    `discard:${1 - mover}`,
  ];
  const missed = wanted.filter((id) => !seen.has(id));
  expect(missed, `${view}: the places the arrows never reached`).toEqual([]);
}

test('the arrows reach every place and go where they point: South at the bottom, table mode, the phone passed', async () => {
  await sweep('South at the bottom');
  const setting = async (name: RegExp) => {
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

test("at a phone's sizes, upright and sideways (a short window scrolls), the arrows still reach every place the way they point", async () => {
  for (const [width, height] of [
    [390, 844],
    [844, 390],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${RESULTS}/keys-phone-${width}x${height}.png` });
    await sweep(`a phone at ${width}×${height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});

// No page error, no console error and no policy violation: the story's watch, after each test.
