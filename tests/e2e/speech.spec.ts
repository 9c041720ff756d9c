// What a screen reader hears in a short hot-seat game played by keyboard, in real Chromium: a
// MutationObserver in the page keeps every text that appears in a live region (the table's announcer,
// dnd-kit's own, any other), and after each action the test checks that it was said once, in words,
// and that a refused drop was said as a refusal (never "put down"). The game is planned by the engine
// (speech-plan.ts, imported: the plan names the tests, so it is made as the file loads).
import type { Page } from '@playwright/test';
import { expect, story, test } from './fixtures.ts';
import { axeCheck, listenToLiveRegions, pageQuiet, pressAtPage, tableHands, type Said } from './harness.ts';
import { speechPlan } from './speech-plan.ts';

const plan = speechPlan();
// One game, told step by step: each test's words follow the last one's.
const s = story({ viewport: { width: 1280, height: 720 } });
let page: Page;
let hands: ReturnType<typeof tableHands>;

test.beforeAll(async () => {
  page = s.page;
  await s.context.addInitScript(listenToLiveRegions);
  hands = tableHands(page);
  await page.goto('/');
});

const allSaid = () => page.evaluate(() => (window as unknown as { __said: Said[] }).__said);

/** Everything said since the last call. */
let seen = 0;
const saidSince = async () => {
  const all = await allSaid();
  const fresh = all.slice(seen);
  seen = all.length;
  return fresh;
};
type Matches = (text: string) => boolean;
/** Waits for a text `matches` to be said, then for the page to go quiet (any echo said by then), and returns all said meanwhile. */
const hear = async (what: string, matches: Matches) => {
  const said: Said[] = [];
  await expect
    .poll(
      async () => {
        said.push(...(await saidSince()));
        return said.some((x) => matches(x.text));
      },
      { message: `${what} is said`, timeout: 8000 },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nheard: ${JSON.stringify(said)}`);
    });
  await pageQuiet(page);
  said.push(...(await saidSince()));
  return said;
};
/** Said exactly once, by one voice, politely or urgently as asked, with no glyph and no false "put down". */
const saidOnce = (said: Said[], what: string, matches: Matches, urgent: boolean) => {
  const hits = said.filter((x) => matches(x.text));
  expect(hits.length, `how often ${what} was said: ${JSON.stringify(said)}`).toBe(1);
  expect(hits[0]!.urgent, `${what} said urgently: ${JSON.stringify(hits[0])}`).toBe(urgent);
  for (const x of said) {
    expect(x.text, 'a glyph was spoken').not.toMatch(/[♠♥♦♣◀▶]/);
    expect(x.text, 'dnd-kit claimed a drop').not.toContain('was put down');
  }
};
const key = (k: string) => pressAtPage(page, k);
const announcer = (which: string) => page.locator(`[data-announcer="${which}"]`).textContent();
const pile = (place: string) => Number(place.split(':')[1]) + 1;

test(`deal ${plan.dealNumber} loaded with take-backs on: the table says whose turn it is`, async () => {
  await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
  await page
    .getByTestId('record-file')
    .setInputFiles({ name: 'speech.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(plan.record)) });
  await page.locator('.table').waitFor();
  const said = await hear('the loaded game', (t) => t.includes(`${plan.mover} to play`));
  saidOnce(said, 'the loaded game', (t) => t.includes(`${plan.mover} to play`), false);
});

test('a refused keyboard drop is said once, as a refusal with the card, the place and the reason', async () => {
  await hands.keyboardMove(plan.from, plan.refusedTo);
  const refusal = (t: string) => t.startsWith(`Refused: ${plan.card} cannot go on tableau pile ${pile(plan.refusedTo)}: `);
  const said = await hear('the refusal', refusal);
  saidOnce(said, 'the refusal', refusal, true);
});

test('a legal keyboard move is said once, by one voice', async () => {
  await hands.keyboardMove(plan.from, plan.to);
  const sentence = `${plan.mover} moved the ${plan.card} from tableau pile ${pile(plan.from)} to tableau pile ${pile(plan.to)}.`;
  const said = await hear('the move', (t) => t === sentence);
  saidOnce(said, 'the move', (t) => t === sentence, false);
  // The refusal before it is gone from the urgent voice: nothing stale stays.
  expect(await announcer('urgent'), 'the urgent voice, after the move').toBe('');
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
  expect(dnd, "dnd-kit's region, after the turn").not.toContain(plan.card);
});

test(`K: the knock's verdict is said at once (${plan.knockValid ? 'valid' : 'false'}), while nothing else is`, async () => {
  await key('k');
  const verdict = (t: string) => t.startsWith(`${plan.knockValid ? 'Valid' : 'False'} knock by ${plan.watcher}: `);
  const said = await hear('the verdict', verdict);
  saidOnce(said, 'the verdict', verdict, true);
  if (!plan.knockValid)
    expect(said.find((x) => verdict(x.text))!.text, 'a false knock says why').toContain(`${plan.mover} had made no fault`);
});

test('the table is axe-clean after the game’s words', async () => {
  await axeCheck(page, 'the table after the speech game');
});

test('everything said, in order (a figure for the report)', async () => {
  const all = await allSaid();
  for (const x of all) console.log(`said ${x.urgent ? '(urgent)' : '(polite)'} by ${x.region}: ${x.text}`);
  expect(all.length, 'the texts said').toBeGreaterThan(0);
});

// No console error, no page error and no policy violation: the story's watch, after each test.
