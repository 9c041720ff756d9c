// The players' names: one rule for the start screen, imported records and saves, so that a name that
// could not be typed at the start screen cannot arrive through a file either (issue 12).
import { err, ok, type Result } from './result.ts';

/** The longest name, in UTF-16 characters as the start screen's text field counts them. */
export const MAX_NAME_LENGTH = 24;

/** Line breaks, tabs, NUL and the other control characters; also the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** What is wrong with one name (already trimmed), or null when it can be used. */
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
 * The two players' names, trimmed, or what is wrong: each a string, not empty once trimmed, at most
 * MAX_NAME_LENGTH characters, no control characters; and the two different, so that the log and the
 * lessons can say who did what.
 */
export function checkPlayerNames(names: readonly unknown[]): Result<readonly [string, string], NamesProblem> {
  if (names.length !== 2) return err({ player: null, problem: 'must be two names' });
  const trimmed: string[] = [];
  for (const player of [0, 1] as const) {
    const name = names[player];
    if (typeof name !== 'string') return err({ player, problem: 'must be a name (a string)' });
    const problem = nameProblem(name.trim());
    if (problem !== null) return err({ player, problem });
    trimmed.push(name.trim());
  }
  if (trimmed[0] === trimmed[1]) return err({ player: null, problem: 'must be two different names' });
  return ok([trimmed[0]!, trimmed[1]!]);
}
