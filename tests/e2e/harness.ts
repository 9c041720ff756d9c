// What every browser test needs of the page: axe, the save key, card codes, where screenshots go, and
// the hands that move cards (pointer, click-then-click, keyboard).
import { mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { expect, type Locator, type Page } from '@playwright/test';
import { mouseDrag, type Point } from './mouseDrag.ts';

export { mouseDrag };
export const RESULTS = 'test-results';
export const AXE = 'node_modules/axe-core/axe.min.js';
export const SAVE_KEY = 'brigadier';
mkdirSync(RESULTS, { recursive: true });

/** A card id of the engine (0–103) as its docs/formats.md code. */
export const codeOf = (id: string | number) => {
  const face = Number(id) % 52;
  return 'A23456789TJQK'.charAt(face % 13) + 'SHDC'.charAt(Math.floor(face / 13));
};

/** Waits for cards to finish sliding (a player cannot grab a card in mid-air either). */
export async function animationsDone(page: Page) {
  // Slides start in the frame after a move: let two frames pass, then wait for them to end.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  // A slide takes well under a second: 5 s still moving is a fault of the page, said as such.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5000 },
    )
    .catch((error) => {
      throw new Error(`cards were still moving after 5 s (${error.message.split('\n')[0]})`);
    });
}

/**
 * The hands that play on a table page: where places and top cards are, and the three ways a player
 * moves a card (a pointer drag, click-then-click, dnd-kit's keyboard drag). A timeout's message says
 * what the drag announcer last said, and `explain` adds what else the page said.
 */
export function tableHands(page: Page, { explain = async () => '' }: { explain?: () => Promise<string> } = {}) {
  const place = (id: string) => page.locator(`[data-place="${id}"]`);
  const topCard = (id: string) => place(id).locator('[data-card]').last();
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  const announced = async () => (await liveRegion.textContent()) ?? '';
  const waitFor = async (what: string, check: () => Promise<boolean>, ms = 5000) => {
    try {
      await expect.poll(check, { timeout: ms, intervals: [40] }).toBe(true);
    } catch {
      throw new Error(`timed out waiting for ${what} (last heard: "${await announced().catch(() => '')}")${await explain()}`);
    }
  };
  const centre = async (locator: Locator): Promise<Point> => {
    const box = await locator.boundingBox({ timeout: 5000 });
    if (!box) throw new Error('element is not on screen');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  /** Where to let go over a place: on its top card when it has one. */
  const dropPoint = async (id: string) =>
    (await place(id).locator('.card').count()) > 0 ? centre(place(id).locator('.card').last()) : centre(place(id));
  const settled = () => animationsDone(page);
  const expectTop = async (id: string, code: string) => {
    const card = await topCard(id)
      .getAttribute('data-card', { timeout: 2000 })
      .catch(() => null);
    expect(card === null ? 'nothing' : codeOf(card), `the top of ${id}`).toBe(code);
  };
  const pointerDrag = async (from: string, to: string) => {
    await settled();
    const a = await centre(topCard(from));
    const b = await dropPoint(to);
    await mouseDrag(page, a, b);
  };
  const clickThenClick = async (from: string, to: string) => {
    await settled();
    await topCard(from).click({ timeout: 5000 });
    await page.locator('.card--selected').waitFor({ timeout: 5000 });
    const b = await dropPoint(to);
    await page.mouse.click(b.x, b.y);
  };
  /** Waits until the lifted card stands still: the same centre at two looks in a row. */
  const cardAtRest = async () => {
    let last = '';
    await waitFor(
      'the lifted card to come to rest',
      async () => {
        const now = JSON.stringify(await centre(page.locator('.card--lifted')));
        const still = now === last;
        last = now;
        return still;
      },
      1500,
    ).catch(() => {});
  };
  /** dnd-kit's keyboard drag: Space picks up, arrows carry from place to place, Space puts down (docs/architecture.md, Tests: wait for each announcement). */
  const keyboardMove = async (from: string, to: string) => {
    const words = await place(to).getAttribute('aria-label');
    await settled();
    await topCard(from).focus();
    await page.keyboard.press('Space');
    await page.locator('.card--lifted').waitFor({ timeout: 5000 });
    // The arrows carry the card over the table's rows of places (ui/table/placeGrid.ts): to the place's
    // row first, then along it; an arrow that takes the card nowhere (a row's end) is tried the other way.
    let across = false;
    for (let i = 0; ; i++) {
      const text = await announced();
      if (text.includes(`is over ${words}:`)) break;
      expect(i < 16, `the card never got over ${words} (last heard: ${text})`).toBe(true);
      const lifted = await page.locator('.card--lifted').boundingBox();
      const card = await centre(page.locator('.card--lifted'));
      const target = await dropPoint(to);
      const dx = target.x - card.x;
      const dy = target.y - card.y;
      const vertical = Math.abs(dy) > (lifted?.height ?? 100) * 0.6 ? !across : across;
      await page.keyboard.press(vertical ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : dx > 0 ? 'ArrowRight' : 'ArrowLeft');
      const moved = await waitFor(
        'the card to move',
        async () => JSON.stringify(await centre(page.locator('.card--lifted'))) !== JSON.stringify(card),
        1500,
      ).then(
        () => true,
        () => false,
      );
      // The card glides to its new place: the next arrow is chosen from where it comes to rest, not from
      // a point on its way (which could send it back the way it came).
      if (moved) await cardAtRest();
      // Two empty foundations are both "a new foundation": the words may stay the same.
      if (moved) await waitFor('the words for the new place', async () => (await announced()) !== text, 1500).catch(() => {});
      across = moved ? false : !across;
    }
    await page.keyboard.press('Space');
    // dnd-kit's voice falls silent on a drop over a place: the table's announcer says the move or the refusal.
    await waitFor(
      'the card to be put down',
      async () => (await page.locator('.card--lifted').count()) === 0 && !(await announced()).includes('is over'),
    );
  };
  return {
    place,
    topCard,
    waitFor,
    centre,
    dropPoint,
    settled,
    expectTop,
    pointerDrag,
    clickThenClick,
    liveRegion,
    announced,
    keyboardMove,
  };
}

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

/** A text a live region took on (listenToLiveRegions). */
export interface Said {
  text: string;
  urgent: boolean;
  region: string;
}

/** axe-core on the whole page: fails with each violation named. `wrap` runs the checker's own work (run.mjs keeps it out of its figures). */
export async function axeCheck(page: Page, name: string, wrap: <T>(work: () => Promise<T>) => Promise<T> = (work) => work()) {
  // Evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await wrap(() => page.evaluate(readFileSync(AXE, 'utf8')));
  const result = await wrap(() =>
    page.evaluate(() =>
      (window as unknown as { axe: { run(on: Document, options: object): Promise<AxeResult> } }).axe.run(document, {
        resultTypes: ['violations'],
      }),
    ),
  );
  const lines = axeLines(result);
  expect(lines, `axe found ${lines.length} violation(s) on ${name}`).toEqual([]);
}

/**
 * Kept in the page from the first load: each text a live region takes on, with which region said it
 * and whether it was urgent (`window.__said`). Install it with `context.addInitScript`. A region is anything with aria-live (not "off"), role status, alert or log.
 */
export function listenToLiveRegions() {
  const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"]:not([aria-live="off"]), [role="alert"], [role="log"]';
  const said: Said[] = [];
  (window as unknown as { __said: Said[] }).__said = said;
  const last = new Map<Element, string>();
  const heard = (node: Element): string => {
    if (node.getAttribute('aria-hidden') === 'true') return '';
    let text = '';
    for (const child of node.childNodes)
      text += child.nodeType === Node.TEXT_NODE ? child.textContent : child.nodeType === Node.ELEMENT_NODE ? heard(child as Element) : '';
    return text;
  };
  const look = () => {
    for (const region of document.querySelectorAll(LIVE)) {
      const text = heard(region).trim();
      if (text === (last.get(region) ?? '')) continue;
      last.set(region, text);
      if (text === '') continue;
      const urgent = region.getAttribute('aria-live') === 'assertive' || region.getAttribute('role') === 'alert';
      said.push({ text, urgent, region: region.id || region.getAttribute('data-announcer') || region.className || region.tagName });
    }
  };
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-live', 'aria-hidden'],
  });
}

/**
 * Waits until the page's main thread is quiet: five idle periods in a row (requestIdleCallback) with
 * time to spare. What the page does after an action (a list rendered, a game put back) is done by then,
 * however slow a busy machine makes it; a fixed sleep would be too short there and too long here.
 */
export async function pageQuiet(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quiet = 0;
        const look = (deadline: IdleDeadline) => {
          quiet = deadline.timeRemaining() >= 10 ? quiet + 1 : 0;
          if (quiet >= 5) resolve();
          else requestIdleCallback(look);
        };
        requestIdleCallback(look);
      }),
  );
}

/**
 * A time bound for the page on this machine as it is now: `ms` when the machine is quiet, stretched by
 * how many runnable jobs share each core (the load average over the last minute, taken when the bound
 * is asked for). A page's task takes longer when other jobs take the CPU from it, and a check that fails
 * because the machine is busy tells nothing about the page; on a quiet machine the bound is `ms` itself.
 */
export function timeBudget(ms: number): number {
  const busy = loadavg()[0]! / availableParallelism();
  return Math.round(ms * Math.max(1, busy));
}

/** Axe's violations as lines to read in a failure: the rule, its impact and help, and three places. */
export function axeLines(result: {
  violations: readonly { id: string; impact: string | null; help: string; nodes: readonly { target: readonly string[] }[] }[];
}) {
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** A key pressed at the page, not at whatever has the focus: a table shortcut as a player types it. */
export async function pressAtPage(page: Page, key: string): Promise<void> {
  await page
    .locator('body')
    .focus()
    .catch(() => {});
  await page.keyboard.press(key);
}
