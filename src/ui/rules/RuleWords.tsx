// Rule-book text (rules-text.ts) as the "How to play" page shows it: its markdown emphasis, **bold** and
// *italic*, drawn as such, and each rule number in it made a link by `link`, so a cited rule is one
// press away. The same text is docs/rules.md, where the emphasis is markdown's own.
import { Fragment, type ReactNode } from 'react';

/** Bold, italic, or a rule number: the split's captured parts (odd indexes). */
const MARK = /(\*\*.+?\*\*|\*[^*]+\*|\bR[1-8](?:\.[1-9])?\b)/g;
const MARK_IS_RULE = /^R[1-8]/;

function words(text: string, link: (rule: string) => ReactNode): ReactNode[] {
  const parts = text.split(MARK);
  return parts.map((part, i) => {
    if (i % 2 === 0) {
      // An opening bracket before a rule number and the punctuation after it go with the number (below).
      const start = i > 0 && MARK_IS_RULE.test(parts[i - 1]!) ? (/^[).,;:]*/.exec(part)?.[0].length ?? 0) : 0;
      const end = i < parts.length - 1 && MARK_IS_RULE.test(parts[i + 1]!) && part.endsWith('(') ? part.length - 1 : part.length;
      return <Fragment key={i}>{part.slice(start, end)}</Fragment>;
    }
    if (part.startsWith('**')) return <strong key={i}>{words(part.slice(2, -2), link)}</strong>;
    if (part.startsWith('*')) return <em key={i}>{words(part.slice(1, -1), link)}</em>;
    // "(R4.4)." stays on one line: a line never starts with the bracket's other half.
    const before = parts[i - 1]!.endsWith('(') ? '(' : '';
    const after = /^[).,;:]*/.exec(parts[i + 1] ?? '')?.[0] ?? '';
    return (
      <span key={i} className="rules__ref">
        {before}
        {link(part)}
        {after}
      </span>
    );
  });
}

export function RuleWords({ text, link }: { readonly text: string; readonly link: (rule: string) => ReactNode }) {
  return <>{words(text, link)}</>;
}
