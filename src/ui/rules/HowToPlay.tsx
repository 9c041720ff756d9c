// The "How to play" page: the rules as this game plays them, numbered as the messages cite them, each
// rule an anchor (id "rule-R6-3") the page scrolls to when a rule number was pressed, then the rule
// decisions and the glossary: all of docs/rules.md, from the same text (rules-text.ts).
// Loaded only when first opened.
import { Fragment, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useDialogFocus } from '../useDialogFocus.ts';
import { closeRules } from './openRules.ts';
import { RuleWords } from './RuleWords.tsx';
import { BrigadeRules, BRIGADE_ANCHOR } from './BrigadeRules.tsx';
import { DECISIONS, DECISIONS_LEAD, DECISIONS_TITLE, GLOSSARY, RULES_OPENING, RULE_SECTIONS, ruleGroups } from './rules-text.ts';
import './how-to-play.css';

export const anchorOf = (rule: string): string => `rule-${rule.replace('.', '-')}`;

/** Focuses and shows a rule or heading of the page (never through the address: "#…" opens shared positions). */
function showOn(page: HTMLElement | null, id: string): void {
  const target = page?.querySelector<HTMLElement>(`#${id}`);
  target?.focus({ preventScroll: true });
  target?.scrollIntoView?.({ block: 'center' });
}

/** A jump to a part of the page: a button, since the address's "#…" is the shared-position link's. */
function Jump({
  to,
  children,
  page,
}: {
  readonly to: string;
  readonly children: ReactNode;
  readonly page: RefObject<HTMLDivElement | null>;
}) {
  return (
    <button type="button" className="rules__jump" onClick={() => showOn(page.current, to)}>
      {children}
    </button>
  );
}

// eslint-disable-next-line max-lines-per-function -- mostly the page's markup, section after section; long, not tangled
export function HowToPlay({ at }: { readonly at: string }) {
  const page = useRef<HTMLDivElement>(null);
  const jumpTo = (rule: string) => (
    <Jump to={anchorOf(rule)} page={page}>
      {rule}
    </Jump>
  );
  useEffect(() => {
    if (at) showOn(page.current, at === 'glossary' ? 'glossary' : anchorOf(at));
    else page.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [at]);
  // After the focus above, so the page opens where it was asked to and not at its first control.
  useDialogFocus(page, { onClose: closeRules });
  return (
    <div className="veil rules-veil">
      <div ref={page} className="dialog rules" role="dialog" aria-modal="true" aria-labelledby="rules-title">
        <header className="rules__header">
          <h1 id="rules-title" tabIndex={-1}>
            How to play
          </h1>
          <button type="button" className="small" onClick={closeRules} aria-keyshortcuts="Escape">
            Close <kbd>Esc</kbd>
          </button>
        </header>
        {RULES_OPENING.map((paragraph, i) => (
          <p key={i} className={i === 0 ? 'rules__lede' : undefined}>
            <RuleWords text={paragraph} link={jumpTo} />
          </p>
        ))}
        <nav className="rules__toc" aria-label="Rules">
          {RULE_SECTIONS.map((section) => (
            <Jump key={section.id} to={anchorOf(section.id)} page={page}>
              {section.id} {section.title}
            </Jump>
          ))}
          <Jump to="decisions" page={page}>
            Rule decisions
          </Jump>
          <Jump to="glossary" page={page}>
            Glossary
          </Jump>
          <Jump to={BRIGADE_ANCHOR} page={page}>
            Brigade (patience for one)
          </Jump>
        </nav>
        {RULE_SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={anchorOf(section.id)}>
            <h2 id={anchorOf(section.id)} tabIndex={-1}>
              {section.id} {section.title}
            </h2>
            {ruleGroups(section).map((group, g) => (
              <Fragment key={g}>
                {group.lead && <p>{group.lead}</p>}
                <ol className="rules__list">
                  {group.rules.map((rule) => (
                    <li
                      key={rule.id}
                      id={anchorOf(rule.id)}
                      tabIndex={-1}
                      className={rule.id === at ? 'rules__rule rules__rule--asked' : 'rules__rule'}
                    >
                      <strong className="rules__number">{rule.id}</strong> {rule.term && <strong>{rule.term}: </strong>}
                      <RuleWords text={rule.text} link={jumpTo} />
                      {rule.items && (
                        <ul>
                          {rule.items.map((item) => (
                            <li key={item}>
                              <RuleWords text={item} link={jumpTo} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ol>
              </Fragment>
            ))}
            {section.after && (
              <p>
                <RuleWords text={section.after} link={jumpTo} />
              </p>
            )}
          </section>
        ))}
        <section aria-labelledby="decisions">
          <h2 id="decisions" tabIndex={-1}>
            {DECISIONS_TITLE}
          </h2>
          <p>{DECISIONS_LEAD}</p>
          <ul className="rules__decisions">
            {DECISIONS.map((decision) => (
              <li key={decision}>
                <RuleWords text={decision} link={jumpTo} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="glossary">
          <h2 id="glossary" tabIndex={-1}>
            Glossary
          </h2>
          <dl className="rules__glossary">
            {GLOSSARY.map((entry) => (
              <div key={entry.term}>
                <dt>{entry.term}</dt>
                <dd>
                  <RuleWords text={entry.text} link={jumpTo} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <BrigadeRules />
      </div>
    </div>
  );
}
