// The solver's tools on the patience screen (docs/patience.md, "The solver on the page"), in the three
// places the screen keeps for them: the toolbar (Hint, H; the solution's steps while it is shown), the
// status line (the "Still winnable?" sign, and the undo back to where a lost deal could still be won), and
// the More menu ("Still winnable?", Solve, and the two settings). Every search runs in the solver's
// worker; these only ask and show.
import { useStore } from 'zustand';
import { undoToWords } from '../../../store/patience/solving/lostWords.ts';
import type { WinnableSign } from '../../../store/patience/solving/solvingShape.ts';
import type { SolvingStore } from '../../../store/patience/solving/solvingStore.ts';
import { usePatience, usePatienceEvents, usePatienceStore } from '../PatienceContext.tsx';
import { useSolving } from './useSolving.ts';
import { useSolvingKeys } from './useSolvingKeys.ts';
import './solving.css';

const SIGN_WORDS: Record<WinnableSign, { mark: string; words: string }> = {
  checking: { mark: '…', words: 'Checking whether the deal can still be won' },
  winnable: { mark: '✓', words: 'The deal can still be won' },
  lost: { mark: '✗', words: 'The deal can no longer be won' },
  undecided: { mark: '?', words: 'Whether the deal can still be won could not be decided' },
};

function SolutionSteps({ solving }: { readonly solving: SolvingStore }) {
  const solution = useStore(solving, (s) => s.solution);
  const playing = useStore(solving, (s) => s.playing);
  if (!solution) return null;
  const { stepSolution, playSolution, closeSolution, playFromHere } = solving.getState();
  const atEnd = solution.step === solution.line.length;
  return (
    <div className="solving-steps" role="group" aria-label="Solution">
      <button type="button" className="small" disabled={solution.step === 0} onClick={() => stepSolution(-1)}>
        <span aria-hidden="true">◀</span> Back
      </button>
      <button type="button" className="small small--accent" disabled={atEnd} onClick={() => stepSolution(1)}>
        Next <span aria-hidden="true">▶</span>
      </button>
      <button type="button" className="small" disabled={atEnd || playing} onClick={playSolution}>
        Play all
      </button>
      <button type="button" className="small" disabled={solution.step === 0} onClick={playFromHere}>
        Play it from here
      </button>
      <button type="button" className="small" onClick={closeSolution}>
        Close
      </button>
    </div>
  );
}

/** The toolbar's place: Hint, what the solver is busy with, and the solution's steps while it is shown. */
function Toolbar({ solving }: { readonly solving: SolvingStore }) {
  const busy = useStore(solving, (s) => s.busy);
  const shown = usePatience((s) => s.shownTable !== null);
  const won = usePatience((s) => s.finished === 'won');
  return (
    <>
      <button type="button" className="small" disabled={shown || won} onClick={solving.getState().hint} aria-keyshortcuts="H">
        Hint
      </button>
      {busy && (
        <span className="solving-busy" role="status">
          {busy}
        </span>
      )}
      <SolutionSteps solving={solving} />
    </>
  );
}

export function SolverTools() {
  const solving = useSolving(usePatienceStore());
  useSolvingKeys(solving);
  return solving ? <Toolbar solving={solving} /> : null;
}

function Sign({ solving }: { readonly solving: SolvingStore }) {
  const sign = useStore(solving, (s) => s.sign);
  const showing = usePatience((s) => s.settings.showWinnable);
  if (!showing || sign === null) return null;
  const { mark, words } = SIGN_WORDS[sign];
  return (
    <span className={`solving-sign solving-sign--${sign}`} role="img" aria-label={words} title={words} data-sign={sign}>
      {mark}
    </span>
  );
}

/** The undo back to where a lost deal could still be won (the notice says why). */
function WayBack({ solving }: { readonly solving: SolvingStore }) {
  const undoTo = useStore(solving, (s) => s.lost?.undoTo ?? null);
  if (undoTo === null) return null;
  return (
    <button type="button" className="small small--accent solving-undo" onClick={() => solving.getState().undoTo(undoTo)}>
      {undoToWords(undoTo)}
    </button>
  );
}

/** The status line's part: the sign of "Still winnable?" (with the setting on), and the way back from a lost deal. */
export function SolverSign() {
  const solving = useSolving(usePatienceStore());
  return solving ? (
    <>
      <Sign solving={solving} />
      <WayBack solving={solving} />
    </>
  ) : null;
}

interface MoreProps {
  /** Closes the menu: a tool's answer shows on the table and in the notice, which the menu would cover. */
  readonly onDone?: () => void;
}

function More({ solving, onDone }: MoreProps & { readonly solving: SolvingStore }) {
  const settings = usePatience((s) => s.settings);
  const usable = usePatience((s) => s.shownTable === null && s.finished !== 'won');
  const events = usePatienceEvents();
  const { checkWinnable, showSolution } = solving.getState();
  const then = (tool: () => void) => () => {
    tool();
    onDone?.();
  };
  return (
    <div className="solving-more">
      <div className="solving-more__buttons">
        <button type="button" className="small" disabled={!usable} onClick={then(checkWinnable)}>
          Still winnable?
        </button>
        <button type="button" className="small" disabled={!usable} onClick={then(showSolution)}>
          Solve
        </button>
      </div>
      <label>
        <input type="checkbox" checked={settings.showWinnable} onChange={(e) => events.settingChanged('showWinnable', e.target.checked)} />{' '}
        Show after every move whether the deal can still be won
      </label>
      <label>
        <input type="checkbox" checked={settings.winnableOnly} onChange={(e) => events.settingChanged('winnableOnly', e.target.checked)} />{' '}
        Deal only deals the solver has won
      </label>
    </div>
  );
}

/** The More menu's part: "Still winnable?", Solve, and the solver's two settings. */
export function SolverMore({ onDone }: MoreProps) {
  const solving = useSolving(usePatienceStore());
  return solving ? <More solving={solving} onDone={onDone} /> : null;
}
