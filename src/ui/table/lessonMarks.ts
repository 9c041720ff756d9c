// While a lesson is open, the places its next move goes from and to are marked on the board.
import { nextLineMove, type SteppedLine } from '../../store/steppedLine.ts';
import { foundationRef, pileIndex } from '../../engine/index.ts';
import { drawnPlace } from '../../store/foundationSlots.ts';
import { selectFoundationPlaces, selectDrawnLine } from '../../store/selectors.ts';
import { placeOfFrom, placeOfTo, type PlaceId } from '../places.ts';
import { useGame } from '../StoreContext.tsx';

/**
 * The places of the lesson's next move as drawn, or null when no lesson is open or the line is played
 * out. A foundation is the place its pile is drawn at (`kept`: the store's foundation places).
 */
export function lessonMovePlaces(lesson: SteppedLine | null, kept: readonly number[] = []): { from: PlaceId; to: PlaceId } | null {
  const move = lesson && nextLineMove(lesson);
  if (!lesson || !move) return null;
  const board = lesson.positions[lesson.step]!;
  const pile = pileIndex(move.to, 'foundation');
  const to = pile === null ? placeOfTo(move.to, board.toMove) : foundationRef(drawnPlace(kept, board.foundations.length, pile));
  return { from: placeOfFrom(move.from, board.toMove), to };
}

/** The lesson's class names for one place: where the next move starts, where it ends, or none. */
export function useLessonMarks(place: PlaceId): string {
  const places = lessonMovePlaces(useGame(selectDrawnLine), useGame(selectFoundationPlaces));
  if (!places) return '';
  return [places.from === place && 'place--lesson-from', places.to === place && 'place--lesson-to'].filter(Boolean).join(' ');
}
