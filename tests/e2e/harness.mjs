// The browser tests' own small runner: named checks that count and go on after a failure, the
// `e2e: N passed, M failed` summary each file ends with (tests/run-all.mjs reads it), and what every
// file needs of the page (axe, the save key, card codes, where screenshots go).
import { mkdirSync } from 'node:fs';

export const RESULTS = 'test-results';
export const AXE = 'node_modules/axe-core/axe.min.js';
export const SAVE_KEY = 'brigadier';
mkdirSync(RESULTS, { recursive: true });

let passed = 0;
let failed = 0;

/** Runs one named check; a failure is printed and counted, and the run goes on. True if it passed. */
export async function test(name, fn) {
  try {
    await fn();
    passed++;
    console.log(`ok ${passed + failed} - ${name}`);
    return true;
  } catch (error) {
    failed++;
    console.log(`not ok ${passed + failed} - ${name}\n  ${String(error?.stack ?? error).split('\n').slice(0, 6).join('\n  ')}`);
    return false;
  }
}

export const assert = (condition, message) => {
  if (!condition) throw new Error(message);
};

/** A card id of the engine (0–103) as its FORMAT.md code. */
export const codeOf = (id) => {
  const face = Number(id) % 52;
  return 'A23456789TJQK'[face % 13] + 'SHDC'[Math.floor(face / 13)];
};

/** Runs the file's checks, prints the summary and exits 0 only if all passed. */
export async function runAll(main) {
  try {
    await main();
  } catch (error) {
    failed++;
    console.log(`not ok - the run itself failed\n  ${error?.stack ?? error}`);
  }
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

/** Waits for cards to finish sliding (a player cannot grab a card in mid-air either). */
export async function animationsDone(page) {
  // Slides start in the frame after a move: let two frames pass, then wait for them to end.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/** A mouse drag from point a to point b as a hand makes it: a small start that wakes the sensor, then across. */
export async function mouseDrag(page, a, b) {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 6, a.y + 6, { steps: 3 });
  await page.mouse.move(a.x + 14, a.y + 12, { steps: 3 });
  await page.mouse.move(b.x, b.y, { steps: 10 });
  await page.mouse.up();
  // dnd-kit swallows a click that comes within 50 ms of a drag's end; no hand is that quick.
  await page.waitForTimeout(60);
}
