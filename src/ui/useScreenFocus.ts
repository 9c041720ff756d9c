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

/** How long a lazily loaded screen may take to draw its heading before the focus gives up on it. */
const WAIT_MS = 10_000;

export function useScreenFocus(): void {
  const screen = useGame(selectScreen);
  const title = useGame(selectPageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const shown = useRef(screen);
  const change = useRef(0);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
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
  }, [screen]);
}
