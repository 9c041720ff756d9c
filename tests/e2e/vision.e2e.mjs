// The low-vision browser test. On a 1280×800 window held with a mouse, every screen (the start screen
// and Your games, How to play, the course and a lesson, the drills and a drill, the analysis board, the
// table on a turn, with a card selected, with a knock's missed line, with the Settings open, the end
// screen) is checked by axe under the WCAG 2.2 AA tags and best practice, again in forced colours;
// every target a mouse aims at is 24×24 px at least; the focus ring contrasts 3:1 with every background
// it meets; the deck's ready sign is not the focus ring; forced colours keep every highlight. Then the
// small windows: 320 px wide (a phone, 320×568) and 320×200 (1280×800 at 400%) reflow without sideways
// scrolling, cards stay readable and every control can be scrolled to; zoom makes cards larger on
// screen. Zoom is emulated as the browser does it: the window's CSS size divided by the zoom and the
// device pixel ratio multiplied by it (launch's deviceScaleFactor). Page scale (pinch zoom,
// Emulation.setPageScaleFactor) would not do: it keeps the layout and only magnifies the picture.
// Screenshots go to test-results/ (and to VISION_SHOTS, a folder, when given).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { test } from '@playwright/test';
import { launch, policyCheck, preview } from './browser.mjs';
import { animationsDone, assert, RESULTS, SAVE_KEY } from './harness.mjs';
import { axeBothWays, check, focusRings, smallTargets } from './vision-measure.mjs';

const SHOTS = process.env.VISION_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

function makePlan() {
  const run = spawnSync('npx', ['tsx', 'tests/e2e/devices-plan.ts'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the plan failed:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** Puts the planned game mid-way on the table, as the page saves it. */
async function loadGame(page, plan) {
  await page.evaluate(
    ([key, record]) =>
      localStorage.setItem(key, JSON.stringify({ version: 1, state: { save: { record, startedAt: null, finishedAt: null }, settings: { tableMode: false, sound: false }, setup: { names: record.players, rules: record.houseRules } } })),
    [SAVE_KEY, plan.record],
  );
  await page.reload();
  await page.locator('.table').waitFor();
  await animationsDone(page);
}

const narrowestCard = (page) => page.evaluate(() => Math.min(...[...document.querySelectorAll('.middle .card, .edge .card')].map((c) => c.getBoundingClientRect().width)));

test.describe.configure({ mode: 'serial' });
/** The planned game (devices-plan.ts) and the served build, for every browser of the file. */
let plan;
let server;
test.beforeAll(async () => ([plan, server] = [makePlan(), await preview()]));
test.afterAll(() => server?.stop());

test.describe('1280×800 with a mouse', () => {
  let browser;
  let page;
  const errors = [];
  test.beforeAll(async () => {
    browser = await launch({ width: 1280, height: 800 });
    page = browser.page;
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
  });
  test.afterAll(() => browser?.close());

  const shot = async (name) => {
    await page.screenshot({ path: `${RESULTS}/vision-${name}.png` });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/vision-${name}.png` });
  };
  const targets = async (what) => {
    const small = await page.evaluate(smallTargets);
    check(small.length === 0, `${what}: ${small.length} target(s) under 24×24 px:\n    ${small.join('\n    ')}`);
  };
  /** Every screen: axe both ways and its targets. */
  const screen = async (what) => {
    await animationsDone(page);
    await axeBothWays(page, what);
    await targets(what);
  };
  const rings = async (what, selector) => {
    await page.keyboard.press('Tab');
    const { problems, least, count } = await page.evaluate(focusRings, selector);
    console.log(`figure: ${what}: focus ring at least ${least.toFixed(2)}:1 against its backgrounds (${count} elements)`);
    assert(count > 0, `${what}: no element was focused`);
    check(problems.length === 0, `${what}: ${problems.length} focus ring problem(s):\n    ${problems.slice(0, 20).join('\n    ')}`);
  };

  test('the start screen: axe both ways, targets, focus ring', async () => {
    await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
    await screen('the start screen');
    await rings('the start screen', 'button, input, select, a[href]');
  });

  test('How to play: axe both ways, targets', async () => {
    await page.getByRole('button', { name: 'How to play' }).click();
    await page.getByRole('dialog', { name: 'How to play' }).waitFor();
    await screen('How to play');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'How to play' }).waitFor({ state: 'detached' });
  });

  test('the course and a lesson: axe both ways, targets', async () => {
    await page.getByRole('button', { name: 'Learn to play' }).click();
    await page.getByRole('heading', { level: 1, name: 'Learn to play' }).waitFor();
    await screen('the course list');
    await page.getByRole('button', { name: /^Start the course/ }).click();
    await page.locator('.practice .table').waitFor();
    await screen('a lesson');
    await rings('a lesson', '.practice button');
  });

  test('the drills and a drill: axe both ways, targets', async () => {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Drills' }).click();
    await page.getByRole('heading', { level: 1, name: 'Drills' }).waitFor();
    await screen('the drills menu');
    await page.getByRole('radio', { name: /^1 · / }).check();
    await page.getByRole('button', { name: 'Start spotting' }).click();
    await page.getByRole('region', { name: 'Drill: spot the play' }).waitFor({ timeout: 20_000 });
    await screen('a spot drill');
  });

  test('the analysis board: axe both ways, targets', async () => {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Analysis board' }).click();
    await page.locator('.analysis__reach').waitFor();
    await page.waitForFunction(() => document.querySelector('.analysis__reach')?.textContent?.includes('Foundation distance'), null, { timeout: 30_000 });
    await screen('the analysis board');
    await page.getByRole('button', { name: 'Back to the start' }).click();
  });

  test('the table on a turn: axe both ways, targets, the focus ring on felt, panels, buttons and cards', async () => {
    await loadGame(page, plan);
    await screen('the table on a turn');
    await rings('the table', '.table button, .table [tabindex="0"], .table select');
    await shot('table');
  });

  test('the Settings and Keys open on the table: axe both ways, targets', async () => {
    for (const name of ['Settings', 'Keys']) {
      await page.getByRole('button', { name, exact: true }).click();
      await page.locator('.popover').waitFor();
      await screen(`${name} on the table`);
      await page.keyboard.press('Escape');
      await page.locator('.popover').waitFor({ state: 'detached' });
    }
  });

  test('a card selected lights its places; in forced colours each highlight keeps a ring of its own kind', async () => {
    const cards = page.locator('.edge--to-move .card--movable, .middle .card--movable');
    let lit = 0;
    for (let i = 0; i < (await cards.count()) && lit === 0; i++) {
      await cards.nth(i).click();
      await page.locator('.card--selected').waitFor();
      lit = await page.locator('.place--legal').count();
      if (lit === 0) await page.keyboard.press('Escape');
    }
    assert(lit > 0, 'no card of the player to move has a place to go');
    await screen('the table with a card selected');
    await page.emulateMedia({ forcedColors: 'active' });
    await shot('forced-colours-selected');
    const marks = await page.evaluate(() => {
      // What forced colours keep of a highlight: its outline (a pile's on its ::before), its border.
      const ringOf = (el, pseudo = null) => {
        const s = getComputedStyle(el, pseudo);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), colour: s.outlineColor, border: `${s.borderTopStyle} ${s.borderTopWidth} ${s.borderTopColor}` };
      };
      const legal = document.querySelector('.place--legal');
      return {
        selected: ringOf(document.querySelector('.card--selected')),
        legal: legal.matches('.pile') ? ringOf(legal, '::before') : ringOf(legal),
        turn: ringOf(document.querySelector('.edge--to-move')),
        quiet: ringOf(document.querySelector('.edge:not(.edge--to-move)')),
        face: getComputedStyle(document.querySelector('.card--red')).color,
      };
    });
    await page.emulateMedia({ forcedColors: 'none' });
    check(marks.selected.style !== 'none' && marks.selected.width >= 3, `the selected card has no ring in forced colours: ${JSON.stringify(marks.selected)}`);
    check(marks.legal.style !== 'none' && marks.legal.width >= 3, `a legal place has no ring in forced colours: ${JSON.stringify(marks.legal)}`);
    check(marks.selected.colour !== marks.legal.colour, `the selected card and its places share a colour (${marks.legal.colour})`);
    check(marks.turn.border !== marks.quiet.border, `the player to move is not told apart in forced colours: ${marks.turn.border}`);
    // A red card stays red: the card keeps its own inks.
    check(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/.test(marks.face), `a red card is drawn ${marks.face} in forced colours`);
    await page.keyboard.press('Escape');
    await page.locator('.card--selected').waitFor({ state: 'detached' });
  });

  test('a card dragged over a place that refuses it: in forced colours that place has a dashed ring', async () => {
    const card = page.locator('.edge--to-move .card--movable, .middle .card--movable').first();
    const box = await card.boundingBox();
    const a = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 6, a.y + 6, { steps: 3 });
    await page.mouse.move(a.x + 14, a.y + 12, { steps: 3 });
    await page.locator('.card--lifted').waitFor();
    const refusing = page.locator('.middle .place:not(.place--legal)').last();
    const b = await refusing.boundingBox();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
    await page.locator('.place--refused').waitFor();
    await page.emulateMedia({ forcedColors: 'active' });
    await shot('forced-colours-refused');
    const refused = await page.evaluate(() => {
      const el = document.querySelector('.place--refused');
      const s = getComputedStyle(el, el.matches('.pile') ? '::before' : null);
      return `${s.outlineStyle} ${parseFloat(s.outlineWidth)}`;
    });
    await page.emulateMedia({ forcedColors: 'none' });
    // Esc puts the card back where it was: the drag ends without a move.
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await page.locator('.card--lifted').waitFor({ state: 'detached' });
    check(/^dashed [3-9]/.test(refused), `a refusing place shows no dashed ring in forced colours: ${refused}`);
  });

  test('a knock’s missed line: axe both ways, targets; its marks and arrow keep their colours in forced colours', async () => {
    await page.locator(`.edge--p${plan.knocker} .knock`).click();
    await page.getByRole('region', { name: 'The missed foundation play' }).first().waitFor();
    await page.locator('.lesson-arrow').waitFor();
    await screen('the missed line');
    await page.emulateMedia({ forcedColors: 'active' });
    await shot('forced-colours-lesson');
    const marks = await page.evaluate(() => {
      const outline = (sel) => {
        const el = document.querySelector(sel);
        if (!el) return 'absent';
        const s = getComputedStyle(el, el.matches('.pile') ? '::before' : null);
        return `${s.outlineStyle} ${parseFloat(s.outlineWidth)}`;
      };
      return { from: outline('.place--lesson-from'), to: outline('.place--lesson-to'), arrow: getComputedStyle(document.querySelector('.lesson-arrow__line')).stroke };
    });
    await page.emulateMedia({ forcedColors: 'none' });
    for (const which of ['from', 'to']) check(/^(solid|dashed) [3-9]/.test(marks[which]), `the missed line's ${which} place shows no ring in forced colours: ${marks[which]}`);
    check(marks.from !== marks.to, `the missed line's two places look alike in forced colours (${marks.from})`);
    check(marks.arrow !== 'none', 'the arrow has no stroke in forced colours');
    await page.getByRole('button', { name: /Back to the game/ }).first().click();
  });

  test('the deck ready to turn up does not look like the focus ring, in either colour mode', async () => {
    // The player to move ends their turn (a discard, or a card turned up and discarded) until a deck
    // waits to be turned up.
    for (let i = 0; i < 6 && (await page.locator('.deck__button--ready').count()) === 0; i++) {
      await page.locator('.edge--to-move .action--main').click();
      await animationsDone(page);
    }
    await page.locator('.deck__button--ready').waitFor();
    await animationsDone(page);
    // The turn's notice has come, with its Dismiss button.
    await page.getByRole('button', { name: 'Dismiss this message' }).first().waitFor();
    await targets('the table with a notice');
    await page.keyboard.press('Tab');
    for (const forced of ['none', 'active']) {
      await page.emulateMedia({ forcedColors: forced });
      const looks = await page.evaluate(() => {
        const button = document.querySelector('.deck__button--ready');
        const card = button.querySelector('.card');
        const mark = getComputedStyle(card);
        const ready = `${mark.outlineStyle} ${mark.borderTopStyle} ${parseFloat(mark.outlineOffset) < 0 ? 'inside' : 'outside'}`;
        const other = [...document.querySelectorAll('.table button')].find((b) => b !== button && b.offsetWidth > 0);
        other.focus();
        const focus = getComputedStyle(other);
        return { ready, focus: `${focus.outlineStyle} ${parseFloat(focus.outlineOffset) < 0 ? 'inside' : 'outside'}` };
      });
      check(/dashed/.test(looks.ready), `the ready deck is not marked dashed (${forced}): ${looks.ready}`);
      check(/^solid outside/.test(looks.focus), `the focus ring is not a solid ring outside (${forced}): ${looks.focus}`);
      await shot(`deck-ready-${forced === 'active' ? 'forced' : 'normal'}`);
    }
    await page.emulateMedia({ forcedColors: 'none' });
  });

  test('resigning: the question’s buttons are targets of 24 px; the end screen is axe-clean both ways', async () => {
    await page.locator('.edge--to-move').getByRole('button', { name: 'Resign…' }).click();
    await page.getByRole('button', { name: 'No', exact: true }).waitFor();
    await targets('the resign question');
    await page.locator('.edge--to-move').getByRole('button', { name: /^Yes, .* resigns$/ }).click();
    await page.locator('#end-title').waitFor();
    await screen('the end screen');
  });

  test('Your games, after the game, on the start screen: axe both ways, targets', async () => {
    await page.getByRole('button', { name: 'New game…' }).click();
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    await screen('the start screen with Your games');
  });

  test('no page errors', () => {
    assert(errors.length === 0, errors.join('\n    '));
  });

  policyCheck(() => browser, '1280×800');
});

/** No sideways scrolling; every control reachable by scrolling the page, and whole once there. */
function reflowProblems() {
  const problems = [];
  if (document.documentElement.scrollWidth > innerWidth + 1) problems.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - innerWidth} px`);
  for (const el of document.querySelectorAll('button, select, input:not(.visually-hidden), .notice, .hint, .referee')) {
    const r0 = el.getBoundingClientRect();
    if (r0.width === 0 || r0.height === 0 || getComputedStyle(el).visibility === 'hidden' || el.closest('[inert], .popover, .toolbar__tools')) continue;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    if (r.left < -1 || r.right > innerWidth + 1 || r.top < -1 || r.bottom > innerHeight + 1) problems.push(`${name}: not whole in the window once scrolled to (${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)})`);
    // Words cut by a box that clips them.
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const s = getComputedStyle(box);
      if (s.overflowY === 'visible' && s.overflowX === 'visible') continue;
      const b = box.getBoundingClientRect();
      if (r.top < b.top - 1 || r.bottom > b.bottom + 1) problems.push(`${name}: cut by ${box.tagName.toLowerCase()}.${[...box.classList].join('.')}`);
      break;
    }
  }
  window.scrollTo(0, 0);
  return problems;
}

const SMALL = [
  // A small phone upright: the width sets the cards (an eighth of it), the page may scroll down.
  { tag: '320x568-phone', width: 320, height: 568, touch: true, minCard: 31.9 },
  // 1280×800 zoomed to 400%.
  { tag: '320x200-zoom-400', width: 320, height: 200, scale: 4, minCard: 31.9 },
  // 1280×800 zoomed to 200% and 150%: the cards, 80 px wide at 100%, come larger on screen.
  { tag: '640x400-zoom-200', width: 640, height: 400, scale: 2, minCard: 40, grows: 80 },
  { tag: '853x533-zoom-150', width: 853, height: 533, scale: 1.5, minCard: 53.4, grows: 80 },
];

for (const size of SMALL) {
  test.describe(size.tag, () => {
    let browser;
    test.beforeAll(async () => {
      browser = await launch({ width: size.width, height: size.height, hasTouch: Boolean(size.touch), isMobile: Boolean(size.touch), deviceScaleFactor: size.scale ?? 1 });
      await browser.page.goto(server.url);
    });
    test.afterAll(() => browser?.close());

    test(`${size.tag}: the start screen reflows`, async () => {
      const page = browser.page;
      await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
      const problems = await page.evaluate(reflowProblems);
      check(problems.length === 0, `${problems.length} problem(s):\n    ${problems.join('\n    ')}`);
    });
    test(`${size.tag}: the table reflows: no sideways scrolling, cards ≥ ${size.minCard} px wide, every control and the referee's words whole once scrolled to`, async () => {
      const page = browser.page;
      await loadGame(page, plan);
      const narrowest = await narrowestCard(page);
      console.log(`figure: ${size.tag}: cards ${narrowest.toFixed(1)} CSS px wide, ${(narrowest * (size.scale ?? 1)).toFixed(1)} px on screen`);
      check(narrowest >= size.minCard, `cards are ${narrowest.toFixed(1)} px wide`);
      if (size.grows) check(narrowest * size.scale > size.grows, `zoomed, cards are ${(narrowest * size.scale).toFixed(1)} px on screen, not more than ${size.grows} as at 100%`);
      await page.screenshot({ path: `${RESULTS}/vision-${size.tag}.png`, fullPage: true });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/vision-${size.tag}.png`, fullPage: true });
      const problems = await page.evaluate(reflowProblems);
      check(problems.length === 0, `${problems.length} problem(s):\n    ${problems.join('\n    ')}`);
      await axeBothWays(page, `the table at ${size.tag}`);
    });

    test(`${size.tag}: a knock's missed line, then its verdict and the next turn's notice, read whole once scrolled to`, async () => {
      const page = browser.page;
      const press = (locator) => (size.touch ? locator.tap() : locator.click());
      await press(page.locator(`.edge--p${plan.knocker} .knock`));
      await page.getByRole('region', { name: 'The missed foundation play' }).first().waitFor();
      await animationsDone(page);
      const lesson = await page.evaluate(reflowProblems);
      check(lesson.length === 0, `the missed line: ${lesson.length} problem(s):\n    ${lesson.join('\n    ')}`);
      check((await narrowestCard(page)) >= size.minCard, `cards under ${size.minCard} px with the missed line`);
      await press(page.getByRole('button', { name: /Back to the game/ }).first());
      await page.locator('.notice').first().waitFor();
      await animationsDone(page);
      const verdict = await page.evaluate(reflowProblems);
      check(verdict.length === 0, `the knock's verdict: ${verdict.length} problem(s):\n    ${verdict.join('\n    ')}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/vision-${size.tag}-notice.png`, fullPage: true });
      await page.screenshot({ path: `${RESULTS}/vision-${size.tag}-notice.png`, fullPage: true });
    });
  });
}

// The phones keep fitting their window without scrolling (their cards are sized by the window).
for (const [width, height] of [
  [390, 844],
  [360, 740],
  [844, 390],
]) {
  test(`${width}×${height} by touch: the table still fits without scrolling`, async () => {
    const browser = await launch({ width, height, hasTouch: true, isMobile: true });
    try {
      await browser.page.goto(server.url);
      await loadGame(browser.page, plan);
      const over = await browser.page.evaluate(() => [document.documentElement.scrollWidth - innerWidth, document.documentElement.scrollHeight - innerHeight]);
      check(over[0] <= 0 && over[1] <= 0, `the table scrolls ${over[0]} px sideways and ${over[1]} px down`);
      check((await narrowestCard(browser.page)) >= 40, 'cards under 40 px');
    } finally {
      await browser.close();
    }
  });
}
