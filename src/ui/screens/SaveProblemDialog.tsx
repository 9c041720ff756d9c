// A save that could not be read is never dropped silently: the player is told why, may download it,
// and starts fresh.
import { selectSaveProblem } from '../../store/selectors.ts';
import { downloadText } from '../download.ts';
import { useEvents, useGame } from '../StoreContext.tsx';
import './screens.css';

export function SaveProblemDialog() {
  const problem = useGame(selectSaveProblem);
  const events = useEvents();
  if (!problem) return null;
  return (
    <div className="veil">
      <section className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="save-problem-title" aria-describedby="save-problem-text">
        <h1 id="save-problem-title">The saved game could not be opened</h1>
        <p id="save-problem-text">
          Brigadier found a saved game on this device, but {problem.reason}. It has not been thrown away: download it to keep it (and
          to report the problem), then start fresh.
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
