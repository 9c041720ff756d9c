// The device-size browser test: at each size two players share — phones and a tablet held
// upright by touch, tablets and windows flat — the start screen, a game mid-way, its tools, a valid
// knock after a fault and its missed line stepped through and closed, and play going on. At each size:
// nothing overflows sideways, the table never scrolls, every visible control lies inside the window and
// is not covered (elementFromPoint at its centre hits it), cards are at least 40 px wide from 360 px up,
// the missed line shows whole, and axe is clean. A screenshot of each screen at each size is kept in
// test-results/. Each size is a describe of its own, in its own browser.
import { spawnSync } from 'node:child_process';
import { test } from '@playwright/test';
import { launch, policyCheck, preview } from './browser.mjs';
import { animationsDone, assert, axeCheck, RESULTS, SAVE_KEY } from './harness.mjs';

const SIZES = [
  { width: 390, height: 844, touch: true, minCard: 40 },
  // While the missed line shows, its words and a finger's 44 px buttons take a small phone's height: 37 px.
  { width: 360, height: 740, touch: true, minCard: 40, lessonMinCard: 37 },
  // Phones held sideways: the height sets the cards; the tools wait behind the Menu as on upright phones.
  { width: 844, height: 390, touch: true, minCard: 40 },
  { width: 740, height: 360, touch: true, minCard: 38 },
  { width: 768, height: 1024, touch: true, minCard: 60 },
  { width: 1024, height: 768, touch: true, minCard: 50 },
  // A tablet lying flat between the players, in table mode (the top player's side turned to face them).
  // Both edges make room for the missed line and a finger's 44 px buttons: 59.5 px cards while it shows.
  { width: 768, height: 1024, touch: true, minCard: 60, lessonMinCard: 58, tableMode: true },
  // Both edges hold a missed line here, and a finger's 44 px buttons take height: 45 px is still more
  // than an upright phone's 43.8.
  { width: 1024, height: 768, touch: true, minCard: 45, tableMode: true },
  // A short window: the middle gives way to a referee's corner that grows with its words (the edges
  // never clip them), so cards may come to 39 px here while a long notice shows; phones keep 40.
  { width: 800, height: 600, touch: false, minCard: 38 },
  { width: 1280, height: 800, touch: false, minCard: 75 },
  { width: 1920, height: 1080, touch: false, minCard: 100 },
];

function makePlan() {
  const run = spawnSync('npx', ['tsx', 'tests/e2e/devices-plan.ts'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the plan failed:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** What the window shows that a hand could reach: every visible control, whether it is inside the window and on top at its centre. */
function controlsOnScreen({ within, touch }) {
  const controls = [...document.querySelector(within).querySelectorAll('button, a[href], select, textarea, input:not(.visually-hidden), label.file-button')];
  const problems = [];
  for (const el of controls) {
    let r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
    // No control may sit hidden, wholly or in part, inside a box that scrolls or clips.
    let box = el.parentElement;
    while (box && box !== document.body && getComputedStyle(box).overflowY === 'visible' && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
    const b = box && box !== document.body ? box.getBoundingClientRect() : null;
    if (b && (r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1 || r.right > b.right + 1)) {
      problems.push(`${name}: cut by the box ${box.tagName.toLowerCase()}.${[...box.classList].join('.')} that holds it`);
      continue;
    }
    const outside = (q) => q.left < -1 || q.top < -1 || q.right > innerWidth + 1 || q.bottom > innerHeight + 1;
    // A screen that scrolls as one column on a phone (the analysis board, a lesson): a control below
    // the fold is usable once scrolled to, and is judged there.
    const scroller = el.closest('.panel-screen');
    if (outside(r) && scroller && scroller.scrollHeight > scroller.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(scroller).overflowY)) {
      el.scrollIntoView({ block: 'nearest' });
      r = el.getBoundingClientRect();
    }
    if (outside(r)) {
      problems.push(`${name}: outside the window (${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)})`);
      continue;
    }
    // The deck's button lies under the card in play (R2.2): its uncovered strip is its left part, or its
    // right part on screen when the edge is turned to face the top player (table mode).
    const inset = Math.min(8, r.width / 4);
    const points = [r.left + r.width / 2, r.left + inset, r.right - inset].map((x) => ({ x, y: r.top + r.height / 2 }));
    const hits = points.some((p) => {
      const top = document.elementFromPoint(p.x, p.y);
      return top !== null && (el === top || el.contains(top) || (el.tagName === 'LABEL' && top === el.control));
    });
    // A finger needs 44×44 CSS px (WCAG 2.5.5); a link inside running text is exempt (WCAG 2.5.8 inline).
    const inline = el.tagName === 'A' && el.parentElement?.closest('p, li, dd') !== null;
    if (touch && !inline && (r.width < 43.5 || r.height < 43.5)) problems.push(`${name}: ${Math.round(r.width)}×${Math.round(r.height)} px, under 44 for a finger`);
    if (!hits) {
      const top = document.elementFromPoint(points[0].x, points[0].y);
      problems.push(`${name}: covered by ${top ? `${top.tagName.toLowerCase()}.${[...top.classList].join('.')}` : 'nothing'}`);
    }
  }
  return problems;
}

const fits = () => ({
  sideways: document.documentElement.scrollWidth - innerWidth,
  down: document.documentElement.scrollHeight - innerHeight,
});

test.describe.configure({ mode: 'serial' });
let plan;
let server;

test.beforeAll(async () => {
  plan = makePlan();
  server = await preview();
});

test.afterAll(() => server?.stop());

// DEVICES_ONLY=844x390,768x1024-table-mode runs only the sizes named (while working on one layout).
const only = process.env.DEVICES_ONLY?.split(',');
for (const size of SIZES.filter((s) => !only || only.includes(`${s.width}x${s.height}${s.tableMode ? '-table-mode' : ''}`))) {
  const tag = `${size.width}x${size.height}${size.tableMode ? '-table-mode' : ''}`;
  test.describe(tag, () => {
    const errors = [];
    let browser;
    let page;

    test.beforeAll(async () => {
      browser = await launch({ width: size.width, height: size.height, hasTouch: size.touch, isMobile: size.touch });
      page = browser.page;
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(server.url);
    });

    test.afterAll(async () => {
      await browser?.close();
    });

    const press = (locator) => (size.touch ? locator.tap() : locator.click());
    const shot = (name) => page.screenshot({ path: `${RESULTS}/devices-${tag}-${name}.png` });
    /** Every control `within` the part of the page named is usable (an open menu covers what lies under it, by design). */
    const onScreen = async (what, within = 'body') => {
      await animationsDone(page);
      const problems = await page.evaluate(controlsOnScreen, { within, touch: size.touch });
      assert(problems.length === 0, `${what}: ${problems.length} control(s) not usable:\n    ${problems.join('\n    ')}`);
    };
    const noScroll = async (what) => {
      const f = await page.evaluate(fits);
      assert(f.sideways <= 0 && f.down <= 0, `${what} scrolls: ${f.sideways} px sideways, ${f.down} px down`);
    };
    const savedActions = async () => (await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SAVE_KEY))?.state?.save?.record?.actions?.length ?? -1;

    test(`${tag}: the start screen does not overflow sideways; its buttons are whole; axe-clean`, async () => {
      await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
      await shot('start');
      const f = await page.evaluate(fits);
      assert(f.sideways <= 0, `the start screen overflows sideways by ${f.sideways} px`);
      // The start screen may scroll down; what is in view must still be usable.
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll('.start__learn button')].filter((b) => b.getBoundingClientRect().right > innerWidth + 1 || b.getBoundingClientRect().left < -1).map((b) => b.textContent),
      );
      assert(cut.length === 0, `cut at the side: ${cut.join(', ')}`);
      await axeCheck(page, `the start screen at ${tag}`);
    });

    test(`${tag}: How to play opens from the start screen, reads whole at this width, a rule opens by its number; axe-clean; Esc closes it`, async () => {
      await press(page.getByRole('button', { name: 'How to play' }));
      const rules = page.getByRole('dialog', { name: 'How to play' });
      await rules.waitFor();
      const f = await page.evaluate(fits);
      assert(f.sideways <= 0, `the page overflows sideways by ${f.sideways} px`);
      const width = await page.locator('.rules__list').first().evaluate((e) => e.getBoundingClientRect().width);
      assert(width >= Math.min(300, size.width - 80), `the rules are squeezed into ${width} px`);
      await onScreen('the How to play header', '.rules__header');
      await shot('how-to-play');
      await axeCheck(page, `How to play at ${tag}`);
      await page.keyboard.press('Escape');
      await rules.waitFor({ state: 'detached' });
    });

    test(`${tag}: the analysis board opens from the start screen with every control usable (none cut by its panel); axe-clean`, async () => {
      await press(page.getByRole('button', { name: 'Analysis board' }));
      await page.locator('.analysis__reach').waitFor();
      await page.waitForFunction(() => document.querySelector('.analysis__reach')?.textContent?.includes('Foundation distance'), null, { timeout: 30_000 });
      await shot('analysis-board');
      await noScroll('the analysis board');
      await onScreen('the analysis board');
      await axeCheck(page, `the analysis board at ${tag}`);
      await press(page.getByRole('button', { name: 'Back to the start' }));
      await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
    });

    /** The actions in the save when the game mid-way was put on the table. */
    let before;

    const cardsAtLeast = async (what) => {
      const widths = await page.evaluate(() => [...document.querySelectorAll('.middle .card, .edge .card')].map((c) => c.getBoundingClientRect().width));
      const narrowest = Math.min(...widths);
      console.log(`figure: ${tag}: cards ${narrowest.toFixed(1)} px wide (${what})`);
      const least = what === 'the missed line' ? (size.lessonMinCard ?? size.minCard) : size.minCard;
      assert(narrowest >= least, `cards are ${narrowest.toFixed(1)} px wide (${what})`);
    };

    test(`${tag}: the table fits, every control usable, cards ≥ ${size.minCard} px; axe-clean`, async () => {
      // A game mid-way, saved as the page saves it, with table mode as the size asks.
      await page.evaluate(
        ([key, record, tableMode]) =>
          localStorage.setItem(key, JSON.stringify({ version: 1, state: { save: { record, startedAt: null, finishedAt: null }, settings: { tableMode, sound: false }, setup: { names: record.players, rules: record.houseRules } } })),
        [SAVE_KEY, plan.record, size.tableMode === true],
      );
      await page.reload();
      await page.locator('.table').waitFor();
      before = await savedActions();
      await page.waitForTimeout(300);
      await shot('table');
      await noScroll('the table');
      await onScreen('the table');
      await cardsAtLeast('the table');
      const referee = await page.locator('.edge--p0 .referee').evaluate((r) => ({ cut: r.scrollHeight - r.clientHeight, text: r.textContent }));
      assert(referee.cut <= 1 && /to play/.test(referee.text), `the referee's words are cut by ${referee.cut} px: ${referee.text}`);
      await axeCheck(page, `the table at ${tag}`);
    });

    // The tools wait behind a Menu on a phone, upright or sideways (toolbar.css); elsewhere they show.
    const behindMenu = size.width <= 600 || (size.width > size.height && size.height <= 500);
    const menu = () => page.getByRole('button', { name: 'Menu' });
    if (!behindMenu) {
      test(`${tag}: an open Log leaves the tools (New game) free to press, and Esc closes it`, async () => {
        assert(!(await menu().isVisible()), 'the tools are behind a Menu at this size');
        await press(page.getByRole('button', { name: 'Log', exact: true }));
        await page.getByRole('complementary', { name: 'Game log' }).waitFor();
        await onScreen('the tools beside the open log', '.toolbar__tools');
        await page.keyboard.press('Escape');
        await page.getByRole('complementary', { name: 'Game log' }).waitFor({ state: 'detached' });
      });
    } else {
      test(`${tag}: the tools open from the Menu, all usable, and Esc closes it`, async () => {
        assert(await menu().isVisible(), 'no Menu holds the tools at this size');
        await press(menu());
        await page.getByRole('button', { name: 'New game' }).waitFor();
        await shot('menu');
        await onScreen('the open menu', '.toolbar--game');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'New game' }).waitFor({ state: 'hidden' });
      });
    }

    test(`${tag}: a valid knock by touch shows the missed line whole; it steps and closes by touch; axe-clean`, async () => {
      await press(page.locator(`.edge--p${plan.knocker} .knock`));
      const lesson = page.getByRole('region', { name: 'The missed foundation play' }).first();
      await lesson.waitFor();
      await page.locator('.lesson-arrow').waitFor();
      await page.waitForTimeout(300);
      await shot('lesson');
      await noScroll('the table with the missed line');
      await onScreen('the missed line');
      await cardsAtLeast('the missed line');
      const panel = await lesson.evaluate((l) => {
        const r = l.getBoundingClientRect();
        const corner = l.closest('.referee');
        return { top: r.top, bottom: r.bottom, cut: corner.scrollHeight - corner.clientHeight };
      });
      assert(panel.top >= 0 && panel.bottom <= size.height && panel.cut <= 1, `the missed line is not whole: ${JSON.stringify(panel)}`);
      // The banner has a row of its own: it covers no card.
      const covered = await page.evaluate(() => {
        const b = document.querySelector('.lesson-banner')?.getBoundingClientRect();
        if (!b) return ['no banner'];
        return [...document.querySelectorAll('.middle .card')].filter((c) => {
          const r = c.getBoundingClientRect();
          return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
        }).map((c) => c.dataset.card);
      });
      assert(covered.length === 0, `the banner covers cards ${covered.join(', ')}`);
      await axeCheck(page, `the missed line at ${tag}`);
      const next = page.getByRole('button', { name: /Show next move/ }).first();
      for (let i = 0; i < plan.lineLength; i++) {
        await press(next);
        await onScreen(`the missed line, move ${i + 1}`);
      }
      assert(await next.isDisabled(), 'the line did not reach its end');
      await press(page.getByRole('button', { name: /^Back$/ }).first());
      assert(!(await next.isDisabled()), 'Back did not step back');
      await press(page.getByRole('button', { name: /Back to the game/ }).first());
      await lesson.waitFor({ state: 'detached' });
    });

    test(`${tag}: play goes on by touch after the lesson`, async () => {
      const knocked = await savedActions();
      assert(knocked === before + 1, `the save holds ${knocked} actions, expected the knock after ${before}`);
      const action = page.locator('.edge--to-move .action').first();
      await press(action);
      await page.waitForFunction(([key, n]) => (JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.save?.record?.actions?.length ?? 0) > n, [SAVE_KEY, knocked]);
      await noScroll('the table after the lesson');
      await onScreen('the table after the lesson');
      await shot('play-on');
    });

    test(`${tag}: no console errors`, async () => {
      assert(errors.length === 0, errors.join('\n    '));
    });

    policyCheck(() => browser, `${size.width}×${size.height}`);
  });
}
