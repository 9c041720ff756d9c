// Compares two dumps of scripts/css-snapshot.mjs: for each size and state, every element whose box or
// computed style (or its ::before/::after) differs, with the properties that differ. Prints nothing but
// a summary line when the two are the same, and exits 1 when they are not.
// Run: node scripts/css-snapshot-compare.mjs before.json after.json [most lines to print]
import { readFileSync } from 'node:fs';

const [aFile, bFile, most = '200'] = process.argv.slice(2);
const a = JSON.parse(readFileSync(aFile, 'utf8'));
const b = JSON.parse(readFileSync(bFile, 'utf8'));
const lines = [];
let elements = 0;
let differ = 0;
const styleDiff = (ka, kb) => {
  if (ka === kb) return [];
  const sa = a.styles[ka] ?? {};
  const sb = b.styles[kb] ?? {};
  return [...new Set([...Object.keys(sa), ...Object.keys(sb)])].filter((p) => sa[p] !== sb[p]).map((p) => `${p}: ${sa[p]} → ${sb[p]}`);
};
for (const size of new Set([...Object.keys(a.sizes), ...Object.keys(b.sizes)])) {
  for (const state of new Set([...Object.keys(a.sizes[size] ?? {}), ...Object.keys(b.sizes[size] ?? {})])) {
    const ra = a.sizes[size]?.[state];
    const rb = b.sizes[size]?.[state];
    if (!ra || !rb) {
      lines.push(`${size} ${state}: only in ${ra ? aFile : bFile}`);
      differ++;
      continue;
    }
    if (String(ra.scroll) !== String(rb.scroll)) lines.push(`${size} ${state}: the page scrolls ${ra.scroll} → ${rb.scroll}`);
    const byPath = new Map(rb.rows.map((r) => [r.path, r]));
    if (ra.rows.length !== rb.rows.length) lines.push(`${size} ${state}: ${ra.rows.length} → ${rb.rows.length} elements`);
    for (const x of ra.rows) {
      elements++;
      const y = byPath.get(x.path);
      if (!y) {
        lines.push(`${size} ${state} ${x.path}: gone`);
        differ++;
        continue;
      }
      const what = [];
      if (x.cls !== y.cls) what.push(`class "${x.cls}" → "${y.cls}"`);
      if (String(x.box) !== String(y.box)) what.push(`box ${x.box} → ${y.box}`);
      for (const part of ['style', 'before', 'after'])
        for (const d of styleDiff(x[part], y[part])) what.push(`${part === 'style' ? '' : `::${part} `}${d}`);
      if (what.length > 0) {
        differ++;
        lines.push(`${size} ${state} ${x.path} .${x.cls.split(/\s+/).join('.')}:\n    ${what.join('\n    ')}`);
      }
    }
  }
}
console.log(lines.slice(0, Number(most)).join('\n'));
console.log(
  `${elements} elements compared, ${differ} differ${lines.length > Number(most) ? ` (first ${most} lines shown of ${lines.length})` : ''}`,
);
process.exitCode = differ > 0 ? 1 : 0;
