// Parts of the page that the first screen does not draw, loaded after the first paint so that the start
// screen paints on less script (docs/measurements.md, "The first load near the floor"). Each is fetched
// ahead of its need, when the page is idle, so that the player never waits on the network for it: the
// table while the start screen is up, the end screen, the dialogs and the table's later parts
// (tableLater.tsx) once a table is on screen. The service worker precaches every file of the build, so
// each loads offline too.
import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * How long after a table first shows the parts it may need later are fetched (the end screen, the
 * coach's question, the knock's sound): the deal and the referee's worker come first, and no game ends,
 * meets its first fault or hears its first knock that soon.
 */
export const AFTER_TABLE_MS = 3000;

/** A component loaded later, and how to fetch it ahead of its first drawing. */
export interface Deferred<P extends object> {
  /** Draws the component: at once when its file is already here, else through Suspense. */
  readonly Component: ComponentType<P>;
  /** Fetches the file now (once; again after a failure). */
  readonly preload: () => Promise<unknown>;
}

/**
 * The component `load` brings. React's own `lazy` suspends at its first drawing even when the
 * file came long before, and its fallback would flash where the player looks; this draws a fetched
 * component directly, and suspends only while the file is really on its way.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A file that could not be fetched is asked for again at its next need.
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Chosen once per drawn instance: switching from Lazy to the loaded type later would remount the part
  // (its focus and local state lost) at its next drawing.
  const Component = (props: P) => {
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  };
  every.push(preload);
  return { Component, preload };
}

/** Every deferred part made so far. */
const every: (() => Promise<unknown>)[] = [];

/**
 * Fetches every deferred part made so far, and those the fetched files make in turn (the table's file
 * makes its later parts): the page's component tests draw them at once.
 */
export async function loadEveryDeferred(): Promise<void> {
  for (let fetched = 0; fetched < every.length;) {
    const now = every.length;
    await Promise.all(every.slice(fetched).map((preload) => preload()));
    fetched = now;
  }
}

/**
 * Runs `work` once the browser is idle after the next frame has been painted (at most `wait` ms later),
 * so that a fetch ahead of need never delays a paint or an input.
 */
export function whenIdle(work: () => void, wait = 2000): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: wait });
      else work();
    }, 0),
  );
}

/** Fetches ahead, when idle; a failure waits for the part's real need (which the screen's boundary then reports). */
export function preloadWhenIdle(...parts: readonly Pick<Deferred<object>, 'preload'>[]): void {
  whenIdle(() => {
    for (const part of parts) part.preload().catch(() => {});
  });
}
