// The layout test's report (layout.spec.ts with LAYOUT_COLLECT=1): every problem it found, kept per
// size in test-results/layout/findings-<size>.json, merged into one text grouped by problem and
// de-duplicated: which sizes show it, from which step and for how many steps, with one example each.
// Run on its own to rewrite the report from the sizes' files: npx tsx tests/e2e/layout-report.ts [OUT] [REPORT]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A problem the layout test found: where (size, step and what it was) and on which element. */
export interface Finding {
  size: string;
  step: number;
  what: string;
  element: string;
  problem: string;
}

/** A problem without what changes from step to step: sizes, the words of what covers it, which card, which pile. */
export const problemKey = (f: { element: string; problem: string }) =>
  `${f.element} — ${f.problem
    .replace(/the card .*? \[/, 'a card [')
    .replace(/"[^"]*"/g, '')
    .replace(/\(.*\)/, '')
    .replace(/\[(\w+):\d\]/g, '[$1:N]')
    .replace(/\d+ of 5 points/, 'some points')
    .replace(/[\d.]+ px/g, 'N px')
    .trim()}`;

/** Writes the report of every size's findings in `dir` to `report`. */
export function writeReport(dir: string, report: string) {
  const files = readdirSync(dir).filter((f) => f.startsWith('findings-') && f.endsWith('.json'));
  const all = files.flatMap((f) => {
    const kept = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Finding[] | { findings: Finding[] };
    return Array.isArray(kept) ? kept : kept.findings;
  });
  const groups = new Map<string, Finding[]>();
  for (const f of all) {
    const key = problemKey(f);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(f);
  }
  const perSize = new Map(files.map((f) => [f.slice('findings-'.length, -'.json'.length), { problems: 0, steps: new Set<number>() }]));
  for (const f of all) {
    const s = perSize.get(f.size) ?? { problems: 0, steps: new Set<number>() };
    s.problems++;
    s.steps.add(f.step);
    perSize.set(f.size, s);
  }
  const lines = [
    `Layout findings of layout.spec.ts: ${all.length} problems (one per element per step) in ${groups.size} groups.`,
    'Each group: the element and its problem; the sizes that show it; per size the first step, how many steps, and one example.',
    'Screenshots: test-results/layout/<size>/FAIL-<step>-*.jpg (the step where a problem first shows).',
    '',
    'Per size:',
    ...[...perSize].sort().map(([size, s]) => `  ${size}: ${s.problems} problems at ${s.steps.size} steps`),
    '',
  ];
  const bySpread = [...groups].sort(
    (a, b) => new Set(b[1].map((f) => f.size)).size - new Set(a[1].map((f) => f.size)).size || b[1].length - a[1].length,
  );
  for (const [key, list] of bySpread) {
    const sizes = [...new Set(list.map((f) => f.size))];
    lines.push(`* ${key}`);
    lines.push(`  seen at ${sizes.length} size(s), ${list.length} step(s) in all`);
    for (const size of sizes) {
      const first = list.find((f) => f.size === size)!;
      const steps = list.filter((f) => f.size === size).length;
      lines.push(`  - ${size}: from step ${first.step} (${first.what}), ${steps} step(s); e.g. ${first.problem}`);
    }
    lines.push('');
  }
  writeFileSync(report, lines.join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'test-results/layout';
  writeReport(dir, process.argv[3] ?? `${dir}/findings.txt`);
}
