// Work an action leaves behind that the player does not wait for — the quick save, the library's copy,
// the referee's look ahead — done once the frame that shows the action has been painted, so that a
// drop or a key answers sooner on a slow phone. Nothing is lost on a close: everything waiting runs at
// once when the page is hidden or left (`pagehide`, `visibilitychange`).

/** Runs `work` later; the same function asked for twice before it runs, runs once. */
export type Later = (work: () => void) => void;

/** At once: the store's default, and what tests use. */
export const atOnce: Later = (work) => work();

/** How long waiting work may wait when no frame comes (a hidden tab paints none). */
const AT_MOST_MS = 250;

/** A `Later` over `win`: after the next animation frame's task, at most `AT_MOST_MS` later, and at once when the page goes away. */
export function afterPaint(win: Window): Later {
  const waiting = new Set<() => void>();
  let timer: number | undefined;
  const runAll = () => {
    win.clearTimeout(timer);
    timer = undefined;
    const works = [...waiting];
    waiting.clear();
    for (const work of works) work();
  };
  win.addEventListener('pagehide', runAll);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') runAll();
  });
  return (work) => {
    waiting.add(work);
    if (timer !== undefined) return;
    timer = win.setTimeout(runAll, AT_MOST_MS);
    win.requestAnimationFrame(() => win.setTimeout(runAll, 0));
  };
}

let page: Later | null = null;

/** The page's one `Later`, shared by the store and the library so that a close runs their work in the order it was asked. */
export const pageLater = (): Later => (page ??= afterPaint(window));
