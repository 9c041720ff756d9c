// A pointer drag as a hand makes it, shared by the browser tests (harness.ts) and `npm run bench:page`.
import type { Page } from 'playwright-core';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A mouse drag from point a to point b: a small start that wakes the sensor, then across. */
export async function mouseDrag(page: Page, a: Point, b: Point): Promise<void> {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 6, a.y + 6, { steps: 3 });
  await page.mouse.move(a.x + 14, a.y + 12, { steps: 3 });
  await page.mouse.move(b.x, b.y, { steps: 10 });
  await page.mouse.up();
  // dnd-kit swallows a click that comes within 50 ms of a drag's end; no hand is that quick.
  await page.waitForTimeout(60);
}
