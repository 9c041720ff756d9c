// Rule numbers in what the game says ("a fault (R6.4)") open their rule on the "How to play" page;
// and the button that opens the page itself.
import { Fragment } from 'react';
import { openRules } from './openRules.ts';
import './rules.css';

/** R1–R8, with or without a rule within: the numbers RULES.md gives and the page anchors. */
const RULE_NUMBER = /\b(R[1-8](?:\.[1-9])?)\b/g;

/** One rule number as a small button that opens the rule. */
export function RuleLink({ rule }: { readonly rule: string }) {
  return (
    <button type="button" className="rule-link" aria-label={`Rule ${rule}: how to play`} onClick={() => openRules(rule)}>
      {rule}
    </button>
  );
}

/** `text` with each rule number in it made a RuleLink. */
export function RuleText({ text }: { readonly text: string }) {
  const parts = text.split(RULE_NUMBER);
  if (parts.length === 1) return <>{text}</>;
  // split with a capture group: even indexes are the words between, odd ones the rule numbers.
  return <>{parts.map((part, i) => (i % 2 === 1 ? <RuleLink key={i} rule={part} /> : <Fragment key={i}>{part}</Fragment>))}</>;
}

/** Opens the "How to play" page at its start (or at `at`). */
export function HowToPlayButton({ className = 'small', at = '' }: { readonly className?: string; readonly at?: string }) {
  return (
    <button type="button" className={className} onClick={() => openRules(at)}>
      How to play
    </button>
  );
}
