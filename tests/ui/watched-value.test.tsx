// @vitest-environment jsdom
// A value outside the game's store (the "How to play" page, a waiting app update): set from anywhere,
// every component that uses it draws the new value.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { watchedValue } from '../../src/ui/watchedValue.ts';

afterEach(cleanup);

describe('watchedValue', () => {
  it('starts at its first value and redraws every user when set', () => {
    const shown = watchedValue<string | null>(null);
    const Sign = ({ name }: { readonly name: string }) => <p>{`${name}: ${shown.use() ?? 'closed'}`}</p>;
    const { unmount } = render(
      <>
        <Sign name="one" />
        <Sign name="two" />
      </>,
    );
    expect(screen.getByText('one: closed')).toBeInTheDocument();
    act(() => shown.set('R6.3'));
    expect(shown.get()).toBe('R6.3');
    expect(screen.getByText('one: R6.3')).toBeInTheDocument();
    expect(screen.getByText('two: R6.3')).toBeInTheDocument();
    unmount();
    shown.set(null);
    expect(shown.get()).toBeNull();
  });
});
