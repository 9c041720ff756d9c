// The planned game mid-way (devices-plan.ts) put on the table as the page saves it, and the width of
// its narrowest card: shared by the device-size and low-vision tests.
import type { Page } from '@playwright/test';
import type { DevicesPlan } from './devices-plan.ts';
import { animationsDone, SAVE_KEY } from './harness.ts';

/** Saves the planned game mid-way (with table mode as asked), reloads, and waits for its table at rest. */
export async function loadMidGame(page: Page, plan: DevicesPlan, { tableMode = false } = {}) {
  await page.evaluate(
    ({ key, record, tableMode }) => {
      const { players, houseRules } = record as { players: unknown; houseRules: unknown };
      const save = { record, startedAt: null, finishedAt: null };
      localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          state: { save, settings: { tableMode, sound: false }, setup: { names: players, rules: houseRules } },
        }),
      );
    },
    { key: SAVE_KEY, record: plan.record, tableMode },
  );
  await page.reload();
  await page.locator('.table').waitFor();
  await animationsDone(page);
}

/** The width of the narrowest card in the middle and on the edges, in CSS px. */
export const narrowestCard = (page: Page) =>
  page.evaluate(() =>
    Math.min(...[...document.querySelectorAll('.middle .card, .edge .card')].map((c) => c.getBoundingClientRect().width)),
  );
