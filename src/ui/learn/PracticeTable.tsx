// The real table on a practice store (the course and the drills): drag and drop, click-then-click and
// the keys all work as in a game. Above it, the teacher's panel; at the bottom edge, tools that suit
// practice (the log) instead of the game's toolbar (no new game, save or load here).
import { useState, type ReactNode } from 'react';
import type { PlayerIndex } from '../../engine/index.ts';
import type { GameStore } from '../../store/gameStoreShape.ts';
import { GameLog } from '../panels/GameLog.tsx';
import { StoreProvider } from '../StoreContext.tsx';
import { Table } from '../table/Table.tsx';
import { useKnockSound } from '../useKnockSound.ts';
import { useShortcuts } from '../useShortcuts.ts';
import './learn.css';

function PracticeTools() {
  const [log, setLog] = useState(false);
  return (
    <nav className="toolbar practice__tools" aria-label="Practice tools">
      <button type="button" className="small" aria-expanded={log} onClick={() => setLog(!log)}>
        Log
      </button>
      {log && <GameLog onClose={() => setLog(false)} />}
    </nav>
  );
}

interface PracticeTableProps {
  readonly store: GameStore;
  /** The teacher's panel above the table: what to do, and what just happened. */
  readonly panel: ReactNode;
  /** What the panel is called for screen readers ("Lesson", "Drill"). */
  readonly panelLabel: string;
  /** The seat the learner plays: the other edge shows no buttons. */
  readonly seat: PlayerIndex;
  /** Said at the top edge, where a game shows its deal and turn (a drill's scores). */
  readonly title?: ReactNode;
}

export function PracticeTable({ store, panel, panelLabel, seat, title }: PracticeTableProps) {
  useShortcuts(store);
  useKnockSound(store);
  return (
    <div className="panel-screen practice">
      <section className="practice__panel" aria-label={panelLabel}>
        {panel}
      </section>
      <StoreProvider store={store}>
        <Table
          title={
            <div className="title practice__title">
              {title}
              <p>A practice table: nothing here touches your saved game.</p>
            </div>
          }
          tools={<PracticeTools />}
          seats={[seat]}
        />
      </StoreProvider>
    </div>
  );
}
