// The browser test of focus for a player without a mouse (and without seeing the table): a game played
// by keyboard alone (Space to pick up, arrows, Space to put down; R, D, K, U), where after every action
// the focus is on a named element, never the page itself; every dialog opened and closed with Esc, Tab
// and Shift+Tab kept inside while open, the focus back on its opener after; Resign's safe answer first;
// and each screen change saying where the player is, in the page's title and on the focused heading.
// Screenshots of the focus ring at each kind of step go to test-results/focus-*.png.
import type { Locator, Page } from '@playwright/test';
import { expect, story, test } from './fixtures.ts';
import { RESULTS, tableHands } from './harness.ts';
import { focusPlan } from './focus-plan.ts';

// One game played by keyboard: each step starts where the last left the focus.
const s = story({ viewport: { width: 1280, height: 800 } });
let plan: ReturnType<typeof focusPlan>;
let page: Page;
let hands: ReturnType<typeof tableHands>;
/** The names of the player to move first, and of the other. */
let mover = '';
let next = '';

/** What has the focus, as the page says it: its tag, data-place, data-card, and whether it is the page itself. */
const focusedFacts = () =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      body: active === null || active === document.body || active === document.documentElement,
      tag: active?.tagName ?? '',
      place: active?.getAttribute('data-place') ?? null,
      card: active?.getAttribute('data-card') ?? null,
      heading: active?.hasAttribute('data-screen-heading') ?? false,
      text: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 80),
    };
  });

/** Waits until the focus is on a named element that is not the page itself, and says what it is. */
async function focusNamed(after: string) {
  await expect.poll(async () => (await focusedFacts()).body, { message: `the focus fell to the page after ${after}` }).toBe(false);
  await expect(page.locator(':focus'), `the focused element after ${after} has a name`).toHaveAccessibleName(/\S/);
  return focusedFacts();
}

let shots = 0;
/** A picture of the focus ring as a keyboard player sees it. */
const shoot = (what: string) => page.screenshot({ path: `${RESULTS}/focus-${String(++shots).padStart(2, '0')}-${what}.png` });

/** Opens a dialog from `opener` by keyboard, checks Tab and Shift+Tab stay inside (when it traps), and closes it with Esc. */
async function dialogRoundTrip(opener: Locator, dialog: Locator, { trap = true, shot }: { trap?: boolean; shot?: string } = {}) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { message: 'the dialog took the focus' }).toBe(true);
  if (shot) await shoot(shot);
  if (trap) {
    for (const key of [
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
    ]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `${key} stayed inside`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(opener, 'the focus is back on the opener').toBeFocused();
}

async function screenIs(title: string, heading: string | RegExp) {
  await expect(page, 'the page title says where the player is').toHaveTitle(title);
  await expect(page.locator(':focus'), 'the new screen’s heading has the focus').toHaveAttribute('data-screen-heading');
  await expect(page.locator(':focus')).toHaveAccessibleName(heading);
}

test.beforeAll(async () => {
  plan = focusPlan();
  mover = plan.names[plan.mover];
  next = plan.names[1 - plan.mover]!;
  page = s.page;
  hands = tableHands(page);
  await page.goto('/');
});

test('the start screen: How to play keeps the focus inside and gives it back on Esc', async () => {
  await expect(page).toHaveTitle('Start a game and Your games — Brigadier');
  await dialogRoundTrip(page.getByRole('button', { name: 'How to play' }).first(), page.getByRole('dialog', { name: 'How to play' }), {
    shot: 'how-to-play',
  });
});

test('dealing by keyboard brings the table: its title names the player to move, its heading has the focus', async () => {
  await page.getByLabel('Player on the left column, bottom edge').fill(plan.names[0]);
  await page.getByLabel('Player on the right column, top edge').fill(plan.names[1]);
  await page.getByRole('textbox', { name: 'Deal number' }).fill(String(plan.dealNumber));
  await page.getByLabel(/^Take-back:/).check();
  await page.getByRole('button', { name: 'Deal the cards' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('navigation', { name: 'Game' }).waitFor();
  await screenIs(`Brigadier — ${mover} to play`, `Brigadier: ${plan.names[0]} against ${plan.names[1]}`);
});

test('a card put on a foundation by keyboard: the foundation it landed on has the focus', async () => {
  await hands.keyboardMove(plan.ace.from, plan.ace.to);
  const facts = await focusNamed('a foundation play');
  // Every empty foundation is "a new foundation": the Ace may land on any of them.
  expect(facts.place, 'focused place').toMatch(/^foundation:/);
  expect(await page.locator(':focus').locator(`[data-card="${plan.ace.card}"]`).count(), 'the Ace lies in the focused place').toBe(1);
  await hands.settled();
  await shoot('foundation');
});

test('a card moved between piles by keyboard keeps the focus, in its new place', async () => {
  await hands.keyboardMove(plan.between.from, plan.between.to);
  await expect.poll(async () => (await focusNamed('a tableau move')).card, { message: 'the focused card' }).toBe(String(plan.between.card));
  expect(await page.locator(':focus').evaluate((e) => e.closest('[data-place]')?.getAttribute('data-place'))).toBe(plan.between.to);
  await hands.settled();
  await shoot('card-moved');
});

test('U: the card taken back has the focus, back where it came from', async () => {
  await page.keyboard.press('u');
  await expect.poll(async () => (await focusNamed('U')).card, { message: 'the focused card' }).toBe(String(plan.between.card));
  await expect
    .poll(() => page.locator(':focus').evaluate((e) => e.closest('[data-place]')?.getAttribute('data-place')))
    .toBe(plan.between.from);
});

test('R: the card turned up has the focus', async () => {
  await page.keyboard.press('r');
  await expect.poll(async () => (await focusNamed('R')).text).toMatch(/your deck \(the card in play\)/);
  await hands.settled();
  await shoot('revealed');
});

test('D: the next player’s deck has the focus, and the title names them', async () => {
  await page.keyboard.press('d');
  await expect.poll(async () => (await focusNamed('D')).place).toBe(`deck:${1 - plan.mover}`);
  await expect(page).toHaveTitle(`Brigadier — ${next} to play`);
  await hands.settled();
  await shoot('next-deck');
});

test('K: the knock’s verdict has the focus (a valid one: its lesson); Esc back to the game keeps a focus', async () => {
  await page.keyboard.press('k');
  const facts = await focusNamed('K');
  if (plan.knockValid) {
    await expect(page.locator(':focus'), 'the lesson’s headline').toHaveAttribute('data-focus', 'lesson');
    await shoot('knock-lesson');
    await page.keyboard.press('Escape');
    await focusNamed('the lesson closed');
  } else {
    expect(facts.place, 'after a false knock, the mover’s deck').toBe(`deck:${1 - plan.mover}`);
  }
});

test('every panel of the toolbar: opened by keyboard, Tab stays inside, Esc gives the focus back', async () => {
  const toolbar = page.getByRole('navigation', { name: 'Game' });
  await dialogRoundTrip(toolbar.getByRole('button', { name: 'Keys' }), page.getByRole('dialog', { name: 'Keys' }), { shot: 'keys' });
  await dialogRoundTrip(toolbar.getByRole('button', { name: 'Settings' }), page.getByRole('dialog', { name: 'Settings' }));
  await dialogRoundTrip(toolbar.getByRole('button', { name: 'Share position' }), page.getByRole('dialog', { name: 'Share this position' }));
  // The log is a panel beside the table, not a dialog: Tab may leave it; Esc still closes it.
  await dialogRoundTrip(toolbar.getByRole('button', { name: 'Log' }), page.getByRole('complementary', { name: 'Game log' }), {
    trap: false,
  });
});

test('Resign… asks with No first and focused; Esc answers No, back on Resign…', async () => {
  const edge = page.getByRole('region', { name: `${next}'s side` });
  const resign = edge.getByRole('button', { name: 'Resign…' });
  await resign.focus();
  await page.keyboard.press('Enter');
  await expect(edge.getByRole('button', { name: 'No' }), 'the safe answer has the focus').toBeFocused();
  await shoot('resign-question');
  await page.keyboard.press('Escape');
  await expect(resign, 'Esc gives the focus back to Resign…').toBeFocused();
  await expect(page).toHaveTitle(`Brigadier — ${next} to play`);
});

test('a pointer player’s action moves no focus ring into view', async () => {
  const edge = page.getByRole('region', { name: `${next}'s side` });
  const deck = edge.locator(`[data-place="deck:${1 - plan.mover}"]`);
  await deck.click();
  await expect(edge.locator(`[data-place="inPlay:${1 - plan.mover}"]`), 'the card turned up').toBeVisible();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(
    await page.evaluate(() => document.querySelector(':focus-visible')?.outerHTML.slice(0, 120) ?? null),
    'an element showing the focus ring',
  ).toBeNull();
  await focusNamed('a click on the deck');
});

test('screen changes: the start screen, Learn, Drills, the analysis board and back, each titled and focused on its heading', async () => {
  await page.getByRole('button', { name: 'New game' }).click();
  await screenIs('Start a game and Your games — Brigadier', 'Brigadier');
  await page.getByRole('button', { name: 'Learn to play' }).click();
  await screenIs('Learn to play — Brigadier', 'Learn to play');
  await page.getByRole('button', { name: 'Drills' }).click();
  await screenIs('Drills — Brigadier', 'Drills');
  await page.getByRole('button', { name: 'Back to the start' }).click();
  await screenIs('Start a game and Your games — Brigadier', 'Brigadier');
  await page.getByRole('button', { name: 'Analysis board' }).click();
  await screenIs('Analysis board — Brigadier', /^Analysis board/);
  await shoot('analysis-heading');
});

test('the analysis board’s dialogs: Set up a position and Play from here keep and give back the focus', async () => {
  const setUp = page.getByRole('button', { name: 'Set up a position…' });
  await dialogRoundTrip(setUp, page.getByRole('dialog', { name: 'Set up a position' }), { shot: 'setup' });
  // A deal's start set up (the game's own table offers no "Play from here"): the dialog closes by its
  // choice, and the focus is back on its opener too.
  await setUp.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Set up a position' }).getByRole('button', { name: 'Deal it' }).click();
  await page.getByRole('dialog', { name: 'Set up a position' }).waitFor({ state: 'detached' });
  await expect(setUp, 'the focus is back on Set up a position…').toBeFocused();
  await dialogRoundTrip(page.getByRole('button', { name: 'Play from here…' }), page.getByRole('dialog', { name: 'Play from here' }));
  await dialogRoundTrip(page.getByRole('button', { name: 'Copy share link' }), page.getByRole('dialog', { name: 'Share this position' }));
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await screenIs(`Brigadier — ${next} to play`, `Brigadier: ${plan.names[0]} against ${plan.names[1]}`);
});

test('the end: Yes resigns; the end screen opens on its headline, keeps Tab inside, and Esc gives the focus to Results', async () => {
  const edge = page.getByRole('region', { name: `${next}'s side` });
  await edge.getByRole('button', { name: 'Resign…' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(edge.getByRole('button', { name: /^Yes, .* resigns$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const end = page.getByRole('dialog', { name: /wins/ });
  await end.waitFor();
  await expect(page.locator(':focus'), 'the end screen’s headline').toHaveAccessibleName(new RegExp(`${mover} wins`));
  await expect(page).toHaveTitle(`Brigadier — ${mover} wins, the results`);
  await shoot('end-screen');
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await end.evaluate((d) => d.contains(document.activeElement)), `${key} stayed inside the end screen`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await end.waitFor({ state: 'detached' });
  await expect(page.getByRole('button', { name: 'Results' })).toBeFocused();
  await expect(page).toHaveTitle(`Brigadier — ${mover} wins`);
  await shoot('results-button');
});

// No page error, no console error and no policy violation: the story's watch, after each test.
