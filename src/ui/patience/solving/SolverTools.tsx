// The solver's tools in the patience's toolbar (docs/patience.md, "The page's solver"): Hint (H),
// "Still winnable?" with its sign, Solve with its steps, the way back from a lost game, and what the
// solver is busy with. Every search runs in the solver's worker; these only ask and show.
import { useStore } from 'zustand';
import type { SolvingStore } from '../../../store/patience/solving/solvingStore.ts';
import { undoToWords } from '../../../store/patience/solving/lostWords.ts';
import type { WinnableSign } from '../../../store/patience/solving/solvingShape.ts';
import { usePatience, usePatienceStore } from '../PatienceContext.tsx';
import { useSolving } from './useSolving.ts';
import { useSolvingKeys } from './useSolvingKeys.ts';
import './solving.css';

const SIGN_WORDS: Record<WinnableSign, { mark: string; words: string }> = {
  checking: { mark: '…', words: 'Checking whether the deal can still be won' },
  winnable: { mark: '✓', words: 'The deal can still be won' },
  lost: { mark: '✗', words: 'The deal can no longer be won' },
  undecided: { mark: '?', words: 'Whether the deal can still be won could not be decided' },
};

function Sign({ solving }: { readonly solving: SolvingStore }) {
  const sign = useStore(solving, (s) => s.sign);
  const showing = usePatience((s) => s.settings.showWinnable);
  if (!showing || sign === null) return null;
  const { mark, words } = SIGN_WORDS[sign];
  return (
    <span className={`solving-sign solving-sign--${sign}`} role="status" aria-label={words} title={words} data-sign={sign}>
      <span aria-hidden="true">{mark}</span>
    </span>
  );
}

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
        Close <kbd>Esc</kbd>
      </button>
    </div>
  );
}

function WayBack({ solving }: { readonly solving: SolvingStore }) {
  const lost = useStore(solving, (s) => s.lost);
  const busy = useStore(solving, (s) => s.busy);
  return (
    <>
      {busy && <p className="solving-busy">{busy}</p>}
      {lost && (
        <div className="solving-lost">
          <p>{lost.text}</p>
          {lost.undoTo !== null && (
            <button type="button" className="small small--accent" onClick={() => solving.getState().undoTo(lost.undoTo!)}>
              {undoToWords(lost.undoTo)}
            </button>
          )}
        </div>
      )}
    </>
  );
}

function Tools({ solving }: { readonly solving: SolvingStore }) {
  const shown = usePatience((s) => s.shownTable !== null);
  const won = usePatience((s) => s.finished === 'won');
  const { hint, checkWinnable, showSolution } = solving.getState();
  return (
    <div className="solving-tools">
      <div className="solving-buttons">
        <button type="button" className="small" disabled={shown || won} onClick={hint} aria-keyshortcuts="H">
          Hint <kbd>H</kbd>
        </button>
        <button type="button" className="small" disabled={shown || won} onClick={checkWinnable}>
          Still winnable?
        </button>
        <Sign solving={solving} />
        <button type="button" className="small" disabled={shown || won} onClick={showSolution}>
          Solve
        </button>
      </div>
      <SolutionSteps solving={solving} />
      <WayBack solving={solving} />
    </div>
  );
}

export default function SolverTools() {
  const solving = useSolving(usePatienceStore());
  useSolvingKeys(solving);
  return solving ? <Tools solving={solving} /> : null;
}
