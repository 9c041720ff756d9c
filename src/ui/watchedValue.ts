// A value outside the game's store that components watch (one module for the "How to play" page
// and the waiting app update, which both need it): whoever sets it, every component using it draws anew.
import { useSyncExternalStore } from 'react';

export interface WatchedValue<T> {
  get(): T;
  set(value: T): void;
  /** The value in a component, drawn anew when it is set. */
  use(): T;
}

/** A watched value starting at `initial` (also what a server render would see). */
export function watchedValue<T>(initial: T): WatchedValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const get = () => value;
  return {
    get,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    use: () => useSyncExternalStore(subscribe, get, () => initial),
  };
}
