// Reading outside text (engine/json.ts, docs/limits.md): size and depth are checked before JSON.parse,
// a BOM is accepted, values are quoted short, and a number JSON cannot hold exactly is out of range.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badValue, outOfRange, quote, readJson } from '../../src/engine/index.ts';
import { MAX_JSON_DEPTH, MAX_QUOTE, nestsDeeperThan } from '../../src/engine/json.ts';

const LIMITS = { what: 'thing', maxChars: 1000 };
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('readJson', () => {
  it('reads JSON, with or without a leading BOM', () => {
    expect(readJson('{"a":[1,2]}', LIMITS)).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(readJson('\uFEFF{"a":[1,2]}', LIMITS)).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it.each([
    ['too large', 'x'.repeat(1001), 'too-large', 'thing: too large: 1,001 characters, at most 1,000'],
    ['empty', ' \n', 'empty', 'thing: the text is empty'],
    [
      'nested too deep',
      nested(MAX_JSON_DEPTH + 1),
      'too-deep',
      `thing: nested more than ${MAX_JSON_DEPTH} levels deep in arrays and objects`,
    ],
    ['not JSON', '{"a":', 'not-json', /^not valid JSON: /],
  ])('refuses text %s, saying so', (_, text, kind, message) => {
    const read = readJson(text, LIMITS);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.kind).toBe(kind);
      expect(read.error.message).toMatch(message);
    }
  });

  it('accepts nesting up to the limit', () => {
    expect(readJson(nested(MAX_JSON_DEPTH), LIMITS).ok).toBe(true);
  });

  it('keeps a syntax error short however long the text', () => {
    const read = readJson(`{"a": "${'y'.repeat(900)}" x}`, LIMITS);
    expect(!read.ok && read.error.message.length).toBeLessThanOrEqual(140);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or after escaped quotes', () => {
    expect(nestsDeeperThan('[{"a":[1]}]', 3)).toBe(false);
    expect(nestsDeeperThan('[{"a":[[1]]}]', 3)).toBe(true);
    expect(nestsDeeperThan(`["${'['.repeat(100)}"]`, 1)).toBe(false);
    expect(nestsDeeperThan(`["\\"${'['.repeat(10)}"]`, 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\", [[1]]]', 2)).toBe(true);
  });

  it('agrees with the depth of any JSON value', () => {
    const depth = (x: unknown): number => (typeof x === 'object' && x !== null ? 1 + Math.max(0, ...Object.values(x).map(depth)) : 0);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 7 }), (value, max) => {
        expect(nestsDeeperThan(JSON.stringify(value), max)).toBe(depth(value) > max);
      }),
    );
  });
});

describe('quote', () => {
  it.each([
    ['a short string', 'QS', '"QS"'],
    ['a long string, cut with …', 'x'.repeat(100), `"${'x'.repeat(MAX_QUOTE)}…"`],
    ['control characters, escaped', 'a\nb\u0000', '"a\\nb\\u0000"'],
    ['a number', 12.5, '12.5'],
    ['a number out of range', Infinity, 'a number out of range'],
    ['null', null, 'null'],
    ['undefined', undefined, 'undefined'],
    ['an array, not written out', [1, 2, 3], 'an array of 3'],
    ['an object, not written out', { a: 1 }, 'an object'],
  ])('%s', (_, value, quoted) => {
    expect(quote(value)).toBe(quoted);
  });

  it('never passes about 60 characters, whatever the string holds', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => quote(s).length <= MAX_QUOTE + 3));
    expect(quote('\u0000'.repeat(1000)).length).toBeLessThanOrEqual(MAX_QUOTE + 3);
  }, 30_000); // fast-check builds its binary-string generator on first use: seconds on a busy machine
});

describe('numbers out of range', () => {
  it('are the ones JSON spells but a number cannot hold exactly', () => {
    expect([JSON.parse('1e400'), JSON.parse('-1e309'), 2 ** 60].map(outOfRange)).toEqual([true, true, true]);
    expect([Number.MAX_SAFE_INTEGER, -3, 0.5, '1e400'].map(outOfRange)).toEqual([false, false, false, false]);
  });

  it('are called out of range, other wrong values are quoted', () => {
    expect(badValue('toMove', 'must be 0 or 1', JSON.parse('1e309'))).toBe('toMove: out of range (must be 0 or 1)');
    expect(badValue('toMove', 'must be 0 or 1', 2)).toBe('toMove: must be 0 or 1, not 2');
    expect(badValue('toMove', 'must be 0 or 1', 'x'.repeat(1e6)).length).toBeLessThan(100);
    expect(badValue('n', 'must be 1 to 9', 10, (n) => n <= 9)).toBe('n: out of range (must be 1 to 9)');
  });
});
