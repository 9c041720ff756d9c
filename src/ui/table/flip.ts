// Cards slide to where they went (First-Last-Invert-Play). While React renders a new board the old
// one is still on screen, so the cards about to move are measured where they are drawn (or, for a card
// coming off a deck, where the deck is); after the commit each is moved back there and animated home.
// A dropped card starts from where the player let go of it, and a refused one flies back from there.
// Nothing moves under reduced motion.
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Position } from '../../engine/index.ts';
import { movedCards } from '../places.ts';

const SLIDE_MS = 220;

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface Spot {
  readonly left: number;
  readonly top: number;
}

const spotOf = (element: Element | null): Spot | null => element && element.getBoundingClientRect();

/** Moves a card back to `before` and animates it home to where it is drawn now. */
function slideFrom(node: HTMLElement | null, before: Spot): void {
  // While the table turns to the next player (view.ts) the whole table moves: a card sliding in it
  // would be measured half-way round.
  if (!node || node.closest('.table--turning')) return;
  const now = node.getBoundingClientRect();
  // Inside player 1's turned edge (table mode) the card's own axes point the other way.
  const turn = node.closest('.edge--turned') ? -1 : 1;
  const dx = (before.left - now.left) * turn;
  const dy = (before.top - now.top) * turn;
  if (Math.abs(dx) + Math.abs(dy) < 2) return;
  node.animate(
    [
      { transform: `translate(${dx}px, ${dy}px)`, zIndex: 50 },
      { transform: 'none', zIndex: 50 },
    ],
    {
      duration: SLIDE_MS,
      easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)',
    },
  );
}

/** A card let go where it could not go flies back from that spot to its place, in the next frame. */
export function slideBack(root: RefObject<HTMLElement | null>, card: number, letGoAt: Spot): void {
  if (prefersReducedMotion() || typeof Element.prototype.animate !== 'function') return;
  requestAnimationFrame(() => slideFrom(root.current?.querySelector<HTMLElement>(`[data-card="${card}"]`) ?? null, letGoAt));
}

/** Animates the cards under `root` that move when `board` changes; returns how to say where a dropped card was let go. */
export function useCardSlides(root: RefObject<HTMLElement | null>, board: Position | null): (card: number, spot: Spot) => void {
  const shown = useRef<Position | null>(null);
  const startAt = useRef(new Map<number, Spot>());
  const letGoAt = useRef(new Map<number, Spot>());

  // Read during render, before the DOM changes: the layout is still the one on screen.
  if (board !== shown.current) {
    const element = root.current;
    const animate = element !== null && shown.current !== null && board !== null && !prefersReducedMotion();
    if (animate) {
      for (const [card, from] of movedCards(shown.current!, board)) {
        const spot =
          letGoAt.current.get(card) ??
          spotOf(element.querySelector(`[data-card="${card}"]`)) ??
          spotOf(element.querySelector(`[data-place="${from}"]`));
        if (spot) startAt.current.set(card, spot);
      }
    }
    letGoAt.current.clear();
    shown.current = board;
  }

  useLayoutEffect(() => {
    const element = root.current;
    if (!element || startAt.current.size === 0 || typeof Element.prototype.animate !== 'function') return;
    const starts = new Map(startAt.current);
    startAt.current.clear();
    // Measured in the next frame's callbacks, before it is painted: the layout is then worked out once,
    // for the frame, instead of being forced in the middle of React's commit.
    const frame = requestAnimationFrame(() => {
      for (const [card, before] of starts) slideFrom(element.querySelector<HTMLElement>(`[data-card="${card}"]`), before);
    });
    return () => cancelAnimationFrame(frame);
  }, [root, board]);

  return useCallback((card: number, spot: Spot) => {
    letGoAt.current.set(card, spot);
  }, []);
}
