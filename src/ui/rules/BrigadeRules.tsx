// Brigade's section of the How to play page: its rules (P1–P6) in a player's words, the grace move's
// house rule, and what the solver's tools do. The patience's More menu opens the page here
// (openRules('brigade')), at the heading whose id is anchorOf('brigade').
import { BRIGADE_HELP, BRIGADE_KEEPING, BRIGADE_OPENING, BRIGADE_RULES } from './brigade-rules-text.ts';

export const BRIGADE_ANCHOR = 'rule-brigade';

export function BrigadeRules() {
  return (
    <section aria-labelledby={BRIGADE_ANCHOR} className="rules__brigade">
      <h2 id={BRIGADE_ANCHOR} tabIndex={-1}>
        Brigade: the patience for one
      </h2>
      <p>{BRIGADE_OPENING}</p>
      {BRIGADE_RULES.map((rule) => (
        <section key={rule.id} aria-labelledby={`rule-${rule.id}`}>
          <h3 id={`rule-${rule.id}`} tabIndex={-1}>
            {rule.id} {rule.title}
          </h3>
          {rule.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <h3>The solver's help</h3>
      <dl className="rules__glossary">
        {BRIGADE_HELP.map((entry) => (
          <div key={entry.term}>
            <dt>{entry.term}</dt>
            <dd>{entry.text}</dd>
          </div>
        ))}
      </dl>
      <p>{BRIGADE_KEEPING}</p>
    </section>
  );
}
