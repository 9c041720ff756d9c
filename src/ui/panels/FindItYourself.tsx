// House rule "Find it yourself" (docs/rules.md H1): after a valid knock the offender gets one try at the
// missed line's first move before the line is shown. The board shows the table as it stood at the fault
// and the offender's cards move there (drag, tap or keyboard, as on the table); "Show me" skips the try.
import type { SteppedLine } from '../../store/steppedLine.ts';
import { useEvents } from '../StoreContext.tsx';
import { spokenText } from '../words.ts';
import '../table/lesson.css';

/** "Find it yourself: North missed a play." */
export const tryHeadline = (line: SteppedLine, names: readonly [string, string]): string =>
  `Find it yourself: ${names[line.fault.player]} missed a play.`;

export const TRY_ASK = 'Make the first move of the better line.';

export function FindItYourself({
  line,
  names,
  mirror,
}: {
  readonly line: SteppedLine;
  readonly names: readonly [string, string];
  readonly mirror: boolean;
}) {
  const events = useEvents();
  const headline = tryHeadline(line, names);
  const label = 'Find it yourself';
  return (
    <section className="lesson" aria-label={mirror ? `${label}, turned to the top player` : label}>
      {/* After a valid knock the focus comes here (focusIntent.ts), as it does to the missed line. */}
      <h3
        className="lesson__headline"
        aria-label={spokenText(`${headline} ${TRY_ASK}`)}
        tabIndex={-1}
        data-focus={mirror ? undefined : 'lesson'}
      >
        {headline}
      </h3>
      <div className="lesson__words">
        <p className="lesson__step">{TRY_ASK} The table is as it stood at the fault: one try, then the line is shown.</p>
      </div>
      <div className="lesson__buttons">
        <button type="button" className="small" onClick={events.lineTrySkipped}>
          Show me <kbd>Esc</kbd>
        </button>
      </div>
    </section>
  );
}
