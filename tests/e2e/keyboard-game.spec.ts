// A whole hot-seat game by keyboard alone, as a player who neither holds a mouse nor sees the table
// plays it (1280×800): the start screen filled in with Tab and typing (the take-back house rule ticked
// with Space), then every action of deal 89 to its win (keyboard-game-plan.ts, after layout-plan.ts) —
// card moves from the list (L, a number) or typed (M, the move, Enter; one typed wrong first), cards
// just turned up carried (Space, arrows, Space), R, D, U and K, a false knock and a valid knock each
// way with its missed line stepped with the arrows and closed with Esc. After every action the focus is
// on a named element, never the page itself, and the live regions said what happened: the mover, the
// verb, the card in words, the next player when the turn changed hands, a knock's verdict urgently, a
// refusal as a refusal; never a suit or arrow glyph. The key presses are counted; the medians printed.
// One page for the whole game (story()); its watch fails a test on any page error, console error or
// policy violation.
import type { Locator, Page } from '@playwright/test';
import { expect, story, test } from './fixtures.ts';
import { listenToLiveRegions, RESULTS, tableHands, type Said } from './harness.ts';
import { keyboardGamePlan, type KeyboardPlan, type KeyboardStep } from './keyboard-game-plan.ts';

const s = story({ viewport: { width: 1280, height: 800 } });
let plan: KeyboardPlan;
let page: Page;
let hands: ReturnType<typeof tableHands>;
type Count = { n: number };
/** Key presses per action, by the way it was played. */
const presses: Record<KeyboardStep['how'], number[]> = { carry: [], list: [], typed: [], key: [] };
const GLYPHS = /[♠♥♦♣◀▶]/;

declare global {
  interface Window {
    __said: Said[];
  }
}

test.beforeAll(async () => {
  plan = keyboardGamePlan();
  page = s.page;
  await s.context.addInitScript(listenToLiveRegions);
  hands = tableHands(page);
  await page.goto('/');
});

const savedActions = () => s.saved.actions();

/** Forgets what the live regions said so far: what follows is the next action's. */
const hush = () => page.evaluate(() => (window.__said.length = 0));
const said = () => page.evaluate(() => window.__said);

/** One key press, counted. */
const press = async (count: Count, key: string) => {
  count.n++;
  await page.keyboard.press(key);
};

/** Whether `locator` has the focus. */
const focused = (locator: Locator) => locator.evaluate((e) => e === document.activeElement).catch(() => false);

/** Tab (at most 40 times) until `locator` has the focus. */
async function tabTo(locator: Locator, count: Count, what: string) {
  for (let i = 0; !(await focused(locator)); i++) {
    expect(i, `40 Tabs never reached ${what}`).toBeLessThan(40);
    await press(count, 'Tab');
  }
}

/** The focus is on a named element, never the page itself. */
async function focusNamed(after: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.activeElement === null ||
            document.activeElement === document.body ||
            document.activeElement === document.documentElement,
        ),
      {
        message: `the focus fell to the page after ${after}`,
      },
    )
    .toBe(false);
  await expect(page.locator(':focus'), `the focused element after ${after} has a name`).toHaveAccessibleName(/\S/);
}

/** Waits until a sentence matching `matches` was said (urgently or not, as asked), then checks no glyph was spoken. */
async function heard(what: string, matches: (text: string) => boolean, urgent: boolean) {
  await expect
    .poll(async () => (await said()).some((s) => matches(s.text) && s.urgent === urgent), {
      message: `${what} was never said ${urgent ? 'urgently' : 'politely'}`,
    })
    .toBe(true)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nheard: ${JSON.stringify(await said())}`);
    });
  for (const line of await said()) expect(line.text, `a glyph was spoken after ${what}`).not.toMatch(GLYPHS);
}

/** The action's own sentence: its words, the next player when the turn changed hands, the winner at the end. */
const saysAction = (words: KeyboardStep['words']) => (text: string) =>
  words.holds.every((w) => text.includes(w)) &&
  (words.next === null || text.includes(`${words.next} to play.`)) &&
  (words.winner === null || (text.includes(words.winner) && text.includes('wins')));

const movesDialog = () => page.getByRole('dialog', { name: /can play/ });
const shots = new Set<string>();
/** One picture of each kind of step, of the focus as a keyboard player sees it. */
async function shoot(kind: string) {
  if (shots.has(kind)) return;
  shots.add(kind);
  await page.screenshot({ path: `${RESULTS}/keyboard-game-${kind}.png` });
}

/** Carried: the card just turned up has the focus; Space picks it up, an arrow toward its place at each press, Space puts it down. */
async function carry(step: KeyboardStep & { how: 'carry' }, count: Count) {
  await hands.settled();
  await expect(page.locator(':focus'), 'the card turned up has the focus, ready to be carried').toHaveAttribute('data-card', step.card);
  await press(count, 'Space');
  await page.locator('.card--lifted').waitFor({ timeout: 5000 });
  for (let arrows = 0; !(await hands.place(step.to).evaluate((e) => e.classList.contains('place--over'))); arrows++) {
    expect(arrows, `the card never got over ${step.to} in 12 arrows`).toBeLessThan(12);
    const card = await hands.centre(page.locator('.card--lifted'));
    const target = await hands.dropPoint(step.to);
    const [dx, dy] = [target.x - card.x, target.y - card.y];
    // To the place's row first, then along it: the rows are the table's own.
    await press(count, Math.abs(dy) > 30 ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    let last = JSON.stringify(card);
    await hands.waitFor('the card to move and come to rest', async () => {
      const now = JSON.stringify(await hands.centre(page.locator('.card--lifted')));
      const resting = now === last && now !== JSON.stringify(card);
      last = now;
      return resting;
    });
  }
  await press(count, 'Space');
}

/** From the list: L, then the number; a number that may begin a longer one goes to the field and Enter plays it. */
async function fromList(step: KeyboardStep & { how: 'list' }, count: Count) {
  await press(count, 'l');
  await movesDialog().waitFor();
  await focusNamed('L');
  await shoot('moves-dialog');
  const digits = String(step.number);
  for (const digit of digits) await press(count, digit);
  if (step.count >= 10 && Number(digits[0]) * 10 <= step.count) await press(count, 'Enter');
}

/** Typed: M, the card and its place, Enter; when both packs' cards could go, the number of the one meant and Enter. */
async function typed(step: KeyboardStep & { how: 'typed' }, count: Count) {
  await press(count, 'm');
  const field = movesDialog().getByRole('textbox', { name: 'Type a move' });
  await expect(field, 'M puts the focus in the field').toBeFocused();
  if (step.wrong) {
    // Typed wrong on purpose: the field says no, as a refusal, and keeps the focus.
    await hush();
    for (const key of step.wrong.text) await press(count, key);
    await press(count, 'Enter');
    const words = step.wrong.words.replace(GLYPHS, '').split(' ').slice(-4).join(' ');
    await heard(`the refusal of "${step.wrong.text}"`, (t) => t.startsWith('Refused: ') && t.includes(words), true);
    await expect(field, 'the field keeps the focus after a refusal').toBeFocused();
    await shoot('typed-refusal');
    for (let i = 0; i < step.wrong.text.length; i++) await press(count, 'Backspace');
  }
  for (const key of step.text) await press(count, key);
  await press(count, 'Enter');
  if (step.then !== null) {
    await movesDialog()
      .getByText(/^Which move of/)
      .waitFor();
    await focusNamed('the question of which move');
    // The field keeps the focus: the number is typed there, and Enter plays it.
    for (const digit of String(step.then)) await press(count, digit);
    await press(count, 'Enter');
  }
}

/** A valid knock's lesson: the focus on it, the missed line stepped with → and ← (each step said), closed with Esc. */
async function missedLine(step: KeyboardStep) {
  await expect(page.locator(':focus'), 'the lesson has the focus after a valid knock').toHaveAttribute('data-focus', 'lesson');
  await hands.settled();
  await shoot('lesson');
  let before = '';
  for (const key of [...Array(step.lineLength).fill('ArrowRight'), 'ArrowLeft']) {
    await hush();
    await page.keyboard.press(key);
    // Each arrow moves the line on or back: its new step is said, in words.
    await heard(`the missed line's step after ${key}`, (t) => t !== before && /\S/.test(t), false);
    before = (await said()).at(-1)?.text ?? '';
    await focusNamed(`${key} in the lesson`);
  }
  await page.keyboard.press('Escape');
  await page
    .getByRole('region', { name: /The missed foundation play/ })
    .first()
    .waitFor({ state: 'detached' });
  await focusNamed('the lesson closed with Esc');
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (i: number) => s[i] ?? NaN;
  return s.length === 0 ? NaN : s.length % 2 ? at((s.length - 1) / 2) : (at(s.length / 2 - 1) + at(s.length / 2)) / 2;
};

test('the start screen by keyboard: names typed, take-backs ticked, the planned deal dealt', async () => {
  const count = { n: 0 };
  const typeInto = async (label: string, text: string) => {
    const field = page.getByLabel(label, { exact: true });
    await tabTo(field, count, label);
    await press(count, 'Control+a');
    for (const key of text) await press(count, key);
    await expect(field).toHaveValue(text);
  };
  console.log(`  deal ${plan.dealNumber}, ${plan.steps.length} actions planned`);
  await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
  await typeInto('Player on the left column, bottom edge', plan.names[0]);
  await typeInto('Player on the right column, top edge', plan.names[1]);
  await typeInto('Deal number', String(plan.dealNumber));
  const takeBack = page.getByLabel(/^Take-back/);
  await tabTo(takeBack, count, 'the take-back house rule');
  await press(count, 'Space');
  await expect(takeBack, 'Space ticked the take-back house rule').toBeChecked();
  await tabTo(page.getByRole('button', { name: 'Deal the cards' }), count, 'Deal the cards');
  await press(count, 'Enter');
  await page.locator('.table').waitFor();
  await focusNamed('dealing');
  // Who plays first is the deal's (R3): the table says who, either way.
  await heard(
    'who plays first',
    (t) => plan.names.some((name) => t.includes(`${name} to play`) || t.includes(`${name} turned up the higher card and plays first`)),
    false,
  );
  console.log(`  the start screen: ${count.n} keys`);
});

test('every planned action to the win by keyboard alone, focus and words checked after each', async () => {
  test.setTimeout(240_000);
  for (const [i, step] of plan.steps.entries()) {
    const count = { n: 0 };
    await hush();
    if (step.how === 'carry') await carry(step, count);
    else if (step.how === 'list') await fromList(step, count);
    else if (step.how === 'typed') await typed(step, count);
    else await press(count, step.key);
    await hands.waitFor(
      `the save to hold ${step.actions} actions (${step.what})`,
      async () => (await savedActions()).length === step.actions,
    );
    expect((await savedActions()).at(-1), `the last action saved (step ${i + 1}, ${step.what})`).toEqual(step.last);
    await heard(`step ${i + 1} (${step.how} ${step.what}: ${step.words.holds.join(', ')})`, saysAction(step.words), step.words.urgent);
    presses[step.how].push(count.n);
    console.log(`  ${i + 1}. ${step.how} (${count.n} keys): ${(await said()).find((line) => saysAction(step.words)(line.text))?.text}`);
    // The last move ends the game: the end screen takes the focus (the next check).
    if (i === plan.steps.length - 1) break;
    await focusNamed(`step ${i + 1} (${step.how}, ${step.what})`);
    if (step.how === 'carry') await hands.settled().then(() => shoot('carried'));
    if (step.do === 'knock' && step.words.holds[0]?.startsWith('Valid')) await missedLine(step);
  }
  const all = Object.values(presses).flat();
  const moves = [...presses.carry, ...presses.list, ...presses.typed];
  console.log(
    `keys per action: median ${median(all)} (all ${all.length}); card moves ${median(moves)}: list ${median(presses.list)} (${presses.list.length}), typed ${median(presses.typed)} (${presses.typed.length}), carried ${median(presses.carry)} (${presses.carry.join(', ')}); R/D/P/K/U ${median(presses.key)} (${presses.key.length})`,
  );
  expect(median(presses.list), 'the median of keys to play a move from the list').toBeLessThanOrEqual(4);
});

test('the end screen: its heading named and focused; the saved record holds exactly the planned actions', async () => {
  const end = page.getByRole('dialog').filter({ has: page.locator('#end-title') });
  await end.waitFor();
  await focusNamed('the last move');
  await expect(page.locator(':focus'), 'the end screen’s heading has the focus').toHaveId('end-title');
  await expect(page.locator(':focus'), 'the end screen’s heading names the winner').toHaveAccessibleName(
    new RegExp(plan.steps.at(-1)?.words.winner ?? 'no winner planned'),
  );
  console.log(`  the end screen's heading: ${await page.locator(':focus').innerText()}`);
  await hands.settled();
  await shoot('end-screen');
  expect(await savedActions(), 'the saved record').toEqual(plan.steps.map((step) => step.last));
});
