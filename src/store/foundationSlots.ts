// Where each foundation pile is drawn: where the player dropped its Ace, so the table does not rearrange
// itself. The engine numbers foundation piles as they start (R2.6: an Ace starts pile N, N = piles
// already there) and the position format keeps that; the table shows eight places, and a pile stays at
// the place its Ace was dropped on. These pure functions are the one translation between a drawn place
// (0–7, `data-place="foundation:K"`) and an engine pile index.
import { MAX_FOUNDATIONS } from '../engine/index.ts';

/**
 * The drawn place of each of `count` engine piles: the kept places first, then each further pile in the
 * first free place (the natural order when nothing was kept: a replay, a record loaded, an old save).
 */
export function foundationPlaces(kept: readonly number[], count: number): number[] {
  const places = kept.slice(0, count);
  for (let place = 0; places.length < count && place < MAX_FOUNDATIONS; place++) {
    if (!places.includes(place)) places.push(place);
  }
  return places;
}

/**
 * The places after a move took the piles from `before` to `after`: a new pile goes to `wanted` (the
 * empty place its Ace was dropped on) when that place is free, else to the first free place; piles
 * already there never move. Fewer piles (a take-back) drops the places of the piles gone.
 */
export function placeNewPiles(kept: readonly number[], before: number, after: number, wanted: number | undefined): readonly number[] {
  if (after <= before) return after === before ? kept : kept.slice(0, after);
  const places = foundationPlaces(kept, before);
  if (after === before + 1 && wanted !== undefined && isPlace(wanted) && !places.includes(wanted)) places.push(wanted);
  return foundationPlaces(places, after);
}

/** The engine pile drawn at place `place`, or -1 while that place is empty. */
export const pileAtPlace = (kept: readonly number[], count: number, place: number): number => foundationPlaces(kept, count).indexOf(place);

/** The place where an Ace with no place asked for would go: the first free place (-1 when all eight are taken). */
export function firstFreePlace(kept: readonly number[], count: number): number {
  const taken = foundationPlaces(kept, count);
  for (let place = 0; place < MAX_FOUNDATIONS; place++) if (!taken.includes(place)) return place;
  return -1;
}

/**
 * The drawn place of engine pile `index` among `count` piles: where it is kept, or for a pile not yet
 * started (index = count, a lesson's Ace) the first free place. The other way round from pileAtPlace.
 */
export function drawnPlace(kept: readonly number[], count: number, index: number): number {
  return index < count ? foundationPlaces(kept, count)[index]! : firstFreePlace(kept, count);
}

const isPlace = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < MAX_FOUNDATIONS;

/** Places read from a save: a list of distinct places 0–7, else (an old save, damaged) none: the natural order. */
export function readFoundationPlaces(x: unknown): readonly number[] {
  if (!Array.isArray(x) || x.length > MAX_FOUNDATIONS || !x.every(isPlace)) return [];
  return new Set(x).size === x.length ? x : [];
}
