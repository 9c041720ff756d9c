// The players' names (engine/names.ts): one rule for the start screen, records and saves.
import { describe, expect, it } from 'vitest';
import { checkPlayerNames, MAX_NAME_LENGTH } from '../../src/engine/names.ts';

describe('checkPlayerNames', () => {
  it('accepts two different names, trimmed, up to the longest the start screen takes', () => {
    expect(checkPlayerNames(['  Ann ', 'Bob'])).toEqual({ ok: true, value: ['Ann', 'Bob'] });
    expect(checkPlayerNames(['é'.repeat(MAX_NAME_LENGTH), '王 🂡'])).toMatchObject({ ok: true });
  });

  it.each([
    ['one name', ['Ann'], null, 'must be two names'],
    ['a number for a name', ['Ann', 7], 1, 'must be a name (a string)'],
    ['an empty name', ['', 'Bob'], 0, 'is empty'],
    ['a blank name', ['Ann', ' \t '], 1, 'is empty'],
    ['a name of 100,000 characters', ['x'.repeat(100_000), 'Bob'], 0, `is longer than ${MAX_NAME_LENGTH} characters`],
    ['a name with a newline', ['An\nn', 'Bob'], 0, 'holds a line break or another control character'],
    ['a name with NUL', ['Ann', 'B\u0000ob'], 1, 'holds a line break or another control character'],
    ['a name with a line separator', ['Ann', 'B\u2028ob'], 1, 'holds a line break or another control character'],
    ['two equal names', ['Ann', 'Ann'], null, 'must be two different names'],
    ['names equal once trimmed', ['Ann', ' Ann'], null, 'must be two different names'],
  ])('refuses %s, saying whose and why', (_, names, player, problem) => {
    expect(checkPlayerNames(names)).toEqual({ ok: false, error: { player, problem } });
  });
});
