// A lesson or drill's teaching store (src/store/teachingStore.ts) for one mounted screen: made once,
// heard while the screen shows it, read whole (the screen draws the table, the word and the run).
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { TeachingApi } from '../../store/teachingStore.ts';

export function useTeaching<S extends TeachingApi<unknown>>(create: () => StoreApi<S>): S {
  const [store] = useState(create);
  useEffect(() => store.getState().opened(), [store]);
  return useStore(store);
}

/** The latest `callback`, behind a function that stays the same: the store is made once, its listeners change. */
export function useLatest<A extends unknown[]>(callback: (...args: A) => void): (...args: A) => void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const [stable] = useState(
    () =>
      (...args: A) =>
        latest.current(...args),
  );
  return stable;
}
