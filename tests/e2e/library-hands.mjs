// What the library's browser tests do and read on a page: the games in its IndexedDB, the quick save,
// dealing a game and playing a turn by keys.
import { expect } from '@playwright/test';
import { SAVE_KEY } from './harness.ts';

/** Every game in the page's library (none while there is no library): id, deal, the number of actions of its record, and whether it is deleted. */
export const libraryGames = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('brigadier-library');
        // No library yet: reading must not create an empty one (the page would then find no stores in it).
        open.onupgradeneeded = () => open.transaction.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const all = open.result.transaction('games').objectStore('games').getAll();
          all.onsuccess = () => {
            resolve(all.result.map((g) => ({ id: g.id, deal: g.dealNumber, actions: g.record.actions.length, deleted: g.deletedAt !== undefined })));
            open.result.close();
          };
        };
      }),
  );

export const savedActions = (page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.save?.record?.actions?.length ?? null, SAVE_KEY);
export const savedGameId = (page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.save?.gameId ?? null, SAVE_KEY);

/** From the start screen: the named deal is dealt. */
export async function deal(page, number) {
  await page.getByRole('textbox', { name: 'Deal number' }).fill(String(number));
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  await page.getByRole('navigation', { name: 'Game' }).waitFor();
}

/** The player to move turns up a card (R) and discards it (D): two actions, the turn passes. */
export async function playTurn(page) {
  await page.keyboard.press('r');
  await page.keyboard.press('d');
}

/** Polls `check` until it holds, or fails naming `what` (5 s). */
export const pollUntil = (what, check) => expect.poll(check, { message: `timed out waiting for ${what}` }).toBe(true);
