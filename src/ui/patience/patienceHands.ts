// What the player's hands do on the patience table, whatever points (a finger, a mouse, the keyboard):
// tap a card to lift it, then tap where it goes; tap a lifted card again to put it down; tap a card
// twice quickly to send it to its foundation; drop a dragged card on a place. Each ends in one of the
// store's events; the store refuses what the rules refuse, in their words.
import type { Face } from '../../engine/index.ts';
import type { PatienceStore } from '../../store/patience/patienceStore.ts';
import { destinationOf, type PatiencePlaceRef } from './patiencePlaces.ts';

/** Two taps on one card closer than this are a double tap: the card goes home. */
export const DOUBLE_TAP_MS = 400;

export interface PatienceHands {
  /** A tap or click on a card lying on `place`: two quick ones on one card send it home. */
  tapCard(card: Face, place: PatiencePlaceRef): void;
  /** Enter or Space on a card: lifts it, puts it down, or puts the lifted card on its place (never a double tap). */
  pressCard(card: Face, place: PatiencePlaceRef): void;
  /** A tap on a place itself (an empty pile or place, a foundation). */
  tapPlace(place: PatiencePlaceRef): void;
  /** A dragged card and the cards on it let go over `place`. */
  drop(card: Face, count: number, place: PatiencePlaceRef): void;
  /** The card to its foundation, or the rules' words why not. */
  sendHome(card: Face): void;
}

export function patienceHands(store: PatienceStore, now: () => number = Date.now): PatienceHands {
  let lastTap: { card: Face; at: number } | null = null;
  const events = () => store.getState();
  const playable = () => events().shownTable === null;

  /** Moves the lifted card to `place`; a refused move puts it down, and the store says why. */
  const moveLifted = (place: PatiencePlaceRef) => {
    const { selected } = events();
    if (!selected) return;
    events().moved({ card: selected.card, to: destinationOf(place), count: selected.count });
    if (events().selected) events().cardSelected(null);
  };

  const sendHome = (card: Face) => {
    if (!playable()) return;
    events().moved({ card, to: 'foundation', count: 1 });
    if (events().selected) events().cardSelected(null);
  };

  const pressCard = (card: Face, place: PatiencePlaceRef) => {
    if (!playable()) return;
    const { selected } = events();
    if (selected?.card === card) return events().cardSelected(null);
    if (selected) return moveLifted(place);
    events().cardSelected(card);
  };

  return {
    tapCard(card, place) {
      if (!playable()) return;
      const at = now();
      const double = lastTap?.card === card && at - lastTap.at < DOUBLE_TAP_MS;
      // Only a tap that lifts a card begins a double tap: a tap that put the lifted card on this one
      // did not mean it, and a quick tap on it next is the next move's lift.
      lastTap = !double && !events().selected ? { card, at } : null;
      if (double) sendHome(card);
      else pressCard(card, place);
    },
    pressCard,
    tapPlace(place) {
      if (playable()) moveLifted(place);
    },
    drop(card, count, place) {
      if (!playable()) return;
      events().moved({ card, to: destinationOf(place), count });
      if (events().selected) events().cardSelected(null);
    },
    sendHome,
  };
}
