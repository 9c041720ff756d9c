// @vitest-environment jsdom
// A part of the page loaded after the first paint (src/ui/deferred.ts): while its file is on the way the
// screen's fallback shows; once fetched (ahead of need, or at its first drawing) it is drawn at once,
// with no fallback between; a fetch that failed is made again.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../src/ui/deferred.ts';

afterEach(cleanup);

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

/** A load the test answers by hand, counting how often it was asked. */
function handLoad() {
  const calls: { resolve: (c: typeof Greeting) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<typeof Greeting>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const drawn = (Component: ComponentType<{ readonly name: string }>) => (
  <Suspense fallback={<p>Loading…</p>}>
    <Component name="Ada" />
  </Suspense>
);

describe('a deferred part', () => {
  it('shows the fallback while its file is on the way, then the part with its props', async () => {
    const { load, calls } = handLoad();
    const part = deferred(load);
    render(drawn(part.Component));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve(Greeting));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('once fetched ahead of need, is drawn in the first frame, with no fallback and no second fetch', async () => {
    const { load, calls } = handLoad();
    const part = deferred(load);
    const fetched = part.preload();
    calls[0]!.resolve(Greeting);
    await fetched;
    render(drawn(part.Component));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    await part.preload();
    expect(calls).toHaveLength(1);
  });

  it('asks for its file again after a failed fetch', async () => {
    const { load, calls } = handLoad();
    const part = deferred(load);
    const first = part.preload();
    calls[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = part.preload();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(Greeting);
    await second;
    render(drawn(part.Component));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });
});
