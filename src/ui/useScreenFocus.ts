// A screen change is announced: the page's title says the new screen, and the focus goes to its
// heading (marked `data-screen-heading`, with a tabindex of -1), so a screen reader reads where the
// player now is and the next Tab starts at the top of the new screen, not from nowhere. A screen that
// loads lazily gets the focus once its heading is drawn. The first screen of a page load is left to the
// browser.
import { useEffect, useRef } from 'react';
import { selectScreen } from '../store/selectors.ts';
import { focusOn } from './focus/focusable.ts';
import { selectPageTitle } from './pageTitle.ts';
import { useGame } from './StoreContext.tsx';
import { modalOpen } from './useDialogFocus.ts';
import { useHydrated } from './useHydrated.ts';

/** How long a lazily loaded screen may take to draw its heading before the focus gives up on it. */
const WAIT_MS = 10_000;

export function useScreenFocus(): void {
  const screen = useGame(selectScreen);
  const title = useGame(selectPageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The page's first screen is the one drawn once React has taken the page over: the start screen of the
  // build's HTML (useHydrated.ts) may give way to another at once (a saved game, a link), and that is no change.
  const hydrated = useHydrated();
  const shown = useRef<string | null>(null);
  const change = useRef(0);
  useEffect(() => {
    if (!hydrated || shown.current === screen) return;
    const first = shown.current === null;
    shown.current = screen;
    if (first) return;
    // Not cancelled by a cleanup (React runs effects twice in development): a newer change stops it.
    const mine = ++change.current;
    const until = performance.now() + WAIT_MS;
    const look = () => {
      if (change.current !== mine) return;
      const heading = document.querySelector<HTMLElement>('[data-screen-heading]');
      // A dialog over the new screen (the rules, a saved game's problem) keeps the focus it has.
      if (heading && !modalOpen()) focusOn(heading);
      else if (!heading && performance.now() < until) requestAnimationFrame(look);
    };
    look();
  }, [screen, hydrated]);
}
