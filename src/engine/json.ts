// Reading text that comes from outside (files, links, saves, the command line): the one place JSON text
// is parsed, with the limits of docs/limits.md checked first, so that no input, however large or deep,
// reaches a routine that could run out of memory or stack. Nothing here throws on bad input.
import { err, type Result } from './result.ts';

/** A plain JSON object (not an array, not null). */
export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * How deep JSON may nest. The deepest real document is a save (save → state → save → record → actions
 * → action: 6 levels); 64 leaves room for later versions while keeping any walk over the value, such
 * as JSON.stringify for a download, thousands of frames away from a stack overflow.
 */
export const MAX_JSON_DEPTH = 64;

/** What a text is read as, for its messages, and how large it may be (in UTF-16 characters). */
export interface TextLimits {
  /** The kind of text in a message: "position", "record", "save". */
  readonly what: string;
  /** The most characters the text may hold. */
  readonly maxChars: number;
}

/** The most characters of the input a message quotes (about 60: enough to find the spot, and one line). */
export const MAX_QUOTE = 60;
/** The longest message this module makes from an error of JSON.parse. */
const MAX_SYNTAX_MESSAGE = 120;

/** A text without a leading UTF-8 byte order mark (editors on Windows write one; the browser drops it). */
export const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * A message with its control characters written as escapes (\u0000, \u000a): JSON.parse quotes the
 * text near a syntax error, and binary garbage, UTF-16 text or a zip read as text would put raw NULs
 * and control characters on the screen. Unpaired surrogates go the same way.
 */
export const escapeControls = (text: string): string =>
  text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|\p{Cs}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A string as a JSON string literal of at most MAX_QUOTE characters inside its quotes, cut with "…". */
function quoteString(s: string): string {
  let out = '';
  for (const ch of s) {
    const piece = JSON.stringify(ch).slice(1, -1);
    if (out.length + piece.length > MAX_QUOTE) return `"${out}…"`;
    out += piece;
  }
  return `"${out}"`;
}

/**
 * A value as a message shows it, never longer than about MAX_QUOTE characters: strings quoted and cut,
 * numbers written out, arrays and objects named but never written out (a hostile one can be huge or
 * too deep for JSON.stringify).
 */
export function quote(value: unknown): string {
  if (typeof value === 'string') return quoteString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'a number out of range';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- what is left is a boolean, undefined, a bigint or a symbol (JSON holds no functions): each spells itself
  return String(value);
}

/** A message cut to `max` characters with "…", for text made by others (JSON.parse's errors). */
export const shorten = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * A number that JSON may spell but the game cannot hold exactly: 1e400 parses as Infinity, 2 ** 60 as
 * a rounded value. Such a number is "out of range" in every message, whatever the field wanted.
 */
export const outOfRange = (value: unknown): boolean =>
  typeof value === 'number' && (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER);

/**
 * The message for a field whose value is not what it must be: "out of range" for a number past what
 * the field can hold (`inRange` narrows it further), else what it must be and the value quoted.
 */
export function badValue(field: string, mustBe: string, value: unknown, inRange: (n: number) => boolean = () => true): string {
  if (outOfRange(value) || (typeof value === 'number' && !inRange(value))) return `${field}: out of range (${mustBe})`;
  return `${field}: ${mustBe}, not ${quote(value)}`;
}

/**
 * Whether JSON text nests deeper than `max` arrays and objects, by one pass over the text that skips
 * strings (a "[" inside a string is not nesting). Runs before JSON.parse, so that 100,000 "[" never
 * reach a recursive routine. Text that is not JSON is left for JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

const SIZE = new Intl.NumberFormat('en');

/** Why a text was not read as JSON: the kind, for callers with words of their own, and a message. */
export interface JsonProblem {
  readonly kind: 'too-large' | 'empty' | 'too-deep' | 'not-json';
  readonly message: string;
}

const problem = (kind: JsonProblem['kind'], message: string): Result<never, JsonProblem> => err({ kind, message });

/** The message for a text of `length` characters past its limit (also for readers that stop early). */
export const tooLarge = (limits: TextLimits, length: number): string =>
  `${limits.what}: too large: ${SIZE.format(length)} characters, at most ${SIZE.format(limits.maxChars)}`;

/** The refusal of a text given up on as soon as it passed the limit, before its whole length was known. */
export const tooLargeUnread = (limits: TextLimits): string =>
  `${limits.what}: too large: more than ${SIZE.format(limits.maxChars)} characters, at most ${SIZE.format(limits.maxChars)}`;

/**
 * JSON text read into a value, or why not: a leading BOM is dropped, then the size and the nesting
 * depth are checked before JSON.parse sees the text. Every message is short and names the problem.
 */
export function readJson(text: string, limits: TextLimits): Result<unknown, JsonProblem> {
  const body = withoutBom(text);
  if (body.length > limits.maxChars) return problem('too-large', tooLarge(limits, body.length));
  if (body.trim() === '') return problem('empty', `${limits.what}: the text is empty`);
  if (nestsDeeperThan(body, MAX_JSON_DEPTH))
    return problem('too-deep', `${limits.what}: nested more than ${MAX_JSON_DEPTH} levels deep in arrays and objects`);
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (e) {
    return problem('not-json', `not valid JSON: ${shorten(escapeControls((e as Error).message), MAX_SYNTAX_MESSAGE)}`);
  }
}

/** JSON text read (readJson) and then by `parse`; every failure is a message, never a throw. */
export function parseJsonText<T>(text: string, limits: TextLimits, parse: (json: unknown) => Result<T>): Result<T> {
  const json = readJson(text, limits);
  return json.ok ? parse(json.value) : err(json.error.message);
}
