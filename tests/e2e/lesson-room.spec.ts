// The lesson's room: a valid knock opens the missed line (and, under house rule H1, "Find it yourself"
// before it) in the referee's corner, its banner above the piles and its arrow over the table. Opening
// and closing it must leave the table as it lies: every place where it was and every card of the size
// it had, at every size of the whole-game layout check (layout.spec.ts), so that the knock restyles no
// card (docs/measurements.md, "2026-11-28: a knock's lesson in room kept for it"). The lesson shows
// the table as it stood at the fault, so the places are compared (their boxes do not depend on the
// cards lying there; a pile's height does, with its tiers, so a pile is compared by its column and its
// middle), with the cards' sizes, and a card's box where its place holds the same cards. While it shows,
// the lesson's panels, their buttons and the banner lie wholly inside the window, cut by nothing, and
// cover no place and no card.
import type { Page } from '@playwright/test';
import { devicesPlan, type DevicesPlan } from './devices-plan.ts';
import { expect, test } from './fixtures.ts';
import { animationsDone, RESULTS } from './harness.ts';
import { LAYOUT_SIZES, tagOf } from './layout-steps.ts';
import { loadMidGame } from './mid-game.ts';

type Box = Record<string, number>;
interface TableShape {
  /** Each place by its `data-place`: its box, or a pile's column and middle. */
  places: Record<string, Box>;
  /** Each card shown face up by its id: its place, how many cards that place holds, its box. */
  cards: Record<string, { place: string; held: number; box: Box }>;
  /** The sizes of the cards drawn in the middle and on each edge. */
  sizes: Record<string, string[]>;
}

/** Runs in the page: where the table's places and cards lie. */
function tableShape(): TableShape {
  const r1 = (n: number) => Math.round(n * 10) / 10;
  const boxOf = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    return { left: r1(r.left), top: r1(r.top), width: r1(r.width), height: r1(r.height) };
  };
  const places: Record<string, Box> = {};
  for (const el of document.querySelectorAll<HTMLElement>('.table [data-place]')) {
    const r = el.getBoundingClientRect();
    places[el.dataset.place!] = el.classList.contains('pile')
      ? { left: r1(r.left), width: r1(r.width), middle: r1(r.top + r.height / 2) }
      : boxOf(el);
  }
  const cards: TableShape['cards'] = {};
  for (const el of document.querySelectorAll<HTMLElement>('.table [data-place] [data-card]')) {
    const place = el.closest<HTMLElement>('[data-place]')!;
    cards[el.dataset.card!] = { place: place.dataset.place!, held: place.querySelectorAll('[data-card]').length, box: boxOf(el) };
  }
  const sizes: Record<string, string[]> = {};
  for (const region of document.querySelectorAll<HTMLElement>('.table > .middle, .table > .edge')) {
    const name = region.classList.contains('middle') ? 'middle' : [...region.classList].find((c) => /^edge--p\d$/.test(c))!;
    const seen = new Set<string>();
    for (const card of region.querySelectorAll('.card')) {
      const b = card.getBoundingClientRect();
      if (b.width > 0) seen.add(`${r1(b.width)}×${r1(b.height)}`);
    }
    sizes[name] = [...seen].sort();
  }
  return { places, cards, sizes };
}

/** What moved or changed size from `a` to `b` (beyond half a pixel). */
function changes(a: TableShape, b: TableShape): string[] {
  const out: string[] = [];
  const differ = (x: Box, y: Box) => Object.keys(x).filter((k) => Math.abs(x[k]! - y[k]!) > 0.5);
  for (const [name, box] of Object.entries(a.places)) {
    const other = b.places[name];
    if (!other) continue;
    for (const k of differ(box, other)) out.push(`place ${name}: ${k} ${box[k]} → ${other[k]}`);
  }
  for (const [id, card] of Object.entries(a.cards)) {
    const other = b.cards[id];
    if (!other || other.place !== card.place || other.held !== card.held) continue;
    for (const k of differ(card.box, other.box)) out.push(`card ${id} on ${card.place}: ${k} ${card.box[k]} → ${other.box[k]}`);
  }
  for (const [region, sizes] of Object.entries(a.sizes)) {
    const other = b.sizes[region] ?? [];
    if (sizes.join() !== other.join()) out.push(`cards of ${region}: ${sizes.join(', ')} → ${other.join(', ')}`);
  }
  return out;
}

/** Runs in the page: what of the lesson is cut, outside the window, or covers a place or a card. */
function lessonProblems(): string[] {
  const problems: string[] = [];
  const nameOf = (el: Element) =>
    `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const table = [...document.querySelectorAll('.table [data-place], .table [data-place] .card')].map((el) => ({
    el,
    r: el.getBoundingClientRect(),
  }));
  const meets = (a: DOMRect, b: DOMRect) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const shown = [...document.querySelectorAll<HTMLElement>('.table .lesson, .table .lesson-banner')].filter(
    (el) => el.getClientRects().length > 0,
  );
  if (!shown.some((el) => el.classList.contains('lesson'))) problems.push('no lesson panel');
  if (!shown.some((el) => el.classList.contains('lesson-banner'))) problems.push('no banner');
  for (const el of shown) {
    const parts = [el, ...el.querySelectorAll<HTMLElement>('button, .lesson__headline, .lesson__words > *:not(.visually-hidden)')];
    for (const part of parts) {
      const r = part.getBoundingClientRect();
      if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
        problems.push(
          `${nameOf(part)}: outside the window (${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)})`,
        );
      // Cut by a box that clips or scrolls, its own or one around it.
      for (let box: HTMLElement | null = part; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        if (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1) {
          problems.push(
            `${nameOf(box)}: its words are cut (${box.scrollWidth}×${box.scrollHeight} in ${box.clientWidth}×${box.clientHeight})`,
          );
          break;
        }
        const b = box.getBoundingClientRect();
        if (box !== part && (r.left < b.left - 0.5 || r.top < b.top - 0.5 || r.right > b.right + 0.5 || r.bottom > b.bottom + 0.5)) {
          problems.push(`${nameOf(part)}: cut by ${nameOf(box)}`);
          break;
        }
      }
    }
    const r = el.getBoundingClientRect();
    for (const t of table.filter((t) => meets(r, t.r)))
      problems.push(`${nameOf(el)} covers ${t.el.getAttribute('data-place') ?? `card ${t.el.getAttribute('data-card') ?? ''}`}`);
  }
  // Each button is on top at its middle: a hand reaches it.
  for (const button of document.querySelectorAll<HTMLElement>('.table .lesson button')) {
    const r = button.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!top || !(button === top || button.contains(top))) problems.push(`${nameOf(button)}: covered by ${top ? nameOf(top) : 'nothing'}`);
  }
  return [...new Set(problems)];
}

/**
 * Where the lesson still moves the table (docs/measurements.md, "2026-11-28: a knock's lesson in room
 * kept for it"): marked as failing, so that a fix shows up as an unexpected pass.
 */
const KNOWN: Record<string, { missed?: string; tried: string }> = {
  // Table mode on a phone: each edge has half the height, and the top edge holds both the banner and
  // the top player's copy; the top edge grows by 11 px (the try's longer words), by 25 px on the small phone.
  '390x844-table-mode': { tried: 'the try in the top edge is 11 px too tall' },
  '360x740-table-mode': { missed: 'the top edge is 25 px short', tried: 'the top edge is 25 px short' },
  // The top column sideways has no room for the banner beside the top player's copy: it steps aside.
  '740x360-table-mode': { missed: 'no banner', tried: 'no banner' },
  // A short window: the edges' words outgrow their room by a pixel or two, so the middle moves 1–2 px.
  '800x600': { missed: 'the middle moves 1–2 px', tried: 'the middle moves 1–2 px' },
};

let plan: DevicesPlan;
test.beforeAll(() => {
  plan = devicesPlan();
});

// LESSON_ONLY=390x844,768x1024-table-mode runs only the sizes named.
const only = process.env.LESSON_ONLY?.split(',');
for (const size of LAYOUT_SIZES.filter((s) => !only || only.includes(tagOf(s)))) {
  const tag = tagOf(size);
  test.describe(tag, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch, reducedMotion: 'reduce' });
    const press = (page: Page, name: RegExp) => {
      const button = page.getByRole('button', { name }).first();
      return size.touch ? button.tap() : button.click();
    };
    const shape = async (page: Page) => {
      await animationsDone(page);
      return page.evaluate(tableShape);
    };
    const expectSame = (before: TableShape, now: TableShape, when: string) =>
      expect(changes(before, now), `the table changed ${when}`).toEqual([]);
    const expectRoom = async (page: Page, when: string) => expect(await page.evaluate(lessonProblems), `the lesson ${when}`).toEqual([]);

    const knock = async (page: Page, findYourself: boolean) => {
      await page.goto('/');
      const record = plan.record as { houseRules: Record<string, unknown> };
      await loadMidGame(
        page,
        { ...plan, record: { ...record, houseRules: { ...record.houseRules, findYourself } } },
        { tableMode: size.tableMode === true },
      );
      const before = await shape(page);
      const knockButton = page.locator(`.edge--p${plan.knocker} .knock`);
      await (size.touch ? knockButton.tap() : knockButton.click());
      return before;
    };

    test(`${tag}: a valid knock's missed line leaves every place and card as it was, and shows whole beside them`, async ({ page }) => {
      test.fail(KNOWN[tag]?.missed !== undefined, KNOWN[tag]?.missed);
      const before = await knock(page, false);
      await expect(page.getByRole('region', { name: 'The missed foundation play' }).first()).toBeVisible();
      expectSame(before, await shape(page), 'when the missed line opened');
      await expectRoom(page, 'as it opened');
      await page.screenshot({ path: `${RESULTS}/lesson-room-${tag}.png` });
      for (let step = 1; step <= plan.lineLength; step++) {
        await press(page, /Show next move/);
        expectSame(before, await shape(page), `at the missed line's move ${step}`);
        await expectRoom(page, `at its move ${step}`);
      }
      await press(page, /Back to the game/);
      await expect(page.locator('.lesson')).toHaveCount(0);
      expectSame(before, await shape(page), 'after "Back to the game"');
    });

    test(`${tag}: "Find it yourself" and the missed line after it leave every place and card as it was, and show whole`, async ({
      page,
    }) => {
      test.fail(KNOWN[tag] !== undefined, KNOWN[tag]?.tried);
      const before = await knock(page, true);
      await expect(page.getByRole('region', { name: 'Find it yourself' }).first()).toBeVisible();
      expectSame(before, await shape(page), 'when the try opened');
      await expectRoom(page, 'of the try');
      await press(page, /Show me/);
      await expect(page.getByRole('region', { name: 'The missed foundation play' }).first()).toBeVisible();
      expectSame(before, await shape(page), 'when the missed line opened after the try');
      await expectRoom(page, 'after the try');
      await page.screenshot({ path: `${RESULTS}/lesson-room-${tag}-try.png` });
      await press(page, /Back to the game/);
      await expect(page.locator('.lesson')).toHaveCount(0);
      expectSame(before, await shape(page), 'after "Back to the game"');
    });
  });
}
