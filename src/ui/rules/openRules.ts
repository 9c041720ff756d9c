// Whether the "How to play" page is open, and at which rule: a tiny store of its own, so any message,
// lesson or button can open it without the game's store knowing (it changes nothing in a game).
import { useSyncExternalStore } from 'react';

/** null: closed; '': open at the top; 'R6.3' (or 'R6', 'glossary'): open at that rule. */
let shown: string | null = null;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

export function openRules(at = ''): void {
  shown = at;
  tell();
}

export function closeRules(): void {
  shown = null;
  tell();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useRulesShown = (): string | null => useSyncExternalStore(subscribe, () => shown, () => null);
