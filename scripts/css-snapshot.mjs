// The computed style of every element of the built page, at six window sizes and in the states a
// stylesheet reshaping must leave alone: the start screen, a hot-seat table just dealt, the table in a
// missed line after a valid knock (the layout plan's seeded deal, tests/e2e/layout-plan.ts), the same
// in table mode, a dialog open and the end screen. Written as JSON, so that the build before a change
// to the CSS and the build after it can be compared (css-snapshot-compare.mjs, or `diff`): no
// difference says the cascade gives every element the same style and the same box.
// Run: npx vite build && cp -r dist /tmp/before   (then change the CSS, build again)
//      npx tsx scripts/css-snapshot.mjs /tmp/before /tmp/before.json
//      npx tsx scripts/css-snapshot.mjs dist /tmp/after.json
//      node scripts/css-snapshot-compare.mjs /tmp/before.json /tmp/after.json
// Each element is named by its path of tags and child numbers from <body>, with its box (to 1/100 px)
// and its style as a key into a table of the distinct styles (every computed property, and its
// ::before and ::after when they draw). Cards are at rest: reduced motion, and animations awaited.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/chromium.ts';
import { animationsDone, codeOf } from '../tests/e2e/harness.ts';
import { layoutPlan } from '../tests/e2e/layout-plan.ts';
import { preview } from '../tests/e2e/serve.ts';

/** Chromium in a fresh profile at one window size; `close()` also removes the profile. */
async function launch({ width, height, hasTouch, isMobile, reducedMotion }) {
  const profile = mkdtempSync(join(tmpdir(), 'brigadier-css-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width, height },
    hasTouch,
    isMobile,
    reducedMotion,
  });
  context.setDefaultTimeout(30_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, page, close };
}

const [outDir = 'dist', outFile = 'test-results/css-snapshot.json'] = process.argv.slice(2);
// CSS_SNAPSHOT_ONLY=844x390,1280x800 takes only the sizes named (a quicker look at one change).
const ONLY = process.env.CSS_SNAPSHOT_ONLY?.split(',');
const ALL_SIZES = [
  { width: 1280, height: 800 },
  { width: 800, height: 600 },
  { width: 768, height: 1024, touch: true },
  { width: 390, height: 844, touch: true },
  { width: 360, height: 740, touch: true },
  { width: 844, height: 390, touch: true },
];
const SIZES = ALL_SIZES.filter((s) => !ONLY || ONLY.includes(`${s.width}x${s.height}`));

/** Runs in the page: every element's path, box and full computed style (with its drawn pseudo-elements). */
function dumpPage() {
  const styleOf = (el, pseudo) => {
    const s = getComputedStyle(el, pseudo);
    if (pseudo && (s.content === 'none' || s.content === 'normal')) return null;
    // By name: Chromium lists custom properties in the order the stylesheets first name them, which a
    // move of rules between files changes while every value stays the same.
    const names = [...s].sort();
    return Object.fromEntries(names.map((name) => [name, s.getPropertyValue(name)]));
  };
  const round = (n) => Math.round(n * 100) / 100;
  const rows = [];
  const walk = (el, path) => {
    const r = el.getBoundingClientRect();
    rows.push({
      path,
      cls: typeof el.className === 'string' ? el.className : (el.getAttribute('class') ?? ''),
      box: [round(r.left), round(r.top), round(r.width), round(r.height)],
      style: styleOf(el),
      before: styleOf(el, '::before'),
      after: styleOf(el, '::after'),
    });
    [...el.children].forEach((child, i) => walk(child, `${path}>${child.tagName.toLowerCase()}${i + 1}`));
  };
  walk(document.documentElement, 'html');
  return { scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight], rows };
}

const plan = layoutPlan();
const knockAt = plan.steps.findIndex((s) => s.do === 'knock' && s.valid);
const server = await preview(undefined, outDir);
const styles = {};
const snapshot = { plan: { deal: plan.dealNumber, knockAt }, styles, sizes: {} };

/** The page's dump with each style replaced by its key in `styles`. */
async function capture(page) {
  await animationsDone(page);
  const { scroll, rows } = await page.evaluate(dumpPage);
  const key = (style) => {
    if (style === null) return null;
    const text = JSON.stringify(style);
    const hash = createHash('sha1').update(text).digest('hex').slice(0, 12);
    styles[hash] = style;
    return hash;
  };
  return { scroll, rows: rows.map((r) => ({ ...r, style: key(r.style), before: key(r.before), after: key(r.after) })) };
}

// The states are visited in the order a game reaches them, each dump between two steps of one game:
// cut into functions, the game's page and plan would only be handed from one to the next.
// eslint-disable-next-line max-lines-per-function
async function story(size, tableMode) {
  const browser = await launch({
    width: size.width,
    height: size.height,
    hasTouch: Boolean(size.touch),
    isMobile: Boolean(size.touch),
    reducedMotion: 'reduce',
  });
  const { page } = browser;
  const states = {};
  const button = (name, within = page) => within.getByRole('button', { name, exact: typeof name === 'string' });
  const side = (player) => page.getByRole('region', { name: `${plan.names[player]}'s side` });
  const place = (id) => page.locator(`[data-place="${id}"]`);
  try {
    await page.goto(server.url);
    await button('Deal the cards').waitFor();
    // "Your games" fills in once the library has opened its storage: its buttons say it has.
    await page.locator('.library .library__buttons').waitFor();
    states.start = await capture(page);
    await page.getByLabel('Player on the left column, bottom edge').fill(plan.names[0]);
    await page.getByLabel('Player on the right column, top edge').fill(plan.names[1]);
    await page.getByRole('textbox', { name: 'Deal number' }).fill(String(plan.dealNumber));
    await page.getByLabel(/^Take-back/).check();
    if (tableMode) await page.getByLabel(/^Table mode/).check();
    await button('Deal the cards').click();
    await page.locator('.table').waitFor();
    // The table's opening words come a moment after it shows (Announcer.tsx): a live region's height
    // depends on them.
    await page
      .waitForFunction(() => document.querySelector('[data-announcer="polite"]')?.textContent !== '', null, { timeout: 3000 })
      .catch(() => {});
    states.dealt = await capture(page);
    for (const s of plan.steps.slice(0, knockAt + 1)) {
      const who = s.do === 'knock' ? s.by : s.mover;
      await animationsDone(page);
      if (s.do === 'move') {
        const card = place(s.from).locator('[data-card]').last();
        const code = codeOf(await card.getAttribute('data-card'));
        if (code !== s.card) throw new Error(`${size.width}×${size.height}: the top of ${s.from} is ${code}, the plan moves ${s.card}`);
        // Click the card, then the place (on its top card when it has one): the click-then-click move.
        await card.click();
        await page.locator('.card--selected').waitFor();
        const target = (await place(s.to).locator('.card').count()) > 0 ? place(s.to).locator('.card').last() : place(s.to);
        const box = await target.boundingBox();
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      } else {
        const name = {
          reveal: /^Turn up a card/,
          discard: /^Discard and end turn/,
          pass: /^Pass/,
          takeBack: /^Take back/,
          knock: /^Knock/,
        }[s.do];
        await button(name, side(who)).click();
      }
      await page.waitForFunction(
        (n) => JSON.parse(localStorage.getItem('brigadier') ?? 'null')?.state?.save?.record?.actions?.length === n,
        s.actions,
      );
    }
    await page
      .getByRole('region', { name: /The missed foundation play/ })
      .first()
      .waitFor();
    await page.locator('.lesson-arrow').waitFor();
    states.missedLine = await capture(page);
    if (tableMode) return states;
    await button(/Back to the game/)
      .first()
      .click();
    await page
      .getByRole('region', { name: /The missed foundation play/ })
      .first()
      .waitFor({ state: 'detached' });
    // A dialog: the position to share, from the game's tools (behind the Menu on a phone).
    const tools = page.getByRole('navigation', { name: 'Game' });
    const menu = button('Menu', tools);
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await button('Share position', tools).first().click();
    await page.getByRole('dialog', { name: 'Share this position' }).waitFor();
    states.dialog = await capture(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Share this position' }).waitFor({ state: 'detached' });
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
    // A sideways phone's short column hides the offers while a notice shows: the notices are closed first.
    for (const close of await page.locator('.notice__close').all()) if (await close.isVisible()) await close.click();
    const mover = plan.steps[knockAt + 1].do === 'knock' ? plan.steps[knockAt + 1].by : plan.steps[knockAt + 1].mover;
    await button('Resign…', side(mover)).click();
    await button(/^Yes, /, side(mover)).click();
    await page.locator('#end-title').waitFor();
    states.end = await capture(page);
    return states;
  } finally {
    await browser.close();
  }
}

try {
  for (const size of SIZES) {
    const tag = `${size.width}x${size.height}`;
    process.stderr.write(`${tag}…\n`);
    snapshot.sizes[tag] = await story(size, false);
    // Table mode turns the top edge and halves the phones' edges: its own rules, seen on an upright phone.
    if (size.width === 390) snapshot.sizes[`${tag}-table-mode`] = await story(size, true);
  }
} finally {
  server.stop();
}
// The styles in the order of their keys, so that the same styles always print the same.
snapshot.styles = Object.fromEntries(Object.entries(styles).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(outFile, JSON.stringify(snapshot, null, 1));
const count = Object.values(snapshot.sizes).reduce((n, states) => n + Object.values(states).reduce((m, s) => m + s.rows.length, 0), 0);
process.stderr.write(`${outFile}: ${count} elements, ${Object.keys(styles).length} distinct styles\n`);
