// One run of `npm run bench:page` in Chromium: a fresh browser context with the phone-like throttling
// (CDP: 4× CPU, 150 ms round trip, 1.6 Mbps down, 750 kbps up), the page or the floor app loaded, and
// for the page a whole seeded game played by pointer drags and keys, a knock and the analysis board.
// Times are the page's own (performance.now(), from navigation start); "painted" is the task after the
// next animation frame, as src/ui/table/paintTiming.ts reads it.
import { get } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { mouseDrag } from '../../tests/e2e/mouseDrag.ts';
import { percentile, inpOf, type EventEntry } from './stats.ts';
import type { GamePlan, GameStep } from './game.ts';

export const THROTTLING = { cpu: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 } as const;
const VIEWPORT = { width: 1280, height: 720 };
const SAVE_KEY = 'brigadier';
/** The part of the saved game in localStorage that tells how far the page has played. */
type SavedGame = { state?: { save?: { record?: { actions?: readonly unknown[] } } } };

export interface LoadFigures {
  readonly fcp: number;
  readonly ready: number;
}
export interface Bytes {
  readonly js: number;
  readonly css: number;
  readonly worker: number;
  readonly gzip9: { readonly js: number; readonly css: number; readonly worker: number };
  readonly files: readonly string[];
}
export interface PageFigures extends LoadFigures {
  readonly bytes: Bytes;
  readonly drops: number;
  readonly dropToPaint: { readonly p50: number; readonly p95: number };
  readonly dropWork: { readonly p50: number; readonly p95: number };
  readonly inp: number;
  readonly interactions: number;
  readonly visitInp: number;
  readonly visitInteractions: number;
  readonly longTasks: number;
  readonly longestTask: number;
  readonly knock: { readonly valid: boolean; readonly ms: number };
  readonly analysisFirstOpen: number;
}

/**
 * Set in the page before its own scripts: the Event Timing and long-task observers, the key and click
 * times the knock and the analysis board are timed from, and `paintedWhen(check)`, the page time of the
 * frame painted after the first animation frame in which `check()` holds.
 */
function watchPage(ready: { selector: string; text: string | null }): void {
  type Bench = {
    events: unknown[];
    longTasks: { start: number; duration: number }[];
    keyAt: Record<string, number>;
    clickAt: number;
    ready: Promise<number>;
  };
  const w = window as unknown as { __bench: Bench; __paintedWhen: (check: () => boolean) => Promise<number> };
  const paintedWhen = (check: () => boolean) =>
    new Promise<number>((resolve) => {
      const tick = () => (check() ? setTimeout(() => resolve(performance.now()), 0) : requestAnimationFrame(tick));
      requestAnimationFrame(tick);
    });
  const shown = () =>
    [...document.querySelectorAll(ready.selector)].some((e) => ready.text === null || e.textContent?.trim() === ready.text);
  const bench: Bench = { events: [], longTasks: [], keyAt: {}, clickAt: 0, ready: paintedWhen(shown) };
  w.__bench = bench;
  w.__paintedWhen = paintedWhen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { interactionId: number })[])
      bench.events.push({ interactionId: e.interactionId, duration: e.duration, start: e.startTime, name: e.name });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('keydown', (e) => (bench.keyAt[e.key.toLowerCase()] = e.timeStamp), true);
  addEventListener('click', (e) => (bench.clickAt = e.timeStamp), true);
}

/** A fresh context and page with the throttling on before anything loads. */
async function throttledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
  });
  return { context, page };
}

/** Loads `url` and reads its first contentful paint and the paint of its ready screen. */
async function load(page: Page, url: string, ready: { selector: string; text: string | null }): Promise<LoadFigures> {
  await page.addInitScript(watchPage, ready);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => '__bench' in window);
  const readyAt = await page.evaluate(() => (window as unknown as { __bench: { ready: Promise<number> } }).__bench.ready);
  // The paint entry is queued once the frame is presented, which can be after the ready screen's task.
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 10_000);
      }),
  );
  return { fcp, ready: readyAt };
}

/** What the server sends for `url` when a browser asks for gzip: the body's bytes on the wire, and gzip -9 of the file. */
async function sentBytes(url: string): Promise<{ sent: number; gzip9: number }> {
  const wire = await new Promise<Buffer>((resolve, reject) =>
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    }).on('error', reject),
  );
  const compressed = wire.length >= 2 && wire[0] === 0x1f && wire[1] === 0x8b;
  const file = compressed ? gunzipSync(wire) : wire;
  const gzip9 = gzipSync(file, { level: 9 }).length;
  // A server that does not compress: the gzip a real host would send, computed from the file.
  return { sent: compressed ? wire.length : gzip9, gzip9 };
}

/**
 * Every script, stylesheet and worker the page fetches until `stop()`, by kind: the bytes as the
 * server sends them gzipped (fetched again from it, since the browser does not report a worker's body),
 * and gzip -9 of the same files.
 */
function countBytes(page: Page) {
  type Kind = 'js' | 'css' | 'worker';
  const seen: { kind: Kind; url: string }[] = [];
  const onRequest = (request: Request) => {
    const type = request.resourceType();
    const url = request.url();
    const kind: Kind | null = /worker[\w-]*\.js$/.test(url) ? 'worker' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
    if (kind !== null && !seen.some((s) => s.url === url)) seen.push({ kind, url });
  };
  page.on('request', onRequest);
  return {
    workerSeen: () => seen.some((s) => s.kind === 'worker'),
    async stop(): Promise<Bytes> {
      page.off('request', onRequest);
      const all = await Promise.all(seen.map(async (s) => ({ ...s, ...(await sentBytes(s.url)) })));
      const sum = (kind: Kind, of: 'sent' | 'gzip9') => all.filter((f) => f.kind === kind).reduce((n, f) => n + f[of], 0);
      return {
        js: sum('js', 'sent'),
        css: sum('css', 'sent'),
        worker: sum('worker', 'sent'),
        gzip9: { js: sum('js', 'gzip9'), css: sum('css', 'gzip9'), worker: sum('worker', 'gzip9') },
        files: all.map((f) => `${f.url.replace(/.*\//, '')} ${(f.sent / 1000).toFixed(1)} kB`),
      };
    },
  };
}

/** The floor app: its first paint and its div shown. */
export async function floorRun(browser: Browser, url: string): Promise<LoadFigures & { bytes: Bytes }> {
  const { context, page } = await throttledPage(browser);
  try {
    const bytes = countBytes(page);
    const figures = await load(page, url, { selector: '[data-floor]', text: null });
    return { ...figures, bytes: await bytes.stop() };
  } finally {
    await context.close();
  }
}

/** The hands of the run: waits, a pointer drag as the browser tests make it (mouseDrag.ts), a key, the save's length. */
function hands(page: Page) {
  const place = (id: string) => page.locator(`[data-place="${id}"]`);
  const centre = async (selector: ReturnType<Page['locator']>) => {
    const box = await selector.boundingBox();
    if (!box) throw new Error('the element is not on screen');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const settled = async () => {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
  };
  const drag = async (from: string, to: string) => {
    await settled();
    const a = await centre(place(from).locator('[data-card]').last());
    const b = (await place(to).locator('.card').count()) > 0 ? await centre(place(to).locator('.card').last()) : await centre(place(to));
    await mouseDrag(page, a, b);
  };
  const key = async (k: string) => {
    await page.locator('body').focus();
    await page.keyboard.press(k);
  };
  const savedActions = (count: number) =>
    page.waitForFunction(
      ({ key, count }) =>
        ((JSON.parse(localStorage.getItem(key) ?? 'null') as SavedGame | null)?.state?.save?.record?.actions?.length ?? 0) >= count,
      { key: SAVE_KEY, count },
      { polling: 50, timeout: 20_000 },
    );
  return { drag, key, savedActions, settled };
}

/** The page's time and its count of interactions so far (Event Timing's `performance.interactionCount`). */
const interactionsNow = (page: Page) =>
  page.evaluate(() => ({ at: performance.now(), count: (performance as unknown as { interactionCount?: number }).interactionCount ?? 0 }));

/** Presses K and times it to the frame painted after the verdict (the lesson, or the false-knock words). */
async function knock(page: Page, valid: boolean): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __knockPainted: Promise<number>; __paintedWhen: (check: () => boolean) => Promise<number> };
    w.__knockPainted = w.__paintedWhen(
      () =>
        document.querySelector('.lesson__headline') !== null ||
        /false knock/i.test(document.querySelector('.referee__notice')?.textContent ?? ''),
    );
  });
  await page.locator('body').focus();
  await page.keyboard.press('k');
  const [painted, pressed] = await page.evaluate(async () => {
    const w = window as unknown as { __knockPainted: Promise<number>; __bench: { keyAt: Record<string, number> } };
    return [await w.__knockPainted, w.__bench.keyAt.k ?? Number.NaN];
  });
  if (valid) {
    await page
      .getByRole('button', { name: /Back to the game/ })
      .first()
      .click();
    await page.locator('.lesson').waitFor({ state: 'detached' });
  }
  return painted - pressed;
}

/** Opens the analysis board from the toolbar and times the click to the frame painted after its board shows. */
async function openAnalysis(page: Page, gameOver: boolean): Promise<number> {
  if (gameOver) {
    // The end screen comes up over the table once the last card has landed: back to the table first.
    await page.getByRole('button', { name: 'Look at the table' }).click();
    await page.locator('.veil').waitFor({ state: 'detached' });
  }
  await page.getByRole('button', { name: 'Share position' }).click();
  await page.evaluate(() => {
    const w = window as unknown as { __boardPainted: Promise<number>; __paintedWhen: (check: () => boolean) => Promise<number> };
    w.__boardPainted = w.__paintedWhen(() => document.querySelector('.analysis [data-card]') !== null);
  });
  await page.getByRole('button', { name: 'Open on the analysis board' }).click();
  const [painted, clicked] = await page.evaluate(async () => {
    const w = window as unknown as { __boardPainted: Promise<number>; __bench: { clickAt: number } };
    return [await w.__boardPainted, w.__bench.clickAt];
  });
  return painted - clicked;
}

/** One step of the plan through the page; waits until the save holds it. */
async function play(page: Page, step: GameStep, h: ReturnType<typeof hands>): Promise<number | null> {
  if (step.do === 'drag') await h.drag(step.from, step.to);
  else if (step.do === 'key') await h.key(step.key);
  else {
    const ms = await knock(page, step.valid);
    await h.savedActions(step.actions);
    return ms;
  }
  await h.savedActions(step.actions);
  return null;
}

/** The page: loaded, a game dealt and played, a knock, the analysis board opened. */
export async function pageRun(browser: Browser, url: string, plan: GamePlan, say: (line: string) => void): Promise<PageFigures> {
  const { context, page } = await throttledPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    const bytes = countBytes(page);
    const loaded = await load(page, url, { selector: 'button', text: 'Deal the cards' });
    await page.getByLabel('Player on the left column, bottom edge').fill(plan.names[0]);
    await page.getByLabel('Player on the right column, top edge').fill(plan.names[1]);
    await page.getByRole('textbox', { name: 'Deal number' }).fill(String(plan.dealNumber));
    await page.getByRole('button', { name: 'Deal the cards' }).click();
    await page.locator('.table').waitFor();
    // The referee's worker is fetched beside the table; its bytes count towards the dealt table.
    for (let waited = 0; !bytes.workerSeen() && waited < 30_000; waited += 250) await page.waitForTimeout(250);
    const sent = await bytes.stop();
    const h = hands(page);
    const gameFrom = await interactionsNow(page);
    let knockMs: number | null = null;
    let knockValid = false;
    for (const [i, step] of plan.steps.entries()) {
      if (i % 50 === 0) say(`  step ${i + 1} of ${plan.steps.length} (${new Date().toISOString().slice(11, 19)})`);
      try {
        // Each step marked in the page, so that a long task is told by the step it came in.
        await page.evaluate((name) => performance.mark(name), `bench step ${i + 1}: ${describeStep(step)}`);
        const ms = await play(page, step, h);
        if (ms !== null) [knockMs, knockValid] = [ms, step.do === 'knock' && step.valid];
      } catch (error) {
        await page.screenshot({ path: 'test-results/bench-page-failure.png' }).catch(() => {});
        throw new Error(
          `step ${i + 1} (${JSON.stringify(step)}) failed: ${(error as Error).message.split('\n')[0]} (test-results/bench-page-failure.png)`,
          { cause: error },
        );
      }
    }
    await h.settled();
    const gameTo = await interactionsNow(page);
    const playTo = gameTo.at;
    const game = await page.evaluate(() => ({
      drops: performance.getEntriesByName('brigadier:drop-to-paint').map((e) => e.duration),
      work: performance.getEntriesByName('brigadier:drop-work').map((e) => e.duration),
    }));
    const analysisFirstOpen = await openAnalysis(page, plan.over);
    const session = await page.evaluate(() => {
      const w = window as unknown as { __bench: { events: unknown[]; longTasks: { start: number; duration: number }[] } };
      return {
        events: w.__bench.events,
        longTasks: w.__bench.longTasks,
        count: (performance as unknown as { interactionCount?: number }).interactionCount,
      };
    });
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
    const inGame = session.longTasks.filter((t) => t.start >= gameFrom.at && t.start <= playTo);
    say(`  the longest tasks of the game: ${(await stepsOf(page, inGame)).join('; ')}`);
    type Timed = EventEntry & { start: number; name: string };
    const events = session.events as Timed[];
    // INP over the game alone, as the hand figures were taken; and over the whole visit (the deal's click
    // and the analysis board's opening too), as a field measure would report it.
    const inp = inpOf(
      events.filter((e) => e.start >= gameFrom.at && e.start <= gameTo.at),
      gameTo.count - gameFrom.count,
    );
    const visit = inpOf(events, session.count);
    return {
      ...loaded,
      bytes: sent,
      drops: game.drops.length,
      dropToPaint: { p50: percentile(game.drops, 50), p95: percentile(game.drops, 95) },
      dropWork: { p50: percentile(game.work, 50), p95: percentile(game.work, 95) },
      inp: inp.inp,
      interactions: inp.interactions,
      visitInp: visit.inp,
      visitInteractions: visit.interactions,
      longTasks: inGame.length,
      longestTask: Math.max(0, ...inGame.map((t) => t.duration)),
      knock: { valid: knockValid, ms: knockMs ?? Number.NaN },
      analysisFirstOpen,
    };
  } finally {
    await context.close();
  }
}

/** A step in a few words: what it does, and where a drag goes. */
function describeStep(step: GameStep): string {
  if (step.do === 'drag') return `drag ${step.from} → ${step.to}`;
  if (step.do === 'key') return `key ${step.key.toUpperCase()}`;
  return `knock (${step.valid ? 'valid' : 'not valid'})`;
}

/** The three longest tasks, each with the step it came in (the last step marked before it began). */
async function stepsOf(page: Page, tasks: readonly { start: number; duration: number }[]): Promise<string[]> {
  const longest = [...tasks].sort((a, b) => b.duration - a.duration).slice(0, 3);
  const marks = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((m) => m.name.startsWith('bench step '))
      .map((m) => ({ name: m.name, at: m.startTime })),
  );
  return longest.map(
    (t) =>
      `${Math.round(t.duration)} ms in ${
        marks
          .filter((m) => m.at <= t.start)
          .at(-1)
          ?.name.slice(6) ?? 'the deal'
      }`,
  );
}
