// Rule-book text (rules-text.ts) as the "How to play" page shows it: its markdown emphasis, **bold** and
// *italic*, drawn as such, and each rule number in it made a link by `link`, so a cited rule is one
// press away. The same text is docs/rules.md, where the emphasis is markdown's own.
import { Fragment, type ReactNode } from 'react';

/** Bold, italic, or a rule number: the split's captured parts (odd indexes). */
const MARK = /(\*\*.+?\*\*|\*[^*]+\*|\bR[1-8](?:\.[1-9])?\b)/g;

function words(text: string, link: (rule: string) => ReactNode): ReactNode[] {
  return text.split(MARK).map((part, i) => {
    if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
    if (part.startsWith('**')) return <strong key={i}>{words(part.slice(2, -2), link)}</strong>;
    if (part.startsWith('*')) return <em key={i}>{words(part.slice(1, -1), link)}</em>;
    return <Fragment key={i}>{link(part)}</Fragment>;
  });
}

export function RuleWords({ text, link }: { readonly text: string; readonly link: (rule: string) => ReactNode }) {
  return <>{words(text, link)}</>;
}
