// A fault's missed line on the review: the same practice table and missed-line panel as after a valid
// knock (steppedLine.ts, RefereePanel), opened on the position of the fault and stepped through one
// move at a time. Closing the line ("Back to the review" on the panel, Esc) comes back to the timeline.
import { useEffect, useMemo } from 'react';
import { gameAt, other, type ReviewedTurn } from '../../engine/index.ts';
import { createPracticeStore } from '../../store/practiceStore.ts';
import type { RefereeService } from '../../store/refereeService.ts';
import { PracticeTable } from '../learn/PracticeTable.tsx';
import { MissedLineBack } from '../panels/missedLineBack.ts';
import { faultMark } from './reviewWords.ts';

interface ReviewLineProps {
  readonly turn: ReviewedTurn;
  readonly names: readonly [string, string];
  readonly referee: RefereeService;
  readonly onBack: () => void;
}

export function ReviewLine({ turn, names, referee, onBack }: ReviewLineProps) {
  const fault = turn.fault!;
  const store = useMemo(() => {
    const made = createPracticeStore(gameAt(fault.position, { names }), referee);
    made.getState().practiceLineShown(other(fault.player), fault);
    return made;
  }, [fault, names, referee]);
  useEffect(() => store.subscribe((state) => state.missedLine === null && onBack()), [store, onBack]);
  const panel = (
    <div className="review__line-panel">
      <h2 className="review__line-title" data-screen-heading tabIndex={-1}>
        Turn {turn.turn}: {names[turn.player]}’s fault — {faultMark(turn)}
      </h2>
      <p>The board as it stood before the fault; step through the foundation play that was missed.</p>
    </div>
  );
  // The missed line's own close button (and Esc) is the one way back: it says where it goes.
  return (
    <MissedLineBack.Provider value="Back to the review">
      <PracticeTable store={store} panel={panel} panelLabel={`The review: turn ${turn.turn}`} seat={fault.player} />
    </MissedLineBack.Provider>
  );
}
