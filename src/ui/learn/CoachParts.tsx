// Parts of the teacher's panel the lessons and the drills share: the last word said (with a lesson's
// hint on its own line), and a lesson's rule numbers.
import { RuleLink, RuleText } from '../rules/RuleText.tsx';
import type { Feedback } from '../../store/teachingStore.ts';
import { capital, spokenText } from '../words.ts';

/** A sentence starts with a capital and ends with a stop: the engine's log lines come without one, its counts in lower case. */
export function sentence(text: string): string {
  const opened = capital(text.trim());
  return /[.!?:)]$/.test(opened) ? opened : `${opened}.`;
}

const LEAD: Record<Feedback['tone'], string> = {
  wrong: 'Not quite.',
  continue: 'Good.',
  script: '',
  prompt: '',
  done: 'Well done!',
};

/** The teacher's last word as a screen reader should hear it: cards and suits in words ("seven of clubs", not "7♣"). */
function spokenFeedback(feedback: Feedback | null, idle: string): string {
  if (!feedback) return spokenText(idle);
  const lead = LEAD[feedback.tone];
  return spokenText(`${lead ? `${lead} ` : ''}${sentence(feedback.text)}`);
}

/**
 * The teacher's last word; a lesson's hint at its end is set on a line of its own. The box is for the
 * eye; its status, spoken, is a hidden copy in words (a fresh node per word said, so each is heard).
 */
export function FeedbackBox({
  feedback,
  idle,
  hint,
}: {
  readonly feedback: Feedback | null;
  readonly idle: string;
  readonly hint?: string;
}) {
  const text = feedback?.text.trim() ?? '';
  const hinted = hint !== undefined && text.endsWith(hint) && text.length > hint.length;
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        <span key={feedback?.id ?? 'idle'}>{spokenFeedback(feedback, idle)}</span>
      </p>
      <div className={`coach__feedback coach__feedback--${feedback?.tone ?? 'idle'}`}>
        {feedback ? (
          <p key={feedback.id}>
            {LEAD[feedback.tone] && <strong>{LEAD[feedback.tone]} </strong>}
            <RuleText text={sentence(hinted ? text.slice(0, -hint.length) : text)} />
            {hinted && (
              <span className="coach__hint">
                <strong>Hint:</strong> <RuleText text={hint} />
              </span>
            )}
          </p>
        ) : (
          <p>
            <RuleText text={idle} />
          </p>
        )}
      </div>
    </>
  );
}

/** A lesson's rule numbers; `links`: each opens its rule (not inside the course list's buttons, which may not hold buttons). */
export function RuleTags({ rules, links = true }: { readonly rules: readonly string[]; readonly links?: boolean }) {
  return (
    <span className="coach__rules">
      <span className="visually-hidden">Rules taught: </span>
      {rules.map((rule, i) => (
        <span key={rule} className="coach__rule">
          {i > 0 && <span className="visually-hidden">, </span>}
          {links ? <RuleLink rule={rule} /> : rule}
        </span>
      ))}
    </span>
  );
}
