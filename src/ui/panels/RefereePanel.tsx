// The referee's corner: the last word (a refusal, the turn changing hands, a knock), what the player to
// move may do now, and after a valid knock the lesson that steps through the missed line (R7.2).
import { faultWords, lessonHeadline, lessonStepWords } from '../../store/lesson.ts';
import { selectAvailable, selectGame, selectLesson } from '../../store/selectors.ts';
import { RefereeNotice } from './RefereeNotice.tsx';
import { useEvents, useGame } from '../StoreContext.tsx';

function Hint() {
  const game = useGame(selectGame)!;
  const available = useGame(selectAvailable);
  if (game.result !== null) return <p className="hint">The game is over.</p>;
  const name = game.names[game.position.toMove];
  const inPlay = game.position.players[game.position.toMove].inPlay !== null;
  const what = inPlay
    ? 'play the card in play, or discard it to end the turn.'
    : available.pass
      ? 'nothing is left to turn up: move cards, then pass.'
      : 'move cards, or turn up a card from the deck.';
  return (
    <p className="hint">
      <strong>{name} to play:</strong> {what}
    </p>
  );
}

function LessonPanel({ mirror }: { readonly mirror: boolean }) {
  const lesson = useGame(selectLesson)!;
  const names = useGame(selectGame)!.names;
  const events = useEvents();
  const length = lesson.fault.missedLine.length;
  return (
    <section className="lesson" aria-label="The missed foundation play">
      <h3 className="lesson__headline">{lessonHeadline(lesson, names)}</h3>
      <p className="lesson__fault">{faultWords(lesson, names)}</p>
      <p className="lesson__step" aria-live={mirror ? undefined : 'polite'}>
        {lessonStepWords(lesson, names)}
      </p>
      <div className="lesson__buttons">
        <button type="button" className="small" disabled={lesson.step === 0} onClick={() => events.lessonStepped(-1)}>
          ◀ Back
        </button>
        <button type="button" className="small small--accent" disabled={lesson.step === length} onClick={() => events.lessonStepped(1)}>
          Show next move ▶
        </button>
        <button type="button" className="small" onClick={events.lessonClosed}>
          Back to the game <kbd>Esc</kbd>
        </button>
      </div>
    </section>
  );
}

/** `mirror`: the copy facing player 1 in table mode; only the first copy speaks to screen readers. */
export function RefereePanel({ mirror = false }: { readonly mirror?: boolean }) {
  const lesson = useGame(selectLesson);
  return (
    <div className="referee">
      {lesson ? (
        <LessonPanel mirror={mirror} />
      ) : (
        <>
          <RefereeNotice mirror={mirror} />
          <Hint />
        </>
      )}
    </div>
  );
}
