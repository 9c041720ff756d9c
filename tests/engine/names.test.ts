// The players' names (engine/names.ts): one rule for the start screen, records and saves.
import { describe, expect, it } from 'vitest';
import { checkPlayerNames, MAX_NAME_LENGTH } from '../../src/engine/index.ts';

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
    ['names equal but for a zero-width space', ['Ann', 'Ann\u200B'], null, 'must be two different names'],
    ['names equal but for a right-to-left mark', ['\u200FAnn', 'Ann'], null, 'must be two different names'],
    ['names equal but for their Unicode form (é as e + ◌́)', ['Ren\u00E9', 'Rene\u0301'], null, 'must be two different names'],
    ['names equal but for a no-break space', ['Ann Lee', 'Ann\u00A0Lee'], null, 'must be two different names'],
    ['a name of invisible characters only', ['Ann', '\u200B\u202E\u2060'], 1, 'is empty'],
    ['names alike but for a Cyrillic А', ['Ann', '\u0410nn'], null, 'look alike: choose two names that read differently'],
    ['names alike but for a Greek Ο', ['Bob', 'B\u039Fb'], null, 'look alike: choose two names that read differently'],
    ['names alike but for case', ['ann', 'Ann'], null, 'look alike: choose two names that read differently'],
    ['names alike but for I and l', ['Ian', 'lan'], null, 'look alike: choose two names that read differently'],
    ['names alike but for a fullwidth letter', ['Ann', '\uFF21nn'], null, 'look alike: choose two names that read differently'],
  ])('refuses %s, saying whose and why', (_, names, player, problem) => {
    expect(checkPlayerNames(names)).toEqual({ ok: false, error: { player, problem } });
  });

  it('keeps each name in one normal form: NFC, no bidirectional controls or zero-width characters, single spaces', () => {
    // An unclosed right-to-left override would turn the table's text around ("nrut tsal s'boB").
    expect(checkPlayerNames(['Bob\u202E', 'Ann'])).toEqual({ ok: true, value: ['Bob', 'Ann'] });
    expect(checkPlayerNames(['\u2067Ann\u2069', 'Z\u200Boe\u00AD'])).toEqual({ ok: true, value: ['Ann', 'Zoe'] });
    expect(checkPlayerNames(['Rene\u0301', 'Ann  \u3000 Lee'])).toEqual({ ok: true, value: ['Ren\u00E9', 'Ann Lee'] });
  });

  it('keeps what makes an emoji: a joiner between two pictographs, and variation selectors', () => {
    const coder = '\u{1F469}\u200D\u{1F4BB}';
    const heart = '\u2764\uFE0F';
    expect(checkPlayerNames([`Ann ${coder}`, `Bob ${heart}`])).toEqual({ ok: true, value: [`Ann ${coder}`, `Bob ${heart}`] });
    expect(checkPlayerNames(['Ann\u200D', 'B\u200Dob'])).toEqual({ ok: true, value: ['Ann', 'Bob'] });
  });

  it('accepts names that differ to the eye, in any script', () => {
    expect(checkPlayerNames(['Анна', 'Ann'])).toMatchObject({ ok: true });
    expect(checkPlayerNames(['王', '玉'])).toMatchObject({ ok: true });
  });
});
