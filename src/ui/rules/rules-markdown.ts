// docs/rules.md as rules-text.ts says it: `npm run rules:doc` writes the file from this, and a unit test
// (tests/ui/rules-doc.test.ts) fails when the file differs, so the page and the document stay one text.
// No React here: the script runs it in Node.
import {
  DECISIONS,
  DECISIONS_LEAD,
  DECISIONS_TITLE,
  GLOSSARY,
  RULES_OPENING,
  RULE_SECTIONS,
  ruleGroups,
  type Rule,
  type RuleSection,
} from './rules-text.ts';

/** The document's line width, as the rest of docs/ is wrapped. */
const WIDTH = 104;

/** A word that would start a list, heading or quote if a wrapped line began with it. */
const STARTS_BLOCK = /^([-+*#>]|\d+[.)])$/;

/** `text` wrapped to WIDTH: the first line after `first`, the others after `rest`. */
export function wrap(text: string, first = '', rest = first): string {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(' ')) {
    if (!empty && line.length + 1 + word.length > WIDTH && !STARTS_BLOCK.test(word)) {
      lines.push(line);
      line = rest + word;
    } else line += (empty ? '' : ' ') + word;
    empty = false;
  }
  lines.push(line);
  return lines.join('\n');
}

const ruleLines = (rule: Rule): string[] => {
  const head = rule.term ? `**${rule.id} ${rule.term}**: ` : `**${rule.id}** `;
  return [wrap(head + rule.text, '- ', '  '), ...(rule.items ?? []).map((item) => wrap(item, '  - ', '    '))];
};

function sectionBlocks(section: RuleSection): string[] {
  const lists = ruleGroups(section).map((group) =>
    [...(group.lead ? [wrap(group.lead)] : []), ...group.rules.flatMap(ruleLines)].join('\n'),
  );
  return [`## ${section.id} ${section.title}\n${lists[0]}`, ...lists.slice(1), ...(section.after ? [wrap(section.after)] : [])];
}

/** The whole of docs/rules.md. */
export function rulesMarkdown(): string {
  const blocks = [
    '# The rules of Brigadier',
    '<!-- Written by `npm run rules:doc` from src/ui/rules/rules-text.ts, which the "How to play" page shows: edit the rules there. -->',
    ...RULES_OPENING.map((paragraph) => wrap(paragraph)),
    ...RULE_SECTIONS.flatMap(sectionBlocks),
    `## ${DECISIONS_TITLE}\n${wrap(DECISIONS_LEAD)}`,
    DECISIONS.map((decision) => wrap(decision, '- ', '  ')).join('\n'),
    `## Glossary\n${GLOSSARY.map((entry) => wrap(`**${entry.term}**: ${entry.text}`, '- ', '  ')).join('\n')}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}
