// What a screen reader hears in a short hot-seat game played by keyboard, in real Chromium: a
// MutationObserver in the page keeps every text that appears in a live region (the table's announcer,
// dnd-kit's own, any other), and after each action the test checks that it was said once, in words,
// and that a refused drop was said as a refusal (never "put down"). The game is planned by the engine
// (speech-plan.ts). E2E_SKIP_BUILD=1 reuses dist/ as it is.
import { spawnSync } from 'node:child_process';
import { test } from '@playwright/test';
import { servedBrowser } from './browser.mjs';
import { assert, axeCheck, listenToLiveRegions, RESULTS, tableHands } from './harness.mjs';

function makePlan() {
  const run = spawnSync('npx', ['tsx', 'tests/e2e/speech-plan.ts'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the plan failed:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

const plan = makePlan();
test.describe.configure({ mode: 'serial' });
const browser = servedBrowser({ width: 1280, height: 720 });
const consoleErrors = [];
let page;
let hands;

test.beforeAll(async () => {
  page = browser.page;
  await browser.context.addInitScript(listenToLiveRegions);
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (e) => consoleErrors.push(e.stack ?? e.message));
  hands = tableHands(page);
  await page.goto(browser.server.url);
});

// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await page?.screenshot({ path: `${RESULTS}/speech-failure.png` }).catch(() => {});
});

/** Everything said since the last call. */
let seen = 0;
const saidSince = async () => {
  const all = await page.evaluate(() => window.__said);
  const fresh = all.slice(seen);
  seen = all.length;
  return fresh;
};
/** Waits for `sentence` to be said, lets a moment pass for any echo, and returns all said meanwhile. */
const hear = async (what, matches) => {
  const said = [];
  const end = Date.now() + 8000;
  while (!said.some((s) => matches(s.text))) {
    assert(Date.now() < end, `${what} was never said; heard: ${JSON.stringify(said)}`);
    await page.waitForTimeout(50);
    said.push(...(await saidSince()));
  }
  await page.waitForTimeout(400);
  said.push(...(await saidSince()));
  return said;
};
/** Said exactly once, by one voice, politely or urgently as asked, with no glyph and no false "put down". */
const saidOnce = (said, what, matches, urgent) => {
  const hits = said.filter((s) => matches(s.text));
  assert(hits.length === 1, `${what} was said ${hits.length} times: ${JSON.stringify(said)}`);
  assert(hits[0].urgent === urgent, `${what} was said ${hits[0].urgent ? 'urgently' : 'politely'}: ${JSON.stringify(hits[0])}`);
  for (const s of said) {
    assert(!/[♠♥♦♣◀▶]/.test(s.text), `a glyph was spoken: ${s.text}`);
    assert(!s.text.includes('was put down'), `dnd-kit claimed a drop: ${s.text}`);
  }
};
const key = async (k) => {
  await page.locator('body').focus().catch(() => {});
  await page.keyboard.press(k);
};
const announcer = (which) => page.locator(`[data-announcer="${which}"]`).textContent();
const pile = (place) => Number(place.split(':')[1]) + 1;

test(`deal ${plan.dealNumber} loaded with take-backs on: the table says whose turn it is`, async () => {
  await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
  await page.getByTestId('record-file').setInputFiles({ name: 'speech.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(plan.record)) });
  await page.locator('.table').waitFor();
  const said = await hear('the loaded game', (t) => t.includes(`${plan.mover} to play`));
  saidOnce(said, 'the loaded game', (t) => t.includes(`${plan.mover} to play`), false);
});

test('a refused keyboard drop is said once, as a refusal with the card, the place and the reason', async () => {
  await hands.keyboardMove(plan.from, plan.refusedTo);
  const refusal = (t) => t.startsWith(`Refused: ${plan.card} cannot go on tableau pile ${pile(plan.refusedTo)}: `);
  const said = await hear('the refusal', refusal);
  saidOnce(said, 'the refusal', refusal, true);
});

test('a legal keyboard move is said once, by one voice', async () => {
  await hands.keyboardMove(plan.from, plan.to);
  const sentence = `${plan.mover} moved the ${plan.card} from tableau pile ${pile(plan.from)} to tableau pile ${pile(plan.to)}.`;
  const said = await hear('the move', (t) => t === sentence);
  saidOnce(said, 'the move', (t) => t === sentence, false);
  // The refusal before it is gone from the urgent voice: nothing stale stays.
  assert((await announcer('urgent')) === '', `the urgent voice still says "${await announcer('urgent')}"`);
});

test('U takes the move back, and says so', async () => {
  await key('u');
  const sentence = `${plan.mover} took back the ${plan.card}: it goes from tableau pile ${pile(plan.to)} back to tableau pile ${pile(plan.from)}.`;
  const said = await hear('the take-back', (t) => t === sentence);
  saidOnce(said, 'the take-back', (t) => t === sentence, false);
});

test('R turns a card up, and names it', async () => {
  await key('r');
  const sentence = `${plan.mover} turned up the ${plan.revealed}.`;
  const said = await hear('the reveal', (t) => t === sentence);
  saidOnce(said, 'the reveal', (t) => t === sentence, false);
});

test('D discards it: the end of the turn and the next player are said with it', async () => {
  await key('d');
  const sentence = `${plan.mover} discarded the ${plan.revealed}. ${plan.watcher} to play.`;
  const said = await hear('the discard', (t) => t === sentence);
  saidOnce(said, 'the discard', (t) => t === sentence, false);
  // No drop's words stand as the page's status into the next turn.
  const dnd = (await hands.liveRegion.textContent()) ?? '';
  assert(!dnd.includes(plan.card), `dnd-kit's region still says "${dnd}"`);
});

test(`K: the knock's verdict is said at once (${plan.knockValid ? 'valid' : 'false'}), while nothing else is`, async () => {
  await key('k');
  const verdict = (t) => t.startsWith(`${plan.knockValid ? 'Valid' : 'False'} knock by ${plan.watcher}: `);
  const said = await hear('the verdict', verdict);
  saidOnce(said, 'the verdict', verdict, true);
  if (!plan.knockValid) assert(said.find((s) => verdict(s.text)).text.includes(`${plan.mover} had made no fault`), 'a false knock does not say why');
});

test('the table is axe-clean after the game’s words', async () => {
  await axeCheck(page, 'the table after the speech game');
});

test('everything said, in order (a figure for the report)', async () => {
  const all = await page.evaluate(() => window.__said);
  for (const s of all) console.log(`said ${s.urgent ? '(urgent)' : '(polite)'} by ${s.region}: ${s.text}`);
  assert(all.length > 0, 'nothing was said');
});

test('no console errors', () => {
  assert(consoleErrors.length === 0, `console errors:\n${consoleErrors.join('\n')}`);
});

browser.policyCheck();
