// The browser test of Brigade's games kept (the patience's keeping): a deal opened by its link and
// played some moves is in Your games after a reload, resumes where it was (from Your games, or by opening
// the patience), exports as its record file and in the whole library's file, and imports back; a
// corrupt file and a damaged link are refused with their reasons, and nothing in the library is lost. The story runs on one page, each step where the last left it.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cardName } from '../../src/engine/index.ts';
import { applyMove, dealBrigade, legalMoves, type PatienceMove, type PatiencePosition } from '../../src/patience/index.ts';
import { encodeDealLink, encodePatiencePositionLink } from '../../src/store/patience/keep/links.ts';
import { card } from '../patience/helpers.ts';
import { nearlyWon } from '../store/patience/nearly-won.ts';
import { expect, story, test } from './fixtures.ts';

/** Brigade's games in the page's library: id, deal, actions, deleted. */
const brigadeGames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; deal: number | null; actions: number; deleted: boolean }[]>((resolve, reject) => {
        const open = indexedDB.open('brigadier-library');
        open.onupgradeneeded = () => open.transaction!.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error ?? new Error('no library')));
        open.onsuccess = () => {
          const all = open.result.transaction('games').objectStore('games').getAll();
          all.onsuccess = () => {
            resolve(
              all.result
                .filter((g) => g.kind === 'brigade')
                .map((g) => ({ id: g.id, deal: g.dealNumber, actions: g.record.actions.length, deleted: g.deletedAt !== undefined })),
            );
            open.result.close();
          };
        };
      }),
  );

const DEAL = 17;

/** The first `n` moves the rules allow from deal 17, played in order (no grace move: it needs no reserve tap). */
function plannedMoves(n: number): { moves: PatienceMove[]; after: PatiencePosition } {
  let position = dealBrigade(DEAL, 'up');
  const moves: PatienceMove[] = [];
  for (let i = 0; i < n; i++) {
    const move = legalMoves(position).find((m) => !m.to.startsWith('reserve'))!;
    moves.push(move);
    position = applyMove(position, move);
  }
  return { moves, after: position };
}

const placeOf = (move: PatienceMove, suit: number) =>
  move.to === 'foundation' ? `patience-foundation-${suit}` : `patience-tableau-${move.to.slice('tableau:'.length)}`;

/** A move made as a player makes it: a tap on the card, then a tap on where it goes. */
async function play(page: Page, move: PatienceMove) {
  await page.locator(`[aria-label^="${cardName(move.card)},"]`).click();
  await page.locator(`[data-place="${placeOf(move, Math.floor(move.card / 13))}"]`).click();
}

const pollUntil = (what: string, check: () => Promise<boolean>) =>
  expect.poll(check, { message: `timed out waiting for ${what}` }).toBe(true);

test.describe('Brigade kept', () => {
  const tab = story({ viewport: { width: 1280, height: 800 } });
  const { moves } = plannedMoves(4);
  let exported = '';

  test('a deal link opens the patience on that deal, and every move is written to the library', async () => {
    const page = tab.page;
    // Auto-play off, so that the table holds exactly the moves played here.
    await page.addInitScript(() => localStorage.setItem('brigade-settings', JSON.stringify({ autoPlay: false })));
    await page.goto(`/#${encodeDealLink(DEAL, 'up')}`);
    await expect(page.locator('.pnotice__text')).toHaveText(`Deal ${DEAL}, from a link.`);
    for (const move of moves.slice(0, 3)) await play(page, move);
    await pollUntil('3 actions in the library', async () => (await brigadeGames(page)).some((g) => g.deal === DEAL && g.actions === 3));
    // The address no longer holds the link: a reload does not deal it again.
    expect(new URL(page.url()).hash).toBe('');
  });

  test('after a reload, Your games lists it and resumes it where it was', async () => {
    const page = tab.page;
    await page.reload();
    const title = `Brigade — deal ${DEAL}, 3 moves, in progress`;
    await page.getByRole('button', { name: `Resume ${title}` }).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await play(page, moves[3]!);
    const games = await brigadeGames(page);
    await pollUntil('the same game carried on', async () =>
      (await brigadeGames(page)).some((g) => g.id === games[0]!.id && g.actions === 4),
    );
    expect((await brigadeGames(page)).length).toBe(1);
  });

  test('after another reload, opening Brigade takes up the game in progress and says so', async () => {
    const page = tab.page;
    await page.reload();
    await page.getByRole('button', { name: 'Brigade — patience for one' }).click();
    await expect(page.locator('.pnotice__text')).toHaveText(`Your game of deal ${DEAL} is back where you left it.`);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    expect((await brigadeGames(page)).filter((g) => !g.deleted).map((g) => g.actions)).toEqual([4]);
  });

  test('exports the record file and the whole library, and imports them back after the game is deleted', async () => {
    const page = tab.page;
    // The game on the table cannot be deleted: a new deal takes its place first (with no move, it is not kept).
    await page.getByRole('button', { name: 'New deal' }).click();
    await page.getByRole('button', { name: 'Back to start' }).click();
    const title = `Brigade — deal ${DEAL}, 4 moves, in progress`;
    // The library holds only Brigade's game: Your games lists it and never says it is empty.
    await expect(page.getByRole('button', { name: `Resume ${title}` })).toBeVisible();
    await expect(page.getByText(/No games yet/)).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Export ${title}` }).click()]);
    exported = readFileSync(await download.path(), 'utf8');
    const record = JSON.parse(exported);
    expect(record).toMatchObject({ format: 'brigade-game/1', deal: DEAL, grace: 'up' });
    expect(record.actions).toHaveLength(4);
    // Export all writes Brigade's games too, with what the record does not say.
    const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all games' }).click()]);
    const library = JSON.parse(readFileSync(await all.path(), 'utf8'));
    expect(library.format).toBe('brigadier-library/1');
    expect(library.games).toEqual([expect.objectContaining({ record, usedHint: false, player: expect.any(String) })]);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(page.getByRole('button', { name: `Resume ${title}` })).toHaveCount(0);
    // The file is read and its games replayed in a worker of their own, never on the page's thread.
    const readers: string[] = [];
    page.on('worker', (worker) => void (/brigadeFile\.worker-/.test(worker.url()) && readers.push(worker.url())));
    await page
      .getByTestId('library-file')
      .setInputFiles({ name: 'brigade.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await expect(page.getByText('1 game added to your games.')).toBeVisible();
    expect(readers).toHaveLength(1);
    await expect(page.getByRole('button', { name: `Resume ${title}` })).toBeVisible();
    // The whole library's file brings nothing twice.
    await page
      .getByTestId('library-file')
      .setInputFiles({ name: 'brigadier-games.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(library)) });
    await expect(page.getByText('0 games added to your games; that game is already in Your games.')).toBeVisible();
  });

  test('a corrupt Brigade file is refused with the reader’s words, and nothing is lost', async () => {
    const page = tab.page;
    const before = (await brigadeGames(page)).filter((g) => !g.deleted).length;
    const corrupt = JSON.stringify({ ...JSON.parse(exported), deal: -3 });
    await page.getByTestId('library-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(corrupt) });
    await expect(page.getByText(/That file was not imported: deal: .*whole number/)).toBeVisible();
    expect((await brigadeGames(page)).filter((g) => !g.deleted).length).toBe(before);
    await expect(page.getByRole('button', { name: `Resume Brigade — deal ${DEAL}, 4 moves, in progress` })).toBeVisible();
  });

  test('a damaged link is refused with its reason, and the game on the table is kept', async () => {
    const page = tab.page;
    await page.getByRole('button', { name: `Resume Brigade — deal ${DEAL}, 4 moves, in progress` }).click();
    const link = encodeDealLink(DEAL, 'up').replace(String(DEAL), String(DEAL + 1));
    await page.evaluate((hash) => (window.location.hash = hash), link);
    await expect(page.locator('.pnotice__text')).toHaveText(/^That link was not opened: The link is damaged/);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    expect((await brigadeGames(page)).filter((g) => !g.deleted).some((g) => g.actions === 4)).toBe(true);
  });

  test('a position link opens that table; won, the won screen shows the record, and Share copies a link', async () => {
    const page = tab.page;
    await page.evaluate((hash) => (window.location.hash = hash), encodePatiencePositionLink(nearlyWon()));
    await expect(page.locator('.pnotice__text')).toHaveText('A position, from a link.');
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'Share this position' }).click();
    const field = page.getByLabel('Link to this position');
    await expect(field).toHaveValue(/#b1\.pu0[A-Za-z-]+\.[A-Za-z0-9]{2}$/);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'More' }).click();
    // Auto-play is off here: K♥ off J♠ onto the empty pile, then every card home by a double click on it.
    await page.locator(`[aria-label^="${cardName(card('KH'))},"]`).click();
    await page.locator('[data-place="patience-tableau-1"]').click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByLabel(/Auto-play/).check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'You won!' })).toBeVisible();
    await expect(page.getByText('A game from a position is not counted in the record.')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Brigade record of / })).toBeVisible();
  });
});
