// Long work done on the page's thread in slices: the work runs until a slice's time is spent, then
// lets the page have a turn (a new task) before it goes on, so that no task holds the page for long.
// The replay of a record has its own driver (replayDriver.ts); this is for loops of many small steps.

/** How long one slice may run before the page gets its turn (ms), as a replay's slice. */
export const SLICE_MS = 12;

/** A promise kept in a later task (not a microtask), so that the page may paint and answer input first. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A clock for one long piece of work: `breathe()` yields to the page once the current slice is spent. */
export interface SliceClock {
  /** Resolves at once (a microtask) while the slice has time left, else in a later task, starting a new slice. */
  breathe(): Promise<void>;
}

export function sliceClock({ sliceMs = SLICE_MS, now = () => performance.now(), yieldTo = nextTask } = {}): SliceClock {
  let started = now();
  return {
    async breathe() {
      if (now() - started <= sliceMs) return;
      await yieldTo();
      started = now();
    },
  };
}

/** Calls `each` on every item in order, in slices; resolves after the last. */
export async function eachInSlices<T>(
  items: readonly T[],
  each: (item: T, index: number) => void,
  clock: SliceClock = sliceClock(),
): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    await clock.breathe();
    each(items[i]!, i);
  }
}
