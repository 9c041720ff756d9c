// The low-vision browser test. On a 1280×800 window held with a mouse, every screen (the start screen
// and Your games, How to play, the course and a lesson, the drills and a drill, the analysis board, the
// table on a turn, with a card selected, with a knock's missed line, with the Settings open, the end
// screen) is checked by axe under the WCAG 2.2 AA tags and best practice, again in forced colours;
// every target a mouse aims at is 24×24 px at least; the focus ring contrasts 3:1 with every background
// it meets; the deck's ready sign is not the focus ring; forced colours keep every highlight. Then the
// small windows: 320 px wide (a phone, 320×568) and 320×200 (1280×800 at 400%) reflow without sideways
// scrolling, cards stay readable and every control can be scrolled to; zoom makes cards larger on
// screen. Zoom is emulated as the browser does it: the window's CSS size divided by the zoom and the
// device pixel ratio multiplied by it (the context's deviceScaleFactor). Page scale (pinch zoom,
// Emulation.setPageScaleFactor) would not do: it keeps the layout and only magnifies the picture.
// The screens reached from the start screen are independent tests; the table's steps are a story on one
// page. The watch fails every test on a page error, a console error or a Content-Security-Policy
// violation. Screenshots go to test-results/ (and to VISION_SHOTS, a folder, when given).
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { devicesPlan, type DevicesPlan } from './devices-plan.ts';
import { expect, story, test } from './fixtures.ts';
import { animationsDone, RESULTS } from './harness.ts';
import { loadMidGame, narrowestCard } from './mid-game.ts';
import { axeBothWays, focusRings, smallTargets, verify } from './vision-measure.ts';
import { reflowProblems } from './vision-reflow.ts';

const SHOTS = process.env.VISION_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** The planned game (devices-plan.ts), for every page of the file. */
let plan: DevicesPlan;
test.beforeAll(() => {
  plan = devicesPlan();
});

/** What every screen at 1280×800 is judged by: its screenshots, targets, axe both ways and focus rings. */
function judge(page: () => Page) {
  const shot = async (name: string) => {
    await page().screenshot({ path: `${RESULTS}/vision-${name}.png` });
    if (SHOTS) await page().screenshot({ path: `${SHOTS}/vision-${name}.png` });
  };
  const targets = async (what: string) => {
    const small = await page().evaluate(smallTargets);
    verify(small, `${what}: ${small.length} target(s) under 24×24 px`).toEqual([]);
  };
  /** Every screen: axe both ways and its targets. */
  const screen = async (what: string) => {
    await animationsDone(page());
    await axeBothWays(page(), what);
    await targets(what);
  };
  const rings = async (what: string, selector: string) => {
    await page().keyboard.press('Tab');
    const { problems, least, count } = await page().evaluate(focusRings, selector);
    console.log(`figure: ${what}: focus ring at least ${least.toFixed(2)}:1 against its backgrounds (${count} elements)`);
    expect(count, `${what}: no element was focused`).toBeGreaterThan(0);
    verify(problems.slice(0, 20), `${what}: ${problems.length} focus ring problem(s)`).toEqual([]);
  };
  return { shot, targets, screen, rings };
}

test.describe('1280×800 with a mouse: the screens from the start', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  let current: Page;
  const { screen, rings } = judge(() => current);
  test.beforeEach(async ({ page }) => {
    current = page;
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Deal the cards' })).toBeVisible();
  });

  test('the start screen: axe both ways, targets, focus ring', async () => {
    await screen('the start screen');
    await rings('the start screen', 'button, input, select, a[href]');
  });

  test('How to play: axe both ways, targets', async ({ page }) => {
    await page.getByRole('button', { name: 'How to play' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to play' });
    await expect(dialog).toBeVisible();
    await screen('How to play');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the course and a lesson: axe both ways, targets', async ({ page }) => {
    await page.getByRole('button', { name: 'Learn to play' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Learn to play' })).toBeVisible();
    await screen('the course list');
    await page.getByRole('button', { name: /^Start the course/ }).click();
    await expect(page.locator('.practice .table')).toBeVisible();
    await screen('a lesson');
    await rings('a lesson', '.practice button');
  });

  test('the drills and a drill: axe both ways, targets', async ({ page }) => {
    await page.getByRole('button', { name: 'Drills' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeVisible();
    await screen('the drills menu');
    await page.getByRole('radio', { name: /^1 · / }).check();
    await page.getByRole('button', { name: 'Start spotting' }).click();
    await expect(page.getByRole('region', { name: 'Drill: spot the play' })).toBeVisible({ timeout: 20_000 });
    await screen('a spot drill');
  });

  test('the analysis board: axe both ways, targets', async ({ page }) => {
    await page.getByRole('button', { name: 'Analysis board' }).click();
    await expect(page.locator('.analysis__reach')).toContainText('Foundation distance', { timeout: 30_000 });
    await screen('the analysis board');
    await page.getByRole('button', { name: 'Back to the start' }).click();
    await expect(page.getByRole('button', { name: 'Deal the cards' })).toBeVisible();
  });
});

test.describe('1280×800 with a mouse: a game on the table, to its end', () => {
  const s = story({ viewport: { width: 1280, height: 800 } });
  const { shot, targets, screen, rings } = judge(() => s.page);

  test('the table on a turn: axe both ways, targets, the focus ring on felt, panels, buttons and cards', async () => {
    await s.page.goto('/');
    await loadMidGame(s.page, plan);
    await screen('the table on a turn');
    await rings('the table', '.table button, .table [tabindex="0"], .table select');
    await shot('table');
  });

  test('the Settings and Keys open on the table: axe both ways, targets', async () => {
    const page = s.page;
    for (const name of ['Settings', 'Keys']) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.locator('.popover')).toBeVisible();
      await screen(`${name} on the table`);
      await page.keyboard.press('Escape');
      await expect(page.locator('.popover')).toHaveCount(0);
    }
  });

  test('a card selected lights its places; in forced colours each highlight keeps a ring of its own kind', async () => {
    const page = s.page;
    const cards = page.locator('.edge--to-move .card--movable, .middle .card--movable');
    let lit = 0;
    for (let i = 0; i < (await cards.count()) && lit === 0; i++) {
      await cards.nth(i).click();
      await expect(page.locator('.card--selected')).toBeVisible();
      lit = await page.locator('.place--legal').count();
      if (lit === 0) await page.keyboard.press('Escape');
    }
    expect(lit, 'no card of the player to move has a place to go').toBeGreaterThan(0);
    await screen('the table with a card selected');
    await page.emulateMedia({ forcedColors: 'active' });
    await shot('forced-colours-selected');
    const marks = await page.evaluate(() => {
      // What forced colours keep of a highlight: its outline (a pile's on its ::before), its border.
      const ringOf = (el: Element, pseudo: string | null = null) => {
        const s = getComputedStyle(el, pseudo);
        return {
          style: s.outlineStyle,
          width: parseFloat(s.outlineWidth),
          colour: s.outlineColor,
          border: `${s.borderTopStyle} ${s.borderTopWidth} ${s.borderTopColor}`,
        };
      };
      const legal = document.querySelector('.place--legal')!;
      return {
        selected: ringOf(document.querySelector('.card--selected')!),
        legal: legal.matches('.pile') ? ringOf(legal, '::before') : ringOf(legal),
        turn: ringOf(document.querySelector('.edge--to-move')!),
        quiet: ringOf(document.querySelector('.edge:not(.edge--to-move)')!),
        face: getComputedStyle(document.querySelector('.card--red')!).color,
      };
    });
    await page.emulateMedia({ forcedColors: 'none' });
    verify(
      marks.selected.style !== 'none' && marks.selected.width >= 3,
      `the selected card has no ring in forced colours: ${JSON.stringify(marks.selected)}`,
    ).toBe(true);
    verify(
      marks.legal.style !== 'none' && marks.legal.width >= 3,
      `a legal place has no ring in forced colours: ${JSON.stringify(marks.legal)}`,
    ).toBe(true);
    verify(marks.selected.colour, 'the selected card and its places share a colour').not.toBe(marks.legal.colour);
    verify(marks.turn.border, 'the player to move is not told apart in forced colours').not.toBe(marks.quiet.border);
    // A red card stays red: the card keeps its own inks.
    verify(marks.face, 'a red card in forced colours').toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
    await page.keyboard.press('Escape');
    await expect(page.locator('.card--selected')).toHaveCount(0);
  });

  test('a card dragged over a place that refuses it: in forced colours that place has a dashed ring', async () => {
    const page = s.page;
    const card = page.locator('.edge--to-move .card--movable, .middle .card--movable').first();
    const box = (await card.boundingBox())!;
    const a = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 6, a.y + 6, { steps: 3 });
    await page.mouse.move(a.x + 14, a.y + 12, { steps: 3 });
    await expect(page.locator('.card--lifted')).toBeVisible();
    const refusing = page.locator('.middle .place:not(.place--legal)').last();
    const b = (await refusing.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
    await expect(page.locator('.place--refused')).toBeVisible();
    await page.emulateMedia({ forcedColors: 'active' });
    await shot('forced-colours-refused');
    const refused = await page.evaluate(() => {
      const el = document.querySelector('.place--refused')!;
      const s = getComputedStyle(el, el.matches('.pile') ? '::before' : null);
      return `${s.outlineStyle} ${parseFloat(s.outlineWidth)}`;
    });
    await page.emulateMedia({ forcedColors: 'none' });
    // Esc puts the card back where it was: the drag ends without a move.
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect(page.locator('.card--lifted')).toHaveCount(0);
    verify(refused, 'a refusing place shows no dashed ring in forced colours').toMatch(/^dashed [3-9]/);
  });

  test('a knock’s missed line: axe both ways, targets; its marks and arrow keep their colours in forced colours', async () => {
    const page = s.page;
    await page.locator(`.edge--p${plan.knocker} .knock`).click();
    await expect(page.getByRole('region', { name: 'The missed foundation play' }).first()).toBeVisible();
    await expect(page.locator('.lesson-arrow')).toBeVisible();
    await screen('the missed line');
    await page.emulateMedia({ forcedColors: 'active' });
    await shot('forced-colours-lesson');
    const marks = await page.evaluate(() => {
      const outline = (sel: string) => {
        const el = document.querySelector(sel);
        if (!el) return 'absent';
        const s = getComputedStyle(el, el.matches('.pile') ? '::before' : null);
        return `${s.outlineStyle} ${parseFloat(s.outlineWidth)}`;
      };
      return {
        from: outline('.place--lesson-from'),
        to: outline('.place--lesson-to'),
        arrow: getComputedStyle(document.querySelector('.lesson-arrow__line')!).stroke,
      };
    });
    await page.emulateMedia({ forcedColors: 'none' });
    for (const which of ['from', 'to'] as const)
      verify(marks[which], `the missed line's ${which} place shows no ring in forced colours`).toMatch(/^(solid|dashed) [3-9]/);
    verify(marks.from, "the missed line's two places look alike in forced colours").not.toBe(marks.to);
    verify(marks.arrow, 'the arrow has no stroke in forced colours').not.toBe('none');
    await page
      .getByRole('button', { name: /Back to the game/ })
      .first()
      .click();
  });

  test('the deck ready to turn up does not look like the focus ring, in either colour mode', async () => {
    const page = s.page;
    // The player to move ends their turn (a discard, or a card turned up and discarded) until a deck
    // waits to be turned up.
    for (let i = 0; i < 6 && (await page.locator('.deck__button--ready').count()) === 0; i++) {
      await page.locator('.edge--to-move .action--main').click();
      await animationsDone(page);
    }
    await expect(page.locator('.deck__button--ready')).toBeVisible();
    await animationsDone(page);
    // The turn's notice has come, with its Dismiss button.
    await expect(page.getByRole('button', { name: 'Dismiss this message' }).first()).toBeVisible();
    await targets('the table with a notice');
    await page.keyboard.press('Tab');
    for (const forced of ['none', 'active'] as const) {
      await page.emulateMedia({ forcedColors: forced });
      const looks = await page.evaluate(() => {
        const button = document.querySelector('.deck__button--ready')!;
        const card = button.querySelector('.card')!;
        const mark = getComputedStyle(card);
        const ready = `${mark.outlineStyle} ${mark.borderTopStyle} ${parseFloat(mark.outlineOffset) < 0 ? 'inside' : 'outside'}`;
        const other = [...document.querySelectorAll<HTMLElement>('.table button')].find((b) => b !== button && b.offsetWidth > 0)!;
        other.focus();
        const focus = getComputedStyle(other);
        return { ready, focus: `${focus.outlineStyle} ${parseFloat(focus.outlineOffset) < 0 ? 'inside' : 'outside'}` };
      });
      verify(looks.ready, `the ready deck is not marked dashed (${forced})`).toMatch(/dashed/);
      verify(looks.focus, `the focus ring is not a solid ring outside (${forced})`).toMatch(/^solid outside/);
      await shot(`deck-ready-${forced === 'active' ? 'forced' : 'normal'}`);
    }
    await page.emulateMedia({ forcedColors: 'none' });
  });

  test('resigning: the question’s buttons are targets of 24 px; the end screen is axe-clean both ways', async () => {
    const page = s.page;
    await page.locator('.edge--to-move').getByRole('button', { name: 'Resign…' }).click();
    await expect(page.getByRole('button', { name: 'No', exact: true })).toBeVisible();
    await targets('the resign question');
    await page
      .locator('.edge--to-move')
      .getByRole('button', { name: /^Yes, .* resigns$/ })
      .click();
    await expect(page.locator('#end-title')).toBeVisible();
    await screen('the end screen');
  });

  test('Your games, after the game, on the start screen: axe both ways, targets', async () => {
    const page = s.page;
    await page.getByRole('button', { name: 'New game…' }).click();
    await expect(page.getByRole('heading', { name: 'Your games' })).toBeVisible();
    await screen('the start screen with Your games');
  });
});

const SMALL = [
  // A small phone upright: the width sets the cards (an eighth of it), the page may scroll down.
  { tag: '320x568-phone', width: 320, height: 568, touch: true, minCard: 31.9 },
  // 1280×800 zoomed to 400%.
  { tag: '320x200-zoom-400', width: 320, height: 200, scale: 4, minCard: 31.9 },
  // 1280×800 zoomed to 200% and 150%: the cards, 80 px wide at 100%, come larger on screen.
  { tag: '640x400-zoom-200', width: 640, height: 400, scale: 2, minCard: 40, grows: 80 },
  { tag: '853x533-zoom-150', width: 853, height: 533, scale: 1.5, minCard: 53.4, grows: 80 },
];

/** Everything that does not reflow in the window now, as lines: none, or fails naming them. */
async function expectReflows(page: Page, what: string) {
  const problems = await page.evaluate(reflowProblems);
  verify(problems, `${what}: ${problems.length} problem(s)`).toEqual([]);
}

for (const size of SMALL) {
  test.describe(size.tag, () => {
    const s = story({
      viewport: { width: size.width, height: size.height },
      hasTouch: Boolean(size.touch),
      isMobile: Boolean(size.touch),
      deviceScaleFactor: size.scale ?? 1,
    });

    test(`${size.tag}: the start screen reflows`, async () => {
      await s.page.goto('/');
      await expect(s.page.getByRole('button', { name: 'Deal the cards' })).toBeVisible();
      await expectReflows(s.page, 'the start screen');
    });

    test(`${size.tag}: the table reflows: no sideways scrolling, cards ≥ ${size.minCard} px wide, every control and the referee's words whole once scrolled to`, async () => {
      const page = s.page;
      await loadMidGame(page, plan);
      const narrowest = await narrowestCard(page);
      console.log(
        `figure: ${size.tag}: cards ${narrowest.toFixed(1)} CSS px wide, ${(narrowest * (size.scale ?? 1)).toFixed(1)} px on screen`,
      );
      verify(narrowest, `cards are ${narrowest.toFixed(1)} px wide`).toBeGreaterThanOrEqual(size.minCard);
      if (size.grows)
        verify(
          narrowest * size.scale,
          `zoomed, cards are ${(narrowest * size.scale).toFixed(1)} px on screen, not more than ${size.grows} as at 100%`,
        ).toBeGreaterThan(size.grows);
      await page.screenshot({ path: `${RESULTS}/vision-${size.tag}.png`, fullPage: true });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/vision-${size.tag}.png`, fullPage: true });
      await expectReflows(page, 'the table');
      await axeBothWays(page, `the table at ${size.tag}`);
    });

    test(`${size.tag}: a knock's missed line, then its verdict and the next turn's notice, read whole once scrolled to`, async () => {
      const page = s.page;
      const press = (locator: Locator) => (size.touch ? locator.tap() : locator.click());
      await press(page.locator(`.edge--p${plan.knocker} .knock`));
      await expect(page.getByRole('region', { name: 'The missed foundation play' }).first()).toBeVisible();
      await animationsDone(page);
      await expectReflows(page, 'the missed line');
      verify(await narrowestCard(page), `cards under ${size.minCard} px with the missed line`).toBeGreaterThanOrEqual(size.minCard);
      await press(page.getByRole('button', { name: /Back to the game/ }).first());
      await expect(page.locator('.notice').first()).toBeVisible();
      await animationsDone(page);
      await expectReflows(page, "the knock's verdict");
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
] as const) {
  test.describe(`${width}×${height} by touch`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile: true });
    test(`${width}×${height} by touch: the table still fits without scrolling`, async ({ page }) => {
      await page.goto('/');
      await loadMidGame(page, plan);
      const over = await page.evaluate(() => [
        document.documentElement.scrollWidth - innerWidth,
        document.documentElement.scrollHeight - innerHeight,
      ]);
      verify(Math.max(...over), `the table scrolls ${over[0]} px sideways and ${over[1]} px down`).toBeLessThanOrEqual(0);
      verify(await narrowestCard(page), 'cards under 40 px').toBeGreaterThanOrEqual(40);
    });
  });
}
