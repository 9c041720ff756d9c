// Work in slices (src/store/slices.ts): every item is handled, once and in order, and the page gets a
// turn (a later task) whenever a slice's time is spent, never in the middle of an item.
import { describe, expect, it } from 'vitest';
import { eachInSlices, sliceClock } from '../../src/store/slices.ts';

/** A clock that moves `step` ms each time it is read, and notes each yield among the items handled. */
function steppingClock(step: number, log: (string | number)[], sliceMs = 12) {
  let t = 0;
  return sliceClock({
    sliceMs,
    now: () => (t += step),
    yieldTo: async () => {
      log.push('yield');
    },
  });
}

describe('eachInSlices', () => {
  it('handles every item once, in order, yielding between slices', async () => {
    const log: (string | number)[] = [];
    const items = Array.from({ length: 50 }, (_, i) => i);
    await eachInSlices(
      items,
      (item, index) => {
        expect(index).toBe(item);
        log.push(item);
      },
      steppingClock(5, log),
    );
    expect(log.filter((x) => x !== 'yield')).toEqual(items);
    // The clock moves 5 ms a read: a slice of 12 ms holds two or three items, so it yields many times.
    expect(log.filter((x) => x === 'yield').length).toBeGreaterThan(10);
    expect(log[0]).not.toBe('yield');
  });

  it('does not yield while the slice has time left', async () => {
    const log: (string | number)[] = [];
    await eachInSlices([1, 2, 3], (item) => log.push(item), steppingClock(0, log));
    expect(log).toEqual([1, 2, 3]);
  });

  it('yields in a later task, after the microtasks waiting', async () => {
    const order: string[] = [];
    const clock = sliceClock({ sliceMs: -1 });
    const done = clock.breathe().then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('a microtask');
    await done;
    expect(order).toEqual(['a microtask', 'after the yield']);
  });

  it('handles nothing for no items', async () => {
    const seen: number[] = [];
    await eachInSlices([], (x: number) => seen.push(x));
    expect(seen).toEqual([]);
  });
});
