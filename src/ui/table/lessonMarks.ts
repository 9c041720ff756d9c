// While a lesson is open, the places its next move goes from and to are marked on the board.
import { nextLineMove, type SteppedLine } from '../../store/steppedLine.ts';
import { selectLesson } from '../../store/selectors.ts';
import { placeOfFrom, placeOfTo, type PlaceId } from '../places.ts';
import { useGame } from '../StoreContext.tsx';

/** The places of the lesson's next move, or null when no lesson is open or the line is played out. */
export function lessonMovePlaces(lesson: SteppedLine | null): { from: PlaceId; to: PlaceId } | null {
  const move = lesson && nextLineMove(lesson);
  if (!lesson || !move) return null;
  const mover = lesson.positions[lesson.step]!.toMove;
  return { from: placeOfFrom(move.from, mover), to: placeOfTo(move.to, mover) };
}

/** The lesson's class names for one place: where the next move starts, where it ends, or none. */
export function useLessonMarks(place: PlaceId): string {
  const places = lessonMovePlaces(useGame(selectLesson));
  if (!places) return '';
  return [places.from === place && 'place--lesson-from', places.to === place && 'place--lesson-to'].filter(Boolean).join(' ');
}
