// A card let go in the same moment as the hand's last move lands where the hand let go, on both tables.
// dnd-kit works out the place under a dragged card in a render after each pointer move; a release that
// comes before that render finds dnd-kit still naming the place the card was over a moment before (on a
// slow phone, a quick flick). The test makes that moment exact: the card rests over a place that refuses
// it, then the last move and the release are dispatched in one task, over a place that takes it.
// And a finger's drag on the patience's table at phone size, lifted at the end of its last move: the
// release point of a touch is where the run goes.
import type { Locator, Page } from '@playwright/test';
import { expect, story, test } from './fixtures.ts';
import { speechPlan } from './speech-plan.ts';

interface Point {
  readonly x: number;
  readonly y: number;
}

/** The pointer events of a mouse, dispatched in the page at client points, `moves` then `release` in one task. */
function pointerEvents(page: Page) {
  const dispatch = (steps: readonly { type: string; at: Point }[]) =>
    page.evaluate((steps) => {
      for (const { type, at } of steps) {
        const target = document.elementFromPoint(at.x, at.y) ?? document.body;
        const init = { bubbles: true, cancelable: true, composed: true, clientX: at.x, clientY: at.y, pointerId: 1, isPrimary: true };
        target.dispatchEvent(new PointerEvent(type, { ...init, pointerType: 'mouse', button: 0, buttons: type === 'pointerup' ? 0 : 1 }));
      }
    }, steps);
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return {
    async lift(at: Point) {
      await dispatch([{ type: 'pointerdown', at }]);
      await dispatch([{ type: 'pointermove', at: { x: at.x + 8, y: at.y + 8 } }]);
      await frames();
    },
    async restOver(at: Point) {
      await dispatch([{ type: 'pointermove', at }]);
      await frames();
      await frames();
    },
    /** The last move and the release, in one task: no render comes between them. */
    letGoAt: (at: Point) =>
      dispatch([
        { type: 'pointermove', at },
        { type: 'pointerup', at },
      ]),
  };
}

const topStrip = async (card: Locator): Promise<Point> => {
  const box = (await card.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + 6 };
};
const inside = async (place: Locator): Promise<Point> => {
  const box = (await place.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 40) };
};

test.describe("Brigadier's table", () => {
  const plan = speechPlan();
  const s = story({ viewport: { width: 1280, height: 720 } });

  test(`a card let go at once over ${plan.to}, after resting over ${plan.refusedTo}, goes to ${plan.to}`, async () => {
    const { page } = s;
    await page.goto('/');
    await page
      .getByTestId('record-file')
      .setInputFiles({ name: 'quick.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(plan.record)) });
    await page.locator('.table').waitFor();
    const place = (id: string) => page.locator(`[data-place="${id}"]`);
    const card = place(plan.from).locator('[data-card]').last();
    const moved = await card.getAttribute('data-card');
    const hand = pointerEvents(page);
    await hand.lift(await topStrip(card));
    await expect(page.locator('.card--lifted')).toHaveCount(1);
    await hand.restOver(await inside(place(plan.refusedTo)));
    await expect(place(plan.refusedTo), 'dnd-kit has the card over the refusing pile').toHaveClass(/place--refused/);
    await hand.letGoAt(await inside(place(plan.to)));
    await expect(place(plan.to).locator('[data-card]').last()).toHaveAttribute('data-card', moved!);
    await expect(page.locator('.card--lifted')).toHaveCount(0);
  });
});

/** The patience opened on a new deal, with auto-play off (the count of moves is the hand's alone). */
async function patience(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('brigade-settings', JSON.stringify({ grace: 'up', autoPlay: false, showWinnable: false, winnableOnly: false }));
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Brigade — patience for one' }).click();
  await expect(page.locator('.pstatus__moves')).toHaveText('0 moves');
}

test.describe("the patience's table", () => {
  const s = story({ viewport: { width: 1280, height: 800 } });

  test('a run let go at once over the hinted place, after resting over a pile that refuses it, goes there', async () => {
    const { page } = s;
    await patience(page);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const card = page.locator('.pcard--hinted');
    await expect(card).toHaveCount(1);
    const moved = await card.getAttribute('data-card');
    const to = page.locator('.pplace--hinted');
    const toId = await to.getAttribute('data-place');
    const from = await card.evaluate((c) => c.closest('[data-place]')!.getAttribute('data-place'));
    const hand = pointerEvents(page);
    await hand.lift(await topStrip(card));
    await expect(page.locator('.card--lifted').first()).toBeVisible();
    // A tableau pile, other than the card's own, that is not lit as a place the run may go.
    const refusing = page
      .locator('[data-place^="patience-tableau"]:not(.place--legal)')
      .filter({ hasNot: page.locator(`[data-card="${moved}"]`) })
      .first();
    const refusingId = await refusing.getAttribute('data-place');
    expect([from, toId]).not.toContain(refusingId);
    await hand.restOver(await inside(refusing));
    await expect(refusing, 'dnd-kit has the run over the refusing pile').toHaveClass(/place--refused/);
    await hand.letGoAt(await inside(to));
    await expect(page.locator('.pstatus__moves')).toHaveText('1 move');
    await expect(page.locator(`[data-place="${toId}"] [data-card="${moved}"]`)).toHaveCount(1);
  });
});

test.describe("the patience's table by touch", () => {
  const s = story({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a finger drags the hinted run to its place, lifting off at once', async () => {
    const { page, context } = s;
    await patience(page);
    await page.getByRole('button', { name: 'Hint', exact: true }).tap();
    const card = page.locator('.pcard--hinted');
    await expect(card).toHaveCount(1);
    const moved = await card.getAttribute('data-card');
    const toId = await page.locator('.pplace--hinted').getAttribute('data-place');
    const a = await topStrip(card);
    const b = await inside(page.locator('.pplace--hinted'));
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
    await touch('touchStart', a);
    for (let i = 1; i <= 12; i++) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 12, y: a.y + ((b.y - a.y) * i) / 12 });
    await touch('touchEnd');
    await cdp.detach();
    await expect(page.locator('.pstatus__moves')).toHaveText('1 move');
    await expect(page.locator(`[data-place="${toId}"] [data-card="${moved}"]`)).toHaveCount(1);
  });
});
