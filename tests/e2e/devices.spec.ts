// The device-size browser test: at each size two players share — phones and a tablet held
// upright by touch, tablets and windows flat — the start screen, a game mid-way, its tools, a valid
// knock after a fault and its missed line stepped through and closed, and play going on. At each size:
// nothing overflows sideways, the table never scrolls, every visible control lies inside the window and
// is not covered (elementFromPoint at its centre hits it), cards are at least 40 px wide from 360 px up,
// the missed line shows whole, and axe is clean. A screenshot of each screen at each size is kept in
// test-results/. Each size is a story of its own (one page, its steps in order), in its own context; the
// watch fails a step on any page error, console error or Content-Security-Policy violation.
import { devicesPlan, type DevicesPlan } from './devices-plan.ts';
import { controlsOnScreen, fits } from './devices-measure.ts';
import { expect, story, test } from './fixtures.ts';
import { animationsDone, axeCheck, RESULTS } from './harness.ts';
import { loadMidGame, narrowestCard } from './mid-game.ts';

interface Size {
  width: number;
  height: number;
  touch: boolean;
  minCard: number;
  tableMode?: boolean;
}

const SIZES: Size[] = [
  { width: 390, height: 844, touch: true, minCard: 40 },
  // The missed line lies in room the edges keep, so the cards keep their size while it shows.
  { width: 360, height: 740, touch: true, minCard: 40 },
  // Phones held sideways: the height sets the cards; the tools wait behind the Menu as on upright phones.
  { width: 844, height: 390, touch: true, minCard: 40 },
  { width: 740, height: 360, touch: true, minCard: 38 },
  { width: 768, height: 1024, touch: true, minCard: 60 },
  { width: 1024, height: 768, touch: true, minCard: 50 },
  // A tablet lying flat between the players, in table mode (the top player's side turned to face them).
  // Both edges keep room for the missed line and a finger's 44 px buttons: 64.9 px cards.
  { width: 768, height: 1024, touch: true, minCard: 60, tableMode: true },
  // Both edges hold a missed line here, and a finger's 44 px buttons take height: 45 px is still more
  // than an upright phone's 43.8 (57.3 measured).
  { width: 1024, height: 768, touch: true, minCard: 45, tableMode: true },
  // A short window: the middle gives way to a referee's corner that grows with its words (the edges
  // never clip them), so cards may come to 39 px here while a long notice shows; phones keep 40.
  // The table's tools gained Review (the game in progress reviewed); the edges keep room for the missed
  // line (its tools step aside for it): 36.4 px measured, 36.2 during a missed line.
  { width: 800, height: 600, touch: false, minCard: 36 },
  { width: 1280, height: 800, touch: false, minCard: 75 },
  { width: 1920, height: 1080, touch: false, minCard: 100 },
];

let plan: DevicesPlan;
test.beforeAll(() => {
  plan = devicesPlan();
});

// DEVICES_ONLY=844x390,768x1024-table-mode runs only the sizes named (while working on one layout).
const only = process.env.DEVICES_ONLY?.split(',');
for (const size of SIZES.filter((s) => !only || only.includes(`${s.width}x${s.height}${s.tableMode ? '-table-mode' : ''}`))) {
  const tag = `${size.width}x${size.height}${size.tableMode ? '-table-mode' : ''}`;
  test.describe(tag, () => {
    const s = story({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });

    const press = (locator: ReturnType<typeof s.page.locator>) => (size.touch ? locator.tap() : locator.click());
    const shot = (name: string) => s.page.screenshot({ path: `${RESULTS}/devices-${tag}-${name}.png` });
    /** Every control `within` the part of the page named is usable (an open menu covers what lies under it, by design). */
    const onScreen = async (what: string, within = 'body') => {
      await animationsDone(s.page);
      const problems = await s.page.evaluate(controlsOnScreen, { within, touch: size.touch });
      expect(problems, `${what}: ${problems.length} control(s) not usable`).toEqual([]);
    };
    const noScroll = async (what: string) => {
      const f = await s.page.evaluate(fits);
      expect(Math.max(f.sideways, f.down), `${what} scrolls: ${f.sideways} px sideways, ${f.down} px down`).toBeLessThanOrEqual(0);
    };
    const savedActions = async () => (await s.saved.actions()).length;

    test(`${tag}: the start screen does not overflow sideways; its buttons are whole; axe-clean`, async () => {
      const page = s.page;
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Deal the cards' })).toBeVisible();
      await shot('start');
      const f = await page.evaluate(fits);
      expect(f.sideways, `the start screen overflows sideways by ${f.sideways} px`).toBeLessThanOrEqual(0);
      // The start screen may scroll down; what is in view must still be usable.
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll('.start__learn button')]
          .filter((b) => b.getBoundingClientRect().right > innerWidth + 1 || b.getBoundingClientRect().left < -1)
          .map((b) => b.textContent),
      );
      expect(cut, 'buttons cut at the side').toEqual([]);
      await axeCheck(page, `the start screen at ${tag}`);
    });

    test(`${tag}: How to play opens from the start screen, reads whole at this width, a rule opens by its number; axe-clean; Esc closes it`, async () => {
      const page = s.page;
      await press(page.getByRole('button', { name: 'How to play' }));
      const rules = page.getByRole('dialog', { name: 'How to play' });
      await expect(rules).toBeVisible();
      const f = await page.evaluate(fits);
      expect(f.sideways, `the page overflows sideways by ${f.sideways} px`).toBeLessThanOrEqual(0);
      const width = await page
        .locator('.rules__list')
        .first()
        .evaluate((e) => e.getBoundingClientRect().width);
      expect(width, `the rules are squeezed into ${width} px`).toBeGreaterThanOrEqual(Math.min(300, size.width - 80));
      await onScreen('the How to play header', '.rules__header');
      await shot('how-to-play');
      await axeCheck(page, `How to play at ${tag}`);
      await page.keyboard.press('Escape');
      await expect(rules).toHaveCount(0);
    });

    test(`${tag}: the analysis board opens from the start screen with every control usable (none cut by its panel); axe-clean`, async () => {
      const page = s.page;
      await press(page.getByRole('button', { name: 'Analysis board' }));
      await expect(page.locator('.analysis__reach')).toContainText('Foundation distance', { timeout: 30_000 });
      await shot('analysis-board');
      await noScroll('the analysis board');
      await onScreen('the analysis board');
      await axeCheck(page, `the analysis board at ${tag}`);
      await press(page.getByRole('button', { name: 'Back to the start' }));
      await expect(page.getByRole('button', { name: 'Deal the cards' })).toBeVisible();
    });

    /** The actions in the save when the game mid-way was put on the table. */
    let before: number;

    const cardsAtLeast = async (what: string) => {
      const narrowest = await narrowestCard(s.page);
      console.log(`figure: ${tag}: cards ${narrowest.toFixed(1)} px wide (${what})`);
      expect(narrowest, `cards are ${narrowest.toFixed(1)} px wide (${what})`).toBeGreaterThanOrEqual(size.minCard);
    };

    test(`${tag}: the table fits, every control usable, cards ≥ ${size.minCard} px; axe-clean`, async () => {
      const page = s.page;
      // A game mid-way, saved as the page saves it, with table mode as the size asks.
      await loadMidGame(page, plan, { tableMode: size.tableMode === true });
      before = await savedActions();
      await shot('table');
      await noScroll('the table');
      await onScreen('the table');
      await cardsAtLeast('the table');
      const referee = page.locator('.edge--p0 .referee');
      await expect(referee, 'the referee says who is to play').toContainText(/to play/);
      const cut = await referee.evaluate((r) => r.scrollHeight - r.clientHeight);
      expect(cut, `the referee's words are cut by ${cut} px: ${await referee.textContent()}`).toBeLessThanOrEqual(1);
      await axeCheck(page, `the table at ${tag}`);
    });

    // The tools wait behind a Menu on a phone, upright or sideways (toolbar.css); elsewhere they show.
    const behindMenu = size.width <= 600 || (size.width > size.height && size.height <= 500);
    const menu = () => s.page.getByRole('button', { name: 'Menu' });
    if (!behindMenu) {
      test(`${tag}: an open Log leaves the tools (New game) free to press, and Esc closes it`, async () => {
        const page = s.page;
        await expect(menu(), 'the tools are behind a Menu at this size').toBeHidden();
        await press(page.getByRole('button', { name: 'Log', exact: true }));
        const log = page.getByRole('complementary', { name: 'Game log' });
        await expect(log).toBeVisible();
        await onScreen('the tools beside the open log', '.toolbar__tools');
        await page.keyboard.press('Escape');
        await expect(log).toHaveCount(0);
      });
    } else {
      test(`${tag}: the tools open from the Menu, all usable, and Esc closes it`, async () => {
        const page = s.page;
        await expect(menu(), 'no Menu holds the tools at this size').toBeVisible();
        await press(menu());
        await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
        await shot('menu');
        await onScreen('the open menu', '.toolbar--game');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: 'New game' })).toBeHidden();
      });
    }

    test(`${tag}: a valid knock by touch shows the missed line whole; it steps and closes by touch; axe-clean`, async () => {
      const page = s.page;
      await press(page.locator(`.edge--p${plan.knocker} .knock`));
      const lesson = page.getByRole('region', { name: 'The missed foundation play' }).first();
      await expect(lesson).toBeVisible();
      await expect(page.locator('.lesson-arrow')).toBeVisible();
      await animationsDone(page);
      await shot('lesson');
      await noScroll('the table with the missed line');
      await onScreen('the missed line');
      await cardsAtLeast('the missed line');
      const panel = await lesson.evaluate((l) => {
        const r = l.getBoundingClientRect();
        const corner = l.closest('.referee')!;
        return { top: r.top, bottom: r.bottom, cut: corner.scrollHeight - corner.clientHeight };
      });
      expect(
        panel.top >= 0 && panel.bottom <= size.height && panel.cut <= 1,
        `the missed line is not whole: ${JSON.stringify(panel)}`,
      ).toBe(true);
      // The banner has a row of its own: it covers no card.
      const covered = await page.evaluate(() => {
        const b = document.querySelector('.lesson-banner')?.getBoundingClientRect();
        if (!b) return ['no banner'];
        return [...document.querySelectorAll<HTMLElement>('.middle .card')]
          .filter((c) => {
            const r = c.getBoundingClientRect();
            return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
          })
          .map((c) => c.dataset.card);
      });
      expect(covered, 'the cards the banner covers').toEqual([]);
      await axeCheck(page, `the missed line at ${tag}`);
      const next = page.getByRole('button', { name: /Show next move/ }).first();
      for (let i = 0; i < plan.lineLength; i++) {
        await press(next);
        await onScreen(`the missed line, move ${i + 1}`);
      }
      await expect(next, 'the line did not reach its end').toBeDisabled();
      await press(page.getByRole('button', { name: /^Back$/ }).first());
      await expect(next, 'Back did not step back').toBeEnabled();
      await press(page.getByRole('button', { name: /Back to the game/ }).first());
      await expect(lesson).toHaveCount(0);
    });

    test(`${tag}: play goes on by touch after the lesson`, async () => {
      const page = s.page;
      const knocked = await savedActions();
      expect(knocked, `the save holds ${knocked} actions, expected the knock after ${before}`).toBe(before + 1);
      await press(page.locator('.edge--to-move .action').first());
      await expect.poll(savedActions, { message: 'the action after the lesson in the save' }).toBeGreaterThan(knocked);
      await noScroll('the table after the lesson');
      await onScreen('the table after the lesson');
      await shot('play-on');
    });
  });
}
