// The players' names: one rule for the start screen, imported records and saves, so that a name that
// could not be typed at the start screen cannot arrive through a file either. A name is kept in one
// normal form (NFC, no invisible characters, single spaces), and two names that would look alike on
// the table are refused: the log, the lessons and the library must show who did what.
import { err, ok, type Result } from './result.ts';

/** The longest name, in UTF-16 characters as the start screen's text field counts them. */
export const MAX_NAME_LENGTH = 24;

/** Line breaks, tabs, NUL and the other control characters; also the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * Characters that show nothing but can change what the table shows: bidirectional controls (an
 * unclosed U+202E turns the rest of a line around) and the other default-ignorable characters (zero
 * width spaces, joiners, soft hyphens, fillers). Variation selectors and tags stay: they choose how an
 * emoji looks. A zero-width joiner stays between two pictographs, where it makes one emoji (👩‍💻).
 */
const INVISIBLE =
  /\p{Bidi_Control}|(?![\u{FE00}-\u{FE0F}\u{E0020}-\u{E007F}\u200D])\p{Default_Ignorable_Code_Point}|(?<!\p{Extended_Pictographic}[\u{FE0E}\u{FE0F}]?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

/** A name in the one form it is kept in: NFC, without invisible characters, trimmed, each run of spaces one space. */
export function normalName(name: string): string {
  return name
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .trim()
    .replace(/\p{Zs}+/gu, ' ');
}

/** Letters of other scripts drawn like Latin ones, and digits drawn like letters: each as the letter it looks like. */
const LOOKS_LIKE: Readonly<Record<string, string>> = Object.fromEntries(
  [
    // Cyrillic
    'АA',
    'ВB',
    'ЕE',
    'КK',
    'МM',
    'НH',
    'ОO',
    'РP',
    'СC',
    'ТT',
    'ХX',
    'УY',
    'ЅS',
    'ІI',
    'ЈJ',
    'Ԁd',
    'аa',
    'еe',
    'оo',
    'рp',
    'сc',
    'уy',
    'хx',
    'іi',
    'јj',
    'ѕs',
    'ԁd',
    'ԛq',
    'ԝw',
    'һh',
    'ӏl',
    // Greek
    'ΑA',
    'ΒB',
    'ΕE',
    'ΖZ',
    'ΗH',
    'ΙI',
    'ΚK',
    'ΜM',
    'ΝN',
    'ΟO',
    'ΡP',
    'ΤT',
    'ΥY',
    'ΧX',
    'οo',
    'νv',
    'ιi',
    'κk',
    'ρp',
    'τt',
    'υu',
    'χx',
    'αa',
    // Drawn alike in most sans-serif faces
    'Il',
    '1l',
    '0o',
  ].map((pair) => [pair[0]!, pair[1]!]),
);

/** What a name looks like on the table: compatibility forms folded, look-alike letters merged, case ignored. */
function skeleton(name: string): string {
  return [...name.normalize('NFKC')]
    .map((c) => LOOKS_LIKE[c] ?? c)
    .join('')
    .toLowerCase();
}

/** What is wrong with one name (already normal), or null when it can be used. */
function nameProblem(name: string): string | null {
  if (name === '') return 'is empty';
  if (name.length > MAX_NAME_LENGTH) return `is longer than ${MAX_NAME_LENGTH} characters`;
  if (CONTROL.test(name)) return 'holds a line break or another control character';
  return null;
}

/** Why two names cannot be used: which player's name (null for both), and what is wrong. */
export interface NamesProblem {
  readonly player: 0 | 1 | null;
  readonly problem: string;
}

/**
 * The two players' names in their normal form (normalName), or what is wrong: each a string, not empty,
 * at most MAX_NAME_LENGTH characters, no control characters; and the two different to the eye (not
 * only to the computer: "Ann" and "Аnn" with a Cyrillic А are refused), so that the log and the lessons
 * can say who did what.
 */
export function checkPlayerNames(names: readonly unknown[]): Result<readonly [string, string], NamesProblem> {
  if (names.length !== 2) return err({ player: null, problem: 'must be two names' });
  const trimmed: string[] = [];
  for (const player of [0, 1] as const) {
    const name = names[player];
    if (typeof name !== 'string') return err({ player, problem: 'must be a name (a string)' });
    // Control characters are refused, not removed: a line break in a name is a mistake to point out.
    if (CONTROL.test(name.trim())) return err({ player, problem: 'holds a line break or another control character' });
    const normal = normalName(name);
    const problem = nameProblem(normal);
    if (problem !== null) return err({ player, problem });
    trimmed.push(normal);
  }
  if (trimmed[0] === trimmed[1]) return err({ player: null, problem: 'must be two different names' });
  if (skeleton(trimmed[0]!) === skeleton(trimmed[1]!))
    return err({ player: null, problem: 'look alike: choose two names that read differently' });
  return ok([trimmed[0]!, trimmed[1]!]);
}
