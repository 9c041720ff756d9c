// The bench's option reader (scripts/options.ts), shared by `npm run bench` and its Brigade half.
import { describe, expect, it } from 'vitest';
import { readArgs } from '../../scripts/options.ts';

describe('readArgs', () => {
  const read = (args: string[]) => {
    const seen: string[] = [];
    readArgs(args, { '--json': { flag: () => seen.push('json') }, '--games': (v) => seen.push(`games ${v}`) });
    return seen;
  };

  it('takes flags alone and values from the next argument, in order', () => {
    expect(read(['--games', '5', '--json', '--games', '7'])).toEqual(['games 5', 'json', 'games 7']);
    expect(read([])).toEqual([]);
  });

  it('refuses an unknown option, and one without its value, by name', () => {
    expect(() => read(['--gamez', '5'])).toThrow('unknown option --gamez');
    expect(() => read(['constructor'])).toThrow('unknown option constructor');
    expect(() => read(['--json', '--games'])).toThrow('--games needs a value');
  });
});
