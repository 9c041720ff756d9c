// Brigade's screen: the toolbar (back, undo, redo, new deal, the solver's hint, More), the game's state,
// the table, the won screen over it, and the table's voice. The solver's tools (src/ui/patience/solving)
// and the library's (src/ui/patience/keep) each mount in the places marked below.
import type { PatienceStoreState } from '../../store/patience/patienceStore.ts';
import { usePatience, usePatienceEvents, usePatienceStore } from './PatienceContext.tsx';
import { PatienceAnnouncer } from './PatienceAnnouncer.tsx';
import { PatienceMore } from './PatienceMore.tsx';
import { PatienceStatus } from './PatienceStatus.tsx';
import { PatienceTable } from './PatienceTable.tsx';
import { PatienceWon } from './PatienceWon.tsx';
import { SolverTools } from './solving/SolverTools.tsx';
import { usePatienceShortcuts } from './usePatienceShortcuts.ts';
import { KeepPatience } from './keep/KeepPatience.tsx';
import './patience.css';

const selectCanUndo = (s: PatienceStoreState) => s.game.moves.length > 0 && s.shownTable === null;
const selectCanRedo = (s: PatienceStoreState) => s.game.undone.length > 0 && s.shownTable === null;
const selectNotice = (s: PatienceStoreState) => s.notice;

function Toolbar({ back }: { readonly back: () => void }) {
  const events = usePatienceEvents();
  const canUndo = usePatience(selectCanUndo);
  const canRedo = usePatience(selectCanRedo);
  return (
    <nav className="ptoolbar" aria-label="Brigade">
      <button type="button" className="small" onClick={back} aria-label="Back to start">
        ← Start
      </button>
      <button type="button" className="small" onClick={() => events.undone()} disabled={!canUndo}>
        Undo
      </button>
      <button type="button" className="small" onClick={() => events.redone()} disabled={!canRedo}>
        Redo
      </button>
      <button type="button" className="small small--accent" onClick={() => events.dealt()}>
        New deal
      </button>
      <div className="ptoolbar__solver">
        <SolverTools />
      </div>
      <PatienceMore />
    </nav>
  );
}

/** The store's last word: a refusal in the rules' words, or news. */
function Notice() {
  const notice = usePatience(selectNotice);
  const events = usePatienceEvents();
  if (!notice || notice.tone === 'good') return null;
  return (
    <p className={`pnotice pnotice--${notice.tone}`}>
      <span className="pnotice__text" title={notice.text}>
        {notice.text}
      </span>
      <button type="button" className="pnotice__close" aria-label="Dismiss" onClick={() => events.noticeShown(null)}>
        ×
      </button>
    </p>
  );
}

export function PatienceScreen({ back }: { readonly back: () => void }) {
  const store = usePatienceStore();
  usePatienceShortcuts(store, back);
  return (
    <main className="patience" aria-label="Brigade, patience for one">
      <h1 className="visually-hidden" tabIndex={-1} data-screen-heading="">
        Brigade: patience for one
      </h1>
      <PatienceAnnouncer />
      <header className="patience__top">
        <Toolbar back={back} />
        <div className="pmessage">
          <PatienceStatus />
          <Notice />
        </div>
        <KeepPatience />
      </header>
      <PatienceTable />
      <PatienceWon back={back} />
    </main>
  );
}
