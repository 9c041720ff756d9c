// Every reader of outside text against hostile input (docs/limits.md: a file or a link may come from
// anybody): positions, records, links and saves get deep nesting, huge fields, random bytes and random
// JSON. No throw escapes, and every refusal is a short message that names the problem.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dealGame,
  decodePositionLink,
  encodePositionLink,
  makePosition,
  makeRecord,
  newGame,
  parsePositionText,
  parseRecordText,
  replay,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { SAVE_KEY, SAVE_VERSION } from '../../src/store/persistence.ts';
import { readLibraryFile } from '../../src/store/library/files.ts';
import { makeStore, memoryStorage } from './helpers.ts';

/** A reader's verdict: null when it accepted the text, else its message. */
type Reader = (text: string) => string | null;

/** The save reader: a store started over a storage holding `text`; a refusal is the notice's reason. */
const readSave: Reader = (text) => {
  const store = makeStore(memoryStorage({ [SAVE_KEY]: text }));
  const problem = store.getState().saveProblem;
  return problem === null ? null : problem.reason;
};

const READERS: Record<string, Reader> = {
  position: (text) => {
    const read = parsePositionText(text);
    return read.ok ? null : read.error;
  },
  record: (text) => {
    const read = parseRecordText(text);
    if (!read.ok) return read.error;
    const game = replay(read.value, new LocalReferee());
    return game.ok ? null : game.error;
  },
  link: (text) => {
    const read = decodePositionLink(text);
    return read.ok ? null : read.error;
  },
  save: readSave,
  // A damaged game in a library file is left out and named (the others are imported): that is its refusal here.
  'library file': (text) => {
    const read = readLibraryFile(text);
    return read.ok ? (read.value.refused[0] ?? null) : read.error;
  },
};

/**
 * For the property tests and the 5 MB texts: fast-check builds its binary-string generator on first
 * use, which with megabytes of text takes seconds on a busy machine (no timing is asserted).
 */
const HEAVY_TIMEOUT = 30_000;

/** The longest refusal allowed: a field's name, a reason and a value quoted to 60 characters. */
const MAX_MESSAGE = 200;

/** Reads `text` and checks the refusal, if any: a short message, no stack trace; returns it. */
function refusal(reader: Reader, text: string): string | null {
  const message = reader(text);
  if (message !== null) {
    expect(typeof message).toBe('string');
    expect(message.length).toBeGreaterThan(5);
    expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE);
    expect(message).not.toMatch(/\n\s+at /);
    // Raw NULs, control characters or half surrogate pairs (binary garbage, UTF-16 text, a zip read as
    // text) are written as escapes, never put on the screen (docs/limits.md).
    expect(message).not.toMatch(/[\p{Cc}\p{Cs}]/u);
  }
  return message;
}

const position = makePosition(dealGame(7).position);
const record = makeRecord(newGame({ dealNumber: 7, names: ['Ann', 'Bob'] }));
const save = (rec: unknown) => JSON.stringify({ version: SAVE_VERSION, state: { save: { record: rec, startedAt: 1, finishedAt: null } } });
const library = (rec: unknown) =>
  JSON.stringify({ format: 'brigadier-library/1', games: [{ record: rec, startedAt: 1, finishedAt: null }] });
/** Five million characters: past every text limit but the record's and the save's, and cheap to build. */
const HUGE = 'x'.repeat(5_000_000);

/** For each reader, a document of its kind with a 5 MB field, and what the refusal says. */
const HUGE_FIELD: Record<string, { text: string; message: RegExp }> = {
  position: {
    text: JSON.stringify({ ...position, tableau: [[HUGE], [], [], [], [], [], [], []] }),
    message: /^position: too large: 5,000,\d{3} characters, at most 65,536$/,
  },
  record: { text: JSON.stringify({ ...record, format: HUGE }), message: /^format: "x{60}…" is not a known format/ },
  save: {
    text: save({ ...record, players: [HUGE, 'Bob'] }),
    message: /^the saved game cannot be replayed: players\[0\]: is longer than 24 characters$/,
  },
  link: { text: `https://example.org/#${HUGE}`, message: /^This is too long to be a position link/ },
  'library file': {
    text: library({ ...record, players: [HUGE, 'Bob'] }),
    message: /^games\[0\]: players\[0\]: is longer than 24 characters$/,
  },
};

describe('what each reader accepts', () => {
  it.each([
    ['position', JSON.stringify(position)],
    ['record', JSON.stringify(record)],
    ['link', encodePositionLink(dealGame(7).position)],
    ['save', save(record)],
    ['library file', library(record)],
  ])('a good %s, also after a BOM', (kind, text) => {
    expect(READERS[kind]!(text)).toBeNull();
    expect(READERS[kind]!('\uFEFF' + text)).toBeNull();
  });
});

describe.each(Object.keys(READERS))('the %s reader', (kind) => {
  const reader = READERS[kind]!;

  it('refuses deep nesting (20,000 and 100,000 "[") before JSON.parse, saying why', () => {
    const deep = '['.repeat(20_000);
    expect(refusal(reader, deep)).toMatch(kind === 'link' ? /too long to be a position link/ : /nested more than 64 levels deep/);
    expect(refusal(reader, `{"a":${deep}1${']'.repeat(20_000)}}`)).toMatch(
      kind === 'link' ? /too long/ : /nested more than 64 levels deep/,
    );
    expect(refusal(reader, '['.repeat(100_000))).toMatch(/nested more than 64 levels deep|too large|too long/);
  });

  it(
    'refuses a 5 MB text or field with a short message',
    () => {
      expect(refusal(reader, HUGE)).not.toBeNull();
      expect(refusal(reader, HUGE_FIELD[kind]!.text)).toMatch(HUGE_FIELD[kind]!.message);
    },
    HEAVY_TIMEOUT,
  );

  it('names binary garbage, UTF-16BE text and a zip without echoing their raw characters', () => {
    const utf16be = String.fromCharCode(...[...JSON.stringify(record)].flatMap((c) => [0, c.charCodeAt(0)]));
    for (const text of ['\u0000\u0001\u0002\u00ff\ufffd', utf16be, 'PK\u0003\u0004\u0014\u0000\u0008\u0000brigadier.json']) {
      expect(refusal(reader, text)).not.toBeNull();
    }
  });

  it(
    'never throws on random strings and bytes',
    () => {
      const decoder = new TextDecoder();
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ unit: 'binary', maxLength: 200 }),
            fc.uint8Array({ maxLength: 200 }).map((bytes) => decoder.decode(bytes)),
          ),
          (text) => {
            expect(refusal(reader, text)).not.toBeNull();
          },
        ),
        { numRuns: kind === 'save' ? 60 : 300 },
      );
    },
    HEAVY_TIMEOUT,
  );

  it(
    'never throws on random JSON values',
    () => {
      fc.assert(
        fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
          refusal(reader, JSON.stringify(value) ?? 'null');
        }),
        { numRuns: kind === 'save' ? 60 : 300 },
      );
    },
    HEAVY_TIMEOUT,
  );
});

/** A good document with one field replaced by a random JSON value: each reader must say which field. */
function mutated<T extends object>(doc: T, paths: readonly (readonly (string | number)[])[]) {
  return fc.tuple(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 3 })).map(([path, value]) => {
    const copy = structuredClone(doc) as Record<string | number, unknown>;
    let at = copy;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    at[path.at(-1)!] = value;
    return copy;
  });
}

describe('a good document with one field made hostile', () => {
  it(
    'a position: refused naming the field, or read',
    () => {
      const paths = [
        ['format'],
        ['toMove'],
        ['players'],
        ['players', 0],
        ['players', 1, 'deck'],
        ['players', 0, 'inPlay'],
        ['tableau'],
        ['tableau', 3],
        ['tableau', 3, 0],
        ['foundations'],
      ];
      fc.assert(
        fc.property(mutated(position, paths), (doc) => {
          const message = refusal(READERS.position!, JSON.stringify(doc));
          if (message !== null) expect(message).toMatch(/^(format|toMove|players|tableau|foundations|card \w\w appears)/);
        }),
        { numRuns: 500 },
      );
    },
    HEAVY_TIMEOUT,
  );

  it(
    'a record and a save: refused naming the field, or read',
    () => {
      const paths = [['format'], ['dealNumber'], ['players'], ['players', 0], ['houseRules'], ['houseRules', 'knockHorizon'], ['actions']];
      fc.assert(
        fc.property(mutated(record, paths), (doc) => {
          const message = refusal(READERS.record!, JSON.stringify(doc));
          if (message !== null) expect(message).toMatch(/^(format|dealNumber|players|houseRules|actions)/);
          const saved = refusal(READERS.save!, save(doc));
          expect(saved === null).toBe(message === null);
          if (saved !== null) expect(saved).toBe(`the saved game cannot be replayed: ${message}`);
        }),
        { numRuns: 200 },
      );
    },
    HEAVY_TIMEOUT,
  );

  it.each([
    [
      'position',
      JSON.stringify(position).replace('"toMove":' + position.toMove, '"toMove":1e309'),
      'toMove: out of range (must be 0 or 1)',
    ],
    ['record', JSON.stringify(record).replace('"dealNumber":7', '"dealNumber":1e400'), /^dealNumber: out of range/],
    [
      'save',
      save({ ...record, dealNumber: 1 }).replace('"dealNumber":1', '"dealNumber":-1e400'),
      /^the saved game cannot be replayed: dealNumber: out of range/,
    ],
  ])('a %s with a number past any range calls it out of range', (kind, text, message) => {
    expect(refusal(READERS[kind]!, text)).toMatch(message);
  });
});
