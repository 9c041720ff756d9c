// The browser test of the analysis board and the coach: a position set up by paste (a bad
// paste refused, the board kept), shared as a "#p1.…" link and opened from it; the shortest line
// stepped on the board; moves tried and judged; a bad link refused with the saved game kept; a coached
// real game where the coach asks before a fault and the knock radar shows; axe-core on the board and
// with the coach's question open; screenshots in test-results/analysis-*.png and
// test-results/coach-*.png. One page for the whole story: the save made first is the one every later
// step must keep. No page error, console error or policy violation: the story's watch, after each test.
import { expect, story, test } from './fixtures.ts';
import { axeCheck, codeOf, RESULTS, SAVE_KEY, tableHands } from './harness.ts';

/** Deal 5 opens with an Ace on the table for the player to move: turning up a card first is a fault (R6.4). */
const FAULT_DEAL = 5;
/** docs/formats.md's example, with a 2♠ that may go onto a 3♦ (off the shortest way: a fault). */
const BURIED = {
  format: 'brigadier-position/1',
  toMove: 0,
  players: [
    { deck: ['9D', '2D'], inPlay: '7H', discard: ['KH', '4C'], claw: ['3D', 'JS'] },
    { deck: [], inPlay: null, discard: [], claw: ['8S'] },
  ],
  tableau: [['5H', '9C'], ['KS'], ['KS'], ['KD'], ['QC'], ['QC'], ['KH', '2S'], ['3D']],
  foundations: [['AH', '2H', '3H', '4H']],
};

const s = story({ viewport: { width: 1280, height: 720 }, permissions: ['clipboard-read', 'clipboard-write'] });

/** The story's page and the hands that move cards on it (harness.ts), once it is open. */
const page = () => s.page;
const hands = () => tableHands(s.page);
const place = (id: string) => hands().place(id);
const verdict = () => s.page.locator('.analysis__verdict');
const reach = () => s.page.locator('.analysis__reach');

test.beforeAll(async () => {
  // A real game first, so there is a save to keep.
  await s.page.goto('/');
});

const topCode = async (id: string) => {
  const card = await place(id).locator('[data-card]').last().getAttribute('data-card');
  return card === null ? null : codeOf(card);
};
const savedText = () => page().evaluate((key) => localStorage.getItem(key), SAVE_KEY);
const savedRecord = async () =>
  (await s.saved.raw())?.state?.save?.record as unknown as (Record<string, unknown> & { actions: unknown[] }) | undefined;
const shot = (name: string) => page().screenshot({ path: `${RESULTS}/${name}.png` });
const axe = (name: string) => axeCheck(page(), name);
/** The reach once the board's referee (a worker) has answered: it says "analysing" until then. */
const reachSaid = async () => {
  await expect(reach(), 'the board’s referee answers').not.toContainText('analysing');
  return reach().innerText();
};
const startGame = async ({ coach = false, radar = false } = {}) => {
  await page().getByRole('button', { name: 'Deal the cards' }).waitFor();
  await page().getByRole('textbox', { name: 'Deal number' }).fill(String(FAULT_DEAL));
  await page()
    .getByLabel(/^Coach:/)
    .setChecked(coach);
  await page()
    .getByLabel(/^Knock radar:/)
    .setChecked(radar);
  await page().getByRole('button', { name: 'Deal the cards' }).click();
  await page().locator('.table').waitFor();
};

// ---- A real game first, so there is a save to keep ----
let save: string | null = null;
test(`a real game (deal ${FAULT_DEAL}) started through the page is saved`, async () => {
  await startGame();
  await expect.poll(async () => (await savedRecord())?.dealNumber, { message: 'the save of the game' }).toBe(FAULT_DEAL);
  save = await savedText();
});

// ---- Bad links ----
for (const [what, hash, reason] of [
  ['not a position link', '#hello', 'not a Brigadier position link'],
  ['a damaged link', '#p1.0ABC-D.zz', 'damaged'],
  ['a newer version', '#p9.0AB.cd', 'newer version'],
] as const) {
  test(`a bad link (${what}) is refused with the reason, and the saved game is kept`, async () => {
    await page().goto(`/${hash}`);
    await page().reload();
    const refused = page().locator('.analysis__refused');
    await expect(refused, 'the refusal gives its reason').toContainText(reason);
    await expect(refused, 'the refusal says the save is kept').toContainText('Your saved game is kept');
    expect(await savedText(), 'the save').toBe(save);
    if (what === 'a damaged link') await shot('analysis-bad-link');
  });
}
test('back to the game: the saved game is on the table as it was', async () => {
  await page().getByRole('button', { name: 'Back to the game' }).click();
  await page().getByRole('main', { name: 'The card table' }).waitFor();
  expect(await page().evaluate(() => location.hash), 'the link left in the address').toBe('');
  expect(await savedText(), 'the save').toBe(save);
  await expect(page().locator('.title'), 'the saved game').toContainText(`deal ${FAULT_DEAL}`);
});

// ---- Set up by paste, share, open the link ----
test('a bad paste is refused with the field named, and the board is kept', async () => {
  await page().getByRole('button', { name: 'Share position' }).click();
  await page().getByRole('button', { name: 'Open on the analysis board' }).click();
  await page().locator('.analysis').waitFor();
  const before = await topCode('tableau:0');
  await page().getByRole('button', { name: 'Set up a position…' }).click();
  const bad = structuredClone(BURIED);
  bad.tableau[3] = ['KD', '1OH'];
  await page()
    .getByLabel(/Paste a position/)
    .fill(JSON.stringify(bad));
  await page().getByRole('button', { name: 'Use the pasted position' }).click();
  const alert = page().locator('.setup__error');
  await expect(alert, 'the refusal names the field').toContainText('tableau[3][1]');
  await expect(alert, 'the refusal says why').toContainText('"1OH" is not a card');
  await shot('analysis-bad-paste');
  await page().getByRole('button', { name: 'Cancel' }).click();
  expect(await topCode('tableau:0'), 'the board after a refused paste').toBe(before);
});
test('a good paste sets the board up, and the reach is said', async () => {
  await page().getByRole('button', { name: 'Set up a position…' }).click();
  await page()
    .getByLabel(/Paste a position/)
    .fill(JSON.stringify(BURIED, null, 2));
  await page().getByRole('button', { name: 'Use the pasted position' }).click();
  await page().locator('.setup').waitFor({ state: 'detached' });
  expect([await topCode('tableau:0'), await topCode('tableau:6')], 'the board is the pasted position').toEqual(['9C', '2S']);
  expect(await reachSaid(), 'the reach').toContain('Foundation distance 2: two moves first, then 5♥ can go up');
});
test('a reload of the tab keeps the pasted position on the board', async () => {
  await page().reload();
  await page().locator('.analysis').waitFor();
  await expect(page().locator('.analysis__source'), 'the board reopens on the pasted position').toContainText('a pasted position');
  expect([await topCode('tableau:0'), await topCode('tableau:6')], 'the board after the reload is the pasted position').toEqual([
    '9C',
    '2S',
  ]);
  expect(await savedText(), 'the save after the reload').toBe(save);
});
let link = '';
test('copy share link gives "#p1.…", shown in a read-only field', async ({ baseURL }) => {
  await page().getByRole('button', { name: 'Copy share link' }).click();
  const field = page().getByLabel('Link to this position');
  await field.waitFor();
  link = await field.inputValue();
  expect(link.startsWith(`${baseURL}#p1.`), `the link is "${link}"`).toBe(true);
  await expect(field, 'the link field cannot be typed in').not.toBeEditable();
  await page().locator('.share__status').filter({ hasText: /\S/ }).waitFor();
  await shot('analysis-share');
  await page().getByRole('dialog', { name: 'Share this position' }).getByRole('button', { name: 'Close' }).click();
});
test('the link opens the same position on the analysis board, on its own page load', async () => {
  await page().goto('/');
  await page().goto(link);
  await page().reload();
  await page().locator('.analysis').waitFor();
  await expect(page().locator('.analysis__source'), 'opened from the link').toContainText('a shared link');
  expect([await topCode('tableau:0'), await topCode('tableau:7')], 'the shared position').toEqual(['9C', '3D']);
  expect(await reachSaid(), 'the reach').toContain('two moves first, then 5♥ can go up');
  expect(await savedText(), 'the save after opening the link').toBe(save);
  await shot('analysis-board');
  await axe('the analysis board');
});

// ---- The shortest line ----
test('the shortest line steps on the board with the arrow (opened from the keyboard)', async () => {
  const button = page().getByRole('button', { name: 'Show the shortest line' });
  await page().locator('body').focus();
  for (let i = 0; i < 12 && !(await button.evaluate((e) => e === document.activeElement)); i++) await page().keyboard.press('Tab');
  await expect(button, 'the button is reached by Tab').toBeFocused();
  await page().keyboard.press('Enter');
  const step = page().locator('.lesson__step').first();
  await expect(step, 'step 1').toHaveText(/^Move 1 of 3: Q♣/);
  await page().locator('.lesson-arrow').waitFor();
  await shot('analysis-line');
  await axe('the analysis board with the line');
  const next = page().getByRole('button', { name: /Show next move/ });
  await next.click();
  await expect(step, 'step 2').toHaveText(/^Move 2 of 3/);
  await next.click();
  await expect(step, 'step 3').toHaveText(/^Move 3 of 3: 5♥.*foundation/);
  const third = await step.innerText();
  await next.click();
  await expect(step, 'the end of the line').toHaveText(/^The foundation play/);
  expect(await topCode('foundation:0'), 'the board shows the line played out').toBe('5H');
  await page().getByRole('button', { name: 'Back', exact: true }).click();
  await expect(step, 'back steps back').toHaveText(third);
  await page().getByRole('button', { name: 'Close the line' }).click();
  await page().locator('.lesson').waitFor({ state: 'detached' });
  expect(await topCode('tableau:0'), 'the board came back').toBe('9C');
});

// ---- Tried moves ----
test('a tried move that is a fault is named, with what was reachable', async () => {
  await hands().pointerDrag('tableau:6', 'tableau:7');
  await page().locator('.analysis__verdict--fault').waitFor();
  await expect(verdict(), 'the verdict').toContainText('Fault. 2♠ onto 3♦ is a fault (R6.4): 5♥ can go up in three moves');
  await shot('analysis-fault');
});
test('reset puts the position back; a move on the shortest way is fine', async () => {
  await page().getByRole('button', { name: 'Reset the board' }).click();
  expect(await topCode('tableau:6'), 'reset put the 2♠ back').toBe('2S');
  await hands().pointerDrag('tableau:4', 'tableau:3');
  await page().locator('.analysis__verdict--fine').waitFor();
  await expect(verdict(), 'the verdict').toContainText('Fine. Q♣ onto K♦ keeps to a shortest way');
  expect(await reachSaid(), 'the reach follows the move').toContain('Foundation distance 1');
});
test('the analysis board reads at 1024×768 without scrolling', async () => {
  await page().setViewportSize({ width: 1024, height: 768 });
  // The page lays itself out again for the new size: the check waits for it to fit, and says by how much it did not.
  const size = () =>
    page().evaluate(() => ({ w: innerWidth, sw: document.documentElement.scrollWidth, sh: document.documentElement.scrollHeight }));
  const fits = async () => {
    const now = await size();
    return now.w === 1024 && now.sw <= 1024 && now.sh <= 768 ? 'fits' : `scrolls: ${JSON.stringify(now)}`;
  };
  await expect.poll(fits, { message: 'the board at 1024×768 without scrolling' }).toBe('fits');
  await shot('analysis-1024x768');
  await page().setViewportSize({ width: 1280, height: 720 });
});

// ---- A coached real game ----
test('the coach asks before a fault; think again changes nothing', async () => {
  await page().getByRole('button', { name: 'Back to the game' }).click();
  await page().getByRole('button', { name: 'New game' }).click();
  await startGame({ coach: true, radar: true });
  await page().locator('.coached-badge').first().waitFor();
  await page()
    .getByRole('button', { name: /Turn up a card/ })
    .click();
  const dialog = page().getByRole('alertdialog');
  await expect(dialog, 'the coach asks').toContainText(/can go up now — play this anyway\?/);
  await shot('coach-warning');
  await axe('the coach question');
  await page().getByRole('button', { name: 'Think again' }).click();
  await dialog.waitFor({ state: 'detached' });
  const record = await savedRecord();
  expect(record?.actions.length, 'moves made by thinking again').toBe(0);
  expect(record?.houseRules, 'the record says the game is coached, with the radar').toMatchObject({ coach: true, knockRadar: true });
});
test('play it anyway makes the move, the fault stands, and the radar shows the watcher', async () => {
  await page()
    .getByRole('button', { name: /Turn up a card/ })
    .click();
  await page().getByRole('alertdialog').waitFor();
  await page().getByRole('button', { name: 'Play it anyway' }).click();
  await page().getByRole('alertdialog').waitFor({ state: 'detached' });
  await expect.poll(async () => (await savedRecord())?.actions.length, { message: 'the move in the save' }).toBe(1);
  const radar = page().locator('.radar');
  await expect(radar, 'the radar').toContainText('a fault was just made');
  const mover = (await page().locator('.edge--to-move').getAttribute('class')) ?? '';
  const watcherEdge = mover.includes('edge--p0') ? '.edge--p1' : '.edge--p0';
  await expect(page().locator(`${watcherEdge} .radar`), 'the radar at the watcher’s edge').toHaveCount(1);
  await hands().settled();
  await shot('coach-radar');
  await axe('the coached table with the radar');
  await page().locator(`${watcherEdge} .knock`).click();
  await page().locator('.lesson__headline').first().waitFor();
  await expect(page().locator('.radar'), 'the radar after the knock').toHaveCount(0);
  await page()
    .getByRole('button', { name: /Back to the game/ })
    .first()
    .click();
});
test('coach off: no question before the same fault', async () => {
  await page().getByRole('button', { name: 'New game' }).click();
  await startGame();
  await page()
    .getByRole('button', { name: /Turn up a card/ })
    .click();
  await expect.poll(async () => (await savedRecord())?.actions.length, { message: 'the move in the save' }).toBe(1);
  await expect(page().getByRole('alertdialog'), 'a question with the coach off').toHaveCount(0);
  await expect(page().locator('.coached-badge'), 'a real game marked coached').toHaveCount(0);
});

// ---- Play from here ----
test('play from here: the board’s table becomes a game for two, kept after a reload and listed in Your games', async () => {
  await page().getByRole('button', { name: 'New game' }).click();
  await page().getByRole('button', { name: 'Analysis board' }).click();
  await page().locator('.analysis').waitFor();
  await page().getByRole('button', { name: 'Set up a position…' }).click();
  await page()
    .getByLabel(/Paste a position/)
    .fill(JSON.stringify(BURIED));
  await page().getByRole('button', { name: 'Use the pasted position' }).click();
  await page().locator('.setup').waitFor({ state: 'detached' });
  await hands().pointerDrag('tableau:4', 'tableau:3');
  await page().locator('.analysis__verdict--fine').waitFor();
  await page().getByRole('button', { name: 'Play from here…' }).click();
  const dialog = page().getByRole('dialog', { name: 'Play from here' });
  await dialog.waitFor();
  await shot('analysis-play-dialog');
  await axe('the play-from-here dialog');
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await page().getByRole('main', { name: 'The card table' }).waitFor();
  const title = page().locator('.title');
  await expect(title, 'the title').toContainText('a set position · turn 1');
  expect([await topCode('tableau:3'), await topCode('tableau:6')], 'the game is the board’s table').toEqual(['QC', '2S']);
  await expect.poll(async () => (await savedRecord())?.format, { message: 'the game saved as a set position' }).toBe('brigadier-game/2');
  await hands().settled();
  await shot('analysis-play-from-here');
  await page().reload();
  await page().getByRole('main', { name: 'The card table' }).waitFor();
  await expect(title, 'the reload brings the game back').toContainText('a set position · turn 1');
  expect(await topCode('tableau:3'), 'the reloaded game is the board’s table').toBe('QC');
  await page().getByRole('button', { name: 'New game' }).click();
  const games = page().getByRole('region', { name: 'Your games' }).getByRole('listitem');
  await games.filter({ hasText: 'a set position' }).first().waitFor();
  expect(await games.filter({ hasText: `deal ${FAULT_DEAL}` }).count(), 'the games from a deal in the library').toBeGreaterThanOrEqual(1);
});
