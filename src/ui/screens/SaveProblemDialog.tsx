// A save that could not be read is never dropped silently: the player is told why, may download it,
// and starts fresh.
import { useRef } from 'react';
import { selectSaveProblem } from '../../store/selectors.ts';
import { downloadText } from '../download.ts';
import { useEvents, useGame } from '../StoreContext.tsx';
import { useDialogFocus } from '../useDialogFocus.ts';
import './screens.css';

const keepOpen = (): void => {};

export function SaveProblemDialog() {
  const problem = useGame(selectSaveProblem);
  const events = useEvents();
  const dialog = useRef<HTMLElement>(null);
  // Esc does nothing here: the only way out drops the save, and a key pressed by habit must not do that.
  useDialogFocus(dialog, { open: problem !== null, onClose: keepOpen });
  if (!problem) return null;
  return (
    <div className="veil">
      <section
        ref={dialog}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="save-problem-title"
        aria-describedby="save-problem-text"
      >
        <h1 id="save-problem-title">The saved game could not be opened</h1>
        <p id="save-problem-text">
          Brigadier found a saved game on this device, but {problem.reason}. It has not been thrown away: download it to keep it (and to
          report the problem), then start fresh.
        </p>
        <div className="end__buttons">
          <button type="button" className="big" onClick={() => downloadText('brigadier-unreadable-save.json', problem.text)}>
            Download the save
          </button>
          <button type="button" className="small" onClick={events.saveProblemDismissed}>
            Start fresh
          </button>
        </div>
      </section>
    </div>
  );
}
