// Rewrites every import of a private room's inside (src/engine, src/patience) into imports of its public
// entry points (public-entries.mjs), in every file outside the room and its insiders.
//
//   node scripts/codemods/engine-imports.mjs          rewrite, and list the files changed
//   node scripts/codemods/engine-imports.mjs --check  change nothing; exit 1 if a file would change
//
// It is idempotent: a file whose imports already go through the entries is left as it is, so it can be
// run again after merging branches that added imports of the inside. A name that no entry exports is
// reported, with the module it came from, and its file left alone: add the name to an entry (each
// exports by name, explicitly) and run it again. A dynamic `import('…/x.ts').then(({ a }) => …)` is
// rewritten the same way, by the names it takes apart.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { PRIVATE_ROOMS } from './public-entries.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'scripts', 'bench', 'tests'];
const SOURCE = /\.(ts|tsx|mts)$/;
/** The longest import on one line; a longer one is wrapped. */
const WIDTH = 140;

const posix = (path) => path.split('\\').join('/');
const repoPath = (absolute) => posix(relative(ROOT, absolute));
const within = (path, dir) => path === dir || path.startsWith(`${dir}/`);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const parse = (path) =>
  ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Each entry's exported names, with whether each is a type, read from its explicit `export { … } from`. */
function entryExports(entry) {
  const names = new Map();
  for (const statement of parse(join(ROOT, entry)).statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause))
      throw new Error(`${entry}: \`export *\` hides what the entry exports; name each export`);
    for (const element of statement.exportClause.elements) names.set(element.name.text, statement.isTypeOnly || element.isTypeOnly);
  }
  return names;
}

const ROOMS = PRIVATE_ROOMS.map((room) => ({ ...room, exports: room.entries.map((entry) => ({ entry, names: entryExports(entry) })) }));

/**
 * The room whose inside `target` (a repo path) is, with whether `file` is one of its insiders (who keep
 * the names no entry exports on their imports of the inside); null inside the room itself.
 */
function roomOf(file, target) {
  const room = ROOMS.find((r) => within(target, r.dir));
  if (!room || within(file, room.dir)) return null;
  return { room, insider: room.insiders.some((dir) => within(file, dir)) };
}

/** The specifier an import in `file` needs to reach the repo path `target`. */
function specifier(file, target) {
  const path = posix(relative(dirname(join(ROOT, file)), join(ROOT, target)));
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * What one file imports from a room: the statements, each name with the entry that exports it, the
 * names an insider keeps on the inside (by the specifier it wrote), and an outsider's names no entry has.
 */
function roomImports(file, source, room) {
  const statements = [];
  const names = [];
  const kept = [];
  const missing = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = repoPath(resolve(dirname(join(ROOT, file)), statement.moduleSpecifier.text));
    const place = roomOf(file, target);
    if (place?.room !== room) continue;
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings))
      throw new Error(`${file}: only named imports of ${target} can be rewritten`);
    statements.push({ statement, target });
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      const isType = clause.isTypeOnly || element.isTypeOnly;
      const owner = room.exports.find((e) => e.names.has(name));
      const imported = { name, local: element.name.text, isType: isType || owner?.names.get(name) };
      if (owner) names.push({ ...imported, entry: owner.entry, from: target });
      else if (place.insider && !room.entries.includes(target)) kept.push({ ...imported, specifier: statement.moduleSpecifier.text });
      else missing.push(`${name} (from ${target})`);
    }
  }
  return { statements, names, kept, missing };
}

const byName = (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);

/** One import declaration: the values first, then the types, each in alphabetical order. */
function importText(from, names) {
  const unique = [...new Map(names.map((n) => [`${n.name} as ${n.local}`, n])).values()];
  const allTypes = unique.every((n) => n.isType);
  const spell = (n) => `${n.isType && !allTypes ? 'type ' : ''}${n.name}${n.local === n.name ? '' : ` as ${n.local}`}`;
  const ordered = [...unique.filter((n) => !n.isType).sort(byName), ...unique.filter((n) => n.isType).sort(byName)];
  const head = `import ${allTypes ? 'type ' : ''}`;
  const line = `${head}{ ${ordered.map(spell).join(', ')} } from '${from}';`;
  if (line.length <= WIDTH) return line;
  // A long list goes on lines of its own, filled to the width.
  const rows = [];
  for (const name of ordered.map(spell)) {
    const last = rows[rows.length - 1];
    if (last !== undefined && `  ${last}, ${name},`.length <= WIDTH) rows[rows.length - 1] = `${last}, ${name}`;
    else rows.push(name);
  }
  return `${head}{\n${rows.map((row) => `  ${row},`).join('\n')}\n} from '${from}';`;
}

/** A statement's span, with the end of its line: removed whole, or replaced by the new imports. */
function lineSpan(text, node, source) {
  const start = node.getStart(source);
  let end = node.getEnd();
  if (text[end] === '\n') end++;
  return { start, end };
}

/** `import('…/x.ts').then(({ a, b }) => …)`: its specifier node and the names it takes apart. */
function dynamicImports(source) {
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0] ?? {})) {
      const then =
        node.parent && ts.isPropertyAccessExpression(node.parent) && node.parent.name.text === 'then' ? node.parent.parent : null;
      const callback = then && ts.isCallExpression(then) ? then.arguments[0] : null;
      const pattern = callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) ? callback.parameters[0]?.name : null;
      const names =
        pattern && ts.isObjectBindingPattern(pattern) ? pattern.elements.map((e) => (e.propertyName ?? e.name).getText(source)) : null;
      found.push({ literal: node.arguments[0], names });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file's new text, or null when it has nothing of a room's inside to rewrite. */
function rewrite(file, problems) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = parse(join(ROOT, file));
  const edits = [];
  for (const room of ROOMS) {
    const { statements, names, kept, missing } = roomImports(file, source, room);
    if (missing.length) {
      problems.push(`${file}: no entry of ${room.dir} exports ${missing.join(', ')}`);
      return null;
    }
    // Only a file that imports a name of an entry from the inside changes: run again, nothing does.
    const movable = names.some((n) => n.from !== n.entry);
    if (!movable) continue;
    const entries = room.entries.filter((entry) => names.some((n) => n.entry === entry));
    const specifiers = [...new Set(kept.map((n) => n.specifier))];
    const block = [
      ...entries.map((entry) =>
        importText(
          specifier(file, entry),
          names.filter((n) => n.entry === entry),
        ),
      ),
      ...specifiers.map((from) =>
        importText(
          from,
          kept.filter((n) => n.specifier === from),
        ),
      ),
    ].join('\n');
    statements.forEach(({ statement }, i) => edits.push({ ...lineSpan(text, statement, source), text: i === 0 ? `${block}\n` : '' }));
  }
  for (const { literal, names } of dynamicImports(source)) {
    const target = repoPath(resolve(dirname(join(ROOT, file)), literal.text));
    const room = roomOf(file, target)?.room;
    if (!room || room.entries.includes(target)) continue;
    const owners = new Set((names ?? []).map((name) => room.exports.find((e) => e.names.has(name))?.entry));
    if (!names || owners.size !== 1 || owners.has(undefined)) {
      problems.push(`${file}: import('${literal.text}') needs its names in one entry of ${room.dir}; rewrite it by hand`);
      return null;
    }
    edits.push({ start: literal.getStart(source), end: literal.getEnd(), text: `'${specifier(file, [...owners][0])}'` });
  }
  if (!edits.length) return null;
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result === text ? null : result;
}

function main() {
  const check = process.argv.includes('--check');
  const problems = [];
  const changed = [];
  for (const dir of SCANNED) {
    for (const path of sourceFiles(join(ROOT, dir))) {
      const file = repoPath(path);
      const next = rewrite(file, problems);
      if (next === null) continue;
      changed.push(file);
      if (!check) writeFileSync(path, next);
    }
  }
  for (const file of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${file}`);
  for (const problem of problems) console.error(problem);
  console.log(`${changed.length} file(s) ${check ? 'to rewrite' : 'rewritten'}, ${problems.length} problem(s)`);
  process.exitCode = problems.length || (check && changed.length) ? 1 : 0;
}

main();
