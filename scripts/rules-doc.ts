// Writes docs/rules.md from the rule book the "How to play" page shows (src/ui/rules/rules-text.ts):
// the rules have one source, and tests/ui/rules-doc.test.ts fails until this has been run after a change.
import { writeFileSync } from 'node:fs';
import { rulesMarkdown } from '../src/ui/rules/rules-markdown.ts';

const path = new URL('../docs/rules.md', import.meta.url);
writeFileSync(path, rulesMarkdown());
console.log(`wrote ${path.pathname}`);
