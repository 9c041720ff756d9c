// Work the player does not wait for runs after the frame is painted (src/store/later.ts), once however
// often it was asked, and at once when the page is hidden or left, so that nothing waits past a close.
import { describe, expect, it } from 'vitest';
import { afterPaint } from '../../src/store/later.ts';

/** A window whose frames, timers and page events the test drives by hand. */
function handWindow() {
  const frames: (() => void)[] = [];
  const timers = new Map<number, () => void>();
  const listeners = new Map<string, () => void>();
  let next = 0;
  const document = {
    visibilityState: 'visible',
    addEventListener: (type: string, run: () => void) => listeners.set(`document:${type}`, run),
  };
  const win = {
    document,
    addEventListener: (type: string, run: () => void) => listeners.set(type, run),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void) => (timers.set(++next, run), next),
    clearTimeout: (id: number) => timers.delete(id),
  };
  return {
    win: win as unknown as Window,
    document,
    /** Runs the frames, then the timers of 0 ms they set (the task after the paint). */
    paint() {
      const before = new Set(timers.keys());
      frames.splice(0).forEach((run) => run());
      for (const [id, run] of [...timers]) {
        if (before.has(id)) continue;
        timers.delete(id);
        run();
      }
    },
    fire: (type: string) => listeners.get(type)!(),
  };
}

describe('work after the paint', () => {
  it('waits for the frame, and runs each work once however often it was asked', () => {
    const hand = handWindow();
    const later = afterPaint(hand.win);
    const done: string[] = [];
    const save = () => done.push('save');
    const judge = () => done.push('judge');
    later(save);
    later(judge);
    later(save);
    expect(done).toEqual([]);
    hand.paint();
    expect(done).toEqual(['save', 'judge']);
    later(save);
    hand.paint();
    expect(done).toEqual(['save', 'judge', 'save']);
  });

  it('runs what waits at once when the page is left or hidden', () => {
    const hand = handWindow();
    const later = afterPaint(hand.win);
    const done: string[] = [];
    later(() => done.push('left'));
    hand.fire('pagehide');
    expect(done).toEqual(['left']);
    later(() => done.push('hidden'));
    hand.fire('document:visibilitychange');
    expect(done).toEqual(['left']);
    hand.document.visibilityState = 'hidden';
    hand.fire('document:visibilitychange');
    expect(done).toEqual(['left', 'hidden']);
    hand.paint();
    expect(done).toEqual(['left', 'hidden']);
  });
});
