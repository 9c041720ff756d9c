// The browser tests' own Playwright Test: `test` and `expect` from here, not from @playwright/test.
// The served build is the config's webServer (one `vite preview` for the run, at `baseURL`: go to '/').
// Fixtures:
// - `page` is Playwright's, watched (`watch`): the test fails at its end on any Content-Security-Policy
//   violation, page error or console error its pages had (page-watch.ts);
// - `saved`: the quick save in the page's localStorage (the game, its actions, its library id);
// - `longTasks`: the page's long tasks, observed from its first script (by `page`, always).
// A story that must stay on one page across tests (a game played step by step) takes `story()`
// instead: one context for the file, the same watch checked after every test, the tests in order.
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { SAVE_KEY } from './harness.ts';
import { watchContext, type Watch } from './page-watch.ts';

export { expect };
export type { Watch };

/** An action of a saved record (docs/formats.md): its type, and what else it carries. */
export type SavedAction = { type: string } & Record<string, unknown>;

/** The stored quick save, as far as the tests read it. */
export interface StoredSave {
  version?: number;
  state?: { save?: { gameId?: string; record?: { actions?: SavedAction[] } } | null };
}

/** The quick save as the page keeps it (localStorage, docs/formats.md), read afresh at each call. */
export interface Saved {
  /** The whole stored value, parsed (null before the first save). */
  raw(): Promise<StoredSave | null>;
  /** The actions of the saved game's record (none before the first is saved). */
  actions(): Promise<SavedAction[]>;
  /** The saved game's id in the library (null if none). */
  gameId(): Promise<string | null>;
}

export function savedGame(page: Page): Saved {
  const raw = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredSave | null, SAVE_KEY);
  return {
    raw,
    actions: async () => (await raw())?.state?.save?.record?.actions ?? [],
    gameId: async () => (await raw())?.state?.save?.gameId ?? null,
  };
}

export interface LongTask {
  start: number;
  duration: number;
}

declare global {
  interface Window {
    __longTasks: LongTask[];
  }
}

/** Counts every long task (PerformanceObserver 'longtask', over 50 ms) of the context's pages from their first script. */
export async function observeLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The page's long tasks, and its clock to tell them apart by when they ended. */
export interface LongTasks {
  /** The page's performance.now(). */
  now(): Promise<number>;
  /** The tasks that ended at or after `since` (page time). */
  since(since: number): Promise<LongTask[]>;
}

export function longTasksOf(page: Page): LongTasks {
  return {
    now: () => page.evaluate(() => performance.now()),
    since: (since) => page.evaluate((t) => window.__longTasks.filter((task) => task.start + task.duration >= t), since),
  };
}

/** The longest of some tasks in ms (0 for none), and the usual words for them. */
export const longest = (tasks: readonly LongTask[]) => Math.max(0, ...tasks.map((t) => t.duration));
export const described = (tasks: readonly LongTask[]) => `longest task ${longest(tasks).toFixed(0)} ms, ${tasks.length} over 50 ms`;

export const test = base.extend<{ watch: Watch; saved: Saved; longTasks: LongTasks }>({
  watch: async ({ context }, use, testInfo) => {
    const watch = await watchContext(context);
    await use(watch);
    watch.expectClean(testInfo.title);
  },
  // Watched, and its long tasks observed from the first load on (a hook may load it before the test
  // asks for `longTasks`).
  page: async ({ page, context, watch: _watch }, use) => {
    await observeLongTasks(context);
    await use(page);
  },
  saved: async ({ page }, use) => use(savedGame(page)),
  longTasks: async ({ page }, use) => use(longTasksOf(page)),
});

export interface Story {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly watch: Watch;
  readonly saved: Saved;
  readonly longTasks: LongTasks;
}

/**
 * One page for the whole file, its tests in order (a failed one skips the rest): for a story each step
 * of which starts where the last one left the page. Opened before the first test with `options` (the
 * config's `use` applies too: baseURL, timeouts), checked by the watch after every test (a failed test
 * leaves its screen as an attachment), closed after the last.
 */
export function story(options: BrowserContextOptions = {}): Story {
  test.describe.configure({ mode: 'serial' });
  const held = {} as { -readonly [K in keyof Story]: Story[K] };
  test.beforeAll(async ({ browser }) => {
    held.context = await browser.newContext(options);
    held.watch = await watchContext(held.context);
    await observeLongTasks(held.context);
    held.page = await held.context.newPage();
    held.saved = savedGame(held.page);
    held.longTasks = longTasksOf(held.page);
  });
  // Playwright wants its fixtures destructured, even none.
  // eslint-disable-next-line no-empty-pattern
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && held.page) {
      await testInfo.attach('the screen', { body: await held.page.screenshot(), contentType: 'image/png' }).catch(() => {});
    }
    held.watch?.expectClean(testInfo.title);
  });
  test.afterAll(async () => held.context?.close());
  return held;
}
