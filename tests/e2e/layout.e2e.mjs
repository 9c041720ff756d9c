// The whole-game layout test: at every size the app supports, a planned seeded hot-seat game
// (layout-plan.ts) is played through the page to its end — by touch on phones and tablets, by mouse
// on windows — with a false knock, a take-back, a valid knock each way with its missed line stepped
// through and closed, the resign question and a draw offer, every tool (Menu, Log, Keys, Settings,
// Share position) and the end screen; then a game against the computer, a lesson, two drills, the
// analysis board with its dialogs, How to play and Your games. After every step, whatever is on screen
// is judged as a whole (`layoutProblems`, a property of the page, not a list of screens):
//   - every visible control (button, link, select, input, textarea, summary, [role=button],
//     label.file-button, a card the player may move) is wholly inside the window; on a screen that
//     scrolls (the start screen, How to play, the library, a dialog's own body) it is enough that the
//     control lies inside its scroll box's scrollable area and comes wholly into view when scrolled
//     to (scrollIntoView) — but no box that only clips (overflow hidden) may cut it, and the table
//     itself never scrolls;
//   - every control is hit at its centre and four inner points (document.elementFromPoint returns it
//     or something inside it);
//   - no control overlaps a card or another control (a card inside the control does not count);
//   - nothing scrolls sideways, and no control or text box that hides its overflow cuts its words;
//   - cards on the table are at least 40 px wide on a phone;
//   - axe is clean (once per kind of screen: the landmarks, dialogs and buttons it shows).
// What is not counted, each by design: controls behind a modal dialog's veil (only the dialog's own
// are judged); what an open panel (a popover, the log, the open Menu) lies over, until Esc closes it;
// the deck's button under the card in play (one of its five points is enough); cards of one pile over
// each other; a text field's value scrolling inside it; visually hidden inputs (the file input inside
// its label, which is judged instead). A control nobody could press is still pressed, by a click sent
// to it, so that the story goes on; that is reported too. Table mode turns only the game's table, so
// the other screens are seen in upright sizes only. Cards are judged at rest (reduced motion).
// The fifteen configurations take 12–15 minutes here (2 shared cores), 28–80 s each.
// A failure names the size, the step (its number and what it was) and the element, and leaves a
// screenshot in test-results/layout/<size>/; a screenshot of each kind of screen is kept there too.
// LAYOUT_COLLECT=1 goes on past problems and writes them all, grouped, to test-results/layout/findings.txt
// (LAYOUT_REPORT=path writes it there instead). LAYOUT_ONLY=390x844,768x1024-table-mode runs only
// the sizes named.
/* eslint-disable max-lines -- the judge of a layout and the whole-game story it watches; the judge (layoutProblems) could move to its own module */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { problemKey, writeReport } from './layout-report.mjs';
import { test } from '@playwright/test';
import { launch, expectNoViolations, preview } from './browser.mjs';
import { animationsDone, AXE, RESULTS, SAVE_KEY, codeOf, mouseDrag, tableHands } from './harness.mjs';

const SIZES = [
  { width: 360, height: 740, touch: true },
  { width: 390, height: 844, touch: true },
  { width: 844, height: 390, touch: true },
  { width: 740, height: 360, touch: true },
  { width: 768, height: 1024, touch: true },
  { width: 1024, height: 768, touch: true },
  { width: 360, height: 740, touch: true, tableMode: true },
  { width: 390, height: 844, touch: true, tableMode: true },
  { width: 844, height: 390, touch: true, tableMode: true },
  { width: 740, height: 360, touch: true, tableMode: true },
  { width: 768, height: 1024, touch: true, tableMode: true },
  { width: 1024, height: 768, touch: true, tableMode: true },
  { width: 800, height: 600, touch: false },
  { width: 1280, height: 800, touch: false },
  { width: 1920, height: 1080, touch: false },
];
/** A phone: its shorter side is a phone's (cards must stay at least 40 px wide there). */
const isPhone = (size) => Math.min(size.width, size.height) <= 500;
const tagOf = (size) => `${size.width}x${size.height}${size.tableMode ? '-table-mode' : ''}`;

const COLLECT = Boolean(process.env.LAYOUT_COLLECT);
const OUT = `${RESULTS}/layout`;
const REPORT = process.env.LAYOUT_REPORT ?? `${OUT}/findings.txt`;

function makePlan() {
  const run = spawnSync('npx', ['tsx', 'tests/e2e/layout-plan.ts'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the layout plan failed:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

/**
 * Everything wrong with the layout of what the window shows now, as { element, problem }. Runs in the
 * page. `minCard` is the least width of a card on the table (0: no check).
 */
function layoutProblems({ minCard, width, height }) {
  const problems = [];
  // The window as the device has it: a phone's browser widens its layout viewport (innerWidth) to
  // whatever overflows it and zooms out, so innerWidth would hide a page that is too wide.
  const innerWidth = width;
  const innerHeight = height;
  const CONTROLS = 'button, a[href], select, input:not([type="hidden"]), textarea, summary, [role="button"], label.file-button, .card--movable';
  const name = (el) => {
    // A card is named by where it lies (its own name changes from step to step).
    if (el.matches('.card')) return `card [${el.closest('[data-place]')?.getAttribute('data-place') ?? '?'}]`;
    const words = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const place = el.closest('[data-place]')?.getAttribute('data-place');
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent?.trim().slice(0, 40) : el.closest('label')?.textContent?.trim().slice(0, 40);
    const tag = el.tagName.toLowerCase() + (el.type && el.tagName === 'INPUT' ? `[${el.type}]` : '') + (el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : '');
    return `${tag}${words ? ` "${words}"` : label ? ` (${label})` : ''}${place ? ` [${place}]` : ''}`;
  };
  const round = (r) => `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    // Visually hidden on purpose (a file input inside its label, a screen reader's words): clipped to nothing.
    if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
    return !el.closest('[inert], [aria-hidden="true"]');
  };
  // A modal dialog (the end screen, How to play, a confirmation) puts all else behind its veil: only
  // what it holds can be used, so only that is judged.
  const modals = [...document.querySelectorAll('[aria-modal="true"]')].filter(shown);
  const root = modals.at(-1) ?? document.body;
  // An open panel that lies over the page (a popover, the log, the open menu) covers what is under it
  // by the player's own choice, until Esc closes it: a control it covers is not a fault, nor is an
  // overlap between it and what lies under it.
  const LAYER = '[role="dialog"]:not([aria-modal="true"]), aside.log, .toolbar--open .toolbar__tools';
  const layerOf = (el) => el.closest(LAYER);
  const controls = [...root.querySelectorAll(CONTROLS)].filter(shown).filter((el) => !(el.tagName === 'INPUT' && el.closest('label.file-button')));
  const cards = [...root.querySelectorAll('.card')].filter(shown);
  const onTable = document.querySelector('.table') !== null;

  // Nothing scrolls sideways; the table never scrolls at all.
  const doc = document.documentElement;
  if (doc.scrollWidth > innerWidth + 1) problems.push({ element: 'the page', problem: `scrolls sideways by ${doc.scrollWidth - innerWidth} px` });
  if (onTable && modals.length === 0 && doc.scrollHeight > innerHeight + 1) problems.push({ element: 'the table', problem: `the page scrolls down by ${doc.scrollHeight - innerHeight} px` });

  const boxes = (el) => {
    const list = [];
    for (let box = el.parentElement; box && box !== document.body && box !== doc; box = box.parentElement) {
      const s = getComputedStyle(box);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') list.push({ box, scrolls: /auto|scroll/.test(s.overflowY) || /auto|scroll/.test(s.overflowX) });
    }
    return list;
  };
  const inside = (r, b) => r.left >= b.left - 1 && r.top >= b.top - 1 && r.right <= b.right + 1 && r.bottom <= b.bottom + 1;
  const hitTest = (el) => {
    const r = el.getBoundingClientRect();
    const inset = Math.min(6, r.width / 4, r.height / 4);
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
    ];
    return points.map(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      const hit = top !== null && (el === top || el.contains(top) || (el.tagName === 'LABEL' && top === el.control) || top.closest?.('label') === el);
      return { hit, top, under: top && !hit && layerOf(top) && layerOf(top) !== layerOf(el) };
    });
  };
  // Scroll positions to put back, so that the page looks as it did when the checks began.
  const scrolled = new Map();
  const remember = (el) => {
    for (let box = el; box; box = box.parentElement) if (!scrolled.has(box)) scrolled.set(box, [box.scrollLeft, box.scrollTop]);
    if (!scrolled.has('window')) scrolled.set('window', [scrollX, scrollY]);
  };

  for (const el of controls) {
    const what = name(el);
    let r = el.getBoundingClientRect();
    const list = boxes(el);
    // A control in a box that scrolls (a lesson's words, a dialog's body) is judged where a player
    // scrolls it to: its nearest scrolling box is scrolled by hand (never a box that only clips, which a
    // player cannot scroll), then every box that only clips must hold it whole.
    const scroller = list.find(({ scrolls }) => scrolls)?.box;
    if (scroller) {
      const sr = scroller.getBoundingClientRect();
      const dy = r.bottom > sr.bottom ? r.bottom - sr.bottom : r.top < sr.top ? r.top - sr.top : 0;
      if (dy !== 0) {
        remember(el);
        scroller.scrollTop += dy;
        r = el.getBoundingClientRect();
      }
    }
    // A box that only clips (overflow hidden) must hold the control whole, wherever it is scrolled.
    const clipper = list.find(({ box, scrolls }) => !scrolls && !inside(r, box.getBoundingClientRect()));
    if (clipper) {
      problems.push({ element: what, problem: `cut by the box ${name(clipper.box)} that holds it (${round(r)} in ${round(clipper.box.getBoundingClientRect())})` });
      continue;
    }
    const inView = () => {
      const rr = el.getBoundingClientRect();
      return rr.left >= -1 && rr.top >= -1 && rr.right <= innerWidth + 1 && rr.bottom <= innerHeight + 1 && list.every(({ box }) => inside(rr, box.getBoundingClientRect()));
    };
    if (!inView()) {
      const scroller = list.find(({ scrolls, box }) => scrolls && box.scrollHeight > box.clientHeight + 1);
      const pageScrolls = !onTable || modals.length > 0;
      if (!scroller && !(pageScrolls && doc.scrollHeight > innerHeight + 1)) {
        problems.push({ element: what, problem: `outside the window (${round(r)} in ${innerWidth}×${innerHeight})` });
        continue;
      }
      // On a screen that scrolls, the control must be reachable: scrolled to, it shows whole.
      remember(el);
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      r = el.getBoundingClientRect();
      if (!inView()) {
        problems.push({ element: what, problem: `cannot be scrolled wholly into view (${round(r)} in ${innerWidth}×${innerHeight})` });
        continue;
      }
    }
    const hits = hitTest(el);
    const covered = hits.filter((h) => !h.hit && !h.under);
    // The deck's button lies under the card in play by design (R2.2: the card turned up lies on the
    // deck); a player presses its uncovered strip, so one point of the five is enough for it.
    const deckUnderCard = el.matches('[data-place^="deck:"]') && el.parentElement?.querySelector('[data-place^="inPlay:"]');
    if (deckUnderCard ? hits.every((h) => !h.hit && !h.under) : covered.length > 0) {
      const top = covered[0]?.top;
      problems.push({ element: what, problem: `covered at ${5 - covered.length === 0 ? 'every point' : `${covered.length} of 5 points`} by ${top ? name(top) : 'nothing (off the page)'}` });
    }
    // Its words are whole (a text field's value scrolls inside it by nature).
    if (!el.matches('input, textarea, select') && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') problems.push({ element: what, problem: `its label is cut: ${el.scrollWidth} px of words in ${el.clientWidth} px` });
  }
  for (const [box, at] of [...scrolled].reverse()) {
    if (box === 'window') scrollTo(at[0], at[1]);
    else [box.scrollLeft, box.scrollTop] = at;
  }

  // No control overlaps a card or another control (one inside the other does not count, nor cards of
  // one pile over each other, nor a panel lying over the page).
  const rects = controls.map((el) => ({ el, r: el.getBoundingClientRect() }));
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const related = (a, b) => a === b || a.contains(b) || b.contains(a) || (a.tagName === 'LABEL' && a.control === b) || (b.tagName === 'LABEL' && b.control === a);
  for (const [i, a] of rects.entries()) {
    const isCard = a.el.matches('.card');
    for (const c of cards) {
      if (isCard || related(a.el, c) || layerOf(a.el) !== layerOf(c)) continue;
      // The deck's button and the card in play on it: by design, as above.
      if (a.el.matches('[data-place^="deck:"]') && c.closest('[data-place^="inPlay:"]')) continue;
      const r = c.getBoundingClientRect();
      if (overlap(a.r, r)) problems.push({ element: name(a.el), problem: `overlaps the card ${c.getAttribute('aria-label') ?? c.dataset.card ?? 'back'}${c.closest('[data-place]') ? ` [${c.closest('[data-place]').dataset.place}]` : ''} (${round(a.r)} over ${round(r)})` });
    }
    for (const b of rects.slice(i + 1)) {
      // A card that is a control was judged with the cards above.
      if (related(a.el, b.el) || layerOf(a.el) !== layerOf(b.el) || isCard || b.el.matches('.card')) continue;
      if (a.el.matches('[data-place^="deck:"]') && b.el.closest('[data-place^="inPlay:"]')) continue;
      if (b.el.matches('[data-place^="deck:"]') && a.el.closest('[data-place^="inPlay:"]')) continue;
      if (overlap(a.r, b.r)) problems.push({ element: name(a.el), problem: `overlaps the control ${name(b.el)} (${round(a.r)} over ${round(b.r)})` });
    }
  }

  // No text box that hides its overflow cuts its words, and no box scrolls sideways.
  for (const el of root.querySelectorAll('*')) {
    if (el.matches('.card, .card *')) continue;
    const s = getComputedStyle(el);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    if (!shown(el) || !(el.textContent ?? '').trim()) continue;
    const scrolls = /auto|scroll/;
    if (el.scrollWidth > el.clientWidth + 1) problems.push({ element: name(el), problem: `${scrolls.test(s.overflowX) ? 'scrolls sideways' : 'cuts its words at the side'}: ${el.scrollWidth} px in ${el.clientWidth} px` });
    if (el.scrollHeight > el.clientHeight + 1) {
      if (!scrolls.test(s.overflowY)) problems.push({ element: name(el), problem: `cuts its words at the bottom: ${el.scrollHeight} px in ${el.clientHeight} px` });
      else if (onTable && modals.length === 0 && el.closest('.table') && !layerOf(el)) problems.push({ element: name(el), problem: `scrolls on the table: ${el.scrollHeight} px in ${el.clientHeight} px` });
    }
  }

  if (minCard > 0 && onTable) {
    const widths = [...document.querySelectorAll('.table .card')].filter(shown).map((c) => c.getBoundingClientRect().width);
    const narrowest = Math.min(...widths);
    if (widths.length && narrowest < minCard - 0.05) problems.push({ element: 'the cards', problem: `${narrowest.toFixed(1)} px wide, under ${minCard} px` });
  }
  return problems;
}

/** The kind of screen shown: its landmarks, headings, dialogs and regions, and its buttons' names without numbers or player names. */
function screenKind(names) {
  const strip = (s) =>
    names
      .reduce((t, n) => t.replaceAll(n, '·'), s ?? '')
      .replace(/\d+/g, '#')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const parts = [...document.querySelectorAll('main, h1, [role="dialog"], [role="alertdialog"], section[aria-label], aside, .toolbar--open')]
    .filter(visible)
    .map((el) => `${el.tagName.toLowerCase()}:${strip(el.getAttribute('aria-label') ?? (el.tagName === 'H1' ? el.textContent : el.className))}`);
  const buttons = [...document.querySelectorAll('button:not([data-place])')].filter(visible).map((b) => strip(b.getAttribute('aria-label') ?? b.textContent));
  return [...new Set(parts)].sort().join(' | ') + ' || ' + [...new Set(buttons)].sort().join(', ');
}

mkdirSync(OUT, { recursive: true });
const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
};

let plan;
let server;
test.beforeAll(async () => {
  plan = makePlan();
  server = await preview();
});
test.afterAll(() => server?.stop());

const only = process.env.LAYOUT_ONLY?.split(',');
for (const size of SIZES.filter((s) => !only || only.includes(tagOf(s)))) {
  const tag = tagOf(size);
  // Not a serial group: each story starts from the start screen, so a problem found in one (the
  // drills, say) does not skip the whole game; after a failure the size's browser opens afresh.
  test.describe(tag, () => {
    const dir = `${OUT}/${tag}`;
    const errors = [];
    const findings = [];
    const kinds = new Set();
    /** The problems seen so far at this size (problemKey). */
    const seen = new Set();
    let browser;
    let page;
    let hands;
    let step = 0;
    const spent = { check: 0, axe: 0 };
    let started;

    test.beforeAll(async () => {
      started = Date.now();
      mkdirSync(dir, { recursive: true });
      // A size's findings and screenshots are its run's: a browser opened afresh after a failure (same
      // runner, same parent process) adds to them, a new run starts them over.
      const kept = readJson(`${OUT}/findings-${tag}.json`);
      if (kept?.run === process.ppid) findings.push(...kept.findings);
      else for (const f of readdirSync(dir)) if (f.endsWith('.jpg')) rmSync(`${dir}/${f}`);
      // Cards at rest are what is judged: with reduced motion they land at once, and a whole game at
      // fifteen sizes fits the browser tests' time (a slide is waited for all the same).
      browser = await launch({ width: size.width, height: size.height, hasTouch: size.touch, isMobile: size.touch, reducedMotion: 'reduce' });
      page = browser.page;
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      hands = tableHands(page);
      await page.goto(server.url);
    });

    test.afterAll(async () => {
      console.log(
        `figure: layout ${tag}: ${((Date.now() - started) / 1000).toFixed(0)} s (checks ${(spent.check / 1000).toFixed(0)} s, axe and screenshots ${(spent.axe / 1000).toFixed(0)} s), ${step} steps, ${kinds.size} kinds of screen, ${findings.length} problems`,
      );
      writeFileSync(`${OUT}/findings-${tag}.json`, JSON.stringify({ run: process.ppid, findings }));
      writeReport(OUT, REPORT);
      await browser?.close();
    });

    /**
     * A tap (touch) or a click (mouse) on a control. One that something covers cannot be pressed by a
     * hand: that is reported (the step's check has already named what covers it), and the story goes
     * on with a click sent to the control itself, so that one fault does not hide the rest.
     */
    const press = async (locator) => {
      const hand = size.touch ? (o) => locator.tap(o) : (o) => locator.click(o);
      const pressed = await hand({ timeout: 2500 }).then(
        () => true,
        () => false,
      );
      if (pressed) return;
      if (!(await locator.count())) throw new Error(`${tag}, after step ${step}: no ${locator} to press`);
      const what = await locator.evaluate((el) =>
        el.matches('.card') ? `card [${el.closest('[data-place]')?.getAttribute('data-place')}]` : `"${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 50)}"`,
      );
      findings.push({ size: tag, step, what: 'pressing a control', element: what, problem: 'cannot be pressed by a hand (covered or out of reach); pressed by a click sent to it' });
      if (!COLLECT) throw new Error(`${tag}, after step ${step}: ${what} cannot be ${size.touch ? 'tapped' : 'clicked'}`);
      await locator.dispatchEvent('click');
    };
    const button = (name, within = page) => within.getByRole('button', { name, exact: typeof name === 'string' });
    const side = (player) => page.getByRole('region', { name: `${plan.names[player]}'s side` });

    /**
     * One step of the story: its action is done, the page settles, and the whole screen is judged; a new
     * kind of screen is also checked by axe and photographed.
     */
    const check = async (what) => {
      step++;
      const t0 = Date.now();
      await animationsDone(page);
      const problems = await page.evaluate(layoutProblems, { minCard: isPhone(size) ? 40 : 0, width: size.width, height: size.height });
      const kind = await page.evaluate(screenKind, plan.names);
      const t1 = Date.now();
      spent.check += t1 - t0;
      const slug = what.replace(/[^\w]+/g, '-').slice(0, 50);
      if (!kinds.has(kind)) {
        kinds.add(kind);
        await page.screenshot({ path: `${dir}/${String(step).padStart(3, '0')}-${slug}.jpg`, type: 'jpeg', quality: 60 });
        if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
        const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
        for (const v of result.violations) problems.push({ element: v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', '), problem: `axe ${v.id} (${v.impact}): ${v.help}` });
        spent.axe += Date.now() - t1;
      }
      if (problems.length === 0) return;
      // A screenshot of the step where a problem first shows at this size (not of every step it lasts).
      const fresh = problems.map(problemKey).filter((k) => !seen.has(k));
      fresh.forEach((k) => seen.add(k));
      const shot = `${dir}/FAIL-${String(step).padStart(3, '0')}-${slug}.jpg`;
      if (fresh.length > 0) await page.screenshot({ path: shot, type: 'jpeg', quality: 70 });
      for (const p of problems) findings.push({ size: tag, step, what, ...p });
      const text = `${tag}, step ${step} (${what}): ${problems.length} problem(s)${fresh.length > 0 ? `, screenshot ${shot}` : ''}\n    ${problems.map((p) => `${p.element}: ${p.problem}`).join('\n    ')}`;
      if (COLLECT) console.log(`  layout: ${text.split('\n')[0]}`);
      else throw new Error(text);
    };

    /** Opens a tool of the game's toolbar: behind the Menu where the Menu shows (a phone). */
    const openTool = async (name) => {
      const menu = button('Menu', page.getByRole('navigation', { name: 'Game' }));
      if (await menu.isVisible()) {
        if ((await menu.getAttribute('aria-expanded')) !== 'true') {
          await press(menu);
          await check('the Menu opened');
        }
      }
      await press(button(name, page.getByRole('navigation', { name: 'Game' })).first());
    };
    const escape = async () => {
      await page.keyboard.press('Escape');
      await animationsDone(page);
    };

    // ---- The start screen and what it opens ----
    // Table mode turns only the game's table: the other screens are the same as upright, seen once.
    if (!size.tableMode) test(`${tag}: the start screen, How to play, a lesson, the drills and the analysis board`, async () => {
      test.setTimeout(240_000);
      await button('Deal the cards').waitFor();
      await check('the start screen');
      await press(button('How to play').first());
      await page.getByRole('dialog', { name: 'How to play' }).waitFor();
      await check('How to play');
      await escape();

      await press(button('Learn to play').first());
      await page.getByRole('heading', { level: 1, name: 'Learn to play' }).waitFor();
      await check('Learn to play');
      await press(button(/^Start the course/));
      await page.getByRole('region', { name: /^Lesson 1: / }).waitFor();
      await check('lesson 1');
      await press(button('All lessons'));
      await check('all lessons');
      await press(button('Drills', page.getByRole('navigation', { name: 'Other screens' })));
      await page.getByRole('heading', { level: 1, name: 'Drills' }).waitFor();
      await check('the drills menu');
      await press(button('Start spotting'));
      await page.getByRole('region', { name: 'Drill: spot the play' }).waitFor({ timeout: 20_000 });
      await check('a spot drill');
      await press(button('Drills menu'));
      await press(button('Start watching'));
      await page.getByRole('region', { name: 'Drill: be the watcher' }).waitFor();
      await check('a watcher drill');
      await press(button(/^Next action/));
      await check('the watcher drill, one action on');
      await press(button('Drills menu'));
      await press(button('Back to the start').first());

      await press(button('Analysis board'));
      await page.waitForFunction(() => document.querySelector('.analysis__reach')?.textContent?.includes('Foundation distance'), null, { timeout: 30_000 });
      await check('the analysis board');
      const shortest = button('Show the shortest line');
      if (await shortest.isEnabled().catch(() => false)) {
        await press(shortest);
        await check('the shortest line on the analysis board');
      }
      await press(button('Set up a position…'));
      await page.getByRole('dialog').first().waitFor();
      await check('the set-up dialog');
      await escape();
      await press(button('Play from here…'));
      await page.getByRole('dialog').first().waitFor();
      await check('the play-from-here dialog');
      await escape();
      await press(button('Back to the start').first());
      await button('Deal the cards').waitFor();
    });

    // ---- The hot-seat game, to its end ----
    const savedActions = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.save?.record?.actions?.length ?? -1, SAVE_KEY);
    const waitActions = (n) => page.waitForFunction(([key, n]) => (JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.save?.record?.actions?.length ?? -1) === n, [SAVE_KEY, n], { timeout: 20_000 });
    const moveCard = async (s, i) => {
      const card = hands.topCard(s.from);
      const id = await card.getAttribute('data-card', { timeout: 5000 });
      if (codeOf(id) !== s.card) throw new Error(`${tag}: the top of ${s.from} is ${codeOf(id)}, the plan moves ${s.card}`);
      await animationsDone(page);
      if (size.touch || i % 4 === 3) {
        // Tap the card, then where it goes (a finger's click-then-click); with a mouse, one move in four.
        await press(card);
        await page.locator('.card--selected').waitFor({ timeout: 5000 });
        const target = hands.place(s.to);
        const b = await hands.dropPoint(s.to);
        const onTarget = await page.evaluate(({ x, y, id }) => document.elementFromPoint(x, y)?.closest('[data-place]')?.getAttribute('data-place') === id, { ...b, id: s.to });
        if (onTarget) await (size.touch ? page.touchscreen.tap(b.x, b.y) : page.mouse.click(b.x, b.y));
        else {
          findings.push({ size: tag, step, what: `moving ${s.card} to ${s.to}`, element: `[${s.to}]`, problem: 'something covers the place a card goes: pressed by a click sent to it' });
          if (!COLLECT) throw new Error(`${tag}, after step ${step}: the place ${s.to} is covered`);
          await target.dispatchEvent('click');
        }
      } else {
        await mouseDrag(page, await hands.centre(card), await hands.dropPoint(s.to));
      }
    };
    const lesson = () => page.getByRole('region', { name: /The missed foundation play/ }).first();

    /** The start screen, whatever the last story left: the table, or its end screen. */
    const startScreen = async () => {
      const deal = button('Deal the cards');
      await deal.or(page.locator('.table')).first().waitFor();
      if (await deal.isVisible()) return;
      const end = button('New game…');
      if (await end.isVisible()) await press(end);
      else await openTool('New game');
      await deal.waitFor();
    };

    test(`${tag}: a hot-seat game played to its end with knocks both ways, a false knock and a take-back; Your games`, async () => {
      test.setTimeout(600_000);
      await startScreen();
      await page.getByLabel('Player on the left column, bottom edge').fill(plan.names[0]);
      await page.getByLabel('Player on the right column, top edge').fill(plan.names[1]);
      await page.getByRole('textbox', { name: 'Deal number' }).fill(String(plan.dealNumber));
      await page.getByLabel(/^Take-back/).check();
      if (size.tableMode) await page.getByLabel(/^Table mode/).check();
      await check('the start screen filled in');
      await press(button('Deal the cards'));
      await page.locator('.table').waitFor();
      await check(`deal ${plan.dealNumber} on the table`);

      for (const [i, s] of plan.steps.entries()) {
        const who = s.do === 'knock' ? s.by : s.mover;
        if (s.do === 'move') await moveCard(s, i);
        else if (s.do === 'reveal') await press(button(/^Turn up a card/, side(who)));
        else if (s.do === 'discard') await press(button(/^Discard and end turn/, side(who)));
        else if (s.do === 'pass') await press(button(/^Pass/, side(who)));
        else if (s.do === 'takeBack') await press(button(/^Take back/, side(who)));
        else if (s.do === 'knock') await press(button(/^Knock/, side(who)));
        await waitActions(s.actions);
        await check(`action ${s.actions}: ${s.what}${s.do === 'move' ? ` ${s.card} ${s.from} → ${s.to}` : ''}`);
        if (s.do === 'knock' && s.valid) {
          await lesson().waitFor();
          await page.locator('.lesson-arrow').waitFor();
          await check('the missed line');
          for (let k = 0; k < s.lineLength; k++) {
            await press(button(/Show next move/).first());
            await check(`the missed line, move ${k + 1}`);
          }
          await press(button(/^Back$/).first());
          await check('the missed line, a move back');
          await press(button(/Back to the game/).first());
          await lesson().waitFor({ state: 'detached' });
          await check('the missed line closed');
        }
        if (i === 2) {
          // Every tool of the game, once, early in the game.
          for (const tool of ['Log', 'Keys', 'Settings']) {
            await openTool(tool);
            await check(`the ${tool} panel`);
            await escape();
          }
          await openTool('Share position');
          await page.getByRole('dialog', { name: 'Share this position' }).waitFor();
          await check('the Share position panel');
          await escape();
          if (await button('Menu').isVisible()) {
            if ((await button('Menu').getAttribute('aria-expanded')) === 'true') await escape();
          }
          await check('the tools closed');
        }
        if (i === 12) {
          // The resign question, asked and answered No; a draw offered and declined.
          const mover = plan.steps[i + 1].do === 'knock' ? plan.steps[i + 1].by : plan.steps[i + 1].mover;
          await press(button('Resign…', side(mover)));
          await check('the resign question');
          await press(button('No', side(mover)));
          await press(button('Offer draw', side(mover)));
          await check('a draw offered');
          await press(button('Decline', side(1 - mover)));
          await check('the draw declined');
        }
      }
      await page.locator('#end-title').waitFor();
      await check('the end screen');
      // Your games lists the finished game.
      await press(button('New game…'));
      await button('Deal the cards').waitFor();
      await page.getByRole('heading', { name: 'Your games' }).waitFor();
      await check('the start screen with Your games');
    });

    // ---- A game against the computer ----
    if (!size.tableMode) test(`${tag}: a game against the computer: a few turns, then resigned`, async () => {
      test.setTimeout(240_000);
      await startScreen();
      await page.getByLabel(/^Play against the computer/).check();
      await page.getByLabel('Computer level').selectOption('beginner');
      // A seeded deal, as the hot-seat game's: a random one made this story a different game each run.
      await page.getByRole('textbox', { name: 'Deal number' }).fill(String(plan.dealNumber));
      await check('the start screen, the computer chosen');
      await press(button('Deal the cards'));
      await page.locator('.table').waitFor();
      await check('the table against the computer');
      const menu = button('Menu', page.getByRole('navigation', { name: 'Game' }));
      if (await menu.isVisible()) await press(menu);
      await page.getByLabel(/Computer speed/).selectOption('fast');
      await check('the computer set to fast');
      if (await menu.isVisible()) await escape();
      // The person (South) turns up and discards; the computer plays its turns by itself.
      const south = side(0);
      for (let turn = 0; turn < 3; turn++) {
        const end = Date.now() + 30_000;
        for (;;) {
          if (await lesson().isVisible().catch(() => false)) {
            await check('a missed line against the computer');
            await press(button(/Back to the game/).first());
            await lesson().waitFor({ state: 'detached' });
          }
          if (await page.locator('#end-title').isVisible()) break;
          if (await south.locator('.plate__turn').isVisible()) break;
          if (Date.now() > end) throw new Error(`${tag}: the computer did not hand the turn back in 30 s`);
          await page.waitForTimeout(200);
        }
        if (await page.locator('#end-title').isVisible()) break;
        await check(`the computer's turn done (${turn + 1})`);
        for (const name of [/^Turn up a card/, /^Discard and end turn/, /^Pass/]) {
          const b = button(name, south);
          if (await b.isVisible()) {
            const n = await savedActions();
            await press(b);
            await waitActions(n + 1).catch(() => {});
            await check(`the person's ${String(name).replace(/[^a-z ]/gi, '')}`);
            if (String(name).includes('Turn')) {
              const d = button(/^Discard and end turn/, south);
              if (await d.isVisible()) {
                await press(d);
                await check("the person's discard");
              }
            }
            break;
          }
        }
      }
      // The computer may knock the person's last discard: its missed line holds the table until closed.
      const resign = button('Resign…', south);
      // Resign on the person's own turn, when the computer can do nothing in between.
      const ready = async () => (await resign.isVisible()) && (await south.locator('.plate__turn').isVisible());
      for (let tries = 0; tries < 100 && !(await page.locator('#end-title').isVisible()) && !(await ready()); tries++) {
        if (await lesson().isVisible().catch(() => false)) {
          await check('a missed line against the computer');
          await press(button(/Back to the game/).first());
          await lesson().waitFor({ state: 'detached' });
        } else await page.waitForTimeout(200);
      }
      if (!(await page.locator('#end-title').isVisible())) {
        await press(resign);
        await check('the resign question against the computer');
        await press(button(/^Yes, .* resigns/, south));
      }
      await page.locator('#end-title').waitFor();
      await check('the end screen after resigning');
    });

    test(`${tag}: no console errors, no Content-Security-Policy violation`, async () => {
      if (errors.length) throw new Error(errors.join('\n    '));
      expectNoViolations(browser);
    });
  });
}
