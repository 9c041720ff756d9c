// The coach's question (house rule `coach`, a teaching aid, off by default): an action that would be a
// fault (R6.4) is held, and the mover is told what is reachable. "Play it anyway" makes it, and the
// referee still records the fault; "Think again" leaves the table as it was. The coach never moves a card
// (R6.5).
import { useRef, type KeyboardEvent } from 'react';
import { selectCoachQuestion, selectGame, selectTableMode } from '../../store/selectors.ts';
import { useEvents, useGame } from '../StoreContext.tsx';
import { useDialogFocus } from '../useDialogFocus.ts';
import '../screens/screens.css';
import './coach.css';

export function CoachDialog() {
  const question = useGame(selectCoachQuestion);
  const game = useGame(selectGame);
  const tableMode = useGame(selectTableMode);
  const events = useEvents();
  const thinkAgain = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLElement>(null);
  // The question takes the focus on "Think again", and gives it back (to the button or the card) once
  // answered; Esc thinks again.
  useDialogFocus(dialog, { open: question !== null && game !== null, onClose: () => events.coachAnswered(false), initial: thinkAgain });
  if (!question || !game) return null;
  const mover = game.position.toMove;
  // Keys pressed while the question is open are its own: the table's shortcuts do not hear them.
  const onKeyDown = (event: KeyboardEvent) => event.stopPropagation();
  return (
    <div className="veil veil--light">
      <section
        ref={dialog}
        className={`dialog coach-warning ${tableMode && mover === 1 ? 'coach-warning--turned' : ''}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="coach-title"
        aria-describedby="coach-text"
        onKeyDown={onKeyDown}
      >
        <h1 id="coach-title">The coach, to {game.names[mover]}</h1>
        <p id="coach-text" className="coach-warning__text">
          {question.warning.text}
        </p>
        <p className="coach-warning__why">
          That would be a fault (R6.4): a foundation play comes first, and {game.names[mover === 0 ? 1 : 0]} could knock. Played anyway, it
          stays a fault.
        </p>
        <div className="end__buttons">
          <button type="button" ref={thinkAgain} className="big" onClick={() => events.coachAnswered(false)}>
            Think again
          </button>
          <button type="button" className="small" onClick={() => events.coachAnswered(true)}>
            Play it anyway
          </button>
        </div>
      </section>
    </div>
  );
}
