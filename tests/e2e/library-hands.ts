// What the library's browser tests do and read on a page: the games in its IndexedDB, dealing a game
// and playing a turn by keys.
import type { Page } from '@playwright/test';

/** A game of the page's library as the tests read it: id, deal, the number of actions of its record, and whether it is deleted. */
export interface LibraryGame {
  id: string;
  deal: number;
  actions: number;
  deleted: boolean;
}

/** Every game in the page's library (none while there is no library). */
export const libraryGames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<LibraryGame[]>((resolve, reject) => {
        const open = indexedDB.open('brigadier-library');
        // No library yet: reading must not create an empty one (the page would then find no stores in it).
        open.onupgradeneeded = () => open.transaction!.abort();
        open.onerror = () =>
          open.error?.name === 'AbortError' ? resolve([]) : reject(open.error ?? new Error('the library would not open'));
        open.onsuccess = () => {
          const all = open.result.transaction('games').objectStore('games').getAll();
          all.onsuccess = () => {
            resolve(
              all.result.map((g) => ({
                id: g.id,
                deal: g.dealNumber,
                actions: g.record.actions.length,
                deleted: g.deletedAt !== undefined,
              })),
            );
            open.result.close();
          };
        };
      }),
  );

/** From the start screen: the named deal is dealt. */
export async function deal(page: Page, number: number) {
  await page.getByRole('textbox', { name: 'Deal number' }).fill(String(number));
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  await page.getByRole('navigation', { name: 'Game' }).waitFor();
}

/** The player to move turns up a card (R) and discards it (D): two actions, the turn passes. */
export async function playTurn(page: Page) {
  await page.keyboard.press('r');
  await page.keyboard.press('d');
}
