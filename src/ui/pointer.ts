// How the player points: a finger on a touch screen (a coarse pointer) or a mouse. The words that tell
// a player what to do follow it ("tap" on a touch screen, "click" with a mouse), and the key caps on
// the buttons hide on a touch screen (app.css), where there are no keys to press.
import { useSyncExternalStore } from 'react';

const COARSE = '(pointer: coarse)';

/** The page's answer to "is the pointer a finger?"; none outside a browser (the server, node tests). */
const coarseQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(COARSE) : null;

function subscribe(listener: () => void): () => void {
  const query = coarseQuery();
  if (query === null) return () => {};
  // A tablet with a keyboard and trackpad attached may change its pointer while a screen is open.
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const coarseNow = (): boolean => coarseQuery()?.matches ?? false;

/** Whether the player points with a finger (a touch screen), watched while the component is drawn. */
export const useCoarsePointer = (): boolean => useSyncExternalStore(subscribe, coarseNow, () => false);

/** The words for pointing at something, for a finger or a mouse. */
export interface PointerWords {
  /** The player points with a finger. */
  readonly touch: boolean;
  /** "tap" or "click". */
  readonly click: string;
}

export const pointerWords = (touch: boolean): PointerWords => ({ touch, click: touch ? 'tap' : 'click' });

/** The pointer words for this screen, following the pointer. */
export const usePointerWords = (): PointerWords => pointerWords(useCoarsePointer());

/** How a player moves a card: "drag a card, or click it and then click where it goes" (tap on a touch screen). */
export const moveCardWords = ({ click }: PointerWords): string => `drag a card, or ${click} it and then ${click} where it goes`;
