// The referee's last word, with a way to dismiss it. `mirror`: the copy facing player 1 in table mode.
// It is the table's status to look at, not a live region: the table's announcer (Announcer.tsx) speaks
// what happened once, in words, and this box (written for the eye, "7♦") would say it a second time.
import { selectNotice } from '../../store/selectors.ts';
import { RuleText } from '../rules/RuleText.tsx';
import { useEvents, useGame } from '../StoreContext.tsx';

export function RefereeNotice({ mirror = false }: { readonly mirror?: boolean }) {
  const notice = useGame(selectNotice);
  const events = useEvents();
  return (
    <div className="referee__notice" role={mirror ? undefined : 'status'} aria-live="off">
      {notice && (
        <p key={notice.id} className={`notice notice--${notice.tone}`}>
          <span className="notice__text">
            <RuleText text={notice.text} />
          </span>
          <button type="button" className="notice__close" aria-label="Dismiss this message" onClick={events.noticeDismissed}>
            ×
          </button>
        </p>
      )}
    </div>
  );
}
