// Whether the "How to play" page is open, and at which rule: a tiny store of its own, so any message,
// lesson or button can open it without the game's store knowing (it changes nothing in a game).
import { watchedValue } from '../watchedValue.ts';

/** null: closed; '': open at the top; 'R6.3' (or 'R6', 'glossary'): open at that rule. */
const shown = watchedValue<string | null>(null);

export const openRules = (at = ''): void => shown.set(at);

export const closeRules = (): void => shown.set(null);

export const useRulesShown = (): string | null => shown.use();
