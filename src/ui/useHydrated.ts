// Whether React has taken over the page's HTML. The start screen is built into index.html (prerender.tsx)
// and paints before any script; until the script has come and hydrated it, its buttons and fields would
// do nothing (or, for the form's submit, send the form, which the page's policy refuses). They are inert
// until then: they look the same, and a click or a key is not taken by a screen that cannot answer it.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False in the build's drawing and while React takes it over; true in every drawing after. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
