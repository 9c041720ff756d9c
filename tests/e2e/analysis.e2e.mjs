// The browser test of the analysis board and the coach: a position set up by paste (a bad
// paste refused, the board kept), shared as a "#p1.…" link and opened from it; the shortest line
// stepped on the board; moves tried and judged; a bad link refused with the saved game kept; a coached
// real game where the coach asks before a fault and the knock radar shows; axe-core on the board and
// with the coach's question open; no console errors; screenshots in test-results/analysis-*.png and
// test-results/coach-*.png.
import { test } from '@playwright/test';
import { servedBrowser } from './browser.mjs';
import { assert, axeCheck, codeOf, RESULTS, SAVE_KEY, tableHands } from './harness.mjs';

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

test.describe.configure({ mode: 'serial' });
const browser = servedBrowser({ width: 1280, height: 720 });
const consoleErrors = [];
let page;
let server;
/** The hands that move cards (harness.mjs), and the board's verdict and reach, once the page is open. */
let place, pointerDrag, settled;
let verdict;
let reach;

test.beforeAll(async () => {
  ({ page, server } = browser);
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url }).catch(() => {});
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (e) => consoleErrors.push(e.stack ?? e.message));
  ({ place, pointerDrag, settled } = tableHands(page));
  verdict = page.locator('.analysis__verdict');
  reach = page.locator('.analysis__reach');
  // A real game first, so there is a save to keep.
  await page.goto(server.url);
});

const topCode = async (id) => {
  const card = await place(id).locator('[data-card]').last().getAttribute('data-card');
  return card === null ? null : codeOf(card);
};
const savedText = () => page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
const shot = (name) => page.screenshot({ path: `${RESULTS}/${name}.png` });
const axe = (name) => axeCheck(page, name);
/** The reach once the board's referee (a worker) has answered: it says "analysing" until then. */
const reachSaid = async () => {
  await page.waitForFunction(() => !document.querySelector('.analysis__reach')?.textContent?.includes('analysing'));
  return reach.innerText();
};
const startGame = async ({ coach = false, radar = false } = {}) => {
  await page.getByRole('button', { name: 'Deal the cards' }).waitFor();
  await page.getByRole('textbox', { name: 'Deal number' }).fill(String(FAULT_DEAL));
  await page.getByLabel(/^Coach:/).setChecked(coach);
  await page.getByLabel(/^Knock radar:/).setChecked(radar);
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  await page.locator('.table').waitFor();
};

// ---- A real game first, so there is a save to keep ----
let save = null;
test(`a real game (deal ${FAULT_DEAL}) started through the page is saved`, async () => {
  await startGame();
  save = await savedText();
  assert(save && JSON.parse(save).state.save.record.dealNumber === FAULT_DEAL, 'no save of the game');
});

// ---- Bad links ----
for (const [what, hash, reason] of [
  ['not a position link', '#hello', 'not a Brigadier position link'],
  ['a damaged link', '#p1.0ABC-D.zz', 'damaged'],
  ['a newer version', '#p9.0AB.cd', 'newer version'],
]) {
  test(`a bad link (${what}) is refused with the reason, and the saved game is kept`, async () => {
    await page.goto(`${server.url}${hash}`);
    await page.reload();
    const refused = page.locator('.analysis__refused');
    await refused.waitFor();
    const text = await refused.innerText();
    assert(text.includes(reason) && text.includes('Your saved game is kept'), `the refusal says "${text}"`);
    assert((await savedText()) === save, 'the save changed');
    if (what === 'a damaged link') await shot('analysis-bad-link');
  });
}
test('back to the game: the saved game is on the table as it was', async () => {
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await page.getByRole('main', { name: 'The card table' }).waitFor();
  assert(!(await page.evaluate(() => location.hash)), 'the link stayed in the address');
  assert((await savedText()) === save, 'the save changed');
  assert((await page.locator('.title').innerText()).includes(`deal ${FAULT_DEAL}`), 'not the saved game');
});

// ---- Set up by paste, share, open the link ----
test('a bad paste is refused with the field named, and the board is kept', async () => {
  await page.getByRole('button', { name: 'Share position' }).click();
  await page.getByRole('button', { name: 'Open on the analysis board' }).click();
  await page.locator('.analysis').waitFor();
  const before = await topCode('tableau:0');
  await page.getByRole('button', { name: 'Set up a position…' }).click();
  const bad = structuredClone(BURIED);
  bad.tableau[3] = ['KD', '1OH'];
  await page.getByLabel(/Paste a position/).fill(JSON.stringify(bad));
  await page.getByRole('button', { name: 'Use the pasted position' }).click();
  const alert = page.locator('.setup__error');
  await alert.waitFor();
  const text = await alert.innerText();
  assert(text.includes('tableau[3][1]') && text.includes('"1OH" is not a card'), `the refusal says "${text}"`);
  await shot('analysis-bad-paste');
  await page.getByRole('button', { name: 'Cancel' }).click();
  assert((await topCode('tableau:0')) === before, 'the board changed');
});
test('a good paste sets the board up, and the reach is said', async () => {
  await page.getByRole('button', { name: 'Set up a position…' }).click();
  await page.getByLabel(/Paste a position/).fill(JSON.stringify(BURIED, null, 2));
  await page.getByRole('button', { name: 'Use the pasted position' }).click();
  await page.locator('.setup').waitFor({ state: 'detached' });
  assert((await topCode('tableau:0')) === '9C' && (await topCode('tableau:6')) === '2S', 'the board is not the pasted position');
  const said = await reachSaid();
  assert(said.includes('Foundation distance 2: two moves first, then 5♥ can go up'), `reach says "${said}"`);
});
test('a reload of the tab keeps the pasted position on the board', async () => {
  await page.reload();
  await page.locator('.analysis').waitFor();
  assert((await page.locator('.analysis__source').innerText()).includes('a pasted position'), 'the board did not reopen on the pasted position');
  assert((await topCode('tableau:0')) === '9C' && (await topCode('tableau:6')) === '2S', 'the board is not the pasted position after the reload');
  assert((await savedText()) === save, 'the reload changed the save');
});
let link = '';
test('copy share link gives "#p1.…", shown in a read-only field', async () => {
  await page.getByRole('button', { name: 'Copy share link' }).click();
  const field = page.getByLabel('Link to this position');
  await field.waitFor();
  link = await field.inputValue();
  assert(link.startsWith(`${server.url}#p1.`), `the link is "${link}"`);
  assert(await field.evaluate((e) => e.readOnly), 'the field can be typed in');
  await page.locator('.share__status').filter({ hasText: /\S/ }).waitFor();
  await shot('analysis-share');
  await page.getByRole('dialog', { name: 'Share this position' }).getByRole('button', { name: 'Close' }).click();
});
test('the link opens the same position on the analysis board, on its own page load', async () => {
  await page.goto(server.url);
  await page.goto(link);
  await page.reload();
  await page.locator('.analysis').waitFor();
  assert((await page.locator('.analysis__source').innerText()).includes('a shared link'), 'not opened from the link');
  assert((await topCode('tableau:0')) === '9C' && (await topCode('tableau:7')) === '3D', 'not the shared position');
  assert((await reachSaid()).includes('two moves first, then 5♥ can go up'), 'the reach is not said');
  assert((await savedText()) === save, 'opening the link changed the save');
  await shot('analysis-board');
  await axe('the analysis board');
});

// ---- The shortest line ----
test('the shortest line steps on the board with the arrow (opened from the keyboard)', async () => {
  await page.locator('body').focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Show the shortest line') break;
  }
  assert((await page.evaluate(() => document.activeElement?.textContent)) === 'Show the shortest line', 'the button is not reached by Tab');
  await page.keyboard.press('Enter');
  const step = page.locator('.lesson__step').first();
  await step.waitFor();
  const seen = [await step.innerText()];
  await page.locator('.lesson-arrow').waitFor();
  assert(seen[0].startsWith('Move 1 of 3: Q♣'), `step 1 says "${seen[0]}"`);
  await shot('analysis-line');
  await axe('the analysis board with the line');
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: /Show next move/ }).click();
    seen.push(await step.innerText());
  }
  assert(seen[2].startsWith('Move 3 of 3: 5♥') && seen[2].includes('foundation'), `step 3 says "${seen[2]}"`);
  assert(seen[3].startsWith('The foundation play'), `the end says "${seen[3]}"`);
  assert((await topCode('foundation:0')) === '5H', 'the board does not show the line played out');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  assert((await step.innerText()) === seen[2], 'back does not step back');
  await page.getByRole('button', { name: 'Close the line' }).click();
  await page.locator('.lesson').waitFor({ state: 'detached' });
  assert((await topCode('tableau:0')) === '9C', 'the board did not come back');
});

// ---- Tried moves ----
test('a tried move that is a fault is named, with what was reachable', async () => {
  await pointerDrag('tableau:6', 'tableau:7');
  await page.locator('.analysis__verdict--fault').waitFor();
  const text = await verdict.innerText();
  assert(text.includes('Fault. 2♠ onto 3♦ is a fault (R6.4): 5♥ can go up in three moves'), `the verdict says "${text}"`);
  await shot('analysis-fault');
});
test('reset puts the position back; a move on the shortest way is fine', async () => {
  await page.getByRole('button', { name: 'Reset the board' }).click();
  assert((await topCode('tableau:6')) === '2S', 'reset did not put the 2♠ back');
  await pointerDrag('tableau:4', 'tableau:3');
  await page.locator('.analysis__verdict--fine').waitFor();
  const text = await verdict.innerText();
  assert(text.includes('Fine. Q♣ onto K♦ keeps to a shortest way'), `the verdict says "${text}"`);
  assert((await reachSaid()).includes('Foundation distance 1'), 'the reach did not follow the move');
});
test('the analysis board reads at 1024×768 without scrolling', async () => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.waitForTimeout(150);
  const size = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, sh: document.documentElement.scrollHeight }));
  assert(size.sw <= 1024 && size.sh <= 768, `scrolls: ${JSON.stringify(size)}`);
  await shot('analysis-1024x768');
  await page.setViewportSize({ width: 1280, height: 720 });
});

// ---- A coached real game ----
test('the coach asks before a fault; think again changes nothing', async () => {
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await page.getByRole('button', { name: 'New game' }).click();
  await startGame({ coach: true, radar: true });
  await page.locator('.coached-badge').first().waitFor();
  await page.getByRole('button', { name: /Turn up a card/ }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  const text = await dialog.innerText();
  assert(/can go up now — play this anyway\?/.test(text), `the coach says "${text}"`);
  await shot('coach-warning');
  await axe('the coach question');
  await page.getByRole('button', { name: 'Think again' }).click();
  await dialog.waitFor({ state: 'detached' });
  const record = JSON.parse(await savedText()).state.save.record;
  assert(record.actions.length === 0, 'thinking again made a move');
  assert(record.houseRules.coach === true && record.houseRules.knockRadar === true, 'the record does not say the game is coached');
});
test('play it anyway makes the move, the fault stands, and the radar shows the watcher', async () => {
  await page.getByRole('button', { name: /Turn up a card/ }).click();
  await page.getByRole('alertdialog').waitFor();
  await page.getByRole('button', { name: 'Play it anyway' }).click();
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
  await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key)).state.save.record.actions.length === 1, SAVE_KEY);
  const radar = page.locator('.radar');
  await radar.waitFor();
  assert((await radar.innerText()).includes('a fault was just made'), `the radar says "${await radar.innerText()}"`);
  const mover = JSON.parse(await savedText()).state.save.record.actions.length === 1 ? await page.locator('.edge--to-move').getAttribute('class') : '';
  const watcherEdge = mover.includes('edge--p0') ? '.edge--p1' : '.edge--p0';
  assert((await page.locator(`${watcherEdge} .radar`).count()) === 1, 'the radar is not at the watcher’s edge');
  await settled();
  await shot('coach-radar');
  await axe('the coached table with the radar');
  await page.locator(`${watcherEdge} .knock`).click();
  await page.locator('.lesson__headline').first().waitFor();
  assert((await page.locator('.radar').count()) === 0, 'the radar stayed after the knock');
  await page.getByRole('button', { name: /Back to the game/ }).first().click();
});
test('coach off: no question before the same fault', async () => {
  await page.getByRole('button', { name: 'New game' }).click();
  await startGame();
  await page.getByRole('button', { name: /Turn up a card/ }).click();
  await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key)).state.save.record.actions.length === 1, SAVE_KEY);
  assert((await page.getByRole('alertdialog').count()) === 0, 'the coach asked with the coach off');
  assert((await page.locator('.coached-badge').count()) === 0, 'a real game is marked coached');
});

// ---- Play from here ----
test('play from here: the board’s table becomes a game for two, kept after a reload and listed in Your games', async () => {
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Analysis board' }).click();
  await page.locator('.analysis').waitFor();
  await page.getByRole('button', { name: 'Set up a position…' }).click();
  await page.getByLabel(/Paste a position/).fill(JSON.stringify(BURIED));
  await page.getByRole('button', { name: 'Use the pasted position' }).click();
  await page.locator('.setup').waitFor({ state: 'detached' });
  await pointerDrag('tableau:4', 'tableau:3');
  await page.locator('.analysis__verdict--fine').waitFor();
  await page.getByRole('button', { name: 'Play from here…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Play from here' });
  await dialog.waitFor();
  await shot('analysis-play-dialog');
  await axe('the play-from-here dialog');
  await dialog.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('main', { name: 'The card table' }).waitFor();
  const title = page.locator('.title');
  assert((await title.innerText()).includes('a set position · turn 1'), `the title says "${await title.innerText()}"`);
  assert((await topCode('tableau:3')) === 'QC' && (await topCode('tableau:6')) === '2S', 'the game is not the board’s table');
  await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key)).state.save.record.format === 'brigadier-game/2', SAVE_KEY);
  await settled();
  await shot('analysis-play-from-here');
  await page.reload();
  await page.getByRole('main', { name: 'The card table' }).waitFor();
  assert((await title.innerText()).includes('a set position · turn 1'), 'the reload did not bring the game back');
  assert((await topCode('tableau:3')) === 'QC', 'the reloaded game is not the board’s table');
  await page.getByRole('button', { name: 'New game' }).click();
  const games = page.getByRole('region', { name: 'Your games' }).getByRole('listitem');
  await games.filter({ hasText: 'a set position' }).first().waitFor();
  assert((await games.filter({ hasText: `deal ${FAULT_DEAL}` }).count()) >= 1, 'the games from a deal left the library');
});

test('no console errors', async () => {
  assert(consoleErrors.length === 0, `console errors:\n    ${consoleErrors.join('\n    ')}`);
});

browser.policyCheck();
