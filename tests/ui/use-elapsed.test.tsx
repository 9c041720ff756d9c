// @vitest-environment jsdom
// One clock for the referee's "checking… 1.2 s": the time since a moment, fresh every tenth
// of a second while it runs, and no timer at all while nothing is waited for. Fake timers: no real waits.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Position, Verdict } from '../../src/engine/index.ts';
import type { RefereeService } from '../../src/store/refereeService.ts';
import { useKnownVerdict } from '../../src/ui/analysis/useKnownVerdict.ts';
import { useElapsed } from '../../src/ui/useElapsed.ts';

const START = 1_700_000_000_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('useElapsed', () => {
  it('counts the time since the moment, in tenths of a second', () => {
    const { result } = renderHook(() => useElapsed(START - 500));
    expect(result.current).toBe(500);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(result.current).toBe(1200);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current).toBe(1200);
  });

  it('is 0 and keeps no timer while there is no moment; stops when the moment goes', () => {
    const { result, rerender } = renderHook(({ since }) => useElapsed(since), { initialProps: { since: null as number | null } });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ since: START });
    expect(vi.getTimerCount()).toBe(1);
    rerender({ since: null });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never counts below 0 when the moment is a little ahead of the last tick', () => {
    const { result } = renderHook(() => useElapsed(START + 80));
    expect(result.current).toBe(0);
  });
});

describe('useKnownVerdict waits on the same clock', () => {
  it('shows the time waited until the referee answers, then the verdict and 0', async () => {
    const verdict = { distance: 2 } as unknown as Verdict;
    let answer: (() => void) | undefined;
    const referees: { verdict?: Verdict } = {};
    const referee = {
      known: () => referees.verdict,
      ensure: () => new Promise<void>((resolve) => (answer = resolve)),
    } as unknown as RefereeService;
    const position = {} as Position;
    const { result } = renderHook(() => useKnownVerdict(referee, position));
    expect(result.current).toEqual({ verdict: undefined, waitedMs: 0 });
    act(() => {
      vi.advanceTimersByTime(1200);
    });
    expect(result.current.waitedMs).toBe(1200);
    referees.verdict = verdict;
    await act(async () => answer!());
    expect(result.current).toEqual({ verdict, waitedMs: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
