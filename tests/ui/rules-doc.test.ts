// One rule book: docs/rules.md must be word for word what `npm run rules:doc` writes from the text the
// "How to play" page shows (src/ui/rules/rules-text.ts), so the two cannot drift apart again.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesMarkdown, wrap } from '../../src/ui/rules/rules-markdown.ts';
import { DECISIONS, GLOSSARY, RULE_SECTIONS } from '../../src/ui/rules/rules-text.ts';

describe('docs/rules.md', () => {
  it('is what `npm run rules:doc` writes from the rule book', () => {
    expect(readFileSync('docs/rules.md', 'utf8')).toBe(rulesMarkdown());
  });

  it('holds every rule, decision and glossary entry of the rule book', () => {
    const doc = rulesMarkdown().replace(/\s+/g, ' ');
    for (const rule of RULE_SECTIONS.flatMap((section) => section.rules)) expect(doc).toContain(rule.text);
    for (const decision of DECISIONS) expect(doc).toContain(decision);
    for (const entry of GLOSSARY) expect(doc).toContain(`**${entry.term}**: ${entry.text}`);
  });

  it('wraps at 104 columns without starting a line with a list marker', () => {
    expect(wrap('aaa bbb', '- ', '  ')).toBe('- aaa bbb');
    const long = Array.from({ length: 40 }, (_, i) => (i === 25 ? '-' : 'word')).join(' ');
    const lines = wrap(long, '- ', '  ').split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.length <= 104 || line.endsWith(' -'))).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith('  ') && !/^\s*-\s/.test(line))).toBe(true);
  });
});
