// The cascade's order, compared between two builds' stylesheets: every pair of declarations of one
// property whose order the second build reverses, where neither wins by specificity or !important, so
// that the order alone decides between them when both match one element. An empty list says that moving
// rules between files (or files within the bundle) can have changed no element's style; each pair it
// lists must be shown harmless (the two selectors never match one element, or their media never hold
// together). A pair is left out when no element of the app could match both: its classes and tag never
// occur together, in any element of a css-snapshot.mjs dump (the third argument) nor in any className
// of the source. Run: node scripts/css-order.mjs before.css after.css [snapshot.json]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';

/** Specificity [ids, classes, types] of one complex selector; :is/:not/:has count their most specific argument, :where nothing. */
function specificityOf(selector) {
  let s = selector;
  const total = [0, 0, 0];
  const add = (v) => v.forEach((n, i) => (total[i] += n));
  const split = (args) => {
    const parts = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < args.length; i++) {
      if (args[i] === '(') depth++;
      else if (args[i] === ')') depth--;
      else if (args[i] === ',' && depth === 0) {
        parts.push(args.slice(start, i));
        start = i + 1;
      }
    }
    return [...parts, args.slice(start)];
  };
  const max = (list) =>
    list
      .map(specificityOf)
      .reduce((a, b) => (a[0] !== b[0] ? (a[0] > b[0] ? a : b) : a[1] !== b[1] ? (a[1] > b[1] ? a : b) : a[2] >= b[2] ? a : b));
  for (;;) {
    const m = /:(is|not|has|where)\(/.exec(s);
    if (!m) break;
    let depth = 1;
    let i = m.index + m[0].length;
    for (; depth > 0; i++) depth += s[i] === '(' ? 1 : s[i] === ')' ? -1 : 0;
    const args = s.slice(m.index + m[0].length, i - 1);
    if (m[1] !== 'where') add(max(split(args).map((a) => a.trim().replace(/^[>+~]\s*/, ''))));
    s = s.slice(0, m.index) + s.slice(i);
  }
  s = s.replace(/::?(before|after|first-line|first-letter|marker|placeholder|backdrop)\b/g, () => (total[2]++, ''));
  total[0] += (s.match(/#[\w-]+/g) ?? []).length;
  total[1] += (s.match(/\.[\w-]+|\[[^\]]*\]|:[\w-]+(\([^)]*\))?/g) ?? []).length;
  total[2] += (s.replace(/\.[\w-]+|\[[^\]]*\]|:[\w-]+(\([^)]*\))?|#[\w-]+/g, ' ').match(/(^|[\s>+~])[a-zA-Z][\w-]*/g) ?? []).length;
  return total;
}
const specificity = (selector) => specificityOf(selector).join(',');

/** Every declaration of a stylesheet, one per selector of its rule, in the cascade's order. */
function declarations(file) {
  const list = [];
  postcss.parse(readFileSync(file, 'utf8')).walkDecls((decl) => {
    const rule = decl.parent;
    if (rule.type !== 'rule') return;
    const media = [];
    for (let p = rule.parent; p && p.type !== 'root'; p = p.parent) if (p.type === 'atrule') media.unshift(`@${p.name} ${p.params}`);
    if (media.some((m) => m.startsWith('@keyframes'))) return;
    for (const selector of rule.selectors) {
      list.push({ media: media.join(' / '), selector, prop: decl.prop, value: decl.value, important: decl.important });
    }
  });
  return list;
}

/** The arguments of a selector that is one `:is(…)` (the minifier's way to merge a list), else the selector. */
function alternatives(selector) {
  const m = /^:is\((.*)\)$/.exec(selector.trim());
  if (!m) return [selector];
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < m[1].length; i++) {
    if (m[1][i] === '(') depth++;
    else if (m[1][i] === ')') depth--;
    else if (m[1][i] === ',' && depth === 0) {
      parts.push(m[1].slice(start, i));
      start = i + 1;
    }
  }
  return depth === 0 ? [...parts, m[1].slice(start)] : [selector];
}

/** What a compound asks of its element: tag, classes, pseudo-element. */
function compoundOf(compound) {
  const pseudo = (compound.match(/::?(before|after)\b/) ?? [''])[0].replace(/^:+/, '');
  const tag = (compound.match(/^[a-zA-Z][\w-]*/) ?? [''])[0].toLowerCase();
  return { tag, classes: compound.match(/\.[\w-]+/g)?.map((c) => c.slice(1)) ?? [], pseudo };
}

/**
 * What an element must be to match a selector's subject (its last compound), and, when the subject is a
 * child (`>`), what its parent must be.
 */
function subjectOf(selector) {
  // A class the subject must not carry (`:not(.x)` on it) keeps it from any selector whose subject needs that class.
  const last = selector
    .trim()
    .split(/\s*[\s>+~]\s*(?![^(]*\))/)
    .at(-1);
  const not = [...last.matchAll(/:not\(\.([\w-]+)\)/g)].map((m) => m[1]);
  let s = selector;
  // What :has(), :not() and :is() hold is about other elements, or excludes: it never narrows what the subject must carry.
  for (let m; (m = /:(is|not|has|where)\(/.exec(s));) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; depth > 0; i++) depth += s[i] === '(' ? 1 : s[i] === ')' ? -1 : 0;
    s = s.slice(0, m.index) + s.slice(i);
  }
  const parts = s.trim().split(/\s*([\s>+~])\s*/);
  const subject = compoundOf(parts.at(-1));
  if (parts.length >= 3 && parts.at(-2) === '>') subject.parent = compoundOf(parts.at(-3));
  subject.not = not;
  return subject;
}

/** The elements the app draws, as { tag, classes }: from a snapshot's dump, and each className in the source (any tag). */
function elementsOf(snapshotFile) {
  const elements = [];
  if (snapshotFile) {
    const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8'));
    for (const states of Object.values(snapshot.sizes))
      for (const { rows } of Object.values(states))
        for (const row of rows)
          elements.push({ tag: row.path.split('>').at(-1).replace(/\d+$/, ''), classes: new Set(row.cls.split(/\s+/).filter(Boolean)) });
  }
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
    );
  for (const file of walk('src/ui')) {
    const text = readFileSync(file, 'utf8');
    // Every word that may be a class in one className expression: a generous reading (any tag).
    for (const m of text.matchAll(/className=(\{(?:[^{}]|\{[^{}]*\})*\}|"[^"]*")/g)) {
      elements.push({ tag: '', classes: new Set(m[1].match(/[a-z][\w-]*(?:__[\w-]+|--[\w-]+)?/g) ?? []) });
      // A template's `block--${x}` may give any modifier of its block.
      for (const t of m[1].matchAll(/([a-z][\w-]*?)--\$\{/g)) elements.at(-1).classes.add(`${t[1]}--*`);
    }
  }
  return elements;
}

/** Whether one element of `elements` could match both compounds. */
function meet(x, y, elements) {
  if (x.pseudo !== y.pseudo) return false;
  if (x.tag && y.tag && x.tag !== y.tag) return false;
  if ((x.not ?? []).some((c) => y.classes.includes(c)) || (y.not ?? []).some((c) => x.classes.includes(c))) return false;
  const tag = x.tag || y.tag;
  const need = [...new Set([...x.classes, ...y.classes])];
  const has = (set, c) => set.has(c) || set.has(`${c.split('--')[0]}--*`);
  return elements.some((e) => (!tag || !e.tag || e.tag === tag) && need.every((c) => has(e.classes, c)));
}

/** Whether one element could match both selectors: the subjects meet, and so do their parents when both name one. */
function mayMeet(a, b, elements) {
  return alternatives(a).some((sa) =>
    alternatives(b).some((sb) => {
      const x = subjectOf(sa);
      const y = subjectOf(sb);
      return meet(x, y, elements) && (!x.parent || !y.parent || meet({ ...x.parent, pseudo: '' }, { ...y.parent, pseudo: '' }, elements));
    }),
  );
}

/** Shorthands the minifier may write (it folds align-self and justify-self into place-self) and what they set. */
const SHORTHANDS = {
  'place-self': ['align-self', 'justify-self'],
  'place-items': ['align-items', 'justify-items'],
  'place-content': ['align-content', 'justify-content'],
  inset: ['top', 'right', 'bottom', 'left', 'inset-inline', 'inset-block'],
  gap: ['row-gap', 'column-gap'],
  flex: ['flex-grow', 'flex-shrink', 'flex-basis'],
  'flex-flow': ['flex-direction', 'flex-wrap'],
  overflow: ['overflow-x', 'overflow-y'],
  'grid-area': ['grid-row', 'grid-column'],
  'grid-row': ['grid-row-start', 'grid-row-end'],
  'grid-column': ['grid-column-start', 'grid-column-end'],
  grid: ['grid-template', 'grid-auto-flow', 'grid-auto-rows', 'grid-auto-columns'],
  'grid-template': ['grid-template-rows', 'grid-template-columns', 'grid-template-areas'],
  margin: ['margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'margin-inline', 'margin-block'],
  'margin-inline': ['margin-left', 'margin-right'],
  'margin-block': ['margin-top', 'margin-bottom'],
  padding: ['padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'padding-inline', 'padding-block'],
  'padding-inline': ['padding-left', 'padding-right'],
  'padding-block': ['padding-top', 'padding-bottom'],
  font: ['font-size', 'font-weight', 'font-style', 'font-family', 'line-height', 'font-variant', 'font-stretch'],
  'border-radius': ['border-top-left-radius', 'border-top-right-radius', 'border-bottom-left-radius', 'border-bottom-right-radius'],
};
/** Every property a declaration of `prop` sets (a longhand starting with a shorthand's name counts too). */
function longhands(prop) {
  const all = new Set([prop]);
  for (const p of all) for (const q of SHORTHANDS[p] ?? []) all.add(q);
  return all;
}
/**
 * Whether two properties set something in common. Past the table, a name that starts another's (border
 * and border-left-color, background and background-color) is taken for its shorthand.
 */
function related(p, q) {
  const lp = longhands(p);
  const lq = longhands(q);
  const covers = (a, b) => !(a in SHORTHANDS) && b.startsWith(`${a}-`);
  return [...lq].some((x) => [...lp].some((y) => x === y || covers(x, y) || covers(y, x)));
}

const [beforeFile, afterFile, snapshotFile] = process.argv.slice(2);
const elements = elementsOf(snapshotFile);
const before = declarations(beforeFile);
const after = declarations(afterFile);
const key = (d) => `${d.media}|${d.selector}|${d.prop}|${d.value}|${d.important}`;
/** A declaration's place in a list: the last of equal ones is the one that counts. */
const places = (list) => {
  const map = new Map();
  list.forEach((d, i) => map.set(key(d), i));
  return map;
};
const was = places(before);
const now = places(after);
const missing = [...was.keys()].filter((k) => !now.has(k));
const added = [...now.keys()].filter((k) => !was.has(k));
const kept = [...was.keys()].filter((k) => now.has(k)).map((k) => ({ k, d: before[was.get(k)], a: was.get(k), b: now.get(k) }));
// Custom properties only meet their own name; the others meet any property that sets some of the same.
const swaps = [];
{
  const group = kept;
  for (const x of group) {
    for (const y of group) {
      if (!(x.a < y.a && x.b > y.b)) continue;
      const same = x.d.prop === y.d.prop;
      if (!same && (x.d.prop.startsWith('--') || y.d.prop.startsWith('--') || !related(x.d.prop, y.d.prop))) continue;
      if ((same && x.d.value === y.d.value) || x.d.important !== y.d.important) continue;
      if (specificity(x.d.selector) !== specificity(y.d.selector)) continue;
      if (!mayMeet(x.d.selector, y.d.selector, elements)) continue;
      swaps.push(
        `"${x.d.selector}" {${x.d.prop}: ${x.d.value}} [${x.d.media || 'all'}] was before "${y.d.selector}" {${y.d.prop}: ${y.d.value}} [${y.d.media || 'all'}]`,
      );
    }
  }
}
console.log(
  `${before.length} declarations before, ${after.length} after; ${missing.length} gone, ${added.length} new; ${swaps.length} pairs of equal specificity reversed`,
);
for (const k of missing) console.log(`gone: ${k}`);
for (const k of added) console.log(`new: ${k}`);
for (const s of swaps) console.log(`reversed: ${s}`);
process.exitCode = missing.length + added.length + swaps.length > 0 ? 1 : 0;
