// The hands and the eyes of the whole-game layout test (layout.spec.ts) at one size: a press that
// reports a control no hand could press, the check after every step (the judge of layout-judge.ts, axe
// and a screenshot once per kind of screen), the tools behind the Menu, a card moved as the size's
// player moves it. What they found is kept per size across its tests, for the size's figure and report.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { animationsDone, AXE, codeOf, mouseDrag, tableHands } from './harness.ts';
import { layoutProblems, screenKind } from './layout-judge.ts';
import type { LayoutPlan, Step } from './layout-plan.ts';
import { problemKey, type Finding } from './layout-report.ts';

export interface LayoutSize {
  width: number;
  height: number;
  touch: boolean;
  tableMode?: boolean;
}

/** Every size the app supports, as the whole-game layout test (layout.spec.ts) plays them. */
export const LAYOUT_SIZES: readonly LayoutSize[] = [
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
/** A size's name: `390x844`, `768x1024-table-mode`. */
export const tagOf = (size: LayoutSize) => `${size.width}x${size.height}${size.tableMode ? '-table-mode' : ''}`;
/** A phone: its shorter side is a phone's (cards must stay at least 40 px wide there). */
const isPhone = (size: LayoutSize) => Math.min(size.width, size.height) <= 500;

interface AxeViolations {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

/** What one size's run found and spent, across its tests. */
export interface SizeRun {
  findings: Finding[];
  kinds: Set<string>;
  /** The problems seen so far at this size (problemKey). */
  seen: Set<string>;
  step: number;
  spent: { check: number; axe: number };
}

/** The steps of a story at `size` on `page`; `collect` goes on past problems (they are kept in `run.findings`). */
export function layoutSteps({
  size,
  tag,
  dir,
  collect,
  run,
  page,
  plan,
}: {
  size: LayoutSize;
  tag: string;
  dir: string;
  collect: boolean;
  run: SizeRun;
  page: Page;
  plan: LayoutPlan;
}) {
  const hands = tableHands(page);
  /**
   * A tap (touch) or a click (mouse) on a control. One that something covers cannot be pressed by a
   * hand: that is reported (the step's check has already named what covers it), and the story goes
   * on with a click sent to the control itself, so that one fault does not hide the rest.
   */
  const press = async (locator: Locator) => {
    const hand = size.touch ? (o: { timeout: number }) => locator.tap(o) : (o: { timeout: number }) => locator.click(o);
    const pressed = await hand({ timeout: 2500 }).then(
      () => true,
      () => false,
    );
    if (pressed) return;
    expect(await locator.count(), `${tag}, after step ${run.step}: no ${String(locator)} to press`).toBeGreaterThan(0);
    const what = await locator.evaluate((el) =>
      el.matches('.card')
        ? `card [${el.closest('[data-place]')?.getAttribute('data-place')}]`
        : `"${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`,
    );
    run.findings.push({
      size: tag,
      step: run.step,
      what: 'pressing a control',
      element: what,
      problem: 'cannot be pressed by a hand (covered or out of reach); pressed by a click sent to it',
    });
    if (!collect) expect(pressed, `${tag}, after step ${run.step}: ${what} cannot be ${size.touch ? 'tapped' : 'clicked'}`).toBe(true);
    await locator.dispatchEvent('click');
  };
  const button = (name: string | RegExp, within: Page | Locator = page) =>
    within.getByRole('button', { name, exact: typeof name === 'string' });
  const side = (player: number) => page.getByRole('region', { name: `${plan.names[player]}'s side` });

  /** A new kind of screen: photographed and checked by axe, its violations added to `problems`. */
  const newKind = async (slug: string, problems: { element: string; problem: string }[]) => {
    await page.screenshot({ path: `${dir}/${String(run.step).padStart(3, '0')}-${slug}.jpg`, type: 'jpeg', quality: 60 });
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
    const result = await page.evaluate(() =>
      (window as unknown as { axe: { run(on: Document, options: object): Promise<AxeViolations> } }).axe.run(document, {
        resultTypes: ['violations'],
      }),
    );
    for (const v of result.violations)
      problems.push({
        element: v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', '),
        problem: `axe ${v.id} (${v.impact}): ${v.help}`,
      });
  };

  /**
   * One step of the story: its action is done, the page settles, and the whole screen is judged; a new
   * kind of screen is also checked by axe and photographed.
   */
  const check = async (what: string) => {
    run.step++;
    const t0 = Date.now();
    await animationsDone(page);
    const problems = await page.evaluate(layoutProblems, { minCard: isPhone(size) ? 40 : 0, width: size.width, height: size.height });
    const kind = await page.evaluate(screenKind, plan.names);
    const t1 = Date.now();
    run.spent.check += t1 - t0;
    const slug = what.replace(/[^\w]+/g, '-').slice(0, 50);
    if (!run.kinds.has(kind)) {
      run.kinds.add(kind);
      await newKind(slug, problems);
      run.spent.axe += Date.now() - t1;
    }
    if (problems.length === 0) return;
    // A screenshot of the step where a problem first shows at this size (not of every step it lasts).
    const fresh = problems.map(problemKey).filter((k) => !run.seen.has(k));
    fresh.forEach((k) => run.seen.add(k));
    const shot = `${dir}/FAIL-${String(run.step).padStart(3, '0')}-${slug}.jpg`;
    if (fresh.length > 0) await page.screenshot({ path: shot, type: 'jpeg', quality: 70 });
    for (const p of problems) run.findings.push({ size: tag, step: run.step, what, ...p });
    const header = `${tag}, step ${run.step} (${what}): ${problems.length} problem(s)${fresh.length > 0 ? `, screenshot ${shot}` : ''}`;
    if (collect) console.log(`  layout: ${header}`);
    else
      expect(
        problems.map((p) => `${p.element}: ${p.problem}`),
        header,
      ).toEqual([]);
  };

  const navigation = () => page.getByRole('navigation', { name: 'Game' });
  /** Opens a tool of the game's toolbar: behind the Menu where the Menu shows (a phone). */
  const openTool = async (name: string) => {
    const menu = button('Menu', navigation());
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') {
      await press(menu);
      await check('the Menu opened');
    }
    await press(button(name, navigation()).first());
  };
  const escape = async () => {
    await page.keyboard.press('Escape');
    await animationsDone(page);
  };

  const moveCard = async (s: Extract<Step, { do: 'move' }>, i: number) => {
    const card = hands.topCard(s.from);
    const id = await card.getAttribute('data-card', { timeout: 5000 });
    expect(codeOf(id ?? ''), `${tag}: the top of ${s.from} against the plan's card`).toBe(s.card);
    await animationsDone(page);
    if (!size.touch && i % 4 !== 3) return mouseDrag(page, await hands.centre(card), await hands.dropPoint(s.to));
    // Tap the card, then where it goes (a finger's click-then-click); with a mouse, one move in four.
    await press(card);
    await expect(page.locator('.card--selected')).toBeVisible({ timeout: 5000 });
    const b = await hands.dropPoint(s.to);
    const onTarget = await page.evaluate(
      ({ x, y, id }) => document.elementFromPoint(x, y)?.closest('[data-place]')?.getAttribute('data-place') === id,
      { ...b, id: s.to },
    );
    if (onTarget) return size.touch ? page.touchscreen.tap(b.x, b.y) : page.mouse.click(b.x, b.y);
    run.findings.push({
      size: tag,
      step: run.step,
      what: `moving ${s.card} to ${s.to}`,
      element: `[${s.to}]`,
      problem: 'something covers the place a card goes: pressed by a click sent to it',
    });
    if (!collect) expect(onTarget, `${tag}, after step ${run.step}: the place ${s.to} is covered`).toBe(true);
    await hands.place(s.to).dispatchEvent('click');
  };
  // After a knock: the missed line, or first the offender's try at it (Find it yourself, on against the beginner computer).
  const lesson = () => page.getByRole('region', { name: /^(The missed foundation play|Find it yourself)$/ }).first();
  const endTitle = page.locator('#end-title');

  /** The start screen, whatever the last story left: the table, or its end screen. */
  const startScreen = async () => {
    const deal = button('Deal the cards');
    await expect(deal.or(page.locator('.table')).first()).toBeVisible();
    if (await deal.isVisible()) return;
    const end = button('New game…');
    if (await end.isVisible()) await press(end);
    else await openTool('New game');
    await expect(deal).toBeVisible();
  };

  /** A missed line the computer's knock opened, judged and closed (it holds the table until closed). */
  const closeLesson = async () => {
    const tryIt = page.getByRole('region', { name: 'Find it yourself' }).first();
    if (await tryIt.isVisible()) {
      await check('Find it yourself against the computer');
      await press(button(/^Show me/).first());
      await expect(tryIt).toHaveCount(0);
    }
    await check('a missed line against the computer');
    await press(button(/Back to the game/).first());
    await expect(lesson()).toHaveCount(0);
  };
  /** Waits, closing any missed line on the way, until the game is over or `ready` says the person may act. */
  const awaitPerson = async (ready: () => Promise<boolean>, what: string) => {
    for (;;) {
      const shows = async () => (await lesson().isVisible()) || (await endTitle.isVisible()) || (await ready());
      await expect.poll(shows, { message: `${tag}: ${what}`, timeout: 30_000 }).toBe(true);
      if (!(await lesson().isVisible())) return;
      await closeLesson();
    }
  };

  return { press, button, side, check, openTool, escape, moveCard, lesson, endTitle, startScreen, awaitPerson };
}
