// Whether React has taken over the page's HTML: the build draws the start screen into index.html
// (src/prerender.tsx), and a screen that differs from it (a saved game, a link) comes right after the
// takeover, which is no screen change of the player's.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False in the build's drawing and while React takes it over; true in every drawing after. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
