// The end-to-end test: a whole seeded game through the page in real Chromium, with real
// pointer drags, a touch drag, keyboard moves and click-then-click; the knock, its lesson and a false
// knock; a reload that resumes; a bad file refused; a record loaded near its end and finished to the end
// screen; a damaged save; axe-core on every screen; screenshots in test-results/; and the drop-to-paint and
// long-task figures. One page for the whole story (story()), whose watch fails a check on any page
// error, console error or policy violation. The planned game and its finish are one check each, a
// step of it per planned action (the plan is made before the first check, so the steps' names are
// not known when the tests are listed).
/* eslint-disable max-lines -- one seeded game told from deal to end screen, step after step; its parts share the page and the game's state */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Locator, Page, Response } from '@playwright/test';
import { expect, story, test } from './fixtures.ts';
import { axeCheck, pressAtPage, RESULTS, SAVE_KEY, tableHands, timeBudget } from './harness.ts';
import { makePlan, type Expect, type Plan, type Step } from './plan.ts';

const s = story({ viewport: { width: 1280, height: 720 }, hasTouch: true });
let plan: Plan;
let page: Page;
const dropToPaint: number[] = [];
const dropWork: number[] = [];
const slowDrops: { ms: number; during: string }[] = [];
/** The long tasks during play, each with the performance mark it came after (the step it happened in). */
const playLongTasks: { start: number; duration: number; during: string }[] = [];
/** The referee's corner, and the hands that move cards (harness.ts), once the page is open. */
let notice: Locator;
let hands: ReturnType<typeof tableHands>;
// Every script the page fetches from the first load to the dealt table: the JS budget
// (README, "Figures"), so that a phone on a slow network reaches a table quickly. A script that
// answers once the table is shown (the parts fetched when the page is idle after the deal) is not
// counted, however long the checks after the deal take; the referee's worker is, whenever it comes.
const firstLoad: Promise<{ url: string; body: Buffer; beforeTable: boolean }>[] = [];
let tableShown = false;
const onScript = (response: Response) => {
  if (response.request().resourceType() !== 'script') return;
  const beforeTable = !tableShown;
  firstLoad.push(response.body().then((body) => ({ url: response.url(), body, beforeTable })));
};

declare global {
  interface Window {
    __harness?: [number, number][];
    __playFrom?: number;
  }
}

test.beforeAll(async () => {
  plan = makePlan();
  page = s.page;
  notice = page.locator('.referee__notice[role="status"] .notice__text');
  hands = tableHands(page, {
    explain: async () => ` (the referee said: "${await notice.innerText().catch(() => '')}")`,
  });
  page.on('response', onScript);
  await page.goto('/');
});

/** The saved game's record, as far as these checks read it (docs/formats.md). */
interface SavedRecord {
  dealNumber: number;
  players: string[];
  actions: unknown[];
}
const savedRecord = async () => (await s.saved.raw())?.state?.save?.record as unknown as SavedRecord | undefined;
const savedActions = () => s.saved.actions();
const expectSaved = async (expected: Expect) => {
  await hands.waitFor(`the save to hold ${expected.actions} actions`, async () => (await savedActions()).length === expected.actions);
  expect((await savedActions()).at(-1), 'the last action saved').toEqual(expected.last);
};
const axe = (name: string) => axeCheck(page, name, harness);
/** Runs work of the test itself (axe, screenshots) and keeps its span out of the long-task figure. */
const harness = async <T>(work: () => Promise<T>): Promise<T> => {
  const start = await page.evaluate(() => performance.now());
  try {
    return await work();
  } finally {
    await page.evaluate((from) => (window.__harness ??= []).push([from, performance.now()]), start);
  }
};
const shot = (name: string) => harness(() => page.screenshot({ path: `${RESULTS}/e2e-${name}.png` }));
const collectFigures = async () => {
  const figures = await page.evaluate(() => ({
    drops: performance.getEntriesByName('brigadier:drop-to-paint').map((e) => e.duration),
    work: performance.getEntriesByName('brigadier:drop-work').map((e) => e.duration),
    slowest: performance.getEntriesByName('brigadier:drop-work').map((e) => ({
      ms: e.duration,
      during:
        performance
          .getEntriesByType('mark')
          .filter((m) => m.startTime <= e.startTime)
          .at(-1)?.name ?? '?',
    })),
    longTasks: window.__longTasks
      .filter((t) => t.start > (window.__playFrom ?? Infinity))
      .filter((t) => !(window.__harness ?? []).some(([from, to]) => t.start >= from - 1 && t.start <= to))
      .map((t) => ({
        ...t,
        during:
          performance
            .getEntriesByType('mark')
            .filter((m) => m.startTime <= t.start)
            .at(-1)?.name ?? '?',
      })),
  }));
  dropToPaint.push(...figures.drops);
  dropWork.push(...figures.work);
  slowDrops.push(...figures.slowest);
  playLongTasks.push(...figures.longTasks);
  await page.evaluate(() => {
    performance.clearMeasures();
    performance.clearMarks();
  });
};
const playFromNow = () => page.evaluate(() => (window.__playFrom = performance.now()));

// ---- Ways to move a card ----
const touchDrag = async (from: string, to: string) => {
  await hands.settled();
  const cdp = await s.context.newCDPSession(page);
  const a = await hands.centre(hands.topCard(from));
  const b = await hands.dropPoint(to);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', a);
  for (let i = 1; i <= 12; i++) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 12, y: a.y + ((b.y - a.y) * i) / 12 });
  await touch('touchEnd');
  await cdp.detach();
};
const key = (k: string) => pressAtPage(page, k);

/** Every place on the board and the cards in it, as text to compare. */
const board = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-place]')]
      .map(
        (p) =>
          `${(p as HTMLElement).dataset.place}:${[...p.querySelectorAll<HTMLElement>('[data-card]')].map((c) => c.dataset.card).join(',')}`,
      )
      .join('|'),
  );

/** Does one planned step through the page and checks what the save says afterwards. */
/** How a step is played: the plan's way, or another given for it (a touch drag). */
const howOf = (step: Step) => ('how' in step ? step.how : undefined);

const doStep = async (step: Step, how: string | undefined = howOf(step)) => {
  const { place, expectTop, keyboardMove, clickThenClick, pointerDrag } = hands;
  switch (step.do) {
    case 'move': {
      await expectTop(step.from, step.card);
      if (how === 'keyboard') await keyboardMove(step.from, step.to);
      else if (how === 'click') await clickThenClick(step.from, step.to);
      else if (how === 'touch') await touchDrag(step.from, step.to);
      else await pointerDrag(step.from, step.to);
      await expectSaved(step.expect);
      if (!step.to.startsWith('discard') && !step.to.startsWith('claw')) await expectTop(step.to, step.card);
      return;
    }
    case 'illegal': {
      const before = (await savedActions()).length;
      await expectTop(step.from, step.card);
      await pointerDrag(step.from, step.to);
      await expect(notice, 'the refusal').toContainText(step.message);
      // The refusal is said once the drop was judged: nothing is saved after it. (The next step's save
      // check, of the exact count and the last action, would also see an action saved late.)
      expect((await savedActions()).length, 'actions saved after a refused drop').toBe(before);
      await expectTop(step.from, step.card);
      return;
    }
    case 'reveal':
      if (how === 'click') await place(`deck:${step.player}`).click();
      else await key('r');
      await expectSaved(step.expect);
      await place(`inPlay:${step.player}`).waitFor();
      return;
    case 'discard':
      if (how === 'pointer') await pointerDrag(step.from, step.to);
      else if (how === 'button') await page.getByRole('button', { name: /Discard and end turn/ }).click();
      else await key('d');
      await expectSaved(step.expect);
      return;
    case 'pass':
      await page.getByRole('button', { name: /^Pass/ }).click();
      await expectSaved(step.expect);
      return;
    case 'knock': {
      if (how === 'button') await page.locator(`.edge--p${step.by} .knock`).click();
      else await key('k');
      await expectSaved(step.expect);
      if (step.valid) {
        const headline = page.locator('.lesson__headline').first();
        await expect(headline, 'the lesson’s headline').toHaveText(step.headline ?? 'a headline planned', { useInnerText: true });
        await page.locator('.lesson-arrow').waitFor();
        await shot('lesson');
        await axe('the table with a lesson');
        // A reload keeps the lesson open at the step it was on.
        await page
          .getByRole('button', { name: /Show next move/ })
          .first()
          .click();
        const shown = await board();
        await collectFigures();
        await page.reload();
        await headline.waitFor();
        await playFromNow();
        await expect.poll(board, { message: 'after a reload the lesson is open at the step it was on' }).toBe(shown);
        for (let i = 1; i < (step.lineLength ?? 0); i++)
          await page
            .getByRole('button', { name: /Show next move/ })
            .first()
            .click();
        await expect(page.getByRole('button', { name: /Show next move/ }).first(), 'the lesson reached the foundation play').toBeDisabled();
        await page
          .getByRole('button', { name: /Back to the game/ })
          .first()
          .click();
        await page.locator('.lesson').waitFor({ state: 'detached' });
      } else {
        await expect(notice, 'the false-knock message').toContainText(/false knock/);
      }
      return;
    }
    case 'reload': {
      const before = { board: await board(), actions: await savedActions() };
      await collectFigures();
      await page.reload();
      await page.locator('.table').waitFor();
      await playFromNow();
      expect(await savedActions(), 'the save across the reload').toEqual(before.actions);
      await expect.poll(board, { message: 'the table after the reload is as it was before' }).toBe(before.board);
      return;
    }
  }
};

// ---- The start screen ----
test('start screen shows and is axe-clean', async () => {
  await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
  await shot('start');
  await axe('the start screen');
});
test('a new game from the start screen: names and the planned deal', async () => {
  console.log(`  deal ${plan.dealNumber}: ${plan.steps.length} planned steps, then deal ${plan.finish.dealNumber}'s finish`);
  await page.getByLabel('Player on the left column, bottom edge').fill(plan.names[0]);
  await page.getByLabel('Player on the right column, top edge').fill(plan.names[1]);
  await page.getByRole('textbox', { name: 'Deal number' }).fill(String(plan.dealNumber));
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  await page.locator('.table').waitFor();
  tableShown = true;
  await expect
    .poll(
      async () => {
        const record = await savedRecord();
        return { deal: record?.dealNumber, players: record?.players };
      },
      { message: 'the save is the game asked for' },
    )
    .toEqual({ deal: plan.dealNumber, players: [...plan.names] });
  await playFromNow();
  await shot('table-start');
  await axe('the table');
  page.off('response', onScript);
});
// The page's own scripts must stay small (they are parsed and run before the table can be played);
// the referee's worker is fetched beside them and compiled off the page's thread, and has its own budget.
// The page's budget was 120 kB until the games library (IndexedDB, the list, one tab per game: about
// 6 kB), the computer opponent's choice on the start screen (2 kB) and the offline app's registration
// came; with them it was 125 kB (React, react-dom, zustand and dnd-kit alone are about 81 kB). It is
// 130 kB since each screen got its error boundary, the library its defences against a misbehaving
// storage (games waiting in localStorage, entries set aside, tombstones), the table "Pass the phone"
// and fixed button places, and the computer its sign and trace (about 5 kB in all, and the common
// chunks rolldown now splits off); the layout fixes of every screen took it to 130.5, the table's
// announcer (a screen reader's words for every action, refusal and verdict: 1.6 kB) to 132.2,
// keeping the focus for keyboard players (every dialog's trap and return, the table's focus after each
// action, the screens' titles: 2.5 kB) to 134.6, and the keyboard's fixed grid of places, the Moves
// button and the low-vision rules to 136.3, and the game store split into small modules behind a
// facade (src/store/game: each module's own function and context, the events it tells; 0.6 kB) to
// 137.2, and the games library as a service (its write queue, lock keeper and sign apart, generic over
// the game it keeps; 1.0 kB) to 138.2, and the house rules Find it yourself and the stalemate nudge
// (the try on the board of the fault, the quiet-turn count, their two panels, the focus after the try:
// 1.8 kB) to 140.0; Brigade, the patience, loads lazily, but the bundler split each module the first
// load shares with a lazy chunk (the card faces, dnd-kit, the engine's cards) into a chunk of its own,
// 1.3 kB of wrapping in 8 scripts, to 141.7. The build now puts every module the entry reaches statically
// in one chunk (vite.config.ts, `codeSplitting`): 138.4 kB in one script. Brigade's links read by the
// page and a library that holds two kinds of game (0.7 kB), and the share box, the live regions and a
// game's row in Your games shared with Brigade's page (0.15 kB) took it to 139.2. The start screen then
// came to paint on 110 kB of it: the table, dnd-kit and the toolbar load after its first paint, fetched
// while it is up, which costs 1.2 kB of wrapping in 3 more scripts; the end screen, the dialogs, the
// knock's sound and the players' records load later than the deal (src/ui/deferred.ts), 139.4 kB in
// all; with the referee's lazier verdicts, Your games counting Brigade's games and the deferred parts
// keeping their first type, 139.5 kB: the budget is 140 kB (docs/measurements.md, "The first load near
// the floor"). The start screen drawn into index.html at build time, so that it paints before any
// script, costs 0.3 kB of takeover code and first-screen.js (0.26 kB, a script before the first paint);
// with the imported file's reader loaded with the first imported file (0.1 kB less), 139.9 kB ("The
// first load near the floor (2026-11-27, afternoon)"). Then "Export all games" writing Brigade's games
// too, and one "Not saved" sign for both games (0.36 kB of Your games and the signs, which the start
// screen shows), and the middle's rows sized from a measured height (0.1 kB of the table): 140.4 kB, so
// the budget was 141 kB. Then the build without the modulepreload polyfill (0.2 kB), and the table's
// parts that a dealt table does not show (the log, the keys' list, the nudge, the lesson's arrow, the
// computer's sign) in a file fetched after the deal (1.7 kB): 138.5 kB, so the budget is 139 kB
// (docs/measurements.md, "The first load's bytes (2026-11-27, night)"). Then the save and the
// referee's look ahead waiting for the paint, the focus let go before a focused card or lesson leaves,
// and one element per top card (0.5 kB): 139.0 kB, so the budget is 139.5 kB. Then each place's box
// read once per drag (0.1 kB): 139.1 kB.
test("the JS shipped up to a dealt table: at most 139.5 kB gzip for the page, 16 kB for the referee's worker", async () => {
  const scripts = await Promise.all(firstLoad);
  type Script = (typeof scripts)[number];
  const size = (list: Script[]) => list.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0) / 1000;
  const isWorker = (script: Script) => /\.worker-[\w-]+\.js$/.test(script.url);
  const pageScripts = scripts.filter((script) => !isWorker(script) && script.beforeTable);
  const [page, worker] = [size(pageScripts), size(scripts.filter(isWorker))];
  const names = [...pageScripts, ...scripts.filter(isWorker)].map((script) => script.url.replace(/.*\//, '')).join(', ');
  console.log(
    `figure: JS shipped up to a dealt table: ${page.toFixed(1)} kB gzip for the page and ${worker.toFixed(1)} kB for the referee's worker (${(page + worker).toFixed(1)} kB in ${names.split(', ').length} scripts: ${names})`,
  );
  expect(scripts.length, 'scripts seen').toBeGreaterThan(0);
  expect(page, 'the page’s scripts, kB gzip').toBeLessThanOrEqual(139.5);
  expect(worker, 'the referee’s worker, kB gzip').toBeGreaterThan(0);
  expect(worker, 'the referee’s worker, kB gzip').toBeLessThanOrEqual(16);
});

// ---- The seeded game ----
/** One planned step as a step of its check, marked in the page so that a slow drop or a long task is told by the step it came in. */
const playStep = (name: string, step: Step, how?: string) =>
  test.step(name, async () => {
    await page.evaluate((n) => performance.mark(n), name);
    await doStep(step, how);
  });

test('the seeded game, each planned step played through the page and checked in the save', async () => {
  // About a hundred steps, each a few seconds on a busy machine.
  test.setTimeout(900_000);
  for (const [i, step] of plan.steps.entries()) {
    const how = howOf(step);
    await playStep(`game step ${i + 1}: ${step.what}${how ? ` (${how})` : ''}`, step);
    if (i === 8) await shot('table-mid');
  }
});

test('saving the record to a file gives the game as played', async () => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save file' }).click()]);
  const record = JSON.parse(readFileSync(await download.path(), 'utf8')) as { format: string; actions: unknown[] };
  expect(record.format, 'the file’s format').toBe('brigadier-game/1');
  expect(record.actions, 'the file holds the saved actions').toEqual(await savedActions());
});
test('a bad record file is refused with the reason, and the game goes on', async () => {
  const before = await savedActions();
  await page.getByTestId('record-file').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"brigadier-game/1","dealNumber":-4}'),
  });
  await expect(notice, 'the refusal').toContainText(/That file was not loaded: dealNumber/);
  expect(await savedActions(), 'the game after a refused file').toEqual(before);
});
test('the log lists every action in words', async () => {
  await page.getByRole('button', { name: 'Log', exact: true }).click();
  await expect(page.locator('.log__entry'), 'one log entry per action saved').toHaveCount((await savedActions()).length);
  await shot('log');
  await page.getByRole('button', { name: 'Close' }).click();
  await collectFigures();
});

// ---- Every screen size without scrolling, and table mode ----
for (const [w, h] of [
  [1280, 720],
  [1024, 768],
  [1920, 1080],
  [1366, 768],
  [768, 1024],
  [800, 600],
] as const) {
  test(`the table fits ${w}×${h} without scrolling`, async () => {
    await page.setViewportSize({ width: w, height: h });
    const measure = () =>
      page.evaluate(() => {
        const t = document.querySelector('.table')!;
        const overflow = [...document.querySelectorAll('.table .card, .table button')].filter((e) => {
          const r = e.getBoundingClientRect();
          return r.right > innerWidth + 1 || r.bottom > innerHeight + 1 || r.left < -1 || r.top < -1;
        }).length;
        // The referee's corner holds its whole sentence (here the refused file's), none of it scrolled away.
        const corner = document.querySelector('.edge--p0 .referee');
        const cut = corner ? corner.scrollHeight - corner.clientHeight : -1;
        const wide = corner?.clientWidth ?? 0;
        const notice = document.querySelector('.edge--p0 .notice__text')?.textContent ?? '';
        return {
          sw: document.documentElement.scrollWidth,
          sh: document.documentElement.scrollHeight,
          tw: t.scrollWidth,
          th: t.scrollHeight,
          overflow,
          cut,
          wide,
          notice,
        };
      });
    // The table lays itself out again for the new size: the checks wait for it, and say what was still wrong.
    const faults = async () => {
      const size = await measure();
      return [
        ...(size.sw <= w && size.sh <= h && size.tw <= w && size.th <= h ? [] : [`scrolls: ${JSON.stringify(size)}`]),
        ...(size.notice.length > 40 && size.cut <= 1 ? [] : [`the referee's sentence is cut by ${size.cut} px: ${size.notice}`]),
        ...(size.wide >= 200 ? [] : [`the referee's corner is ${size.wide} px wide`]),
        ...(size.overflow === 0 ? [] : [`${size.overflow} cards or buttons are off screen`]),
      ];
    };
    await expect.poll(faults, { message: `the table at ${w}×${h}` }).toEqual([]);
    await shot(`table-${w}x${h}`);
  });
}
test('table mode turns the top edge to face its player', async () => {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel(/Table mode/).check();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect
    .poll(() => page.locator('.edge--p1').evaluate((e) => getComputedStyle(e).transform), { message: 'the top edge turned' })
    .toMatch(/^matrix\(-1/);
  await shot('table-mode');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel(/Table mode/).uncheck();
  await page.getByRole('button', { name: 'Close' }).click();
});

// ---- The end of a game: a record near its end, finished through the page ----
test('a record near the end of its deal loads from a file', async () => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page
    .getByTestId('record-file')
    .setInputFiles({ name: 'near-end.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(plan.finish.record)) });
  const { actions } = plan.finish.record as { actions: unknown[] };
  await hands.waitFor('the loaded game', async () => (await savedActions()).length === actions.length);
  await playFromNow();
});
test('the finish, each planned step played through the page and checked in the save', async () => {
  for (const [i, step] of plan.finish.steps.entries()) {
    // The first card move of the finish is a touch drag, on the tablet-sized window.
    const how = step.do === 'move' && i === plan.finish.steps.findIndex((s) => s.do === 'move') ? 'touch' : howOf(step);
    await playStep(`finish step ${i + 1}: ${step.what} (${how})`, step, how);
  }
});
test('the end screen: winner, moral victory, knocks, turns, duration; axe-clean', async () => {
  await expect(page.locator('#end-title'), 'the end screen’s title').toHaveText(`${plan.finish.winner} wins!`, { useInnerText: true });
  for (const words of ['moral victory', 'Knocked', 'False knocks', 'turns'])
    await expect(page.locator('.end'), `the end screen mentions ${words}`).toContainText(words, { useInnerText: true });
  await shot('end');
  await axe('the end screen');
  // Under it, the finished table still fits the tablet: every button on screen.
  const off = await page.evaluate(() =>
    [...document.querySelectorAll('.table button')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.right > innerWidth + 1 || r.bottom > innerHeight + 1;
      })
      .map((e) => e.textContent),
  );
  expect(off, 'off screen under the end screen').toEqual([]);
  await collectFigures();
});
test('play again deals a new game with the same names', async () => {
  await page.getByRole('button', { name: 'Play again' }).click();
  await page.locator('.table').waitFor();
  await expect
    .poll(
      async () => {
        const record = await savedRecord();
        return { actions: record?.actions.length, players: record?.players };
      },
      { message: 'a new game with the same names' },
    )
    .toEqual({ actions: 0, players: [...plan.names] });
});

test('cards slide and turn up, but not under prefers-reduced-motion', async () => {
  const running = () =>
    page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return document.getAnimations().filter((a) => a.playState === 'running').length;
    });
  await hands.settled();
  await key('r');
  expect(await running(), 'animations running after a reveal').toBeGreaterThan(0);
  await key('d');
  await hands.settled();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await key('r');
  expect(await running(), 'animations running under reduced motion').toBe(0);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
});

// ---- A new foundation stays where its Ace was dropped ----
test(`an Ace dropped on the sixth empty foundation place starts its pile there, and it stays there after a reload`, async () => {
  const { ace } = plan;
  const { place, expectTop, pointerDrag, waitFor } = hands;
  await page
    .getByTestId('record-file')
    .setInputFiles({ name: 'ace.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(ace.record)) });
  await waitFor('the loaded deal', async () => (await savedRecord())?.dealNumber === ace.dealNumber && (await savedActions()).length === 0);
  await expectTop(ace.from, ace.card);
  await pointerDrag(ace.from, 'foundation:5');
  await waitFor('the Ace to go up', async () => (await savedActions()).length === 1);
  const check = async (when: string) => {
    await expectTop('foundation:5', ace.card);
    await expect(place('foundation:0').locator('[data-card]'), `${when}: cards on the first foundation place`).toHaveCount(0);
    await expect(place('foundation:5'), `${when}: the sixth place named by its suit`).toHaveAttribute(
      'aria-label',
      /^(spades|hearts|diamonds|clubs) foundation, up to the ace$/,
    );
    await expect(place('foundation:0'), `${when}: the first place's name`).toHaveAttribute('aria-label', 'empty foundation place 1');
  };
  await check('after the drop');
  expect(JSON.stringify((await savedActions())[0]), 'the record keeps the engine pile number').toContain('foundation:0');
  await page.reload();
  await page.locator('.table').waitFor();
  await check('after a reload');
});

// ---- A damaged save is never dropped silently ----
test('a damaged save is reported, can be downloaded, and the player starts fresh', async () => {
  await page.evaluate(
    (key) =>
      localStorage.setItem(key, '{"state": {"save": {"record": {"format": "brigadier-game/1", "dealNumber": 3, "players": ["A","B"]'),
    SAVE_KEY,
  );
  await page.reload();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog, 'the reason given').toContainText('damaged');
  await axe('the damaged-save notice');
  await shot('damaged-save');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the save' }).click()]);
  expect(readFileSync(await download.path(), 'utf8').startsWith('{"state"'), 'the download is the damaged save').toBe(true);
  await page.getByRole('button', { name: 'Start fresh' }).click();
  await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
});

test('the knocks were heard under the Content-Security-Policy: played from blob: URLs (media-src blob:)', async () => {
  const knocks = plan.steps.filter((step) => step.do === 'knock').length;
  const heard = s.watch.mediaPlays.filter((m) => m.scheme === 'blob' && m.played);
  expect(knocks, 'knocks planned').toBeGreaterThan(0);
  expect(heard.length, `knocks heard: ${JSON.stringify(s.watch.mediaPlays)}`).toBe(knocks);
});

// ---- Figures ----
/** The figures of the whole game, measured and printed once (by the first check that asks). */
type Stats = { n: number; p50: number; p95: number; max: number; text: string };
let measured: { work: Stats; long: typeof playLongTasks } | null = null;
const figures = async () => {
  if (measured) return measured;
  // The same wait on this page with nothing to do: what the display's frame clock alone costs.
  const idle = await page.evaluate(async () => {
    const waits: number[] = [];
    for (let i = 0; i < 60; i++) {
      await new Promise((r) => setTimeout(r, Math.random() * 17));
      const start = performance.now();
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      waits.push(performance.now() - start);
    }
    return waits;
  });
  const stats = (values: readonly number[]): Stats => {
    const v = [...values].sort((a, b) => a - b);
    const at = (q: number) => v[Math.min(v.length - 1, Math.max(0, Math.ceil(v.length * q) - 1))] ?? NaN;
    return {
      n: v.length,
      p50: at(0.5),
      p95: at(0.95),
      max: v.at(-1) ?? NaN,
      text: `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${(v.at(-1) ?? NaN).toFixed(1)} ms`,
    };
  };
  const painted = stats(dropToPaint);
  const work = stats(dropWork);
  const longest = playLongTasks.reduce((m, t) => Math.max(m, t.duration), 0);
  console.log(`figure: drop to next painted frame over ${painted.n} drops: ${painted.text}`);
  console.log(`figure: of which the page's own work (the drop, render, commit, and the frame's style, layout, paint): ${work.text}`);
  console.log(
    `figure: slowest drops: ${slowDrops
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 4)
      .map((d) => `${d.ms.toFixed(1)} ms (${d.during})`)
      .join('; ')}`,
  );
  console.log(`figure: the same wait on this page with nothing to do (the 60 Hz frame clock alone): ${stats(idle).text}`);
  console.log(
    `figure: long tasks during play: ${playLongTasks.length}${playLongTasks.length ? ` (longest ${longest.toFixed(0)} ms)` : ''}`,
  );
  measured = { work, long: playLongTasks };
  return measured;
};
// The figures above are what to report (README); the check is a guard against a drop's work growing
// again. It was two frames (33 ms at p95, the work ~8–13 ms when quiet) until the table began keeping
// the keyboard's focus: ~27 ms at p50 and 35–45 at p95 then. The cost came from the middle's size
// container, laid out whole again on every change of an edge, and more so with a card of the table
// holding the focus. With the container out of the table's grid (middle.css) the work is ~11 ms at p50
// and 34 at p95 even at load average 10 (docs/measurements.md). The guard is 40 ms, stretched by the
// machine's load when it is busy (timeBudget, harness.ts).
test('a drop is painted within three frames: its work ≤ 40 ms at p95', async () => {
  const { work } = await figures();
  expect(work.n, 'drops measured').toBeGreaterThanOrEqual(20);
  expect(work.p95, 'a drop’s work at p95, ms').toBeLessThanOrEqual(timeBudget(40));
});
// Long tasks (over 50 ms) are a figure to report: none on a quiet machine, while at load average 10 a
// drop has been seen to take 137 ms. The check fails on what a player would feel as a freeze, never on
// a busy machine: the speed goals live in benchmarks.
test('no action freezes the page: no task over 250 ms during play', async () => {
  await figures();
  const over = (ms: number) => playLongTasks.filter((t) => t.duration > ms);
  console.log(
    `figure: tasks over 100 ms during play: ${over(100).length} (${
      over(100)
        .map((t) => `${t.duration.toFixed(0)} ms during ${t.during}`)
        .join('; ') || 'none'
    })`,
  );
  const limit = timeBudget(250);
  const long = over(limit);
  expect(
    long.map((t) => `${t.duration.toFixed(0)} ms during ${t.during}`),
    `tasks over ${limit} ms`,
  ).toEqual([]);
});
