// The whole-game layout test: at every size the app supports, a planned seeded hot-seat game
// (layout-plan.ts) is played through the page to its end — by touch on phones and tablets, by mouse
// on windows — with a false knock, a take-back, a valid knock each way with its missed line stepped
// through and closed, the resign question and a draw offer, every tool (Menu, Log, Keys, Settings,
// Share position), the end screen and the game's review; then a game against the computer, a lesson, two drills, the
// analysis board with its dialogs, How to play and Your games; and Brigade, the patience for one, a deal
// played to its win with the solver's moves (layout-patience.ts), a refusal, an undo and a redo. After every step, whatever is on screen
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
// The fifteen configurations take 12–15 minutes here (2 shared cores), 28–80 s each. Each story is a
// test of its own on a fresh page (each starts from the start screen), so a problem found in one (the
// drills, say) does not skip the others; the watch fails a test on any page error, console error or
// Content-Security-Policy violation.
// A failure names the size, the step (its number and what it was) and the element, and leaves a
// screenshot in test-results/layout/<size>/; a screenshot of each kind of screen is kept there too.
// LAYOUT_COLLECT=1 goes on past problems and writes them all, grouped, to test-results/layout/findings.txt
// (LAYOUT_REPORT=path writes it there instead). LAYOUT_ONLY=390x844,768x1024-table-mode runs only
// the sizes named.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { RESULTS } from './harness.ts';
import { layoutPlan, type LayoutPlan } from './layout-plan.ts';
import { writeReport, type Finding } from './layout-report.ts';
import { LAYOUT_SIZES, layoutSteps, tagOf, type SizeRun } from './layout-steps.ts';
import { patienceHands, patiencePlan } from './layout-patience.ts';

const COLLECT = Boolean(process.env.LAYOUT_COLLECT);
/** Brigade's deal and moves, planned once with the solver. */
const patience = patiencePlan();
const OUT = `${RESULTS}/layout`;
const REPORT = process.env.LAYOUT_REPORT ?? `${OUT}/findings.txt`;

const readJson = (path: string) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as { run: number; findings: Finding[] };
  } catch {
    return null;
  }
};

let plan: LayoutPlan;

/** The plan's names in the start screen's fields (sides are found by their players' names). */
async function nameThePlayers(page: Page) {
  await page.getByLabel('Player on the left column, bottom edge').fill(plan.names[0]);
  await page.getByLabel('Player on the right column, top edge').fill(plan.names[1]);
}
test.beforeAll(() => {
  plan = layoutPlan();
});

const only = process.env.LAYOUT_ONLY?.split(',');
for (const size of LAYOUT_SIZES.filter((s) => !only || only.includes(tagOf(s)))) {
  const tag = tagOf(size);
  test.describe(tag, () => {
    // Cards at rest are what is judged: with reduced motion they land at once, and a whole game at
    // fifteen sizes fits the browser tests' time (a slide is waited for all the same).
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch, reducedMotion: 'reduce' });
    const dir = `${OUT}/${tag}`;
    const run: SizeRun = { findings: [], kinds: new Set(), seen: new Set(), step: 0, spent: { check: 0, axe: 0 } };
    let started: number;
    let steps: ReturnType<typeof layoutSteps>;

    test.beforeAll(() => {
      started = Date.now();
      mkdirSync(dir, { recursive: true });
      // A size's findings and screenshots are its run's: a worker started afresh after a failure (same
      // runner, same parent process) adds to them, a new run starts them over.
      const kept = readJson(`${OUT}/findings-${tag}.json`);
      if (kept?.run === process.ppid) run.findings.push(...kept.findings);
      else for (const f of readdirSync(dir)) if (f.endsWith('.jpg')) rmSync(`${dir}/${f}`);
    });

    test.beforeEach(async ({ page }) => {
      steps = layoutSteps({ size, tag, dir, collect: COLLECT, run, page, plan });
      await page.goto('/');
    });

    test.afterAll(() => {
      console.log(
        `figure: layout ${tag}: ${((Date.now() - started) / 1000).toFixed(0)} s (checks ${(run.spent.check / 1000).toFixed(0)} s, axe and screenshots ${(run.spent.axe / 1000).toFixed(0)} s), ${run.step} steps, ${run.kinds.size} kinds of screen, ${run.findings.length} problems`,
      );
      writeFileSync(`${OUT}/findings-${tag}.json`, JSON.stringify({ run: process.ppid, findings: run.findings }));
      writeReport(OUT, REPORT);
    });

    // ---- The start screen and what it opens ----
    // Table mode turns only the game's table: the other screens are the same as upright, seen once.
    if (!size.tableMode)
      test(`${tag}: the start screen, How to play, a lesson, the drills and the analysis board`, async ({ page }) => {
        test.setTimeout(240_000);
        const { press, button, check, escape } = steps;
        await expect(button('Deal the cards')).toBeVisible();
        await check('the start screen');
        await press(button('How to play').first());
        await expect(page.getByRole('dialog', { name: 'How to play' })).toBeVisible();
        await check('How to play');
        await escape();

        await press(button('Learn to play').first());
        await expect(page.getByRole('heading', { level: 1, name: 'Learn to play' })).toBeVisible();
        await check('Learn to play');
        await press(button(/^Start the course/));
        await expect(page.getByRole('region', { name: /^Lesson 1: / })).toBeVisible();
        await check('lesson 1');
        await press(button('All lessons'));
        await check('all lessons');
        await press(button('Drills', page.getByRole('navigation', { name: 'Other screens' })));
        await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeVisible();
        await check('the drills menu');
        await press(button('Start spotting'));
        await expect(page.getByRole('region', { name: 'Drill: spot the play' })).toBeVisible({ timeout: 20_000 });
        await check('a spot drill');
        await press(button('Drills menu'));
        await press(button('Start watching'));
        await expect(page.getByRole('region', { name: 'Drill: be the watcher' })).toBeVisible();
        await check('a watcher drill');
        await press(button(/^Next action/));
        await check('the watcher drill, one action on');
        await press(button('Drills menu'));
        await press(button('Back to the start').first());

        await press(button('Analysis board'));
        await expect(page.locator('.analysis__reach')).toContainText('Foundation distance', { timeout: 30_000 });
        await check('the analysis board');
        const shortest = button('Show the shortest line');
        if (await shortest.isEnabled().catch(() => false)) {
          await press(shortest);
          await check('the shortest line on the analysis board');
        }
        await press(button('Set up a position…'));
        await expect(page.getByRole('dialog').first()).toBeVisible();
        await check('the set-up dialog');
        await escape();
        await press(button('Play from here…'));
        await expect(page.getByRole('dialog').first()).toBeVisible();
        await check('the play-from-here dialog');
        await escape();
        await press(button('Back to the start').first());
        await expect(button('Deal the cards')).toBeVisible();
      });

    // ---- The hot-seat game, to its end ----
    test(`${tag}: a hot-seat game played to its end with knocks both ways, a false knock and a take-back; Your games`, async ({
      page,
      saved,
    }) => {
      test.setTimeout(600_000);
      const { press, button, side, check, openTool, escape, moveCard, lesson, endTitle, startScreen } = steps;
      await startScreen();
      await nameThePlayers(page);
      await page.getByRole('textbox', { name: 'Deal number' }).fill(String(plan.dealNumber));
      await page.getByLabel(/^Take-back/).check();
      if (size.tableMode) await page.getByLabel(/^Table mode/).check();
      await check('the start screen filled in');
      await press(button('Deal the cards'));
      await expect(page.locator('.table')).toBeVisible();
      await check(`deal ${plan.dealNumber} on the table`);

      for (const [i, s] of plan.steps.entries()) {
        const who = s.do === 'knock' ? s.by : s.mover;
        if (s.do === 'move') await moveCard(s, i);
        else if (s.do === 'reveal') await press(button(/^Turn up a card/, side(who)));
        else if (s.do === 'discard') await press(button(/^Discard and end turn/, side(who)));
        else if (s.do === 'pass') await press(button(/^Pass/, side(who)));
        else if (s.do === 'takeBack') await press(button(/^Take back/, side(who)));
        else if (s.do === 'knock') await press(button(/^Knock/, side(who)));
        await expect
          .poll(async () => (await saved.actions()).length, { message: `${tag}: the save after ${s.what}`, timeout: 20_000 })
          .toBe(s.actions);
        await check(`action ${s.actions}: ${s.what}${s.do === 'move' ? ` ${s.card} ${s.from} → ${s.to}` : ''}`);
        if (s.do === 'knock' && s.valid) {
          await expect(lesson()).toBeVisible();
          await expect(page.locator('.lesson-arrow')).toBeVisible();
          await check('the missed line');
          for (let k = 0; k < s.lineLength; k++) {
            await press(button(/Show next move/).first());
            await check(`the missed line, move ${k + 1}`);
          }
          await press(button(/^Back$/).first());
          await check('the missed line, a move back');
          await press(button(/Back to the game/).first());
          await expect(lesson()).toHaveCount(0);
          await check('the missed line closed');
        }
        if (i === 2) {
          // Every tool of the game, once, early in the game.
          for (const tool of ['Log', 'Keys', 'Settings']) {
            await openTool(tool);
            // The log and the keys' list may still be on their way (they load after the deal): the panel is checked once shown.
            const panel = tool === 'Log' ? page.getByRole('complementary', { name: 'Game log' }) : page.getByRole('dialog', { name: tool });
            await expect(panel).toBeVisible();
            if (tool === 'Keys') await expect(panel.locator('dl.keys')).toBeVisible();
            await check(`the ${tool} panel`);
            await escape();
          }
          await openTool('Share position');
          await expect(page.getByRole('dialog', { name: 'Share this position' })).toBeVisible();
          await check('the Share position panel');
          await escape();
          if ((await button('Menu').isVisible()) && (await button('Menu').getAttribute('aria-expanded')) === 'true') await escape();
          await check('the tools closed');
        }
        if (i === 12) {
          // The resign question, asked and answered No; a draw offered and declined.
          const next = plan.steps[i + 1]!;
          const mover = next.do === 'knock' ? next.by : next.mover;
          await press(button('Resign…', side(mover)));
          await check('the resign question');
          await press(button('No', side(mover)));
          await press(button('Offer draw', side(mover)));
          await check('a draw offered');
          await press(button('Decline', side(1 - mover)));
          await check('the draw declined');
        }
      }
      await expect(endTitle).toBeVisible();
      await check('the end screen');
      // The game's review: its timeline and figures, a moment marked, a fault's missed line (upright only,
      // like the other screens), and back to the end screen.
      if (!size.tableMode) {
        await press(button('Review this game'));
        await expect(page.getByRole('table', { name: 'Each player’s faults and knocks' })).toBeVisible({ timeout: 30_000 });
        await check('the review');
        const fault = page.locator('.review__turn--fault').first();
        await press(fault.getByRole('button').first());
        await expect(button('Show the missed line')).toBeVisible();
        await check('the review, a fault marked');
        await press(button('Show the missed line'));
        await expect(lesson()).toBeVisible();
        await check('a missed line from the review');
        // The missed line's close button says where it goes, its Esc key beside the words.
        await press(button(/^Back to the review/).first());
        await press(button('Back to the game'));
        await expect(endTitle).toBeVisible();
      }
      // Your games lists the finished game.
      await press(button('New game…'));
      await expect(button('Deal the cards')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your games' })).toBeVisible();
      await check('the start screen with Your games');
    });

    // ---- Brigade, the patience for one ----
    if (!size.tableMode)
      test(`${tag}: Brigade, the patience: a deal played to its win, a refusal, undo and redo, the More menu`, async ({ page }) => {
        test.setTimeout(300_000);
        const { press, button, check } = steps;
        const hands = patienceHands(page, size);
        await press(button('Brigade — patience for one'));
        await expect(hands.place('patience-tableau-0')).toBeVisible();
        await check('Brigade opened');
        await press(button('More'));
        await check('the More menu of Brigade');
        await page.getByRole('textbox', { name: 'Deal number' }).fill(String(patience.dealNumber));
        await press(button('Deal it'));
        await expect(page.locator('.pstatus__deal')).toHaveText(`Deal ${patience.dealNumber}`);
        await hands.movesShown(patience.dealMoves);
        await check(`Brigade deal ${patience.dealNumber}`);
        // A refusal: a card its foundation does not take yet, in the rules' words.
        await hands.tapTap(patience.refused);
        await expect(page.locator('.pnotice--refusal')).toContainText('foundation takes');
        await check('a refused move, in the rules’ words');
        for (const [i, s] of patience.steps.entries()) {
          await hands.play(s.move, i);
          await hands.movesShown(s.moves);
          if (i < 3 || i % 10 === 9) await check(`Brigade move ${i + 1}`);
          if (i === 2) {
            await press(button('Undo'));
            await hands.movesShown(patience.steps[1]!.moves);
            await check('Brigade, a move undone');
            await press(button('Redo'));
            await hands.movesShown(s.moves);
            await check('Brigade, the move redone');
          }
        }
        const won = page.getByRole('dialog', { name: 'You won!' });
        await expect(won).toBeVisible();
        await check('Brigade won');
        await press(button('Back to start', won));
        await expect(button('Deal the cards')).toBeVisible();
      });

    // ---- A game against the computer ----
    if (!size.tableMode)
      test(`${tag}: a game against the computer: a few turns, then resigned`, async ({ page, saved }) => {
        test.setTimeout(240_000);
        const { press, button, side, check, escape, endTitle, startScreen, awaitPerson } = steps;
        await startScreen();
        // The players' names of the plan, as the hot-seat game left them: South's side is found by its name.
        await nameThePlayers(page);
        await page.getByLabel(/^Play against the computer/).check();
        await page.getByLabel('Computer level').selectOption('beginner');
        // A seeded deal, as the hot-seat game's: a random one made this story a different game each run.
        await page.getByRole('textbox', { name: 'Deal number' }).fill(String(plan.dealNumber));
        await check('the start screen, the computer chosen');
        await press(button('Deal the cards'));
        await expect(page.locator('.table')).toBeVisible();
        await check('the table against the computer');
        const menu = button('Menu', page.getByRole('navigation', { name: 'Game' }));
        if (await menu.isVisible()) await press(menu);
        await page.getByLabel(/Computer speed/).selectOption('fast');
        await check('the computer set to fast');
        if (await menu.isVisible()) await escape();
        // The person (South) turns up and discards; the computer plays its turns by itself.
        const south = side(0);
        const southToMove = () => south.locator('.plate__turn').isVisible();
        for (let turn = 0; turn < 3; turn++) {
          await awaitPerson(southToMove, 'the computer did not hand the turn back in 30 s');
          if (await endTitle.isVisible()) break;
          await check(`the computer's turn done (${turn + 1})`);
          for (const name of [/^Turn up a card/, /^Discard and end turn/, /^Pass/]) {
            const b = button(name, south);
            if (!(await b.isVisible())) continue;
            const n = (await saved.actions()).length;
            await press(b);
            await expect
              .poll(async () => (await saved.actions()).length, { message: `the person's ${String(name)} in the save`, timeout: 20_000 })
              .toBeGreaterThan(n);
            await check(`the person's ${String(name).replace(/[^a-z ]/gi, '')}`);
            const d = button(/^Discard and end turn/, south);
            if (String(name).includes('Turn') && (await d.isVisible())) {
              await press(d);
              await check("the person's discard");
            }
            break;
          }
        }
        // Resign on the person's own turn, when the computer can do nothing in between; the computer may
        // knock the person's last discard first, and its missed line holds the table until closed.
        const resign = button('Resign…', south);
        await awaitPerson(async () => (await resign.isVisible()) && (await southToMove()), 'the person never got the turn back to resign');
        if (!(await endTitle.isVisible())) {
          await press(resign);
          await check('the resign question against the computer');
          await press(button(/^Yes, .* resigns/, south));
        }
        await expect(endTitle).toBeVisible();
        await check('the end screen after resigning');
      });
  });
}
